import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/** False in the server's HTML, true once the page runs its scripts. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
