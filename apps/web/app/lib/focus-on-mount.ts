import { useLayoutEffect, type RefObject } from 'react';
import { PREACT } from './renderer';
import { useHydrated } from './use-hydrated';

/**
 * `autoFocus` as React does it, for the Preact build (docs/decisions/026-preact-in-the-browser.md): React
 * focuses an element rendered with `autoFocus` when it mounts (a panel opened, a page navigated to);
 * Preact only writes the `autofocus` attribute, which browsers honour while a page loads and not once the
 * visitor has clicked anything. Keep `autoFocus` on the element too: the server's HTML carries it, so on
 * the page as loaded the browser focuses it, and hydration leaves the focus wherever the visitor has put
 * it since.
 */
export function useFocusOnMount(ref: RefObject<HTMLElement | null>, enabled: boolean | undefined): void {
  const hydrated = useHydrated();
  useLayoutEffect(() => {
    if (PREACT && enabled && hydrated) ref.current?.focus();
    // Once, when the element mounts, as `autoFocus` does.
  }, []);
}
