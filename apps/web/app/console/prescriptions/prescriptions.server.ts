import { data, redirect, type AppLoadContext } from 'react-router';
import type { z } from 'zod';
import { approvePrescriptionBody, clarifyPrescriptionBody, prescriptionIdParams, rejectPrescriptionBody } from '@apotek/contract/prescriptions';
import { parseLocalized } from '@apotek/contract/localize';
import { localeFromRequest } from '~/lib/locale';
import type { ApiFailure } from '~/lib/api';
import { serverApi } from '~/lib/session.server';
import { failPageWithStatus } from '~/lib/page-errors.server';
import { pageParam } from '~/lib/page-param';
import { refused, text } from '~/lib/action-helpers.server';
import type { FormResult } from '~/lib/form-result';
import { requireConsoleUser } from '../console.server';
import { parseDecision, parseRxQueueTab, RX_QUEUE_TABS, type RxDecision } from './queue-tabs';

const SCOPE = 'prescriptions:verify';

/** /console/prescriptions: the pharmacist's pharmacy's queue for one tab, oldest first (the API's order). */
export async function loadRxQueue(request: Request, context: AppLoadContext) {
  await requireConsoleUser(request, context, SCOPE);
  const params = new URL(request.url).searchParams;
  const tab = parseRxQueueTab(params.get('tab'));
  const page = pageParam(params);
  const result = await serverApi(request, context).call('consolePrescriptions', { query: { status: RX_QUEUE_TABS[tab].join(','), page, perPage: 20 } });
  if (!result.ok) failPageWithStatus(result);
  const { data: prescriptions, lastPage, total } = result.body.data;
  return { tab, prescriptions, page: result.body.data.page, lastPage, total, decided: parseDecision(params) };
}

/**
 * One prescription for review. The pharmacy's own record supplies the SIPA to prefill when the signed-in
 * pharmacist is its apoteker penanggung jawab; anyone else types their own.
 */
export async function loadRxReview(request: Request, context: AppLoadContext, id: string) {
  const user = await requireConsoleUser(request, context, SCOPE);
  if (!prescriptionIdParams.safeParse({ id }).success) throw data(null, { status: 404 });
  const api = serverApi(request, context);
  const result = await api.call('consolePrescription', { params: { id } });
  if (!result.ok) failPageWithStatus(result);
  const prescription = result.body.data;
  const pharmacy = await api.call('pharmacy', { params: { id: prescription.pharmacy.id } });
  const isResponsible = pharmacy.ok && pharmacy.body.data.pharmacist_name.trim() === user.Cust_Name.trim();
  return { prescription, prefill: { pharmacistName: user.Cust_Name, sipa: isResponsible && pharmacy.ok ? pharmacy.body.data.sipa_number : '' } };
}

export type RxIntent = 'review' | 'approve' | 'reject' | 'clarify';
export type RxActionResult = FormResult & { intent?: RxIntent; success?: string };

function decided(id: string, status: RxDecision): never {
  throw redirect(`/console/prescriptions?decided=${status}&rx=${encodeURIComponent(id)}`);
}

/**
 * The review screen's writes (ADR 012), one intent each. The API checks scope, pharmacy and the move
 * table; a refusal comes back in its own words. A decision returns the pharmacist to the queue.
 */
export async function rxReviewAction(request: Request, context: AppLoadContext, id: string) {
  await requireConsoleUser(request, context, SCOPE);
  if (!prescriptionIdParams.safeParse({ id }).success) throw data(null, { status: 404 });
  const form = await request.formData();
  const intent = text(form, 'intent') as RxIntent;
  const api = serverApi(request, context);
  const locale = localeFromRequest(request);
  const invalid = (values: Record<string, string>, errors: Record<string, string[]>) => data({ intent, values, errors, message: Object.values(errors).flat()[0] }, { status: 422 });

  if (intent === 'review') {
    const result = await api.call('consolePrescriptionReview', { params: { id } });
    if (!result.ok) return refused(result, {}, { intent });
    return { intent, success: result.body.message };
  }

  /** Rejecting and asking each send one text the customer reads (the reason, the question). */
  async function decideWithText<S extends z.ZodType>(field: 'reason' | 'question', schema: S, send: (body: z.output<S>) => Promise<{ ok: true } | ApiFailure>, status: RxDecision) {
    const values = { [field]: text(form, field) };
    const body = parseLocalized(schema, values, locale);
    if (!body.success) return invalid(values, body.errors);
    const result = await send(body.data);
    if (!result.ok) return refused(result, values, { intent });
    return decided(id, status);
  }

  if (intent === 'reject') return decideWithText('reason', rejectPrescriptionBody, (body) => api.call('consolePrescriptionReject', { params: { id }, body }), 'rejected');
  if (intent === 'clarify') return decideWithText('question', clarifyPrescriptionBody, (body) => api.call('consolePrescriptionClarify', { params: { id }, body }), 'needs_clarification');

  if (intent === 'approve') {
    const values = { items: text(form, 'items'), pharmacist_name: text(form, 'pharmacist_name'), sipa: text(form, 'sipa'), valid_until: text(form, 'valid_until') };
    let items: unknown = [];
    try {
      items = JSON.parse(values.items || '[]');
    } catch {
      items = [];
    }
    const body = parseLocalized(approvePrescriptionBody, { items, pharmacist_name: values.pharmacist_name, sipa: values.sipa, valid_until: values.valid_until || undefined }, locale);
    if (!body.success) return invalid(values, body.errors);
    const result = await api.call('consolePrescriptionApprove', { params: { id }, body: body.data });
    if (!result.ok) return refused(result, values, { intent });
    decided(id, 'approved');
  }

  throw data(null, { status: 400 });
}
