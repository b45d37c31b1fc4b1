/**
 * The console's catalogue (issue 15; docs/decisions/039-console-catalogue.md): products, categories,
 * brands, and import/export by CSV or XLSX. The web's forms parse with these same schemas and rules.
 */
import { z } from 'zod';
import type { Locale } from './constants.ts';
import { DRUG_CLASSES, type DrugClass, mayBePromoted } from './catalog-vocabulary.ts';
import { envelope, page, pagingQuery } from './envelope.ts';

// ── NIE (BPOM registration number) ──────────────────────────────────────────────────────────────────

/**
 * The registration number's formats (apps/api/src/modules/catalog/catalog.nie.ts): medicines D (brand) or
 * G (generic), the class letter (B bebas, T bebas terbatas, K keras, N narkotika, P psikotropika), L local
 * or I imported, ten digits, a letter and a digit (DBL7214409204A1); supplements SD + 9 digits, traditional
 * medicines TR + 9, cosmetics NA + 11, devices AKL/AKD + space + 11.
 */
const NIE_MEDICINE = /^[DG]([BTKNP])[LI]\d{10}[A-Z]\d$/;
const NIE_OTHER = /^(SD\d{9}|TR\d{9}|NA\d{11}|AK[LD] \d{11})$/;

/** Which drug classes a medicine's class letter allows. */
const NIE_CLASS_LETTERS: Record<string, readonly DrugClass[]> = {
  B: ['bebas'],
  T: ['bebas_terbatas'],
  K: ['keras', 'dilarang_online'],
  N: ['keras', 'dilarang_online'],
  P: ['keras', 'dilarang_online'],
};

export function isNieFormat(value: string): boolean {
  return NIE_MEDICINE.test(value) || NIE_OTHER.test(value);
}

/** A medicine's NIE names its class; a supplement's, cosmetic's or device's does not (any class then). */
export function nieMatchesClass(value: string, cls: DrugClass): boolean {
  const letter = NIE_MEDICINE.exec(value)?.[1];
  return letter === undefined || (NIE_CLASS_LETTERS[letter] ?? []).includes(cls);
}

// ── Messages ────────────────────────────────────────────────────────────────────────────────────────

