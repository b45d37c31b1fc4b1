/**
 * What one account may keep reserved without paying (docs/decisions/005-stock-holds.md). Units count
 * while their order is unpaid, and for a cool-down after the buyer cancelled it or let it expire, so
 * cancelling and buying again does not renew a hold. The per-pharmacy ceiling is the pharmacy's own
 * per-order limit (pharmacies.max_per_order_*); these two span every pharmacy.
 */
export const HOLD_LIMITS = {
  /** Units of one product across every pharmacy: two full orders of obat bebas at the default limit. */
  perProduct: 20,
  /** Units of all products together. */
  total: 60,
  /** How long the units of an unpaid order closed by its buyer or by expiry still count. */
  coolDownMs: 60 * 60_000,
} as const;
