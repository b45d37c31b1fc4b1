import type { ProductDetail } from '@apotek/contract/catalog';

const SCHEMA = 'https://schema.org/';

/** An image URL as crawlers need it: absolute. */
export function absoluteUrl(url: string, origin: string): string {
  try {
    return new URL(url, origin).toString();
  } catch {
    return url;
  }
}

/**
 * schema.org Product for search engines. The offer carries the price a buyer pays now (promo price while
 * one runs) in IDR; availability is the chosen pharmacy's stock when known, else whether it can be
 * ordered at all. A class that may not be sold online gets no offer: no price is advertised for it.
 */
export function productJsonLd(product: ProductDetail, canonical: string, origin: string): Record<string, unknown> {
  const images = product.images.length ? product.images.map((i) => i.url) : product.image_url ? [product.image_url] : [];
  const ld: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    sku: product.sku,
    description: product.description,
    url: canonical,
  };
  if (images.length) ld.image = images.map((u) => absoluteUrl(u, origin));
  if (product.brand) ld.brand = { '@type': 'Brand', name: product.brand.name };
  if (product.manufacturer) ld.manufacturer = { '@type': 'Organization', name: product.manufacturer };
  if (product.category) ld.category = product.category.name;
  if (product.sellable_online) {
    const availability = product.stock ? (product.stock.in_stock ? 'InStock' : 'OutOfStock') : 'InStock';
    ld.offers = {
      '@type': 'Offer',
      url: canonical,
      price: product.promo_price ?? product.price,
      priceCurrency: 'IDR',
      availability: `${SCHEMA}${availability}`,
    };
  }
  return ld;
}

/** JSON for a <script> element: `<` escaped so the text can never close the element early. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}
