import { data, redirect, type AppLoadContext } from 'react-router';
import { orderIdParams } from '@apotek/contract/orders';
import type { ApiFailure } from '~/lib/api';
import { localPath, text } from '~/lib/action-helpers.server';
import { serverApi } from '~/lib/session.server';
import type { OrderActionResult, OrderIntent } from './order-intents';

function refusal(intent: OrderIntent, failure: ApiFailure) {
  const unavailable = failure.status === 0 || failure.status >= 500;
  return data<OrderActionResult>(unavailable ? { intent, ok: false, unavailable: true } : { intent, ok: false, message: failure.message }, { status: unavailable ? 503 : failure.status });
}

/**
 * Cancel (the API refuses unless the move is one it offers this buyer) or buy again, for the order named
 * by the form's `order`. The page re-reads the order afterwards; a plain "buy again" post goes on to the cart.
 */
export async function orderAction(request: Request, context: AppLoadContext, intent: OrderIntent, form: FormData) {
  const id = text(form, 'order');
  if (!orderIdParams.safeParse({ id }).success) throw data(null, { status: 400 });
  const api = serverApi(request, context);
  if (intent === 'cancel') {
    const result = await api.call('cancelOrder', { params: { id } });
    if (!result.ok) return refusal(intent, result);
    return data<OrderActionResult>({ intent, ok: true, message: result.body.message });
  }
  const result = await api.call('buyAgain', { params: { id } });
  if (!result.ok) return refusal(intent, result);
  const back = localPath(form, 'redirectTo');
  if (back) throw redirect(back);
  return data<OrderActionResult>({ intent, ok: true, message: result.body.message, added: result.body.data.added, skipped: result.body.data.skipped });
}
