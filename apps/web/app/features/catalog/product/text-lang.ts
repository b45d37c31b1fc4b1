import type { ProductDetail, TranslatableText } from '@apotek/contract/catalog';

/**
 * The lang attribute for one catalogue text: "id" when the API answered it in Indonesian because no English
 * is stored (screen readers then read it with Indonesian pronunciation and translators leave it alone),
 * else none, so the page's own language applies.
 */
export function textLang(product: Pick<ProductDetail, 'untranslated'>, field: TranslatableText | 'manufacturer'): 'id' | undefined {
  return field !== 'manufacturer' && product.untranslated.includes(field) ? 'id' : undefined;
}
