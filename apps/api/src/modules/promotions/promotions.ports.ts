import type { Locale, ProductSummary } from '@apotek/contract';

/**
 * What the promotions module needs from the catalogue, implemented in workflows/vouchers.ts from the
 * catalog module's public face (ADR 014): product cards by id, in the order asked.
 */
export interface PromotionPorts {
  productCards(productIds: readonly number[], locale: Locale): Promise<ProductSummary[]>;
}
