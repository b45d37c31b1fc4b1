import type { Locale, ProductSummary } from '@apotek/contract';

/**
 * What the campaigns module needs from the catalogue, implemented in workflows/campaigns.ts from the
 * catalog module's public face (ADR 014): product cards by id, in the order asked, as the catalogue's own
 * lists show them (hidden or deleted products left out).
 */
export interface CampaignPorts {
  productCards(productIds: readonly number[], locale: Locale): Promise<ProductSummary[]>;
}
