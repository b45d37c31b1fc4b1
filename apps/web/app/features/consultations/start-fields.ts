import type { StartConsultationBody } from '@apotek/contract/consultations';
import { errorsByField, isTicked, numberOr, patientFrom, readFields } from '~/lib/form-fields';

export { isTicked };

/** The start form's fields, as the action reads them back into the form after a refusal. */
export const START_FIELDS = [
  'doctor',
  'complaint',
  'patient_type',
  'patient_name',
  'patient_age',
  'patient_weight_kg',
  'patient_gender',
  'allergies',
  'medications',
  'pharmacy_id',
  'share_health_data',
  'consent',
] as const;
export type StartField = (typeof START_FIELDS)[number];

export function readStartForm(form: FormData): Record<StartField, string> {
  return readFields(form, START_FIELDS);
}

/**
 * The body of POST /api/consultation from the form, unchecked: the API validates it with the contract
 * and answers each error in the page's language. Unticked boxes are `false`, so a missing consent is the
 * API's refusal on `consent`, not a silently dropped field.
 */
export function startBodyFrom(values: Record<StartField, string>): Omit<StartConsultationBody, 'consent' | 'patient'> & { consent: boolean; patient: Record<string, unknown> } {
  const doctor = /^\d{1,10}$/.test(values.doctor) ? Number(values.doctor) : values.doctor;
  return {
    doctor_id: doctor,
    complaint: values.complaint,
    patient: patientFrom(values),
    ...(values.allergies ? { allergies: values.allergies } : {}),
    ...(values.medications ? { medications: values.medications } : {}),
    // Optional: where an e-prescription of this consultation is served; the API keeps none when empty.
    ...(values.pharmacy_id ? { pharmacy_id: numberOr(values.pharmacy_id, undefined) as number } : {}),
    share_health_data: isTicked(values.share_health_data),
    consent: isTicked(values.consent),
  };
}

/** The contract's errors by path, as the start form's fields. */
export function startFormErrors(errors: Record<string, string[]>): Record<string, string[]> {
  return errorsByField(errors, (path) => (path === 'doctor_id' ? 'doctor' : undefined));
}
