import type { Db } from '../../apps/api/src/db/connect.ts';
import { PRICE_BANDS } from '../../apps/api/src/platform/search/search-engine.ts';
import { seeded } from './prng.ts';

/**
 * Distinct, realistic catalogue requests for the uncached runs: what many shoppers browsing at once ask,
 * drawn from the bench database's own categories, brands, pharmacies and products. Each pool holds far
 * more distinct URLs than the response cache keeps (1,000), and a run picks from it at random, so a
 * request almost never finds its answer cached: the cost measured is the work of answering.
 */
export interface UrlPools {
  list: string[];
  detail: string[];
  search: string[];
  suggestions: string[];
  pharmacies: string[];
}

const SORTS = ['relevance', 'price_asc', 'price_desc', 'newest', 'best_selling'] as const;
const SEARCH_WORDS = [
  'paracetamol', 'paracetmol', 'amoxicillin', 'amoksisilin', 'vitamin c', 'vitamn c', 'obat batuk', 'cough', 'sirup anak', 'omeprazole',
  'ibuprofen', 'ibuprofn', 'minyak kayu putih', 'termometer', 'masker', 'popok bayi', 'antasida', 'maag', 'salep', 'tetes mata',
  'vitamin d3 1000 iu', 'sakit kepala', 'headache', 'allergy', 'cetirizine', 'loratadine', 'probiotik', 'kalsium', 'zinc', 'madu',
];

async function sample(db: Db['db']) {
  const [categories, brands, stores, products] = await Promise.all([
    db.selectFrom('product_categories').select(['slug', 'level']).execute(),
    db.selectFrom('brands').select('slug').execute(),
    db.selectFrom('pharmacies').select('id').execute(),
    db.selectFrom('products').select(['id', 'slug', 'name']).orderBy('id').execute(),
  ]);
  // Every product's slug and name is 100,000 rows at the large size; a spread of 5,000 is enough not to repeat much.
  const step = Math.max(1, Math.floor(products.length / 5_000));
  return { categories, brands: brands.map((b) => b.slug), stores: stores.map((s) => s.id), products: products.filter((_, i) => i % step === 0) };
}

export async function urlPools(db: Db['db'], size = 20_000, seed = 11): Promise<UrlPools> {
  const { categories, brands, stores, products } = await sample(db);
  const rnd = seeded(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rnd() * list.length)]!;
  const filters = (): string[] => {
    const parts: string[] = [];
    const r = rnd();
    if (r < 0.45) {
      const c = pick(categories);
      parts.push(`${c.level}=${c.slug}`);
    } else if (r < 0.6) parts.push(`brand=${pick(brands)}`);
    if (rnd() < 0.15) parts.push(rnd() < 0.5 ? 'drug_class=bebas' : 'drug_class=bebas,bebas_terbatas');
    // Mostly a price band ticked in the facet, now and then a range typed by hand.
    const price = rnd();
    if (price < 0.08) {
      const [, min, max] = pick(PRICE_BANDS);
      parts.push(...(min > 0 ? [`min_price=${min}`] : []), ...(max < Number.MAX_SAFE_INTEGER ? [`max_price=${max - 1}`] : []));
    } else if (price < 0.1) parts.push(`min_price=${1_000 * Math.floor(rnd() * 50)}`, `max_price=${50_000 + 1_000 * Math.floor(rnd() * 200)}`);
    if (rnd() < 0.25) {
      parts.push(`store_id=${pick(stores)}`);
      if (rnd() < 0.6) parts.push('in_stock=1');
    }
    return parts;
  };
  const paging = () => [`sort=${pick(SORTS)}`, `page=${rnd() < 0.6 ? 1 : 2 + Math.floor(rnd() * 9)}`, 'perPage=20'];
  const distinct = (make: () => string): string[] => {
    const seen = new Set<string>();
    for (let tries = 0; seen.size < size && tries < size * 5; tries++) seen.add(make());
    return [...seen];
  };
  const words = (name: string) => name.toLowerCase().split(/\s+/).filter((w) => /^[a-z]{3,}$/.test(w));
  return {
    list: distinct(() => `/api/products?${[...filters(), ...paging()].join('&')}`),
    detail: distinct(() => {
      const p = pick(products);
      return rnd() < 0.3 ? `/api/products/${p.slug}?store_id=${pick(stores)}` : `/api/products/${rnd() < 0.5 ? p.slug : p.id}`;
    }),
    search: distinct(() => {
      const own = words(pick(products).name);
      const q = rnd() < 0.5 || own.length === 0 ? pick(SEARCH_WORDS) : own.slice(0, 1 + Math.floor(rnd() * Math.min(2, own.length))).join(' ');
      return `/api/products?${[`q=${encodeURIComponent(q)}`, ...(rnd() < 0.3 ? filters() : []), ...paging()].join('&')}`;
    }),
    suggestions: distinct(() => {
      const source = rnd() < 0.5 ? pick(SEARCH_WORDS) : (words(pick(products).name)[0] ?? pick(SEARCH_WORDS));
      // What the box sends while a word is typed: its first 2 to 8 letters.
      return `/api/products/search-suggestion?q=${encodeURIComponent(source.slice(0, 2 + Math.floor(rnd() * 7)))}`;
    }),
    // The route has no response cache at all: every call is uncached, so one URL measures it honestly.
    pharmacies: ['/api/pharmacies?perPage=70'],
  };
}
