import { z } from 'zod';
import { envelope, page } from './envelope.ts';

/**
 * Vouchers (SPEC §7 GET /api/voucher, GET /api/voucher/{id}, POST|GET /api/order/{id}/apply-voucher;
 * issue 13; docs/decisions/031-vouchers-and-promotions.md). A voucher takes money off the eligible lines of
 * an order (`items`) or off its delivery (`shipping`). Eligibility is computed by the server line by line:
 * obat keras and classes that may not be promoted (BPOM) are never discounted.
 */
export const VOUCHER_TARGETS = ['items', 'shipping'] as const;
export const voucherTarget = z.enum(VOUCHER_TARGETS);
export type VoucherTarget = z.infer<typeof voucherTarget>;

export const VOUCHER_DISCOUNT_TYPES = ['percent', 'fixed'] as const;
export const voucherDiscountType = z.enum(VOUCHER_DISCOUNT_TYPES);
export type VoucherDiscountType = z.infer<typeof voucherDiscountType>;

/** Where a voucher stands for the caller: usable now, or why not. */
export const VOUCHER_AVAILABILITY = ['available', 'upcoming', 'expired', 'sold_out', 'used_up'] as const;
export const voucherAvailability = z.enum(VOUCHER_AVAILABILITY);
export type VoucherAvailability = z.infer<typeof voucherAvailability>;

/** Codes are typed by people: letters and digits, case-insensitive (stored upper case). */
export const voucherCode = z
  .string()
  .trim()
  .min(3)
  .max(32)
  .regex(/^[A-Za-z0-9-]+$/)
  .transform((code) => code.toUpperCase());

export const voucherView = z.object({
  id: z.number().int(),
  code: z.string(),
  /** In the request's language. */
  title: z.string(),
  description: z.string(),
  target: voucherTarget,
  discount_type: voucherDiscountType,
  /** A percentage (1–100) or rupiah. */
  discount_value: z.number().int(),
  /** Rupiah; null: no cap (fixed vouchers cap themselves). */
  max_discount: z.number().int().nullable(),
  /** Rupiah of eligible lines the order must reach. */
  min_spend: z.number().int(),
  valid_from: z.string(),
  valid_to: z.string(),
  /** Uses left of the total quota; null: unlimited. */
  quota_left: z.number().int().nullable(),
  per_user_limit: z.number().int(),
  new_customers_only: z.boolean(),
  /** Empty: every pharmacy / every category. */
  store_ids: z.array(z.number().int()),
  category_ids: z.array(z.number().int()),
  /** The promotion it belongs to, for the promo page link. */
  promotion: z.object({ slug: z.string(), title: z.string() }).nullable(),
  /** Signed-in callers only: whether it is in their vouchers, and how many uses they have left. */
  collected: z.boolean(),
  uses_left: z.number().int(),
  availability: voucherAvailability,
});
export type VoucherView = z.infer<typeof voucherView>;

const flag = z.enum(['0', '1', 'true', 'false']).transform((v) => v === '1' || v === 'true');

/** GET /api/voucher: the vouchers on offer now (or the caller's own with `collected=1`). */
export const vouchersQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  perPage: z.coerce.number().int().min(1).max(50).default(20),
  q: z.string().trim().max(60).optional(),
  target: voucherTarget.optional(),
  collected: flag.optional(),
  store_id: z.coerce.number().int().min(1).optional(),
  promotion: z.string().trim().max(120).optional(),
});
export type VouchersQuery = z.input<typeof vouchersQuery>;

/** A numeric id or the code. */
export const voucherIdParams = z.object({ id: z.string().trim().min(1).max(32).regex(/^[A-Za-z0-9-]+$/) });

export const vouchersResponse = envelope(page(voucherView));
export const voucherResponse = envelope(voucherView);

/** Why a line is left out of a voucher's discount. */
export const VOUCHER_LINE_REASONS = ['not_promotable', 'other_category'] as const;
export const voucherLineReason = z.enum(VOUCHER_LINE_REASONS);
export type VoucherLineReason = z.infer<typeof voucherLineReason>;

export const voucherLine = z.object({
  product_id: z.number().int(),
  name: z.string(),
  subtotal: z.number().int(),
  eligible: z.boolean(),
  reason: voucherLineReason.nullable(),
  /** Reason worded in the request's language, or null. */
  reason_text: z.string().nullable(),
  /** Rupiah of the item discount that falls on this line. */
  discount: z.number().int(),
});

/** One voucher priced against one order. */
export const voucherQuote = z.object({
  voucher: voucherView,
  eligible: z.boolean(),
  /** Why it cannot be used on this order, in the request's language; null when eligible. */
  reason: z.string().nullable(),
  eligible_subtotal: z.number().int(),
  /** Rupiah off the items. */
  item_discount: z.number().int(),
  /** At most this much off delivery, known once delivery is chosen (shipping vouchers). */
  shipping_discount_cap: z.number().int(),
  lines: z.array(voucherLine),
});
export type VoucherQuote = z.infer<typeof voucherQuote>;

/** GET /api/order/{id}/apply-voucher[?code=]: the applied voucher and the ones the order could take, best first. */
export const orderVouchersQuery = z.object({ code: voucherCode.optional() });
export const orderVouchers = z.object({
  applied: voucherQuote.nullable(),
  options: z.array(voucherQuote),
  /** The eligible option saving the most, or null. */
  best_code: z.string().nullable(),
  subtotal: z.number().int(),
  discount: z.number().int(),
});
export type OrderVouchers = z.infer<typeof orderVouchers>;
export const orderVouchersResponse = envelope(orderVouchers);

/** GET /api/cart/vouchers?store_id=: the same pricing for the ticked lines of the cart at one pharmacy (nothing applied yet). */
export const cartVouchersQuery = z.object({ store_id: z.coerce.number().int().min(1) });

/** POST /api/order/{id}/apply-voucher. */
export const applyVoucherBody = z.object({ code: voucherCode });

/** POST /api/voucher/{id}/collect: saved to "Voucher Saya". */
export const collectVoucherResponse = envelope(voucherView);
