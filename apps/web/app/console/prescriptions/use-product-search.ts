import { useEffect, useState } from 'react';
import type { ProductSummary } from '@apotek/contract/catalog';

const DEBOUNCE_MS = 250;
const LIMIT = 8;

/**
 * The catalogue as the pharmacist types, through the typed client (loaded on first use). A newer
 * keystroke cancels the older request, so an answer can never replace a later one.
 */
export function useProductSearch(text: string, storeId: number | null): { items: ProductSummary[]; query: string; loading: boolean } {
  const [state, setState] = useState<{ items: ProductSummary[]; query: string; loading: boolean }>({ items: [], query: '', loading: false });
  const q = text.trim();

  useEffect(() => {
    if (q.length < 2) {
      setState({ items: [], query: '', loading: false });
      return;
    }
    const controller = new AbortController();
    setState((s) => ({ ...s, loading: true }));
    const timer = setTimeout(async () => {
      try {
        const { quietBrowserApi } = await import('~/lib/api');
        const result = await quietBrowserApi().call('products', { query: { q, perPage: LIMIT, ...(storeId ? { store_id: storeId } : {}) }, signal: controller.signal });
        if (!controller.signal.aborted) setState({ items: result.ok ? result.body.data.data : [], query: q, loading: false });
      } catch {
        if (!controller.signal.aborted) setState({ items: [], query: q, loading: false });
      }
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [q, storeId]);

  return state;
}
