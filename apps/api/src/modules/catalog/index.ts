/** The catalog module's public face: what workflows and routes may use (ADR 014); everything else stays inside. */
export type { CatalogIndex } from './catalog.index.ts';
export { productCards } from './catalog.cards.ts';
export { registerCatalog } from './catalog.module.ts';
export type { CatalogService } from './catalog.service.ts';
export type { OrderLimit } from './catalog.ports.ts';
export { productCategoryIds } from './product-categories.ts';
export { findStockedProduct, findStockedProducts, releaseStock, reserveStock } from './stock.repository.ts';
export type { StockedProduct } from './stock.repository.ts';
export { registerCatalogAdmin } from './catalog-admin.module.ts';
export type { CatalogAudit, ProductImages } from './catalog-admin.ports.ts';
export { registerStockLedger, stockPorts } from './stock.module.ts';
