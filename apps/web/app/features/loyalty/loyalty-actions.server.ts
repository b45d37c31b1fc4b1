import { data, type AppLoadContext } from 'react-router';
import { orderIdParams } from '@apotek/contract/orders';
import type { ApiFailure } from '~/lib/api';
import { text } from '~/lib/action-helpers.server';
import { serverApi } from '~/lib/session.server';
import type { LoyaltyActionResult, LoyaltyCoinKind, LoyaltyIntent } from './loyalty-intents';

function refusal(intent: LoyaltyIntent, kind: LoyaltyCoinKind | undefined, failure: ApiFailure) {
  const unavailable = failure.status === 0 || failure.status >= 500;
  // Over the balance or the limit comes back as a field error with the numbers in it: those are the words.
  const message = failure.errors.points?.[0] ?? failure.errors.coins?.[0] ?? failure.message;
  const answer: LoyaltyActionResult = unavailable ? { intent, kind, ok: false, unavailable: true } : { intent, kind, ok: false, message };
  return data(answer, { status: unavailable ? 503 : failure.status });
}

/**
 * Spending points or coins on the form's `order` in checkout, and taking them off. The API checks the
 * balance and what fits; the page re-reads the order (its discount and total) afterwards.
 */
export async function loyaltyAction(request: Request, context: AppLoadContext, intent: LoyaltyIntent, form: FormData) {
  const order = text(form, 'order');
  if (!orderIdParams.safeParse({ id: order }).success) throw data(null, { status: 400 });
  const coins = intent === 'coins-apply' || intent === 'coins-remove';
  const kind: LoyaltyCoinKind | undefined = coins ? (text(form, 'kind') === 'employee' ? 'employee' : 'customer') : undefined;
  // Digits only ("1.000" typed the Indonesian way is a thousand); nothing typed is 0, which the API refuses in its own words.
  const amount = Number(text(form, 'amount').replace(/\D/g, '').slice(0, 12) || 0);
  const api = serverApi(request, context);
  const params = { id: order };
  const result =
    intent === 'points-apply'
      ? await api.call('orderApplyPoints', { params, body: { points: amount } })
      : intent === 'points-remove'
        ? await api.call('orderRemovePoints', { params })
        : intent === 'coins-apply'
          ? await api.call('orderApplyCoins', { params, body: { coins: amount, kind: kind! } })
          : await api.call('orderRemoveCoins', { params, query: { kind: kind! } });
  if (!result.ok) return refusal(intent, kind, result);
  return data<LoyaltyActionResult>({ intent, kind, ok: true, message: result.body.message, loyalty: result.body.data });
}
