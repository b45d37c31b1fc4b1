import { data, redirect, type AppLoadContext } from 'react-router';
import type { ApiFailure } from '~/lib/api';
import { cookieHeaders, localPath, text } from '~/lib/action-helpers.server';
import { serverApi } from '~/lib/session.server';
import type { WalletActionResult } from './wallet-intents';
import { isTopUpChannel, payOrderBodyFrom, topUpAmountFrom } from './wallet-fields';
import { clearRegistrationCookie, readRegistrationState, registrationCookie } from './registration-state.server';

const withNext = (path: string, next: string | null) => (next ? `${path}${path.includes('?') ? '&' : '?'}next=${encodeURIComponent(next)}` : path);

/**
 * A refused call as the form's result: what was typed (never a PIN), the API's errors per field and its
 * message. The message stays even beside field errors: a wrong PIN names the tries left in both.
 */
function refusal(intent: WalletActionResult['intent'], failure: ApiFailure, values: Record<string, string> = {}, headers?: Headers) {
  const unavailable = failure.status === 0 || failure.status >= 500;
  const result: WalletActionResult = unavailable ? { intent, values, unavailable: true } : { intent, values, errors: failure.errors, message: failure.message };
  return data(result, { status: unavailable ? 503 : failure.status, headers });
}

/** /wallet's `top-up`: opens a QRIS or VA charge, then its instructions. The API judges the caps and the minimum. */
export async function topUpAction(request: Request, context: AppLoadContext) {
  const form = await request.formData();
  if (text(form, 'intent') !== 'top-up') throw data(null, { status: 400 });
  const values = { preset: text(form, 'preset'), custom: text(form, 'custom'), channel: text(form, 'channel') };
  const next = localPath(form, 'next');
  const amount = topUpAmountFrom(values);
  const errors: Record<string, string[]> = {};
  // Only what the API cannot be asked: an unreadable amount or no channel (its own words for the rest).
  if (amount === null) errors.amount = ['amountInvalid'];
  if (!isTopUpChannel(values.channel)) errors.channel = ['channelMissing'];
  if (amount === null || !isTopUpChannel(values.channel)) return data<WalletActionResult>({ intent: 'top-up', values, problems: errors }, { status: 422 });
  const result = await serverApi(request, context).call('walletTopUp', { body: { amount, channel: values.channel } });
  if (!result.ok) return refusal('top-up', result, values);
  throw redirect(withNext(`/wallet/instruction/${result.body.data.id}`, next));
}

/**
 * /wallet/register/confirmation, by intent: `phone` (pre-registration, then the SMS code), `resend`,
 * `verify` (the code; its registration token goes into the httpOnly cookie) and `pin` (the PIN twice:
 * confirm-registration, then /wallet/success).
 */
export async function registrationAction(request: Request, context: AppLoadContext) {
  const form = await request.formData();
  const intent = text(form, 'intent');
  const next = localPath(form, 'next');
  const api = serverApi(request, context);
  const here = withNext('/wallet/register/confirmation', next);

  if (intent === 'phone' || intent === 'resend') {
    const values = { phone: text(form, 'phone') };
    if (intent === 'phone') {
      const pre = await api.call('walletPreRegistration', { body: { mobile_number: values.phone } });
      if (!pre.ok) return refusal('phone', pre, values);
    }
    const sent = await api.call('walletGetOtp');
    if (!sent.ok) {
      // Asked again within the minute: the wait is the answer, in the API's words.
      return refusal(intent, sent, values);
    }
    const cookie = registrationCookie(request, { destination: sent.body.data.destination, sent_at: Date.now(), resend_after: sent.body.data.resend_after, token: null });
    if (intent === 'resend') return data<WalletActionResult>({ intent, notice: 'resent' }, { headers: cookieHeaders(cookie) });
    throw redirect(here, { headers: cookieHeaders(cookie) });
  }

  if (intent === 'verify') {
    const state = readRegistrationState(request);
    const result = await api.call('walletValidateOtp', { body: { code: text(form, 'code') } });
    if (!result.ok) return refusal(intent, result);
    const cookie = registrationCookie(request, { destination: state?.destination ?? '', sent_at: state?.sent_at ?? Date.now(), resend_after: state?.resend_after ?? 60, token: result.body.data.registration_token });
    throw redirect(here, { headers: cookieHeaders(cookie) });
  }

  if (intent === 'pin') {
    const state = readRegistrationState(request);
    if (!state?.token) throw redirect(here);
    const result = await api.call('walletConfirmRegistration', { body: { registration_token: state.token, pin: text(form, 'pin'), pin_confirmation: text(form, 'pin_confirmation') } });
    if (!result.ok) {
      // The token ran out: forget it, so the page goes back to the code step, with the reason.
      if (result.errors.registration_token) return refusal('verify', result, {}, cookieHeaders(registrationCookie(request, { ...state, token: null })));
      return refusal(intent, result);
    }
    throw redirect(withNext('/wallet/success?done=activated', next), { headers: cookieHeaders(clearRegistrationCookie(request)) });
  }

  throw data(null, { status: 400 });
}

/**
 * /order/wallet/confrim/{slug}'s `pay`: POST /api/wallet/pay-order with the PIN and the page's client
 * key, so a double tap (or a retry after a lost answer) pays once; then the order's summary.
 */
export async function payOrderAction(request: Request, context: AppLoadContext) {
  const form = await request.formData();
  if (text(form, 'intent') !== 'pay') throw data(null, { status: 400 });
  const body = payOrderBodyFrom({ order: text(form, 'order'), client_key: text(form, 'client_key'), pin: text(form, 'pin') });
  if (!body) throw data(null, { status: 400 });
  const api = serverApi(request, context);
  const result = await api.call('walletPayOrder', { body });
  if (result.ok) throw redirect(`/order/summary/${encodeURIComponent(result.body.data.order_id)}`);
  // A twin request paid it a moment ago (another tab, a lost answer): the order says so.
  if (result.status === 409) {
    const order = await api.call('myOrder', { params: { id: body.order_id } });
    if (order.ok && order.body.data.status !== 'awaiting_payment') throw redirect(`/order/summary/${encodeURIComponent(body.order_id)}`);
  }
  return refusal('pay', result);
}

