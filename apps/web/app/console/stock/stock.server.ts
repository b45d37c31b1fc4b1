import { data, type AppLoadContext } from 'react-router';
import { parseLocalized } from '@apotek/contract/localize';
import { STOCK_SORTS, stockAdjustBody, stockReceiveBody, stockThresholdBody } from '@apotek/contract/stock';
import { refused, text } from '~/lib/action-helpers.server';
import { localeFromRequest } from '~/lib/locale';
import { failPageWithStatus } from '~/lib/page-errors.server';
import { pageParam } from '~/lib/page-param';
import { serverApi } from '~/lib/session.server';
import { requireConsoleUser } from '../console.server';
import { type StockActionResult, type StockFilters, STOCK_INTENTS, type StockIntent, type StockScreenData } from './stock-filters';

export const STOCK_SCOPE = 'stock:manage';
const PAGE_SIZE = 20;
const HISTORY_SIZE = 15;

const id = (value: string | null) => (value && /^\d{1,10}$/.test(value) ? Number(value) : undefined);

/** The filters in the address, each kept only when the API would take it. */
export function parseStockFilters(params: URLSearchParams): StockFilters {
  const sort = params.get('sort');
  return {
    pharmacy: id(params.get('pharmacy')),
    q: (params.get('q') ?? '').trim().slice(0, 100),
    low: params.get('low') === '1',
    sort: STOCK_SORTS.includes(sort as (typeof STOCK_SORTS)[number]) ? (sort as StockFilters['sort']) : 'name',
    dir: params.get('dir') === 'desc' ? 'desc' : 'asc',
    product: id(params.get('product')),
  };
}


/** /console/stock: the pharmacy's products with on hand, reserved, low-stock and expiry flags; one picked for its forms. */
export async function loadStock(request: Request, context: AppLoadContext): Promise<StockScreenData> {
  await requireConsoleUser(request, context, STOCK_SCOPE);
  const params = new URL(request.url).searchParams;
  const filters = parseStockFilters(params);
  const api = serverApi(request, context);
  const result = await api.call('consoleStock', {
    query: { pharmacy_id: filters.pharmacy, q: filters.q || undefined, low: filters.low ? '1' : undefined, sort: filters.sort, dir: filters.dir, page: pageParam(params), perPage: PAGE_SIZE },
    signal: request.signal,
  });
  if (!result.ok) failPageWithStatus(result);
  const list = result.body.data;
  let selected: StockScreenData['selected'] = null;
  if (filters.product !== undefined) {
    const query = { pharmacy_id: list.pharmacy.id };
    const [detail, history] = await Promise.all([
      api.call('consoleStockDetail', { params: { product_id: filters.product }, query: { ...query, quantity: 1 }, signal: request.signal }),
      api.call('consoleStockMovements', { params: { product_id: filters.product }, query: { ...query, page: 1, perPage: HISTORY_SIZE }, signal: request.signal }),
    ]);
    if (detail.ok && history.ok) selected = { detail: detail.body.data, movements: history.body.data.data, movementTotal: history.body.data.total };
  }
  return { filters, rows: list.data, page: list.page, lastPage: list.lastPage, total: list.total, lowCount: list.low_count, pharmacy: list.pharmacy, pharmacies: list.pharmacies, selected };
}

/** Adjust, receive or set the threshold of one product: checked with the contract's schema first, then by the API. */
export async function stockAction(request: Request, context: AppLoadContext) {
  await requireConsoleUser(request, context, STOCK_SCOPE);
  const form = await request.formData();
  const intent = text(form, 'intent') as StockIntent;
  const productId = id(text(form, 'product_id'));
  if (!STOCK_INTENTS.includes(intent) || productId === undefined) throw data(null, { status: 400 });
  const locale = localeFromRequest(request);
  const api = serverApi(request, context);
  const values = Object.fromEntries([...form.entries()].filter((e): e is [string, string] => typeof e[1] === 'string'));
  const pharmacy_id = id(text(form, 'pharmacy_id'));
  const invalid = (errors: Record<string, string[]>) => data<StockActionResult>({ intent, productId, values, errors }, { status: 422 });
  if (intent === 'adjust') {
    const parsed = parseLocalized(stockAdjustBody, { pharmacy_id, quantity: text(form, 'quantity'), reason: text(form, 'reason'), batch_id: id(text(form, 'batch_id')), note: text(form, 'note') || undefined }, locale);
    if (!parsed.success) return invalid(parsed.errors);
    const result = await api.call('consoleStockAdjust', { params: { product_id: productId }, body: parsed.data });
    if (!result.ok) return refused(result, values, { intent, productId });
    return { intent, productId, ok: true, onHand: result.body.data.on_hand } satisfies StockActionResult;
  }
  if (intent === 'receive') {
    const parsed = parseLocalized(stockReceiveBody, { pharmacy_id, quantity: text(form, 'quantity'), batch_no: text(form, 'batch_no'), expires_on: text(form, 'expires_on'), note: text(form, 'note') || undefined }, locale);
    if (!parsed.success) return invalid(parsed.errors);
    const result = await api.call('consoleStockReceive', { params: { product_id: productId }, body: parsed.data });
    if (!result.ok) return refused(result, values, { intent, productId });
    return { intent, productId, ok: true, onHand: result.body.data.on_hand } satisfies StockActionResult;
  }
  const raw = text(form, 'threshold').trim();
  const parsed = parseLocalized(stockThresholdBody, { pharmacy_id, threshold: raw === '' ? null : raw }, locale);
  if (!parsed.success) return invalid(parsed.errors);
  const result = await api.call('consoleStockThreshold', { params: { product_id: productId }, body: parsed.data });
  if (!result.ok) return refused(result, values, { intent, productId });
  return { intent, productId, ok: true, onHand: result.body.data.on_hand } satisfies StockActionResult;
}
