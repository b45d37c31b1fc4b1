/** The cart module's public face: what workflows and routes may use (ADR 014); everything else stays inside. */
export { userOwner } from './cart-owner.ts';
export { registerCart } from './cart.module.ts';
export type { CartCatalog, CartPrescriptions, CartProduct, CartRxLine, LineCoverage } from './cart.ports.ts';
export { MAX_LINE_QUANTITY } from './cart.service.ts';
export type { CartService } from './cart.service.ts';
export { needsPrescription, productName, unitPriceOf } from './cart.view.ts';
/** Its part of the personal-data rights: export and erasure of its own tables (issue 14; docs/decisions/037). */
export * from './cart.erasure.ts';
