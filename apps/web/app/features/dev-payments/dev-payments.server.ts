import type { AppLoadContext } from 'react-router';
import { devPaymentRefParams } from '@apotek/contract/orders';
import { serverApi } from '~/lib/session.server';
import { failPageWithStatus } from '~/lib/page-errors.server';

/** Dev only: the sandbox's charges; the API answers 404 unless payments run on the built-in sandbox. */
export async function loadDevPayments(request: Request, context: AppLoadContext) {
  const all = new URL(request.url).searchParams.get('status') === 'all';
  const result = await serverApi(request, context).call('devPayments', { query: { status: all ? 'all' : 'pending' } });
  if (!result.ok) failPageWithStatus(result);
  return { payments: result.body.data, all };
}

export type DevPaymentResult = { ok: true; ref: string; status: string } | { ok: false; ref: string; message: string };

/** Pay or expire one charge, as the customer's bank or the clock would; the sandbox then sends its signed webhook. */
export async function devPaymentAction(request: Request, context: AppLoadContext): Promise<DevPaymentResult> {
  const form = await request.formData();
  const ref = String(form.get('ref') ?? '');
  const intent = String(form.get('intent') ?? '');
  if (!devPaymentRefParams.safeParse({ ref }).success || (intent !== 'pay' && intent !== 'expire')) return { ok: false, ref, message: 'Bad request' };
  const api = serverApi(request, context);
  const result =
    intent === 'pay'
      ? await api.call('devPaymentPay', { params: { ref }, body: { late: form.get('late') === '1' } })
      : await api.call('devPaymentExpire', { params: { ref } });
  return result.ok ? { ok: true, ref, status: result.body.data.status } : { ok: false, ref, message: result.message };
}
