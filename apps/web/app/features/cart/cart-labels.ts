import type { CartItem, CartState } from '@apotek/contract/cart';

type Block = NonNullable<CartItem['blocked']>;

/**
 * Every reason the contract knows, checked against its type (a new reason fails to compile here). Kept as
 * a type-checked table rather than importing CART_BLOCKS, whose module builds zod schemas at load time and
 * would put zod into every shop page's first load.
 */
const KNOWN: Record<Block, true> = {
  prescription_required: true,
  not_sold_online: true,
  out_of_stock: true,
  over_limit: true,
  insufficient_stock: true,
  unavailable: true,
};

/** The translation key that explains why a line cannot be checked out; unknown reasons read as "unavailable". */
export function blockedReasonKey(reason: string | null): `cart.blocked.${Block}` | null {
  if (reason === null) return null;
  const known = Object.hasOwn(KNOWN, reason) ? (reason as Block) : 'unavailable';
  return `cart.blocked.${known}`;
}

/** The top-bar number: the API's item count, never negative or fractional; 0 shows no badge. */
export function cartCounter(state: Pick<CartState, 'counter'> | null | undefined): number {
  const value = state?.counter ?? 0;
  return Number.isFinite(value) && value > 0 ? Math.floor(value) : 0;
}

/**
 * SPEC §8: a failed checkout reads '{message}: {data.id}' (the id names the order that stands in the
 * way, e.g. one still awaiting payment) and links to /order.
 */
export function checkoutFailureText(message: string, data: unknown): string {
  const id = data !== null && typeof data === 'object' && 'id' in data ? (data as { id: unknown }).id : undefined;
  return typeof id === 'string' || typeof id === 'number' ? `${message}: ${id}` : message;
}
