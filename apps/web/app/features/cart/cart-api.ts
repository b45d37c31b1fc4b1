import type { CartState } from '@apotek/contract/cart';
import type { ApiClient, ApiFailure, ApiResult } from '~/lib/api';
import { forgetGuestCartId, readGuestCartId, storeGuestCartId } from '~/lib/guest-cart';

/**
 * The API client (and with it zod and every response schema) loads on the first cart call, not with the
 * page: the cart counter and the add buttons sit on every shop page, whose first-load budget is tight.
 */
async function browserApi(): Promise<ApiClient> {
  return (await import('~/lib/api')).browserApi();
}

export const EMPTY_CART: CartState = { counter: 0, id_temp: null, carts: [] };

/** One query key per owner, so a login never shows the guest's cached cart as the user's. */
export function cartKey(userId: string | number | null): readonly unknown[] {
  return ['cart', userId ?? 'guest'];
}

/** Guest calls carry `is_nologin: 1` and the kept id (SPEC §3); a signed-in call carries the session. */
function owner(signedIn: boolean) {
  if (signedIn) return {};
  const id = readGuestCartId();
  return id ? { is_nologin: 1 as const, id_temp: id } : { is_nologin: 1 as const };
}

/** Keeps whatever guest id the API handed back (it issues one on the first guest add). */
function remember(result: ApiResult<'addToCart'>, signedIn: boolean): void {
  if (!signedIn && result.ok && result.body.data.id_temp) storeGuestCartId(result.body.data.id_temp);
}

export type CartOutcome = { ok: true; state: CartState } | { ok: false; failure: ApiFailure };

function outcome(result: ApiResult<'addToCart'>): CartOutcome {
  return result.ok ? { ok: true, state: result.body.data } : { ok: false, failure: result };
}

export async function fetchCart(signedIn: boolean): Promise<CartState> {
  const api = await browserApi();
  if (signedIn) {
    // A guest id still here means the login's merge did not happen (e.g. storage-only id); merge now.
    const guestId = readGuestCartId();
    if (guestId) {
      const merged = await api.call('mergeCart', { body: { id_temp: guestId } });
      if (merged.ok || merged.status === 404 || merged.status === 422) forgetGuestCartId();
      if (merged.ok) return merged.body.data;
    }
    const result = await api.call('myCart');
    if (!result.ok) throw new Error(result.message);
    return result.body.data;
  }
  const id = readGuestCartId();
  if (!id) return EMPTY_CART;
  const result = await api.call('guestCart', { query: { id_temp: id } });
  if (result.ok) return result.body.data;
  // The guest cart is gone (expired or merged elsewhere): start afresh next time.
  if (result.status === 404) {
    forgetGuestCartId();
    return EMPTY_CART;
  }
  throw new Error(result.message);
}

export type CartAction =
  | { type: 'add'; productId: number; storeId: number; quantity: number }
  | { type: 'increase' | 'decrease'; itemId: number; storeId: number }
  | { type: 'quantity'; itemId: number; storeId: number; quantity: number }
  | { type: 'remove'; itemId: number; storeId: number }
  | { type: 'select'; storeId: number; selected: boolean; itemIds?: number[] }
  | { type: 'clear'; storeId: number };

/** Runs one cart action; every answer is the whole cart state, so the page simply replaces its copy. */
export async function runCartAction(action: CartAction, signedIn: boolean): Promise<CartOutcome> {
  const api = await browserApi();
  const who = owner(signedIn);
  let result: ApiResult<'addToCart'>;
  switch (action.type) {
    case 'add':
      result = await api.call('addToCart', { body: { ...who, product_id: action.productId, store_id: action.storeId, quantity: action.quantity } });
      remember(result, signedIn);
      break;
    case 'increase':
      result = await api.call('increaseCartItem', { query: { store_id: action.storeId }, body: { ...who, id: action.itemId } });
      break;
    case 'decrease':
      result = await api.call('decreaseCartItem', { query: { store_id: action.storeId }, body: { ...who, id: action.itemId } });
      break;
    case 'quantity':
      result = await api.call('updateCartQuantity', { query: { store_id: action.storeId }, body: { ...who, id: action.itemId, quantity: action.quantity } });
      break;
    case 'remove':
      result = await api.call('removeCartItem', { body: { ...who, store_id: action.storeId, id: action.itemId } });
      break;
    case 'select':
      result = await api.call('selectCartItems', {
        body: { ...who, store_id: action.storeId, selected: action.selected, ...(action.itemIds ? { ids: action.itemIds } : { all: true }) },
      });
      break;
    case 'clear':
      result = await api.call('removeCartItem', { body: { ...who, store_id: action.storeId, all: true } });
      break;
  }
  return outcome(result);
}

export type CheckoutOutcome = { ok: true; orderId: string } | { ok: false; failure: ApiFailure };

/** POST /api/cart/product/checkout: reserves the stock of the chosen lines and opens an order; the rest stays. */
export async function checkoutStore(storeId: number, itemIds: number[]): Promise<CheckoutOutcome> {
  const result = await (await browserApi()).call('checkout', { body: { store_id: storeId, item_ids: itemIds } });
  return result.ok ? { ok: true, orderId: result.body.data.id } : { ok: false, failure: result };
}

/** POST /api/products/{id}/buy: straight to checkout with one product. */
export async function buyNow(productId: number, storeId: number, quantity: number): Promise<CheckoutOutcome> {
  const result = await (await browserApi()).call('buyNow', { params: { id: productId }, body: { store_id: storeId, quantity } });
  return result.ok ? { ok: true, orderId: result.body.data.id } : { ok: false, failure: result };
}
