/** The buyer's order writes, as `intent` values of the order page's action (ADR 012). */
export const ORDER_INTENTS = ['cancel', 'buy-again'] as const;
export type OrderIntent = (typeof ORDER_INTENTS)[number];

export function isOrderIntent(value: unknown): value is OrderIntent {
  return typeof value === 'string' && (ORDER_INTENTS as readonly string[]).includes(value);
}

export interface OrderActionResult {
  intent: OrderIntent;
  ok: boolean;
  /** The API's confirmation or refusal, already in the page's language. */
  message?: string;
  unavailable?: boolean;
  /** Buy again: lines put back in the cart, and lines the cart's limits left out. */
  added?: number;
  skipped?: number;
}
