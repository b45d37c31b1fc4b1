import { z } from 'zod';
import { envelope, page, pagingQuery } from './envelope.ts';

/**
 * Points and coins (SPEC §3 "Coins: counter, total, cart, coins, cust_coins, checkout, store", "Order
 * state: … point transactions"; §7 GET /api/my/poin/history, GET /api/my/coin-available,
 * GET /api/my/coin-available-cust, GET /api/my/employee-coin-history; issue 13;
 * docs/decisions/032-points-and-coins.md). All three live in the wallet's ledger, each in its own
 * currency. Amounts are whole points or coins; `rupiah_per_*` says what one takes off at checkout.
 */
export const LOYALTY_TRANSACTION_KINDS = ['earn', 'redeem', 'expire', 'grant', 'allowance', 'reversal', 'adjustment'] as const;
export const loyaltyTransactionKind = z.enum(LOYALTY_TRANSACTION_KINDS);
export type LoyaltyTransactionKind = z.infer<typeof loyaltyTransactionKind>;

/** One movement as its owner sees it. */
export const loyaltyTransaction = z.object({
  id: z.number().int(),
  kind: loyaltyTransactionKind,
  /** Signed: what it did to the balance (earned +, spent or expired −). */
  amount: z.number().int(),
  /** The order it belongs to (earned on, spent on, given back by), or null. */
  order_id: z.string().nullable(),
  created_at: z.string(),
  /** For a credit: when what is left of it lapses (null: never). */
  expires_at: z.string().nullable(),
  /** For a clawback of points already spent: what could not be taken back. */
  shortfall: z.number().int().nullable(),
});
export type LoyaltyTransaction = z.infer<typeof loyaltyTransaction>;

/** The next lapse: how much goes, and when (the earliest expiry among what is left). */
export const expiringSoon = z.object({ amount: z.number().int(), date: z.string() }).nullable();
export type ExpiringSoon = z.infer<typeof expiringSoon>;

export const loyaltyHistoryQuery = pagingQuery;

/** GET /api/my/poin/history: the balance, the next lapse and the movements, newest first. */
export const pointsHistory = page(loyaltyTransaction).extend({
  balance: z.number().int(),
  expiring_soon: expiringSoon,
  /** Rupiah one point takes off at checkout. */
  rupiah_per_point: z.number().int(),
  /** Rupiah paid per point earned when an order completes. */
  rupiah_per_earned_point: z.number().int(),
  expiry_months: z.number().int(),
});
export type PointsHistory = z.infer<typeof pointsHistory>;
export const pointsHistoryResponse = envelope(pointsHistory);

/** What coins can do in one pharmacy's cart: the ticked lines they may pay for and how many coins fit. */
export const coinStoreUsage = z.object({
  store_id: z.number().int(),
  store_name: z.string(),
  /** Rupiah of ticked lines the coins may pay for (customer coins: lines that may be promoted; employee coins: health products). */
  eligible_subtotal: z.number().int(),
  /** Coins that could be used there now: the balance within the limit. */
  usable: z.number().int(),
});
export type CoinStoreUsage = z.infer<typeof coinStoreUsage>;

export const coinAvailabilityQuery = z.object({ store_id: z.coerce.number().int().min(1).max(2_147_483_647).optional() });

/** GET /api/my/coin-available-cust: Koin Apotek (cust_coins), per cart store (or the one asked). */
export const customerCoins = z.object({
  balance: z.number().int(),
  expiring_soon: expiringSoon,
  rupiah_per_coin: z.number().int(),
  /** At most this share of an order's eligible subtotal may be paid with coins. */
  max_share_percent: z.number().int(),
  stores: z.array(coinStoreUsage),
});
export type CustomerCoins = z.infer<typeof customerCoins>;
export const customerCoinsResponse = envelope(customerCoins);

/** GET /api/my/coin-available: the employee allowance (zero and `is_employee: false` for anyone else). */
export const employeeCoins = z.object({
  is_employee: z.boolean(),
  balance: z.number().int(),
  monthly_allowance: z.number().int(),
  /** The Asia/Jakarta month of the current allowance, YYYY-MM. */
  month: z.string(),
  /** When what is left of this month's allowance lapses (the start of next month, Asia/Jakarta). */
  expires_at: z.string().nullable(),
  rupiah_per_coin: z.number().int(),
  stores: z.array(coinStoreUsage),
});
export type EmployeeCoins = z.infer<typeof employeeCoins>;
export const employeeCoinsResponse = envelope(employeeCoins);

/** GET /api/my/coin-history: the Koin Apotek movements, newest first (an addition; SPEC §7 names only the balance). */
export const coinHistory = page(loyaltyTransaction).extend({
  balance: z.number().int(),
  expiring_soon: expiringSoon,
});
export type CoinHistory = z.infer<typeof coinHistory>;
export const coinHistoryResponse = envelope(coinHistory);

/** GET /api/my/employee-coin-history (employees only; 403 otherwise). */
export const employeeCoinHistory = page(loyaltyTransaction).extend({
  balance: z.number().int(),
  monthly_allowance: z.number().int(),
  expires_at: z.string().nullable(),
});
export type EmployeeCoinHistory = z.infer<typeof employeeCoinHistory>;
export const employeeCoinHistoryResponse = envelope(employeeCoinHistory);

/** Which coins: the customer's Koin Apotek, or an employee's allowance. */
export const COIN_KINDS = ['customer', 'employee'] as const;
export const coinKind = z.enum(COIN_KINDS);
export type CoinKind = z.infer<typeof coinKind>;

/** POST /api/order/{id}/apply-points (an addition; docs/spec-deviations.md). Replaces what the order held. */
export const applyPointsBody = z.object({ points: z.coerce.number().int().min(1).max(1_000_000_000) });
/** POST /api/order/{id}/apply-coins. */
export const applyCoinsBody = z.object({ coins: z.coerce.number().int().min(1).max(1_000_000_000), kind: coinKind.default('customer') });
/** DELETE /api/order/{id}/apply-coins?kind=employee */
export const removeCoinsQuery = z.object({ kind: coinKind.default('customer') });

/** One currency on an order in checkout. */
export const orderLoyaltyPart = z.object({
  /** Points or coins the order holds now. */
  applied: z.number().int(),
  /** Rupiah they take off. */
  discount: z.number().int(),
  /** The most the order could hold now (the balance and the limit, after the other discounts). */
  max: z.number().int(),
  balance: z.number().int(),
});
export type OrderLoyaltyPart = z.infer<typeof orderLoyaltyPart>;

/** GET /api/order/{id}/loyalty and the answer of every apply and remove: the order's totals follow. */
export const orderLoyalty = z.object({
  order_id: z.string(),
  subtotal: z.number().int(),
  /** The order's whole item discount (vouchers, points and coins). */
  discount: z.number().int(),
  total: z.number().int(),
  points: orderLoyaltyPart,
  coins: orderLoyaltyPart,
  /** Null for anyone who is not an employee. */
  employee_coins: orderLoyaltyPart.nullable(),
});
export type OrderLoyalty = z.infer<typeof orderLoyalty>;
export const orderLoyaltyResponse = envelope(orderLoyalty);
