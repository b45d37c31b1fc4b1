import { data, type AppLoadContext } from 'react-router';
import type { CartState } from '@apotek/contract/cart';
import { cookieHeaders } from '~/lib/action-helpers.server';
import { clearGuestCartCookie, guestCartIdFromCookie } from '~/lib/guest-cart';
import { currentUser, serverApi } from '~/lib/session.server';
import { cartCounter } from './cart-labels';
import { EMPTY_CART } from './cart-intents';

interface CartRead {
  /** Null when the API could not be asked or refused. */
  cart: CartState | null;
  /** Set-Cookie values the page must send back (the guest id forgotten once merged). */
  cookies: string[];
}

// The layout's counter and the /cart page read the same cart in one request; the API is asked once.
const cartByRequest = new WeakMap<Request, Promise<CartRead>>();

async function read(request: Request, context: AppLoadContext): Promise<CartRead> {
  const api = serverApi(request, context);
  const user = await currentUser(request, context);
  const guestId = guestCartIdFromCookie(request.headers.get('cookie'));
  if (user) {
    // A guest cart the login could not merge (the API was briefly away) is merged on the next page.
    if (guestId) {
      const merged = await api.call('mergeCart', { body: { id_temp: guestId } });
      if (merged.ok) return { cart: merged.body.data, cookies: [clearGuestCartCookie()] };
      if (merged.status === 404 || merged.status === 422) {
        const mine = await api.call('myCart');
        return { cart: mine.ok ? mine.body.data : null, cookies: [clearGuestCartCookie()] };
      }
    }
    const result = await api.call('myCart');
    return { cart: result.ok ? result.body.data : null, cookies: [] };
  }
  if (!guestId) return { cart: EMPTY_CART, cookies: [] };
  const result = await api.call('guestCart', { query: { id_temp: guestId } });
  if (result.ok) return { cart: result.body.data, cookies: [] };
  // The guest cart is gone (expired, or merged elsewhere): start afresh.
  return result.status === 404 ? { cart: EMPTY_CART, cookies: [clearGuestCartCookie()] } : { cart: null, cookies: [] };
}

export function readCart(request: Request, context: AppLoadContext): Promise<CartRead> {
  let pending = cartByRequest.get(request);
  if (!pending) {
    pending = read(request, context);
    cartByRequest.set(request, pending);
  }
  return pending;
}

/** /cart on the server: the user's carts, or the guest cart named by the `apotek_cart` cookie. */
export async function loadCart(request: Request, context: AppLoadContext) {
  const { cart, cookies } = await readCart(request, context);
  return data({ cart }, { headers: cookieHeaders(...cookies) });
}

/** The top bar's number, read by the shop's layout so it follows every write (actions revalidate loaders). */
export async function loadCartCounter(request: Request, context: AppLoadContext) {
  const { cart, cookies } = await readCart(request, context);
  return data({ cartCount: cartCounter(cart) }, { headers: cookieHeaders(...cookies) });
}
