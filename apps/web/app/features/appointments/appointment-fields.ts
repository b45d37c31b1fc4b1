import { APPOINTMENT_ID_PATTERN } from '@apotek/contract/appointment-vocabulary';
import type { CreateAppointmentBody, PurchaseAppointmentBody } from '@apotek/contract/appointments';

/** The booking form's fields, as the action reads them back into the form after a refusal. */
export const BOOK_FIELDS = ['doctor', 'starts_at', 'patient_type', 'patient_name', 'patient_age', 'patient_weight_kg', 'patient_gender', 'complaint', 'consent'] as const;
export type BookField = (typeof BOOK_FIELDS)[number];

function text(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value.trim() : '';
}

export function readBookForm(form: FormData): Record<BookField, string> {
  return Object.fromEntries(BOOK_FIELDS.map((name) => [name, text(form, name)])) as Record<BookField, string>;
}

/** A checkbox posted as "on", "1" or "true". */
export function isTicked(value: string | undefined): boolean {
  return value === 'on' || value === '1' || value === 'true';
}

/** A number field: empty is "not given", anything else goes to the API as typed (it judges). */
function numberOr(raw: string, empty: null | undefined): number | string | null | undefined {
  if (raw === '') return empty;
  const n = Number(raw.replace(',', '.'));
  return Number.isFinite(n) ? n : raw;
}

/**
 * POST /api/appointment's body from the form, unchecked: the API validates it with the contract and answers
 * each error in the page's language. An unticked consent is `false`, so it is the API's refusal on `consent`.
 */
export function bookBodyFrom(values: Record<BookField, string>): Omit<CreateAppointmentBody, 'consent' | 'patient'> & { consent: boolean; patient: Record<string, unknown> } {
  return {
    doctor_id: /^\d{1,10}$/.test(values.doctor) ? Number(values.doctor) : values.doctor,
    starts_at: values.starts_at,
    patient: {
      relation: values.patient_type === 'family' ? 'family' : 'self',
      name: values.patient_name,
      age: numberOr(values.patient_age, undefined),
      weight_kg: numberOr(values.patient_weight_kg, null),
      gender: values.patient_gender || undefined,
    },
    complaint: values.complaint,
    consent: isTicked(values.consent),
  };
}

/** The contract's error paths (patient.name…) as the form's field names (patient_name…). */
const FIELD_OF_PATH: Record<string, BookField> = {
  doctor_id: 'doctor',
  starts_at: 'starts_at',
  complaint: 'complaint',
  'patient.relation': 'patient_type',
  'patient.name': 'patient_name',
  'patient.age': 'patient_age',
  'patient.weight_kg': 'patient_weight_kg',
  'patient.gender': 'patient_gender',
  consent: 'consent',
};

export function bookFormErrors(errors: Record<string, string[]>): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const [path, messages] of Object.entries(errors)) (out[FIELD_OF_PATH[path] ?? path] ??= []).push(...messages);
  return out;
}

/** The channels the pay step offers, QRIS first (SPEC §1: QR-code and virtual-account payments), the wallet last. */
export const PAY_CHANNELS = ['qris', 'va_bca', 'va_bni', 'va_bri', 'va_mandiri', 'va_permata', 'wallet'] as const;
export type PayChannel = (typeof PAY_CHANNELS)[number];

/** POST /api/appointment/purchase's body from the pay form, or null for a form that is not one. */
export function purchaseBodyFrom(values: { appointment: string; channel: string; pin: string; client_key: string }): PurchaseAppointmentBody | null {
  if (!APPOINTMENT_ID_PATTERN.test(values.appointment) || !(PAY_CHANNELS as readonly string[]).includes(values.channel)) return null;
  const channel = values.channel as PayChannel;
  if (channel !== 'wallet') return { appointment_id: values.appointment, channel };
  return { appointment_id: values.appointment, channel, ...(values.pin ? { pin: values.pin } : {}), ...(values.client_key ? { client_key: values.client_key } : {}) };
}