export const CATALOG_ADMIN_MESSAGES = {
  id: {
    productCreated: 'Produk {sku} ditambahkan',
    productSaved: 'Produk {sku} disimpan',
    productArchived: 'Produk {sku} diarsipkan',
    productRestored: 'Produk {sku} diaktifkan kembali',
    categorySaved: 'Kategori disimpan',
    categoryDeleted: 'Kategori dihapus',
    brandSaved: 'Merek disimpan',
    brandDeleted: 'Merek dihapus',
    imageUploaded: 'Gambar diunggah',
    importPreview: 'Pratinjau impor: {new} baru, {updated} berubah, {unchanged} tetap, {rejected} ditolak',
    importApplied: 'Impor diterapkan: {new} baru, {updated} berubah',
    importRejected: 'Impor tidak diterapkan: {rejected} baris ditolak. Perbaiki berkasnya lalu coba lagi',
    nieFormat: 'Format NIE tidak valid (contoh: DBL7214409204A1, SD123456789, AKL 12345678901)',
    nieClass: 'Huruf golongan pada NIE tidak sesuai golongan obat',
    promoNotAllowed: 'Obat golongan {class} tidak boleh dipromosikan',
    promoNotBelowPrice: 'Harga promo harus lebih rendah dari harga',
    priceNegative: 'Harga tidak boleh negatif',
    priceInvalid: 'Harga harus bilangan bulat rupiah',
    skuDuplicateFile: 'SKU {sku} muncul lebih dari sekali dalam berkas (juga baris {other})',
    skuTaken: 'SKU {sku} sudah dipakai produk lain',
    slugTaken: 'Slug sudah dipakai',
    required: 'Wajib diisi',
    tooLong: 'Paling banyak {max} karakter',
    unknownCategory: 'Kategori "{value}" tidak ada',
    unknownBrand: 'Merek "{value}" tidak ada',
    categoryLevel: '"{value}" bukan {level} di bawah kategori yang dipilih',
    drugClassUnknown: 'Golongan obat "{value}" tidak dikenal (bebas, bebas_terbatas, keras, dilarang_online)',
    numberInvalid: 'Harus bilangan bulat tidak negatif',
    columnsMissing: 'Kolom wajib tidak ada: {columns}',
    columnsUnknown: 'Kolom tidak dikenal: {columns}',
    columnsDuplicate: 'Kolom muncul dua kali: {columns}',
    fileEmpty: 'Berkas kosong atau tanpa baris produk',
    fileUnreadable: 'Berkas tidak dapat dibaca sebagai CSV atau XLSX',
    fileTooLarge: 'Berkas terlalu besar (paling besar {max} MB)',
    fileMissing: 'Pilih satu berkas CSV atau XLSX',
    tooManyRows: 'Paling banyak {max} baris per impor',
    imageMissing: 'Pilih satu gambar',
    imageNotOurs: 'Gambar harus diunggah melalui konsol',
    categoryInUse: 'Kategori masih dipakai {count} produk atau punya subkategori',
    brandInUse: 'Merek masih dipakai {count} produk',
    parentTooDeep: 'Segmen tidak dapat punya turunan',
    parentUnknown: 'Induk kategori tidak ada',
    parentSelf: 'Kategori tidak dapat menjadi induknya sendiri',
  },
  en: {
    productCreated: 'Product {sku} added',
    productSaved: 'Product {sku} saved',
    productArchived: 'Product {sku} archived',
    productRestored: 'Product {sku} restored',
    categorySaved: 'Category saved',
    categoryDeleted: 'Category deleted',
    brandSaved: 'Brand saved',
    brandDeleted: 'Brand deleted',
    imageUploaded: 'Image uploaded',
    importPreview: 'Import preview: {new} new, {updated} changed, {unchanged} unchanged, {rejected} rejected',
    importApplied: 'Import applied: {new} new, {updated} changed',
    importRejected: 'Import not applied: {rejected} rows rejected. Fix the file and try again',
    nieFormat: 'Invalid NIE format (e.g. DBL7214409204A1, SD123456789, AKL 12345678901)',
    nieClass: "The NIE's class letter does not match the drug class",
    promoNotAllowed: 'Medicines of class {class} may not be promoted',
    promoNotBelowPrice: 'The promotion price must be below the price',
    priceNegative: 'The price cannot be negative',
    priceInvalid: 'The price must be a whole number of rupiah',
    skuDuplicateFile: 'SKU {sku} appears more than once in the file (also row {other})',
    skuTaken: 'SKU {sku} is already used by another product',
    slugTaken: 'This slug is already used',
    required: 'Required',
    tooLong: 'At most {max} characters',
    unknownCategory: 'Category "{value}" does not exist',
    unknownBrand: 'Brand "{value}" does not exist',
    categoryLevel: '"{value}" is not a {level} under the chosen category',
    drugClassUnknown: 'Unknown drug class "{value}" (bebas, bebas_terbatas, keras, dilarang_online)',
    numberInvalid: 'Must be a whole number, not negative',
    columnsMissing: 'Required columns missing: {columns}',
    columnsUnknown: 'Unknown columns: {columns}',
    columnsDuplicate: 'Columns given twice: {columns}',
    fileEmpty: 'The file is empty or has no product rows',
    fileUnreadable: 'The file cannot be read as CSV or XLSX',
    fileTooLarge: 'The file is too large (at most {max} MB)',
    fileMissing: 'Choose one CSV or XLSX file',
    tooManyRows: 'At most {max} rows per import',
    imageMissing: 'Choose one image',
    imageNotOurs: 'Images must be uploaded through the console',
    categoryInUse: 'The category is still used by {count} products or has sub-categories',
    brandInUse: 'The brand is still used by {count} products',
    parentTooDeep: 'A segment cannot have children',
    parentUnknown: 'The parent category does not exist',
    parentSelf: 'A category cannot be its own parent',
  },
} as const satisfies Record<Locale, Record<string, string>>;
export type CatalogAdminMessageKey = keyof (typeof CATALOG_ADMIN_MESSAGES)['id'];

export function catalogAdminMessage(key: CatalogAdminMessageKey, locale: Locale, vars: Record<string, string | number> = {}): string {
  let text: string = CATALOG_ADMIN_MESSAGES[locale][key];
  for (const [k, v] of Object.entries(vars)) text = text.replaceAll(`{${k}}`, String(v));
  return text;
}

/** The drug classes as people read them. */
export const DRUG_CLASS_WORDS: Record<Locale, Record<DrugClass, string>> = {
  id: { bebas: 'obat bebas', bebas_terbatas: 'obat bebas terbatas', keras: 'obat keras', dilarang_online: 'dilarang dijual online' },
  en: { bebas: 'over-the-counter', bebas_terbatas: 'limited over-the-counter', keras: 'prescription-only (keras)', dilarang_online: 'not sold online' },
};

// ── Products ────────────────────────────────────────────────────────────────────────────────────────

export const MAX_PRICE = 100_000_000;
const text = (max: number) => z.string().trim().max(max);
const SKU = /^[A-Za-z0-9][A-Za-z0-9._-]{0,39}$/;
const id = z.coerce.number().int().min(1).max(2_147_483_647);

