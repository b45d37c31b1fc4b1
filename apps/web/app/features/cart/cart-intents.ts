import type { CartState } from '@apotek/contract/cart';

/**
 * The `intent` values the cart's action (/cart) answers (docs/decisions/012-web-writes-are-route-actions.md).
 * Forms name the target with `store`, `item` (repeatable) and `product`.
 */
export const CART_INTENTS = ['add', 'increase', 'decrease', 'remove', 'select', 'clear', 'clear-all', 'checkout', 'buy-now'] as const;
export type CartIntent = (typeof CART_INTENTS)[number];

export function isCartIntent(value: unknown): value is CartIntent {
  return typeof value === 'string' && (CART_INTENTS as readonly string[]).includes(value);
}

/** What the cart's action answers when it does not redirect. */
export interface CartActionResult {
  intent: CartIntent | null;
  ok: boolean;
  /** The API's refusal, already in the page's language ('{message}: {id}' for a refused checkout, SPEC §8). */
  message?: string;
  unavailable?: boolean;
  /** A refused checkout names an order in the way: the snackbar links to /order (SPEC §8). */
  toOrders?: boolean;
  /** "Add" without a chosen pharmacy found none that has the product. */
  nowhere?: boolean;
}

export const EMPTY_CART: CartState = { counter: 0, id_temp: null, carts: [] };
