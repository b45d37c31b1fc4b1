import { data, redirect, type AppLoadContext } from 'react-router';
import { PAYMENT_CHANNELS, paymentTokenParams, type PaymentChannel } from '@apotek/contract/orders';
import { text } from '~/lib/action-helpers.server';
import { serverApi } from '~/lib/session.server';
import type { PaymentActionResult } from './payment-intents';

const isChannel = (value: string): value is PaymentChannel => (PAYMENT_CHANNELS as readonly string[]).includes(value);

/**
 * The payment pages' action (ADR 012), intent `switch-method`: a new charge on another channel for the
 * payment named by `token` (the order's deadline does not move), then that payment's page.
 */
export async function paymentAction(request: Request, context: AppLoadContext) {
  const form = await request.formData();
  const token = text(form, 'token');
  const channel = text(form, 'channel');
  if (text(form, 'intent') !== 'switch-method' || !paymentTokenParams.safeParse({ token }).success || !isChannel(channel)) throw data(null, { status: 400 });
  const result = await serverApi(request, context).call('paymentSubmit', { params: { token }, body: { channel } });
  if (!result.ok) {
    const unavailable = result.status === 0 || result.status >= 500;
    return data<PaymentActionResult>(unavailable ? { intent: 'switch-method', unavailable } : { intent: 'switch-method', message: result.message }, { status: unavailable ? 503 : result.status });
  }
  throw redirect(`/payment/${encodeURIComponent(result.body.data.token)}`);
}
