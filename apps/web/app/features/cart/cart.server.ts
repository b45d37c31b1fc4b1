import type { AppLoadContext } from 'react-router';
import type { CartState } from '@apotek/contract/cart';
import { guestCartIdFromCookie } from '~/lib/guest-cart';
import { currentUser, serverApi } from '~/lib/session.server';
import { EMPTY_CART } from './cart-api';

/**
 * /cart on the server: the user's carts, or the guest cart named by the `apotek_cart` cookie. A failure
 * renders an empty first paint with `failed` set; the browser's query then tries again.
 */
export async function loadCart(request: Request, context: AppLoadContext): Promise<{ cart: CartState | null }> {
  const api = serverApi(request, context);
  const user = await currentUser(request, context);
  if (user) {
    // A guest cart still named by the cookie is merged by the browser on its first fetch; leave it to it.
    if (guestCartIdFromCookie(request.headers.get('cookie'))) return { cart: null };
    const result = await api.call('myCart');
    return { cart: result.ok ? result.body.data : null };
  }
  const guestId = guestCartIdFromCookie(request.headers.get('cookie'));
  if (!guestId) return { cart: EMPTY_CART };
  const result = await api.call('guestCart', { query: { id_temp: guestId } });
  return { cart: result.ok ? result.body.data : null };
}
