import { data, type AppLoadContext } from 'react-router';
import { APPOINTMENT_ID_PATTERN } from '@apotek/contract/appointment-vocabulary';
import { cancelAppointmentBody } from '@apotek/contract/appointments';
import { parseLocalized } from '@apotek/contract/localize';
import { refused, text } from '~/lib/action-helpers.server';
import { localeFromRequest } from '~/lib/locale';
import { failPageWithStatus } from '~/lib/page-errors.server';
import { pageParam } from '~/lib/page-param';
import { serverApi } from '~/lib/session.server';
import { requireConsoleUser } from '../console.server';
import { type AppointmentActionResult, type AppointmentRequestsData, type AppointmentTab, parseAppointmentTab } from './appointment-tabs';

const SCOPE = 'consultations:answer';
const PAGE_SIZE = 20;

/** What each tab asks the API for: paid requests to answer, approved ones ahead, and the rest. */
const STATUSES_OF_TAB: Readonly<Record<AppointmentTab, string>> = {
  requests: 'requested',
  upcoming: 'approved',
  past: 'done,cancelled,rejected,expired',
};


/** /console/appointments: the doctor's appointment requests, by tab (GET /api/doctor/appointment). */
export async function loadAppointmentRequests(request: Request, context: AppLoadContext): Promise<AppointmentRequestsData> {
  await requireConsoleUser(request, context, SCOPE);
  const params = new URL(request.url).searchParams;
  const tab = parseAppointmentTab(params.get('tab'));
  const result = await serverApi(request, context).call('doctorAppointments', { query: { status: STATUSES_OF_TAB[tab], page: pageParam(params), perPage: PAGE_SIZE }, signal: request.signal });
  if (!result.ok) failPageWithStatus(result);
  const { data: appointments, page, lastPage, total } = result.body.data;
  return { tab, appointments, page, lastPage, total };
}

/**
 * Approve, or reject with a reason (SPEC §4: a reject is the cancel call). The API checks that the
 * appointment is this doctor's and that the move is allowed, and says why when it refuses.
 */
export async function appointmentRequestAction(request: Request, context: AppLoadContext) {
  await requireConsoleUser(request, context, SCOPE);
  const form = await request.formData();
  const intent = text(form, 'intent');
  const id = text(form, 'id');
  if ((intent !== 'approve' && intent !== 'reject') || !APPOINTMENT_ID_PATTERN.test(id)) throw data(null, { status: 400 });
  const api = serverApi(request, context);
  if (intent === 'approve') {
    const result = await api.call('appointmentApprove', { params: { id } });
    if (!result.ok) return refused<{ intent: 'approve'; id: string }>(result, {}, { intent, id });
    return { intent, id, ok: true } satisfies AppointmentActionResult;
  }
  const values = { reason: text(form, 'reason') };
  const body = parseLocalized(cancelAppointmentBody, { reason: values.reason || undefined }, localeFromRequest(request));
  if (!body.success) return data<AppointmentActionResult>({ intent, id, values, errors: body.errors, message: Object.values(body.errors).flat()[0] }, { status: 422 });
  const result = await api.call('appointmentCancel', { params: { id }, body: body.data });
  if (!result.ok) return refused<{ intent: 'reject'; id: string }>(result, values, { intent, id });
  return { intent, id, ok: true } satisfies AppointmentActionResult;
}
