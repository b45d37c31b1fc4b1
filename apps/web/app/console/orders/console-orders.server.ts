import { data, type AppLoadContext } from 'react-router';
import { orderIdParams, orderTransitionBody, pickupHandoverBody } from '@apotek/contract/orders';
import { apiMessage } from '@apotek/contract/messages';
import { localeFromRequest } from '~/lib/locale';
import { serverApi } from '~/lib/session.server';
import { requireConsoleUser } from '../console.server';
import { CONSOLE_TABS, parseConsoleTab } from './next-moves';
import { raiseDeliveryIssue } from './delivery-issue.server';
import { failPageWithStatus } from '~/lib/page-errors.server';
import { pageParam } from '~/lib/page-param';

const SCOPE = 'orders:fulfil';

export async function loadConsoleOrders(request: Request, context: AppLoadContext) {
  await requireConsoleUser(request, context, SCOPE);
  const params = new URL(request.url).searchParams;
  const tab = parseConsoleTab(params.get('tab'));
  const page = pageParam(params);
  const result = await serverApi(request, context).call('consoleOrders', { query: { status: CONSOLE_TABS[tab].join(','), page, perPage: 20 } });
  if (!result.ok) failPageWithStatus(result);
  return { tab, orders: result.body.data.data, page: result.body.data.page, lastPage: result.body.data.lastPage, total: result.body.data.total };
}

/** `notice`: an outcome that is not a move (a delivery issue raised), in the API's words. */
export type TransitionResult = { ok: true; id: string; status: string; message: string; handedOver?: boolean; notice?: string } | { ok: false; id: string; message: string };

/** One move of one order; the API checks role, pharmacy and the state table, and says why when it refuses. */
export async function transitionAction(request: Request, context: AppLoadContext): Promise<TransitionResult> {
  await requireConsoleUser(request, context, SCOPE);
  const form = await request.formData();
  const id = String(form.get('id') ?? '');
  if (form.get('intent') === 'pickup') return handOver(request, context, id, form);
  if (form.get('intent') === 'delivery-issue') return raiseDeliveryIssue(request, context, id, form);
  const body = orderTransitionBody.safeParse({ to: form.get('to'), note: form.get('note') || undefined });
  if (!orderIdParams.safeParse({ id }).success || !body.success) throw data(null, { status: 400 });
  const result = await serverApi(request, context).call('consoleOrderTransition', { params: { id }, body: body.data });
  return result.ok ? { ok: true, id, status: result.body.data.status, message: result.body.message } : { ok: false, id, message: result.message };
}

/** A pick-up order handed over at the counter: the API checks the code the customer reads out (issue 8, point 4). */
async function handOver(request: Request, context: AppLoadContext, id: string, form: FormData): Promise<TransitionResult> {
  const body = pickupHandoverBody.safeParse({ code: form.get('code') ?? '' });
  if (!orderIdParams.safeParse({ id }).success) throw data(null, { status: 400 });
  if (!body.success) return { ok: false, id, message: apiMessage('pickupCodeWrong', localeFromRequest(request)) };
  const result = await serverApi(request, context).call('consolePickupHandover', { params: { id }, body: body.data });
  return result.ok ? { ok: true, id, status: result.body.data.status, message: result.body.message, handedOver: true } : { ok: false, id, message: result.message };
}
