import { useEffect } from 'react';
import { useFetcher } from 'react-router';
import { useTranslation } from '~/i18n/translate';
import { showSnackbar } from '~/lib/snackbar-store';
import type { CartActionResult } from './cart-intents';

/** Where every cart write posts (routes/cart.tsx). */
export const CART_ACTION = '/cart';

/**
 * A fetcher for the cart's action: its refusals go to the snackbar (a refused checkout links to /order,
 * SPEC §8); `onDone` hears a success. The page's data, the top bar's counter included, re-reads itself.
 */
export function useCartFetcher(onDone?: (result: CartActionResult) => void) {
  const { t } = useTranslation();
  const fetcher = useFetcher<CartActionResult>();
  const result = fetcher.data;
  useEffect(() => {
    if (!result) return;
    if (result.ok) return onDone?.(result);
    if (result.nowhere) return showSnackbar({ content: t('cart.add.nowhere'), color: 'warning', link: '/pharmacy', linkLabel: t('cart.add.chooseStore') });
    showSnackbar({ content: result.message ?? t('auth.errors.unavailable'), color: 'error', ...(result.toOrders ? { link: '/order', linkLabel: t('cart.detail'), timeout: 0 } : {}) });
    // Only a new answer speaks; `onDone` and `t` are read as they are then.
  }, [result]);
  return fetcher;
}
