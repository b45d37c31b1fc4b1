import { data, redirect, type AppLoadContext } from 'react-router';
import { orderIdParams } from '@apotek/contract/orders';
import { voucherIdParams } from '@apotek/contract/vouchers';
import type { ApiFailure } from '~/lib/api';
import { localPath, text } from '~/lib/action-helpers.server';
import { serverApi } from '~/lib/session.server';
import type { VoucherActionResult, VoucherIntent } from './voucher-intents';

function refusal(intent: VoucherIntent, failure: ApiFailure, voucher?: string) {
  const unavailable = failure.status === 0 || failure.status >= 500;
  // A refused code may come back as a field error (a malformed code): the field's words are the message.
  const message = failure.errors.code?.[0] ?? failure.message;
  return data<VoucherActionResult>(unavailable ? { intent, ok: false, unavailable: true, voucher } : { intent, ok: false, message, voucher }, { status: unavailable ? 503 : failure.status });
}

/**
 * The voucher writes. `voucher-collect` saves the form's `voucher` (a guest is sent to sign in and comes
 * back to `redirectTo`); `voucher-apply` puts the typed `code` on the form's `order` in checkout and
 * `voucher-remove` takes it off. The API checks every rule; the page re-reads the order afterwards.
 */
export async function voucherAction(request: Request, context: AppLoadContext, intent: VoucherIntent, form: FormData) {
  const api = serverApi(request, context);
  if (intent === 'voucher-collect') {
    const voucher = text(form, 'voucher');
    if (!voucherIdParams.safeParse({ id: voucher }).success) throw data(null, { status: 400 });
    const result = await api.call('voucherCollect', { params: { id: voucher } });
    if (!result.ok && result.status === 401) throw redirect(`/auth?redirect=${encodeURIComponent(localPath(form, 'redirectTo') ?? new URL(request.url).pathname)}`);
    if (!result.ok) return refusal(intent, result, voucher);
    return data<VoucherActionResult>({ intent, ok: true, success: result.body.message, voucher });
  }
  const order = text(form, 'order');
  if (!orderIdParams.safeParse({ id: order }).success) throw data(null, { status: 400 });
  const result =
    intent === 'voucher-apply'
      ? await api.call('orderApplyVoucher', { params: { id: order }, body: { code: text(form, 'code').trim() } })
      : await api.call('orderRemoveVoucher', { params: { id: order } });
  if (!result.ok) return refusal(intent, result);
  return data<VoucherActionResult>({ intent, ok: true, message: result.body.message, vouchers: result.body.data });
}
