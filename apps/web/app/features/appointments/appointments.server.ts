import { randomUUID } from 'node:crypto';
import { data, redirect, type AppLoadContext } from 'react-router';
import { APPOINTMENT_ID_PATTERN } from '@apotek/contract/appointment-vocabulary';
import { idOrSlug } from '@apotek/contract/catalog';
import { jakartaDate } from '@apotek/contract/format/date';
import type { RouteBody } from '@apotek/contract/routes';
import type { ApiFailure } from '~/lib/api';
import { text } from '~/lib/action-helpers.server';
import { failPage, failPageWithStatus } from '~/lib/page-errors.server';
import { pageParam } from '~/lib/page-param';
import { currentUser, serverApi } from '~/lib/session.server';
import { bookBodyFrom, bookFormErrors, purchaseBodyFrom, readBookForm } from './appointment-fields';
import { type AppointmentActionResult, type AppointmentIntent, isAppointmentIntent } from './appointment-intents';
import { appointmentHref, parseTab } from './appointment-tabs';

export const LIST_PAGE_SIZE = 10;
/** Days the booking page shows at once; `from` moves by a week. */
export const BOOK_DAYS = 7;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * /doctor/appointment is three pages by its query (SPEC §2 names only the one route), as the consultations are:
 * - `?id=APM-…`: one appointment (its pay step while unpaid, then its state, the chat once approved);
 * - `?doctor={slug}`: booking with that doctor ("Buat janji" on the profile), `from` the first day shown, `day` the chosen one;
 * - otherwise the customer's appointments under a tab (`?tab=`, `?page=`).
 */
export async function loadAppointmentsPage(request: Request, context: AppLoadContext) {
  const params = new URL(request.url).searchParams;
  const id = params.get('id');
  if (id !== null) return { view: 'detail' as const, ...(await loadDetail(request, context, id)) };
  const doctor = params.get('doctor');
  if (doctor !== null) return { view: 'book' as const, ...(await loadBooking(request, context, doctor, params)) };
  const tab = parseTab(params.get('tab'));
  const page = pageParam(params);
  const result = await serverApi(request, context).call('appointments', { query: { group: tab, page, perPage: LIST_PAGE_SIZE }, signal: request.signal });
  if (!result.ok) failPageWithStatus(result);
  return { view: 'list' as const, tab, appointments: result.body.data.data, page: result.body.data.page, lastPage: result.body.data.lastPage };
}

async function loadDetail(request: Request, context: AppLoadContext, id: string) {
  if (!APPOINTMENT_ID_PATTERN.test(id)) throw data(null, { status: 404 });
  const result = await serverApi(request, context).call('appointment', { params: { id } });
  if (!result.ok) failPageWithStatus(result);
  const appointment = result.body.data;
  // The wallet's double-tap guard (purchase's client_key): one per page shown.
  return { appointment, clientKey: appointment.can.pay ? randomUUID() : null };
}

async function loadBooking(request: Request, context: AppLoadContext, slug: string, params: URLSearchParams) {
  if (!idOrSlug.safeParse(slug).success) throw data(null, { status: 404 });
  const api = serverApi(request, context);
  const today = jakartaDate(new Date());
  const asked = params.get('from');
  // Never before today: the days behind it have no slots to show.
  const from = asked && DATE.test(asked) && asked > today ? asked : today;
  const [doctor, slots, user] = await Promise.all([
    api.call('doctor', { params: { id: slug } }),
    api.call('doctorSlots', { params: { id: slug }, query: { from, days: BOOK_DAYS } }),
    currentUser(request, context),
  ]);
  if (!doctor.ok) failPage(doctor);
  if (!slots.ok) failPage(slots);
  const days = slots.body.data.days;
  const wanted = params.get('day');
  const day = days.find((d) => d.date === wanted)?.date ?? days.find((d) => d.slots.length > 0)?.date ?? days[0]!.date;
  return { doctor: doctor.body.data, slots: slots.body.data, from, today, day, userName: user?.Cust_Name ?? '' };
}

/** A refused write: what was typed (never a PIN), the errors per field, and the API's message (SPEC §8: appointment actions return the error body). */
function refusal(intent: AppointmentIntent, failure: ApiFailure, values: Record<string, string> = {}, errors: Record<string, string[]> = failure.errors) {
  const unavailable = failure.status === 0 || failure.status >= 500;
  const result: AppointmentActionResult = unavailable ? { intent, values, unavailable: true, message: failure.status >= 500 ? failure.message : undefined } : { intent, values, errors, message: failure.message };
  return data(result, { status: unavailable ? 503 : failure.status });
}

/** /doctor/appointment's action (ADR 012), by intent: `book`, `pay`, `cancel`. */
export async function appointmentAction(request: Request, context: AppLoadContext) {
  const form = await request.formData();
  const intent = form.get('intent');
  if (!isAppointmentIntent(intent)) throw data(null, { status: 400 });
  const api = serverApi(request, context);

  if (intent === 'book') {
    const values = readBookForm(form);
    const result = await api.call('appointmentCreate', { body: bookBodyFrom(values) as RouteBody<'appointmentCreate'> });
    if (!result.ok) return refusal(intent, result, values, bookFormErrors(result.errors));
    throw redirect(appointmentHref(result.body.data.id));
  }

  const id = text(form, 'appointment');
  if (!APPOINTMENT_ID_PATTERN.test(id)) throw data(null, { status: 400 });

  if (intent === 'pay') {
    const body = purchaseBodyFrom({ appointment: id, channel: text(form, 'channel'), pin: text(form, 'pin'), client_key: text(form, 'client_key') });
    if (!body) throw data(null, { status: 400 });
    const result = await api.call('appointmentPurchase', { body });
    if (!result.ok) return refusal(intent, result, { channel: body.channel });
    throw redirect(appointmentHref(id));
  }

  // cancel
  const reason = text(form, 'reason').trim();
  const result = await api.call('appointmentCancel', { params: { id }, body: reason ? { reason } : {} });
  if (!result.ok) return refusal(intent, result, { reason });
  throw redirect(appointmentHref(id));
}
