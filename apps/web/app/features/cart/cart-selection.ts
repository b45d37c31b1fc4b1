import type { Cart, CartItem, CartState } from '@apotek/contract/cart';

/** A line the buyer may tick: nothing holds it back now (class, stock or limit). */
export function isSelectable(item: Pick<CartItem, 'blocked'>): boolean {
  return item.blocked === null;
}

/**
 * The lines a checkout of this pharmacy's cart buys: ticked and sellable. A held line keeps its tick on
 * the server, so it joins again once it becomes sellable (a prescription approved, stock back).
 */
export function checkoutItems(cart: Pick<Cart, 'items'>): CartItem[] {
  return cart.items.filter((item) => item.selected && isSelectable(item));
}

/** "Select all" is ticked when every sellable line is; a cart without one has nothing to tick. */
export function allSelected(cart: Pick<Cart, 'items'>): boolean {
  const selectable = cart.items.filter(isSelectable);
  return selectable.length > 0 && selectable.every((item) => item.selected);
}

/** What the ticked sellable lines cost together, at today's prices from the server. */
export function selectedSubtotal(cart: Pick<Cart, 'items'>): number {
  return checkoutItems(cart).reduce((sum, item) => sum + item.subtotal, 0);
}

/** The cart as it will be once a tick change is saved: the lines named (or all of the pharmacy's) ticked or not. */
export function withSelection(state: CartState, change: { storeId: number; selected: boolean; itemIds?: number[] }): CartState {
  const named = change.itemIds ? new Set(change.itemIds) : null;
  return {
    ...state,
    carts: state.carts.map((cart) =>
      cart.store.id !== change.storeId ? cart : { ...cart, items: cart.items.map((item) => (named && !named.has(item.id) ? item : { ...item, selected: change.selected })) },
    ),
  };
}
