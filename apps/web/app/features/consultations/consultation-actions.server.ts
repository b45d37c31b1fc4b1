import { data, redirect, type AppLoadContext } from 'react-router';
import { CONSULTATION_ID_PATTERN } from '@apotek/contract/consultations';
import type { RouteBody } from '@apotek/contract/routes';
import type { ApiFailure } from '~/lib/api';
import { text } from '~/lib/action-helpers.server';
import { serverApi } from '~/lib/session.server';
import { consultationHref } from './consultation-tabs';
import { isConsultationIntent, type ConsultationActionResult, type ConsultationIntent } from './consultation-intents';
import { payCallFrom } from './pay-fields';
import { reviewBodyFrom } from './review-fields';
import { readStartForm, startBodyFrom, startFormErrors } from './start-fields';

/**
 * A refused write: what was typed (never a PIN), the errors per field, and the API's message — kept even
 * beside field errors, since SPEC §8 puts every consultation failure in the snackbar.
 */
function refusal(intent: ConsultationIntent, failure: ApiFailure, values: Record<string, string> = {}, errors: Record<string, string[]> = failure.errors) {
  const unavailable = failure.status === 0 || failure.status >= 500;
  const result: ConsultationActionResult = unavailable ? { intent, values, unavailable: true } : { intent, values, errors, message: failure.message };
  return data(result, { status: unavailable ? 503 : failure.status });
}

/** /doctor/consultation's action (ADR 012), by intent: `start`, `pay`, `review`. */
export async function consultationAction(request: Request, context: AppLoadContext) {
  const form = await request.formData();
  const intent = form.get('intent');
  if (!isConsultationIntent(intent)) throw data(null, { status: 400 });
  const api = serverApi(request, context);

  if (intent === 'start') {
    const values = readStartForm(form);
    // The API judges the whole form in the page's language (the contract's schema, a child's weight).
    const result = await api.call('consultationStart', { body: startBodyFrom(values) as RouteBody<'consultationStart'> });
    if (!result.ok) return refusal(intent, result, values, startFormErrors(result.errors));
    throw redirect(consultationHref(result.body.data.id, 'pay'));
  }

  if (intent === 'pay') {
    const pay = payCallFrom({ consultation: text(form, 'consultation'), channel: text(form, 'channel'), pin: text(form, 'pin'), client_key: text(form, 'client_key'), has_charge: text(form, 'has_charge') });
    if (!pay) throw data(null, { status: 400 });
    const values = { channel: text(form, 'channel') };
    const result = pay.call === 'purchase' ? await api.call('consultationPurchase', { body: pay.body }) : await api.call('consultationPaymentToken', { params: { id: pay.id }, body: pay.body });
    if (!result.ok) return refusal(intent, result, values);
    throw redirect(consultationHref(result.body.data.id, 'pay'));
  }

  // review
  const id = text(form, 'consultation');
  if (!CONSULTATION_ID_PATTERN.test(id)) throw data(null, { status: 400 });
  const values = { rating: text(form, 'rating'), text: text(form, 'text') };
  const body = reviewBodyFrom(values);
  if (body.rating === null) return data<ConsultationActionResult>({ intent, values, problem: 'noRating' }, { status: 422 });
  const result = await api.call('consultationReview', { params: { id }, body: { rating: body.rating, text: body.text } });
  if (!result.ok) return refusal(intent, result, values);
  return data<ConsultationActionResult>({ intent, reviewed: true });
}
