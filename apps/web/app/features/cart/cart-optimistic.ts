import type { CartState } from '@apotek/contract/cart';
import { withSelection } from './cart-selection';

/**
 * The cart as it will be once the writes still on their way are saved: ticks and − / + show at once
 * (a control that lags its click reads as broken); the server's answer, re-read after each action,
 * then replaces the guess. `pending` is the form data of each cart submission in flight, oldest first.
 */
export function optimisticCart(state: CartState, pending: readonly FormData[]): CartState {
  let view = state;
  for (const form of pending) {
    const storeId = Number(form.get('store'));
    const intent = form.get('intent');
    if (intent === 'select') {
      const items = form.getAll('item').map(Number);
      view = withSelection(view, { storeId, selected: form.get('selected') === '1', ...(items.length > 0 ? { itemIds: items } : {}) });
    } else if (intent === 'increase' || intent === 'decrease') {
      const itemId = Number(form.get('item'));
      const step = intent === 'increase' ? 1 : -1;
      view = {
        ...view,
        carts: view.carts.map((cart) =>
          cart.store.id !== storeId
            ? cart
            : {
                ...cart,
                items: cart.items.map((item) =>
                  item.id !== itemId || item.quantity + step < 1 ? item : { ...item, quantity: item.quantity + step, subtotal: item.unit_price * (item.quantity + step) },
                ),
              },
        ),
      };
    }
  }
  return view;
}
