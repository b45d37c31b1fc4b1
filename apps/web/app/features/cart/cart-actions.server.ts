import { data, redirect, type AppLoadContext } from 'react-router';
import type { ApiFailure, ApiResult } from '~/lib/api';
import { cookieHeaders, localPath, text } from '~/lib/action-helpers.server';
import { guestCartCookie, guestCartIdFromCookie } from '~/lib/guest-cart';
import { currentUser, serverApi } from '~/lib/session.server';
import { shopperPlace, storeIdFromCookie } from '~/lib/store-cookie';
import { checkoutFailureText } from './cart-labels';
import { isCartIntent, type CartActionResult, type CartIntent } from './cart-intents';
import { readCart } from './cart.server';

/** A positive whole number from the form, or null. */
function id(form: FormData, name: string): number | null {
  const raw = text(form, name);
  return /^\d{1,10}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;
}

/** Every positive whole number the form repeats under `name` (the cart lines a form names). */
function ids(form: FormData, name: string): number[] {
  return form.getAll(name).flatMap((value) => (typeof value === 'string' && /^\d{1,10}$/.test(value) && Number(value) > 0 ? [Number(value)] : []));
}

function refusal(intent: CartIntent | null, failure: ApiFailure, extra: Partial<CartActionResult> = {}) {
  const unavailable = failure.status === 0 || failure.status >= 500;
  const result: CartActionResult = unavailable ? { intent, ok: false, unavailable: true } : { intent, ok: false, message: failure.message, ...extra };
  return data(result, { status: unavailable ? 503 : failure.status });
}

/** A form no page of ours sends (tampered or stale): refused without a message, the page says "try again". */
function refusedForm(intent: CartIntent | null) {
  return data<CartActionResult>({ intent, ok: false }, { status: 400 });
}

/** The pharmacy an "add" goes to: the form's, else the one the shopper chose, else the nearest holding it. */
async function storeFor(request: Request, context: AppLoadContext, form: FormData, productId: number): Promise<number | null> {
  const chosen = id(form, 'store') ?? storeIdFromCookie(request.headers.get('cookie'));
  if (chosen !== null) return chosen;
  // The API places the shopper: default address, else the shared location or picked city, else Monas.
  const place = shopperPlace(request.headers.get('cookie'));
  const result = await serverApi(request, context).call('nearestPharmacies', { query: { product_id: productId, radius_km: 2000, limit: 1, ...place } });
  return result.ok ? (result.body.data[0]?.id ?? null) : null;
}

/**
 * /cart's action: every cart write, for a guest (the `apotek_cart` cookie names his cart) or a user.
 * Answers data to a fetcher; a plain form post that named `redirectTo` goes back there, and checkout goes
 * on to the new order. The page re-reads the cart (loaders revalidate after an action).
 */
export async function cartAction(request: Request, context: AppLoadContext) {
  const form = await request.formData();
  const raw = text(form, 'intent');
  const intent = isCartIntent(raw) ? raw : null;
  if (!intent) return refusedForm(null);
  const back = localPath(form, 'redirectTo');
  const api = serverApi(request, context);
  const user = await currentUser(request, context);
  const guestId = guestCartIdFromCookie(request.headers.get('cookie'));
  const who = user ? {} : guestId ? { is_nologin: 1 as const, id_temp: guestId } : { is_nologin: 1 as const };
  const storeId = id(form, 'store');
  const itemId = id(form, 'item');

  if (intent === 'checkout' || intent === 'buy-now') {
    // Checkout needs an account; the guest comes back to where he was, his cart merged at login.
    if (!user) throw redirect(`/auth?redirect=${encodeURIComponent(localPath(form, 'from') ?? '/cart')}`);
    const productId = id(form, 'product');
    const quantity = id(form, 'quantity') ?? 1;
    if (storeId === null || (intent === 'buy-now' && productId === null)) return refusedForm(intent);
    const items = ids(form, 'item');
    const result =
      intent === 'buy-now'
        ? await api.call('buyNow', { params: { id: productId! }, body: { store_id: storeId, quantity } })
        : await api.call('checkout', { body: { store_id: storeId, ...(items.length > 0 ? { item_ids: items } : {}) } });
    if (!result.ok) return refusal(intent, { ...result, message: checkoutFailureText(result.message, result.data) }, { toOrders: true });
    throw redirect(`/cart/checkout?order=${encodeURIComponent(result.body.data.id)}`);
  }

  if (intent === 'add') {
    const productId = id(form, 'product');
    if (productId === null) return refusedForm(intent);
    const store = await storeFor(request, context, form, productId);
    if (store === null) return data<CartActionResult>({ intent, ok: false, nowhere: true }, { status: 422 });
    const result = await api.call('addToCart', { body: { ...who, product_id: productId, store_id: store, quantity: id(form, 'quantity') ?? 1 } });
    if (!result.ok) return refusal(intent, result);
    // The API issues the guest's cart id on his first add; the cookie keeps it for the next request.
    const issued = !user && result.body.data.id_temp && result.body.data.id_temp !== guestId ? [guestCartCookie(result.body.data.id_temp)] : [];
    if (back) throw redirect(back, { headers: cookieHeaders(...issued) });
    return data<CartActionResult>({ intent, ok: true }, { headers: cookieHeaders(...issued) });
  }

  if (intent === 'clear-all') {
    const { cart } = await readCart(request, context);
    for (const store of cart?.carts ?? []) {
      const result = await api.call('removeCartItem', { body: { ...who, store_id: store.store.id, all: true } });
      if (!result.ok) return refusal(intent, result);
    }
    return data<CartActionResult>({ intent, ok: true });
  }

  if (storeId === null) return refusedForm(intent);
  let result: ApiResult<'removeCartItem'>;
  switch (intent) {
    case 'increase':
    case 'decrease':
      if (itemId === null) return refusedForm(intent);
      result = await api.call(intent === 'increase' ? 'increaseCartItem' : 'decreaseCartItem', { query: { store_id: storeId }, body: { ...who, id: itemId } });
      break;
    case 'remove':
      if (itemId === null) return refusedForm(intent);
      result = await api.call('removeCartItem', { body: { ...who, store_id: storeId, id: itemId } });
      break;
    case 'clear':
      result = await api.call('removeCartItem', { body: { ...who, store_id: storeId, all: true } });
      break;
    case 'select': {
      const items = ids(form, 'item');
      const selected = text(form, 'selected') === '1';
      result = await api.call('selectCartItems', { body: { ...who, store_id: storeId, selected, ...(items.length > 0 ? { ids: items } : { all: true }) } });
      break;
    }
  }
  if (!result.ok) return refusal(intent, result);
  return data<CartActionResult>({ intent, ok: true });
}
