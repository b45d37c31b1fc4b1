import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { CartState } from '@apotek/contract/cart';
import { useSessionUser } from '~/lib/root-data';
import { showSnackbar } from '~/lib/snackbar-store';
import { cartKey, checkoutStore, fetchCart, runCartAction, type CartAction, type CheckoutOutcome } from './cart-api';
import { checkoutFailureText } from './cart-labels';
import { withSelection } from './cart-selection';

/** The shopper's carts (one per pharmacy). `initial` is what the page's loader already read on the server. */
export function useCart(initial?: CartState) {
  const user = useSessionUser();
  return useQuery({
    queryKey: cartKey(user?.id ?? null),
    queryFn: () => fetchCart(user !== null),
    initialData: initial,
    // The loader's copy is fresh; the top bar's own fetch may be a minute old.
    staleTime: initial ? 5_000 : 30_000,
  });
}

/** Runs cart actions, one at a time, replacing the cached cart with each answer; failures go to the snackbar. */
export function useCartActions() {
  const user = useSessionUser();
  const client = useQueryClient();
  const [pending, setPending] = useState<string | null>(null);
  const run = useCallback(
    async (action: CartAction, pendingKey: string = action.type): Promise<CartState | null> => {
      setPending(pendingKey);
      const key = cartKey(user?.id ?? null);
      const before = client.getQueryData<CartState>(key);
      // A tick shows at once (a checkbox that lags its click reads as broken); the answer then confirms it.
      if (action.type === 'select' && before) client.setQueryData(key, withSelection(before, action));
      try {
        const result = await runCartAction(action, user !== null);
        if (!result.ok) {
          if (action.type === 'select' && before) client.setQueryData(key, before);
          showSnackbar({ content: result.failure.message, color: 'error' });
          return null;
        }
        client.setQueryData(key, result.state);
        return result.state;
      } finally {
        setPending(null);
      }
    },
    [client, user],
  );
  return { run, pending };
}

/**
 * After a checkout (or "buy now") call: success goes to /cart/checkout for the new order; a failure shows
 * SPEC §8's snackbar '{message}: {data.id}' with a DETAIL link to /order.
 */
export function useCheckoutOutcome() {
  const navigate = useNavigate();
  const { t } = useTranslation();
  const client = useQueryClient();
  return useCallback(
    (outcome: CheckoutOutcome) => {
      if (outcome.ok) {
        // Checked-out lines leave the cart on the server; the cached copy is stale now.
        void client.invalidateQueries({ queryKey: ['cart'] });
        void navigate(`/cart/checkout?order=${encodeURIComponent(outcome.orderId)}`);
        return;
      }
      showSnackbar({
        content: checkoutFailureText(outcome.failure.message, outcome.failure.data),
        color: 'error',
        link: '/order',
        linkLabel: t('cart.detail'),
        timeout: 0,
      });
    },
    [client, navigate, t],
  );
}

export { checkoutStore };