/** The leaflet's fields, each in Indonesian and English (`_en`, '' where there is none). */
export const LEAFLET_FIELDS = ['composition', 'indications', 'dosage', 'contraindications', 'side_effects', 'storage', 'packaging'] as const;
export type LeafletField = (typeof LEAFLET_FIELDS)[number];

const leaflet = Object.fromEntries(LEAFLET_FIELDS.flatMap((f) => [[f, text(4000).default('')], [`${f}_en`, text(4000).default('')]])) as Record<
  LeafletField | `${LeafletField}_en`,
  z.ZodDefault<z.ZodString>
>;

/** A product as the console writes it (create and update take the whole of it). */
export const productInput = z.object({
  sku: z.string().trim().regex(SKU),
  name: text(200).min(1),
  name_en: text(200).default(''),
  slug: z
    .string()
    .trim()
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
    .max(160)
    .optional(),
  category_id: id,
  sub_category_id: id.nullable().default(null),
  segment_id: id.nullable().default(null),
  brand_id: id.nullable().default(null),
  drug_class: z.enum(DRUG_CLASSES),
  price: z.coerce.number().int().min(0).max(MAX_PRICE),
  promo_price: z.coerce.number().int().min(0).max(MAX_PRICE).nullable().default(null),
  unit: text(40).min(1),
  manufacturer: text(120).default(''),
  description: text(4000).default(''),
  description_en: text(4000).default(''),
  ...leaflet,
  bpom_number: z.string().trim().toUpperCase().max(20),
  weight_grams: z.coerce.number().int().min(0).max(100_000).default(0),
  /** One of our media URLs (POST /api/console/products/image), or null. */
  image_url: z
    .string()
    .regex(/^\/api\/media\/[0-9a-f]{64}\/\d+$/)
    .nullable()
    .default(null),
});
export type ProductInput = z.output<typeof productInput>;

export interface RuleIssue {
  field: 'bpom_number' | 'promo_price' | 'price';
  key: CatalogAdminMessageKey;
  vars?: Record<string, string | number>;
}

/**
 * The rules across fields, the same for the form, the API and the import: the NIE's format and class
 * letter, and a promotion only for a class that may be promoted, below the price.
 */
export function productRules(p: Pick<ProductInput, 'bpom_number' | 'drug_class' | 'price' | 'promo_price'>, locale: Locale = 'id'): RuleIssue[] {
  const out: RuleIssue[] = [];
  if (!isNieFormat(p.bpom_number)) out.push({ field: 'bpom_number', key: 'nieFormat' });
  else if (!nieMatchesClass(p.bpom_number, p.drug_class)) out.push({ field: 'bpom_number', key: 'nieClass' });
  if (p.promo_price !== null) {
    if (!mayBePromoted(p.drug_class)) out.push({ field: 'promo_price', key: 'promoNotAllowed', vars: { class: DRUG_CLASS_WORDS[locale][p.drug_class] } });
    else if (p.promo_price >= p.price) out.push({ field: 'promo_price', key: 'promoNotBelowPrice' });
  }
  return out;
}

export const PRODUCT_STATUSES = ['active', 'archived', 'all'] as const;
export const PRODUCT_ADMIN_SORTS = ['name', 'sku', 'price', 'created_at', 'drug_class'] as const;

export const consoleProductsQuery = pagingQuery.extend({
  q: z.string().trim().max(100).optional(),
  drug_class: z.enum(DRUG_CLASSES).optional(),
  category_id: id.optional(),
  brand_id: id.optional(),
  status: z.enum(PRODUCT_STATUSES).default('active'),
  sort: z.enum(PRODUCT_ADMIN_SORTS).default('name'),
  dir: z.enum(['asc', 'desc']).default('asc'),
});
export type ConsoleProductsQuery = z.output<typeof consoleProductsQuery>;

export const consoleProductsExportQuery = consoleProductsQuery.omit({ page: true, perPage: true }).extend({ format: z.enum(['csv', 'xlsx']).default('csv') });

export const consoleProductParams = z.object({ id });

export const consoleProduct = productInput.required().extend({
  id: z.number().int(),
  slug: z.string(),
  requires_prescription: z.boolean(),
  may_be_promoted: z.boolean(),
  archived_at: z.string().nullable(),
  created_at: z.string(),
  category_name: z.string().nullable(),
  brand_name: z.string().nullable(),
});
export type ConsoleProduct = z.infer<typeof consoleProduct>;

