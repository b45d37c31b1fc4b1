import { useSyncExternalStore } from 'react';

// The cart issue fills this from GET /api/my/cart (or cartnologin); until then the cart is empty.
let counter = 0;
const listeners = new Set<() => void>();

/** Sets the number of cart items shown on the top bars. */
export function setCartCounter(value: number): void {
  counter = Math.max(0, Math.floor(value));
  for (const listener of listeners) listener();
}

export function useCartCounter(): number {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => counter,
    () => 0,
  );
}
