import { useEffect, useState } from 'react';
import type { Suggestion } from '@apotek/contract/catalog';

export const SUGGEST_DEBOUNCE_MS = 150;
const LIMIT = 8;

/**
 * Suggestions for what is typed, fetched after a short pause; a newer keystroke cancels the older request,
 * so answers can never arrive out of order. The API client is loaded on first use, keeping zod and the
 * route table out of every page's first download.
 */
export function useSuggestions(text: string, enabled: boolean): { items: Suggestion[]; query: string } {
  const [state, setState] = useState<{ items: Suggestion[]; query: string }>({ items: [], query: '' });
  const q = text.trim();

  useEffect(() => {
    if (!enabled || q === '') {
      setState({ items: [], query: '' });
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      try {
        const { quietBrowserApi } = await import('~/lib/api');
        const result = await quietBrowserApi().call('productSuggestions', { query: { q, limit: LIMIT }, signal: controller.signal });
        if (!controller.signal.aborted) setState({ items: result.ok ? result.body.data : [], query: q });
      } catch {
        // Aborted by a newer keystroke, or offline: the plain search still works.
      }
    }, SUGGEST_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [q, enabled]);

  return state;
}

/** Only paths on this site are followed from a suggestion. */
export function isSiteUrl(url: string): boolean {
  return url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/\\');
}
