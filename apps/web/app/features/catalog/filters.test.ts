import { describe, expect, it } from 'vitest';
import { DEFAULT_FILTERS, activeFilterCount, filtersHref, filtersToParams, parseFilters, priceBandRange, toProductsQuery } from './filters';

const parse = (query: string) => parseFilters(new URLSearchParams(query));

describe('filters from the URL', () => {
  it('reads every filter a GET form sends, checkboxes as repeated keys', () => {
    const f = parse('q=paracetamol&category=demam-nyeri&brand=sanbe&min_price=5000&max_price=25000&drug_class=bebas&drug_class=bebas_terbatas&in_stock=1&sort=price_asc&page=3');
    expect(f).toEqual({
      ...DEFAULT_FILTERS,
      q: 'paracetamol',
      category: 'demam-nyeri',
      brand: 'sanbe',
      min_price: 5000,
      max_price: 25000,
      drug_class: ['bebas', 'bebas_terbatas'],
      in_stock: true,
      sort: 'price_asc',
      page: 3,
    });
  });

  it('gives the defaults for an empty query', () => {
    expect(parse('')).toEqual(DEFAULT_FILTERS);
  });

  it('accepts a csv of drug classes and drops unknown or repeated ones', () => {
    expect(parse('drug_class=keras,narkotik&drug_class=keras').drug_class).toEqual(['keras']);
  });

  it('drops what it cannot use instead of failing the page', () => {
    const f = parse('category=../../etc&brand=%3Cscript%3E&sort=cheapest&page=-2&min_price=abc&in_stock=maybe');
    expect(f).toEqual(DEFAULT_FILTERS);
    expect(parse('page=1.5').page).toBe(1);
    expect(parse('page=999999999').page).toBe(1);
  });

  it('reads prices typed the Indonesian way and swaps a reversed range', () => {
    expect(parse('min_price=Rp+25.000').min_price).toBe(25000);
    const f = parse('min_price=50000&max_price=10000');
    expect([f.min_price, f.max_price]).toEqual([10000, 50000]);
    expect(parse('min_price=').min_price).toBeNull();
  });

  it('trims and caps the search text', () => {
    expect(parse('q=%20%20obat%20batuk%20').q).toBe('obat batuk');
    expect(parse(`q=${'a'.repeat(500)}`).q).toHaveLength(200);
  });
});

describe('filters to the URL', () => {
  it('leaves defaults out so one set of filters has one address', () => {
    expect(filtersToParams(DEFAULT_FILTERS).toString()).toBe('');
    expect(filtersToParams({ sort: 'relevance', page: 1, q: 'vitamin c' }).toString()).toBe('q=vitamin+c');
  });

  it('round-trips: what it writes reads back the same', () => {
    const query = 'q=amoxcilin&category=obat-resep&min_price=1000&max_price=90000&drug_class=keras&drug_class=bebas&in_stock=1&sort=newest&page=2';
    const f = parse(query);
    expect(parse(filtersToParams(f).toString())).toEqual(f);
  });

  it('starts a changed filter at page 1 but keeps the page when paging', () => {
    const f = parse('brand=kalbe&page=4');
    expect(filtersHref('/product', f, { sort: 'price_desc' })).toBe('/product?brand=kalbe&sort=price_desc');
    expect(filtersHref('/product', f, { page: 5 })).toBe('/product?brand=kalbe&page=5');
    expect(filtersHref('/product', f, { brand: '' })).toBe('/product');
  });

  it('omits what the page fixes itself', () => {
    const f = parse('brand=kalbe&drug_class=bebas');
    expect(filtersHref('/brand/kalbe', f, { page: 2 }, ['brand'])).toBe('/brand/kalbe?drug_class=bebas&page=2');
  });
});

describe('filters to the API', () => {
  it('sends only what is set, drug classes as csv', () => {
    expect(toProductsQuery(parse('q=batuk&drug_class=bebas&drug_class=bebas_terbatas'), null)).toEqual({
      page: 1,
      perPage: 20,
      sort: 'relevance',
      q: 'batuk',
      drug_class: 'bebas,bebas_terbatas',
    });
  });

  it('asks for stock at the chosen pharmacy, and filters by it only when asked', () => {
    expect(toProductsQuery(parse(''), 7)).toMatchObject({ store_id: 7 });
    expect(toProductsQuery(parse(''), 7).in_stock).toBeUndefined();
    expect(toProductsQuery(parse('in_stock=1'), 7)).toMatchObject({ store_id: 7, in_stock: '1' });
    // Without a chosen pharmacy "in stock" means nothing and is not sent.
    expect(toProductsQuery(parse('in_stock=1'), null).in_stock).toBeUndefined();
  });
});

describe('price bands and counts', () => {
  it('turns a facet key into an inclusive price range', () => {
    expect(priceBandRange('0-25000')).toEqual({ min_price: null, max_price: 24999 });
    expect(priceBandRange('25000-50000')).toEqual({ min_price: 25000, max_price: 49999 });
    expect(priceBandRange('250000-')).toEqual({ min_price: 250000, max_price: null });
    expect(priceBandRange('cheap')).toBeNull();
  });

  it('counts active filters, a price range as one', () => {
    expect(activeFilterCount(parse('q=x&sort=newest'))).toBe(0);
    expect(activeFilterCount(parse('brand=a&min_price=1&max_price=9&drug_class=bebas&drug_class=keras&in_stock=1'))).toBe(5);
    expect(activeFilterCount(parse('brand=a'), ['brand'])).toBe(0);
  });
});
