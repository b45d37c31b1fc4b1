import { data, type AppLoadContext } from 'react-router';
import { orderIdParams } from '@apotek/contract/orders';
import { serverApi } from '~/lib/session.server';
import { parseTab, statusesOf } from './order-tabs';
import { failPageWithStatus } from '~/lib/page-errors.server';
import { pageParam } from '~/lib/page-param';

/** An order list for one tab (?tab=, ?page=). */
export async function loadOrders(request: Request, context: AppLoadContext) {
  const params = new URL(request.url).searchParams;
  const tab = parseTab(params.get('tab'));
  const page = pageParam(params);
  const statuses = statusesOf(tab);
  const query = { page, perPage: 10, ...(statuses ? { status: statuses.join(',') } : {}) };
  const result = await serverApi(request, context).call('myOrders', { query });
  if (!result.ok) failPageWithStatus(result);
  return { tab, orders: result.body.data.data, page: result.body.data.page, lastPage: result.body.data.lastPage };
}

/** One order of the user; a foreign or unknown id is a 404 (the API never says which). */
export async function loadOrder(request: Request, context: AppLoadContext, id: string | null | undefined) {
  if (!id || !orderIdParams.safeParse({ id }).success) throw data(null, { status: 404 });
  const result = await serverApi(request, context).call('myOrder', { params: { id } });
  if (!result.ok) failPageWithStatus(result);
  return { order: result.body.data };
}
