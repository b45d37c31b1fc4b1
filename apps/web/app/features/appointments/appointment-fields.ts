import { APPOINTMENT_ID_PATTERN } from '@apotek/contract/appointment-vocabulary';
import type { CreateAppointmentBody, PurchaseAppointmentBody } from '@apotek/contract/appointments';
import { errorsByField, isTicked, patientFrom, readFields } from '~/lib/form-fields';

export { isTicked };

/** The booking form's fields, as the action reads them back into the form after a refusal. */
export const BOOK_FIELDS = ['doctor', 'starts_at', 'patient_type', 'patient_name', 'patient_age', 'patient_weight_kg', 'patient_gender', 'complaint', 'consent'] as const;
export type BookField = (typeof BOOK_FIELDS)[number];

export function readBookForm(form: FormData): Record<BookField, string> {
  return readFields(form, BOOK_FIELDS);
}

/**
 * POST /api/appointment's body from the form, unchecked: the API validates it with the contract and answers
 * each error in the page's language. An unticked consent is `false`, so it is the API's refusal on `consent`.
 */
export function bookBodyFrom(values: Record<BookField, string>): Omit<CreateAppointmentBody, 'consent' | 'patient'> & { consent: boolean; patient: Record<string, unknown> } {
  return {
    doctor_id: /^\d{1,10}$/.test(values.doctor) ? Number(values.doctor) : values.doctor,
    starts_at: values.starts_at,
    patient: patientFrom(values),
    complaint: values.complaint,
    consent: isTicked(values.consent),
  };
}

/** The contract's errors by path, as the booking form's fields. */
export function bookFormErrors(errors: Record<string, string[]>): Record<string, string[]> {
  return errorsByField(errors, (path) => (path === 'doctor_id' ? 'doctor' : undefined));
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
