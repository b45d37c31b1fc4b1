import { useEffect } from 'react';
import { forgetGuestCartId, guestCartIdFromCookie, readGuestCartId } from '~/lib/guest-cart';
import { useSessionUser } from '~/lib/root-data';
import { cartCounter } from './cart-labels';
import { useCart } from './use-cart';

/**
 * The number of cart items for the top bars (SPEC §2, §9): the API's counter; the badge hides at 0.
 * Mounted once per page by the layout, it also tidies the guest id after a login: the login action
 * merged the guest cart and cleared the cookie, so a copy left in localStorage is forgotten here.
 */
export function useCartCounter(): number {
  const user = useSessionUser();
  useEffect(() => {
    if (user && readGuestCartId() && guestCartIdFromCookie(document.cookie) === null) forgetGuestCartId();
  }, [user]);
  return cartCounter(useCart().data);
}
