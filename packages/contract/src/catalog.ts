import { z } from 'zod';
import { DRUG_CLASSES, SORTS } from './catalog-vocabulary.ts';
import { envelope, page, pagingQuery } from './envelope.ts';

export * from './catalog-vocabulary.ts';

export const drugClass = z.enum(DRUG_CLASSES);
export const productSort = z.enum(SORTS);

/** Ids in paths: a positive integer id or a slug. */
export const idOrSlug = z
  .string()
  .trim()
  .min(1)
  .max(160)
  .regex(/^[a-z0-9][a-z0-9-]*$/i);
export const idOrSlugParams = z.object({ id: idOrSlug });

const ref = z.object({ id: z.number().int(), slug: z.string(), name: z.string() });
export type Ref = z.infer<typeof ref>;

/** A product in a list: what a card shows. Names and descriptions come in the request's locale. */
export const productSummary = z.object({
  id: z.number().int(),
  slug: z.string(),
  sku: z.string(),
  name: z.string(),
  price: z.number().int(),
  /** The price to pay while a promotion runs, else null. Obat keras never has one. */
  promo_price: z.number().int().nullable(),
  drug_class: drugClass,
  requires_prescription: z.boolean(),
  /** False for `dilarang_online`: shown, never sold. */
  sellable_online: z.boolean(),
  image_url: z.string().nullable(),
  packaging: z.string(),
  brand: ref.nullable(),
  category: ref.nullable(),
  /** Stock at the pharmacy asked for with `store_id`; null when none was asked. */
  in_stock: z.boolean().nullable(),
});
export type ProductSummary = z.infer<typeof productSummary>;

export const productImage = z.object({ url: z.string(), alt: z.string() });

/** The catalogue texts that are stored in both languages. */
export const translatableText = ['name', 'description', 'composition', 'indications', 'dosage', 'contraindications', 'side_effects', 'storage', 'packaging'] as const;
export type TranslatableText = (typeof translatableText)[number];

export const productDetail = productSummary.extend({
  name_id: z.string(),
  name_en: z.string(),
  description: z.string(),
  composition: z.string(),
  indications: z.string(),
  dosage: z.string(),
  contraindications: z.string(),
  side_effects: z.string(),
  storage: z.string(),
  manufacturer: z.string(),
  /** BPOM registration number (NIE), e.g. DBL1234567890A1. */
  bpom_number: z.string(),
  weight_grams: z.number().int(),
  images: z.array(productImage),
  sub_category: ref.nullable(),
  segment: ref.nullable(),
  /** Stock at `store_id` when asked, with the most of it one order may hold there (the pharmacy's setting). */
  stock: z.object({ store_id: z.number().int(), quantity: z.number().int(), in_stock: z.boolean(), max_per_order: z.number().int() }).nullable(),
  created_at: z.string(),
  /**
   * Text fields answered in Indonesian although English was asked, because the catalogue has no English
   * for them; the web marks them lang="id". Always empty in an Indonesian answer.
   */
  untranslated: z.array(z.enum(translatableText)),
});
export type ProductDetail = z.infer<typeof productDetail>;

const facetBucket = z.object({ key: z.string(), label: z.string(), count: z.number().int() });
export type FacetBucket = z.infer<typeof facetBucket>;
export const productFacets = z.object({
  category: z.array(facetBucket),
  brand: z.array(facetBucket),
  drug_class: z.array(facetBucket),
  price_band: z.array(facetBucket),
});
export type ProductFacets = z.infer<typeof productFacets>;

const optionalInt = (max: number) => z.coerce.number().int().min(0).max(max).optional();
const csv = <T extends z.ZodType<unknown, string>>(item: T) =>
  z
    .string()
    .max(200)
    .transform((v) => v.split(',').map((s) => s.trim()).filter(Boolean))
    .pipe(z.array(item).max(10));

/** GET /api/products filters. Prices in rupiah; `store_id` + `in_stock=1` keeps what that pharmacy has. */
export const productsQuery = pagingQuery.extend({
  q: z.string().max(200).optional(),
  category: idOrSlug.optional(),
  sub_category: idOrSlug.optional(),
  segment: idOrSlug.optional(),
  brand: idOrSlug.optional(),
  min_price: optionalInt(1_000_000_000),
  max_price: optionalInt(1_000_000_000),
  drug_class: csv(drugClass).optional(),
  store_id: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
  in_stock: z.enum(['0', '1', 'true', 'false']).transform((v) => v === '1' || v === 'true').optional(),
  sort: productSort.default('relevance'),
});
export type ProductsQuery = z.input<typeof productsQuery>;

export const productPage = page(productSummary).extend({
  facets: productFacets,
  /** The query as the engine understood it after typo correction, when it differs. */
  corrected_query: z.string().nullable(),
});
export const productsResponse = envelope(productPage);

export const productDetailQuery = z.object({ store_id: z.coerce.number().int().min(1).max(2_147_483_647).optional() });
export const productResponse = envelope(productDetail);
export const skuParams = z.object({ sku: z.string().trim().min(1).max(64) });

/** GET /api/products/search-suggestion: what the top-bar box lists while typing. */
export const suggestionQuery = z.object({
  q: z.string().max(200).default(''),
  /** The SPEC's name for the typed text; used when `q` is empty (issue 14). */
  keyword: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(10).default(8),
});
export const suggestion = z.object({
  type: z.enum(['product', 'brand', 'category']),
  id: z.number().int(),
  slug: z.string(),
  label: z.string(),
  /** Where choosing it goes: /product/{slug}, /brand/{slug} or /product?category={slug}. */
  url: z.string(),
  drug_class: drugClass.nullable(),
  price: z.number().int().nullable(),
  image_url: z.string().nullable(),
});
export type Suggestion = z.infer<typeof suggestion>;
export const suggestionsResponse = envelope(z.array(suggestion));

export const listQuery = z.object({ limit: z.coerce.number().int().min(1).max(50).default(12) });
export const productListResponse = envelope(z.array(productSummary));

/** Categories → sub-categories → segments, one shape at every level. */
export const category = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  level: z.enum(['category', 'sub_category', 'segment']),
  parent_id: z.number().int().nullable(),
  icon_url: z.string().nullable(),
  product_count: z.number().int(),
});
export type Category = z.infer<typeof category>;
/** `filter[key]=value`: keys slug, name, parent_id, level. */
export const categoriesQuery = z.object({
  filter: z
    .object({
      slug: z.string().max(160).optional(),
      name: z.string().max(160).optional(),
      parent_id: z.coerce.number().int().min(1).optional(),
      level: z.enum(['category', 'sub_category', 'segment']).optional(),
    })
    .strict()
    .optional(),
});
export const categoriesResponse = envelope(z.array(category));
