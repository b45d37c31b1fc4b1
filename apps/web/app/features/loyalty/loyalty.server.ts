import type { AppLoadContext } from 'react-router';
import type { OrderLoyalty, OrderLoyaltyPart } from '@apotek/contract/loyalty';
import { orderIdParams } from '@apotek/contract/orders';
import type { ApiClient } from '~/lib/api';
import { failPageWithStatus } from '~/lib/page-errors.server';
import { pageParam } from '~/lib/page-param';
import { serverApi } from '~/lib/session.server';
import type { CheckoutLoyalty, CheckoutLoyaltyPart } from './loyalty-intents';

export const HISTORY_PAGE_SIZE = 10;

/**
 * What one unit is worth, for "Pakai X poin (hemat Rp Y)" before any is applied: the order's loyalty
 * state says it only through what is applied, so the rate comes from the currency's own read, and only
 * for a currency that could be used now.
 */
async function rupiahPer(api: ApiClient, currency: CheckoutLoyaltyPart['currency'], part: OrderLoyaltyPart, storeId: number): Promise<number | null> {
  if (part.applied > 0) return part.discount / part.applied;
  if (part.max === 0) return null;
  if (currency === 'points') {
    const read = await api.call('pointsHistory', { query: { page: 1, perPage: 1 } });
    return read.ok ? read.body.data.rupiah_per_point : null;
  }
  const read = await api.call(currency === 'employee' ? 'employeeCoins' : 'customerCoins', { query: { store_id: storeId } });
  return read.ok ? read.body.data.rupiah_per_coin : null;
}

/**
 * Checkout's points and coins (GET /api/order/{id}/loyalty for the order of the address) with each
 * currency's worth, read beside the rest of checkout; `storeId` is the order's pharmacy, once checkout
 * has it. Null when the state could not be read: checkout goes on without it.
 */
export async function loadCheckoutLoyalty(request: Request, context: AppLoadContext, storeId: Promise<number>): Promise<CheckoutLoyalty | null> {
  const id = new URL(request.url).searchParams.get('order') ?? '';
  const api = serverApi(request, context);
  const [read, store] = await Promise.all([orderIdParams.safeParse({ id }).success ? api.call('orderLoyalty', { params: { id } }) : null, storeId]);
  if (!read?.ok) return null;
  const state: OrderLoyalty = read.body.data;
  const raw: [CheckoutLoyaltyPart['currency'], OrderLoyaltyPart | null][] = [
    ['points', state.points],
    ['customer', state.coins],
    ['employee', state.employee_coins],
  ];
  const parts = await Promise.all(raw.flatMap(([currency, part]) => (part ? [rupiahPer(api, currency, part, store).then((rate) => ({ ...part, currency, rupiah_per: rate }))] : [])));
  return { order_id: state.order_id, parts };
}

/** /profile/poin-history: the balance, the next lapse, how points come and go, the movements of `?page=`. */
export async function loadPointsHistory(request: Request, context: AppLoadContext) {
  const page = pageParam(new URL(request.url).searchParams);
  const read = await serverApi(request, context).call('pointsHistory', { query: { page, perPage: HISTORY_PAGE_SIZE }, signal: request.signal });
  if (!read.ok) failPageWithStatus(read);
  return { points: read.body.data };
}

/**
 * /profile/coins-history: Koin Apotek (balance, next lapse, what each cart could use) and, for an
 * employee only, this month's allowance and its movements of `?page=`. Anyone else gets nothing of the
 * allowance: the API answers them `is_employee: false`, and the history is not even asked for.
 */
export async function loadCoinsHistory(request: Request, context: AppLoadContext) {
  const page = pageParam(new URL(request.url).searchParams);
  const api = serverApi(request, context);
  // Two lists on one page: Koin Apotek pages by ?coins_page=, the employee allowance by ?page=.
  const coinsPage = pageParam(new URL(request.url).searchParams, 'coins_page');
  const [customer, employee, coinHistory] = await Promise.all([
    api.call('customerCoins', { signal: request.signal }),
    api.call('employeeCoins', { signal: request.signal }),
    api.call('customerCoinHistory', { query: { page: coinsPage, perPage: HISTORY_PAGE_SIZE }, signal: request.signal }),
  ]);
  if (!customer.ok) failPageWithStatus(customer);
  const coinMovements = coinHistory.ok ? coinHistory.body.data : null;
  if (!employee.ok || !employee.body.data.is_employee) return { coins: customer.body.data, coinHistory: coinMovements, employee: null };
  const history = await api.call('employeeCoinHistory', { query: { page, perPage: HISTORY_PAGE_SIZE }, signal: request.signal });
  return { coins: customer.body.data, coinHistory: coinMovements, employee: { summary: employee.body.data, history: history.ok ? history.body.data : null } };
}
