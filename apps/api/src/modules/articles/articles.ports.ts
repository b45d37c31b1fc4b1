import type { Locale, ProductSummary } from '@apotek/contract';

/**
 * What the articles module asks of the catalogue, implemented at wiring time (workflows/articles.ts) so this
 * module never imports another (ADR 014): product cards found by an article's keywords, best sellers first,
 * only of classes that may be promoted (never obat keras, nothing prescription-only or not sold online).
 */
export interface ArticlePorts {
  productsFor(keywords: readonly string[], limit: number, locale: Locale): Promise<ProductSummary[]>;
}
