import { useEffect } from 'react';
import { STORAGE_KEYS } from '@apotek/contract/constants';
import { forgetGuestCartId, guestCartIdFromCookie, storeGuestCartId } from '~/lib/guest-cart';

function stored(): string | null {
  try {
    return window.localStorage.getItem(STORAGE_KEYS.guestCart);
  } catch {
    return null;
  }
}

/**
 * SPEC §3 keeps the guest cart id in localStorage (`idtemporary`); the cart's action keeps it in the
 * `apotek_cart` cookie, which the server reads and owns. After each page or write (the layout re-renders
 * with its revalidated counter) the copy follows the cookie: set when the action issued an id, forgotten
 * once a login merged the cart and the cookie went.
 */
export function useGuestCartMirror(cartCount: number): void {
  useEffect(() => {
    const cookie = guestCartIdFromCookie(document.cookie);
    const kept = stored();
    if (cookie && kept !== cookie) storeGuestCartId(cookie);
    else if (!cookie && kept) forgetGuestCartId();
  }, [cartCount]);
}