export const consoleProductRow = consoleProduct.pick({
  id: true,
  sku: true,
  slug: true,
  name: true,
  drug_class: true,
  price: true,
  promo_price: true,
  bpom_number: true,
  image_url: true,
  archived_at: true,
  created_at: true,
  category_name: true,
  brand_name: true,
});
export type ConsoleProductRow = z.infer<typeof consoleProductRow>;

export const consoleProductsResponse = envelope(page(consoleProductRow));
export const consoleProductResponse = envelope(consoleProduct);
export const consoleArchiveBody = z.object({ archived: z.boolean().default(true) });
export const consoleProductsExport = z.string().describe('text/csv or application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
export const productImageResponse = envelope(z.object({ image_url: z.string() }));

// ── Categories and brands ───────────────────────────────────────────────────────────────────────────

const slug = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
  .max(80);

export const categoryInput = z.object({
  name: text(80).min(1),
  name_en: text(80).min(1),
  slug: slug.optional(),
  /** Null for a top-level category; a category's id for a sub-category; a sub-category's for a segment. */
  parent_id: id.nullable().default(null),
  sort_order: z.coerce.number().int().min(0).max(10_000).default(0),
});
export type CategoryInput = z.output<typeof categoryInput>;

export const consoleCategory = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  name_en: z.string(),
  parent_id: z.number().int().nullable(),
  level: z.enum(['category', 'sub_category', 'segment']),
  sort_order: z.number().int(),
  product_count: z.number().int(),
});
export type ConsoleCategory = z.infer<typeof consoleCategory>;

export const brandInput = z.object({
  name: text(80).min(1),
  slug: slug.optional(),
  description: text(2000).default(''),
  description_en: text(2000).default(''),
  is_popular: z.boolean().default(false),
  logo_url: z
    .string()
    .regex(/^\/api\/media\/[0-9a-f]{64}\/\d+$/)
    .nullable()
    .default(null),
});
export type BrandInput = z.output<typeof brandInput>;

export const consoleBrand = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  description_en: z.string(),
  is_popular: z.boolean(),
  logo_url: z.string().nullable(),
  product_count: z.number().int(),
});
export type ConsoleBrand = z.infer<typeof consoleBrand>;

export const taxonomyIdParams = z.object({ id });
export const consoleCategoriesResponse = envelope(z.object({ data: z.array(consoleCategory) }));
export const consoleCategoryResponse = envelope(consoleCategory);
export const consoleBrandsResponse = envelope(z.object({ data: z.array(consoleBrand) }));
export const consoleBrandResponse = envelope(consoleBrand);
export const taxonomyDeletedResponse = envelope(z.null());

// ── Import ──────────────────────────────────────────────────────────────────────────────────────────

/** The import's and export's columns; categories and brands by slug. The first ones are required. */
export const IMPORT_REQUIRED_COLUMNS = ['sku', 'name', 'category', 'drug_class', 'price', 'unit', 'bpom_number'] as const;
export const IMPORT_OPTIONAL_COLUMNS = [
  'name_en',
  'sub_category',
  'segment',
  'brand',
  'promo_price',
  'manufacturer',
  'description',
  'description_en',
  ...LEAFLET_FIELDS.flatMap((f) => [f, `${f}_en`] as const),
  'weight_grams',
  'image_url',
] as const;
export const IMPORT_COLUMNS = [...IMPORT_REQUIRED_COLUMNS, ...IMPORT_OPTIONAL_COLUMNS] as const;
export type ImportColumn = (typeof IMPORT_COLUMNS)[number];
export const IMPORT_MAX_ROWS = 20_000;
export const IMPORT_MAX_MB = 25;

export const importQuery = z.object({ mode: z.enum(['dry_run', 'apply']).default('dry_run') });

export const importChange = z.object({
  row: z.number().int(),
  sku: z.string(),
  action: z.enum(['new', 'updated', 'unchanged']),
  /** For an update, the columns that change. */
  fields: z.array(z.string()),
});
export const importRejection = z.object({
  /** The file's line (the header is row 1). */
  row: z.number().int(),
  column: z.string().nullable(),
  sku: z.string().nullable(),
  reason: z.string(),
});
export type ImportRejection = z.infer<typeof importRejection>;

export const importResult = z.object({
  mode: z.enum(['dry_run', 'apply']),
  applied: z.boolean(),
  format: z.enum(['csv', 'xlsx']),
  counts: z.object({ rows: z.number().int(), new: z.number().int(), updated: z.number().int(), unchanged: z.number().int(), rejected: z.number().int() }),
  /** New and updated rows first, at most 500 (the counts are whole). */
  changes: z.array(importChange),
  rejected: z.array(importRejection),
  elapsed_ms: z.number().int(),
});
export type ImportResult = z.infer<typeof importResult>;
export const importResponse = envelope(importResult);
