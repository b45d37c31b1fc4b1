import { useEffect, useState } from 'react';
import type { ProductSummary } from '@apotek/contract/catalog';
import { quietBrowserApi } from '~/lib/api';

const DEBOUNCE_MS = 250;
/** Characters before the catalogue is asked (one letter matches half of it). */
export const CATALOG_SEARCH_MIN = 2;
const LIMIT = 8;

export interface CatalogSearch {
  items: ProductSummary[];
  /** The query the items answer ('' before the first answer or below CATALOG_SEARCH_MIN). */
  query: string;
  loading: boolean;
  failed: boolean;
}

/**
 * The catalogue as the member types, at the room's pharmacy (its prices and stock). A newer keystroke
 * cancels the older request, so an answer can never replace a later one.
 */
export function useCatalogSearch(text: string, storeId: number | null): CatalogSearch {
  const [state, setState] = useState<CatalogSearch>({ items: [], query: '', loading: false, failed: false });
  const q = text.trim();

  useEffect(() => {
    if (q.length < CATALOG_SEARCH_MIN) {
      setState({ items: [], query: '', loading: false, failed: false });
      return;
    }
    const controller = new AbortController();
    setState((s) => ({ ...s, loading: true }));
    const timer = setTimeout(async () => {
      try {
        const result = await quietBrowserApi().call('products', { query: { q, perPage: LIMIT, ...(storeId ? { store_id: storeId } : {}) }, signal: controller.signal });
        if (controller.signal.aborted) return;
        setState(result.ok ? { items: result.body.data.data, query: q, loading: false, failed: false } : { items: [], query: q, loading: false, failed: true });
      } catch {
        // Aborted by a newer keystroke (or the picker closing): that one answers.
      }
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [q, storeId]);

  return state;
}
