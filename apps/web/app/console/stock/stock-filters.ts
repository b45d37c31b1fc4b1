import type { STOCK_SORTS, StockDetail, StockMovement, StockRow } from '@apotek/contract/stock';

export const STOCK_INTENTS = ['adjust', 'receive', 'threshold'] as const;
export type StockIntent = (typeof STOCK_INTENTS)[number];

export interface StockFilters {
  pharmacy: number | undefined;
  q: string;
  low: boolean;
  sort: (typeof STOCK_SORTS)[number];
  dir: 'asc' | 'desc';
  product: number | undefined;
}

/** What a stock form gets back: done (with the new figure), or what was typed and why it was refused. */
export interface StockActionResult {
  intent: StockIntent;
  productId: number;
  ok?: boolean;
  onHand?: number;
  values?: Record<string, string>;
  errors?: Record<string, string[]>;
  message?: string;
  unavailable?: boolean;
}

/** The address of the screen with these filters (and a page, and a picked product). */
export function stockHref(filters: StockFilters, change: Partial<StockFilters> & { page?: number } = {}): string {
  const next = { ...filters, ...change };
  const params = new URLSearchParams();
  if (next.pharmacy !== undefined) params.set('pharmacy', String(next.pharmacy));
  if (next.q) params.set('q', next.q);
  if (next.low) params.set('low', '1');
  if (next.sort !== 'name') params.set('sort', next.sort);
  if (next.dir !== 'asc') params.set('dir', next.dir);
  if (change.page !== undefined && change.page > 1) params.set('page', String(change.page));
  if (next.product !== undefined) params.set('product', String(next.product));
  const text = params.toString();
  return text ? `/console/stock?${text}` : '/console/stock';
}

export interface StockScreenData {
  filters: StockFilters;
  rows: StockRow[];
  page: number;
  lastPage: number;
  total: number;
  lowCount: number;
  pharmacy: { id: number; name: string };
  pharmacies: { id: number; name: string }[];
  /** The product picked for its batches, forms and history (`?product=`), or null. */
  selected: { detail: StockDetail; movements: StockMovement[]; movementTotal: number } | null;
}
