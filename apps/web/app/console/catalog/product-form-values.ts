// The product form's fields and how its strings become the API's body: no zod here, so the page loads
// none until the first check (product-validate.ts loads the contract's schema on demand).

export const LEAFLET = ['composition', 'indications', 'dosage', 'contraindications', 'side_effects', 'storage', 'packaging'] as const;
export type LeafletName = (typeof LEAFLET)[number];

export const PRODUCT_FORM_FIELDS = [
  'sku',
  'name',
  'name_en',
  'slug',
  'drug_class',
  'category_id',
  'sub_category_id',
  'segment_id',
  'brand_id',
  'price',
  'promo_price',
  'unit',
  'manufacturer',
  'bpom_number',
  'weight_grams',
  'description',
  'description_en',
  ...LEAFLET.flatMap((f) => [f, `${f}_en`] as const),
  'image_url',
] as const;
export type ProductFormField = (typeof PRODUCT_FORM_FIELDS)[number];

const NULLABLE_IDS = new Set(['sub_category_id', 'segment_id', 'brand_id']);
const NUMBERS = new Set(['category_id', 'price', 'weight_grams']);

/** The typed strings as the API's body: numbers as numbers, empty optional choices as null, an empty slug left out. */
export function productBodyFrom(values: Record<string, string>): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const f of PRODUCT_FORM_FIELDS) {
    const v = (values[f] ?? '').trim();
    if (f === 'slug') {
      if (v) body.slug = v;
    } else if (NULLABLE_IDS.has(f) || f === 'promo_price' || f === 'image_url') body[f] = v === '' ? null : f === 'image_url' ? v : Number(v);
    else if (NUMBERS.has(f)) body[f] = v === '' ? undefined : Number(v);
    else body[f] = values[f] ?? '';
  }
  return body;
}

/** A product's current values as the form's strings. */
export function productFormValues(p: Record<string, unknown> | null): Record<string, string> {
  const out: Record<string, string> = {};
  for (const f of PRODUCT_FORM_FIELDS) {
    const v = p?.[f];
    out[f] = v === null || v === undefined ? '' : String(v);
  }
  if (!p) {
    out.drug_class = 'bebas';
    out.weight_grams = '0';
  }
  return out;
}
