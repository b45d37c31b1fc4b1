import type { Locale } from '@apotek/contract/constants';

/**
 * Checks the form in the browser with the API's own schema and cross-field rules (the contract's
 * productInput and productRules), loaded on the first check so the page itself carries no zod.
 * Answers per-field messages in the page's language; empty when the API would take it. The rules run
 * even while other fields are still empty, so a wrong NIE is named as soon as its field is left.
 */
export async function validateProduct(body: Record<string, unknown>, locale: Locale): Promise<Record<string, string[]>> {
  const [{ productInput, productRules, catalogAdminMessage }, { parseLocalized }, { DRUG_CLASSES }] = await Promise.all([
    import('@apotek/contract/catalog-admin'),
    import('@apotek/contract/localize'),
    import('@apotek/contract/catalog-vocabulary'),
  ]);
  const parsed = parseLocalized(productInput, body, locale);
  const errors: Record<string, string[]> = parsed.success ? {} : { ...parsed.errors };
  const cls = DRUG_CLASSES.find((c) => c === body.drug_class);
  if (!cls) return errors;
  const price = typeof body.price === 'number' && Number.isFinite(body.price) ? body.price : Number.MAX_SAFE_INTEGER;
  const promo = typeof body.promo_price === 'number' && Number.isFinite(body.promo_price) ? body.promo_price : null;
  const rules = productRules({ bpom_number: String(body.bpom_number ?? '').trim().toUpperCase(), drug_class: cls, price, promo_price: promo }, locale);
  for (const r of rules) if (!errors[r.field]) errors[r.field] = [catalogAdminMessage(r.key, locale, r.vars)];
  return errors;
}
