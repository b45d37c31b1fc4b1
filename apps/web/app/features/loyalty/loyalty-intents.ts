import type { OrderLoyalty, OrderLoyaltyPart } from '@apotek/contract/loyalty';

/**
 * Points and coins at checkout, as `intent` values (ADR 012): each posts to checkout's own action with the
 * form's `order`, an `amount` for the apply intents, and `kind` (customer or employee) for the coins.
 */
export const LOYALTY_INTENTS = ['points-apply', 'points-remove', 'coins-apply', 'coins-remove'] as const;
export type LoyaltyIntent = (typeof LOYALTY_INTENTS)[number];

export function isLoyaltyIntent(value: unknown): value is LoyaltyIntent {
  return typeof value === 'string' && (LOYALTY_INTENTS as readonly string[]).includes(value);
}

/** The coins an intent spends: the customer's Koin Apotek or an employee's allowance. */
export type LoyaltyCoinKind = 'customer' | 'employee';

export interface LoyaltyActionResult {
  intent: LoyaltyIntent;
  /** Which coins a coins intent was about (so only that row shows the answer). */
  kind?: LoyaltyCoinKind;
  ok: boolean;
  /** The API's confirmation or refusal, already in the page's language. */
  message?: string;
  unavailable?: boolean;
  /** The order's points and coins as they stand after the write. */
  loyalty?: OrderLoyalty;
}

/** One currency of checkout's "Poin & Koin" block: the order's part and the rupiah one unit takes off (null: unknown). */
export interface CheckoutLoyaltyPart extends OrderLoyaltyPart {
  currency: 'points' | LoyaltyCoinKind;
  rupiah_per: number | null;
}

/** What checkout's loader reads for the block (loyalty.server.ts). */
export interface CheckoutLoyalty {
  order_id: string;
  parts: CheckoutLoyaltyPart[];
}
