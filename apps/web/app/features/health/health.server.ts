import { data, redirect, type AppLoadContext } from 'react-router';
import { jakartaDate } from '@apotek/contract/format/date';
import { HEALTH_FIELDS, HEALTH_TRACKERS, type HealthTrackerName } from '@apotek/contract/health-tracker-rules';
import type { BmiCalculated, HealthOverview } from '@apotek/contract/health-tracker';
import { text } from '~/lib/action-helpers.server';
import { failPageWithStatus } from '~/lib/page-errors.server';
import { serverApi } from '~/lib/session.server';

export type HealthNotice = 'saved' | 'deleted' | 'consented';

export interface HealthLoaderData {
  overview: HealthOverview;
  tracker: HealthTrackerName;
  today: string;
  notice: HealthNotice | null;
}

/** What an action hands back to the page: the form it was, what was typed, the API's words. */
export interface HealthActionResult {
  intent: 'add' | 'consent' | 'calculate' | 'delete';
  tracker?: HealthTrackerName;
  values?: Record<string, string>;
  errors?: Record<string, string[]>;
  message?: string;
  unavailable?: boolean;
  /** The API refused for want of the health-data consent: the page shows the consent card. */
  consentRequired?: boolean;
  calculated?: BmiCalculated;
}

export function trackerOf(value: string | null): HealthTrackerName {
  return (HEALTH_TRACKERS as readonly string[]).includes(value ?? '') ? (value as HealthTrackerName) : 'bmi';
}

const NOTICES: readonly HealthNotice[] = ['saved', 'deleted', 'consented'];

/** /health-tracker and /profile/health: the caller's trackers and consent; `?tracker=` picks the one shown. */
export async function loadHealth(request: Request, context: AppLoadContext): Promise<HealthLoaderData> {
  const url = new URL(request.url);
  const read = await serverApi(request, context).call('healthTrackers', { signal: request.signal });
  if (!read.ok) failPageWithStatus(read);
  const notice = url.searchParams.get('notice');
  return {
    overview: read.body.data,
    tracker: trackerOf(url.searchParams.get('tracker')),
    today: jakartaDate(),
    notice: NOTICES.includes(notice as HealthNotice) ? (notice as HealthNotice) : null,
  };
}

/** Back to the same page on the tracker, with a notice (post/redirect/get). */
function back(request: Request, tracker: HealthTrackerName, notice: HealthNotice) {
  const url = new URL(request.url);
  return redirect(`${url.pathname}?tracker=${tracker}&notice=${notice}#tracker-panel`);
}

const ENTRY_TEXT_FIELDS = ['date', 'kind', 'child_name', 'note'] as const;

/** The entry's form fields as typed (numbers stay text: the API reads '70,5' by SPEC §5's decimal rule). */
export function entryValues(form: FormData, tracker: HealthTrackerName): Record<string, string> {
  const values: Record<string, string> = {};
  for (const field of HEALTH_FIELDS[tracker]) values[field.name] = text(form, field.name).trim();
  for (const name of ENTRY_TEXT_FIELDS) values[name] = text(form, name).trim();
  return values;
}

function entryBody(tracker: HealthTrackerName, values: Record<string, string>) {
  const body: Record<string, string | null> = { tracker };
  for (const field of HEALTH_FIELDS[tracker]) if (values[field.name] !== '' || field.required) body[field.name] = values[field.name] ?? '';
  if (tracker !== 'bmi' && values.date) body.date = values.date;
  if (tracker === 'blood_sugar') body.kind = values.kind ?? '';
  if (tracker === 'child_temperature') body.child_name = values.child_name ?? '';
  if (values.note) body.note = values.note;
  return body as { tracker: HealthTrackerName } & Record<string, string>;
}

/**
 * The page's forms: `consent` records the health-data consent, `add` an entry of a tracker, `delete` one
 * entry, `calculate` the BMI calculator (nothing stored). Refusals come back with the API's localised words.
 */
export async function healthAction(request: Request, context: AppLoadContext) {
  const form = await request.formData();
  const intent = text(form, 'intent');
  const api = serverApi(request, context);
  const tracker = trackerOf(text(form, 'tracker'));

  if (intent === 'consent') {
    if (text(form, 'consent') !== '1') return data<HealthActionResult>({ intent, errors: { consent: [] } }, { status: 422 });
    const result = await api.call('healthConsent', { body: { consent: true } });
    if (result.ok) return back(request, tracker, 'consented');
    return data<HealthActionResult>({ intent, unavailable: result.status === 0 || result.status >= 500, message: result.message }, { status: result.status || 503 });
  }

  if (intent === 'delete') {
    const id = Number(text(form, 'id'));
    const result = await api.call('healthEntryDelete', { params: { id: Number.isInteger(id) && id > 0 ? id : 0 } });
    if (result.ok) return back(request, tracker, 'deleted');
    return data<HealthActionResult>({ intent, tracker, unavailable: result.status === 0 || result.status >= 500, message: result.message }, { status: result.status || 503 });
  }

  if (intent === 'calculate') {
    const values = { height: text(form, 'height').trim(), weight: text(form, 'weight').trim() };
    const result = await api.call('bmiCalculator', { body: values });
    if (result.ok) return data<HealthActionResult>({ intent, values, calculated: result.body.data.calculated });
    const unavailable = result.status === 0 || result.status >= 500;
    return data<HealthActionResult>({ intent, values, unavailable, errors: result.errors, ...(Object.keys(result.errors).length ? {} : { message: result.message }) }, { status: result.status || 503 });
  }

  // add
  const values = entryValues(form, tracker);
  const body = entryBody(tracker, values);
  const result = tracker === 'bmi' ? await api.call('bmiAdd', { body: { height: body.height ?? '', weight: body.weight ?? '' } }) : await api.call('healthEntryAdd', { body });
  if (result.ok) return back(request, tracker, 'saved');
  const unavailable = result.status === 0 || result.status >= 500;
  const answer: HealthActionResult = {
    intent: 'add',
    tracker,
    values,
    unavailable,
    consentRequired: result.status === 409,
    errors: result.errors,
    ...(Object.keys(result.errors).length ? {} : { message: result.message }),
  };
  return data(answer, { status: result.status || 503 });
}
