/** The promotions module's public face (ADR 014; docs/decisions/031-vouchers-and-promotions.md): vouchers and promotions. */
export { registerPromotions } from './promotions.module.ts';
export type { PromotionPorts } from './promotions.ports.ts';
export type { PromotionsTables } from './promotions.tables.ts';
export { PromosService } from './promos.service.ts';
export { type VoucherOrder, VouchersService } from './vouchers.service.ts';
export { countRedemptions } from './vouchers.repository.ts';
