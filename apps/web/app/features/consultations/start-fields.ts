import type { StartConsultationBody } from '@apotek/contract/consultations';

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

function text(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value.trim() : '';
}

export function readStartForm(form: FormData): Record<StartField, string> {
  return Object.fromEntries(START_FIELDS.map((name) => [name, text(form, name)])) as Record<StartField, string>;
}

/** A number field: empty is "not given", anything else goes to the API as typed (it judges). */
function numberOr(raw: string, empty: null | undefined): number | string | null | undefined {
  if (raw === '') return empty;
  const n = Number(raw.replace(',', '.'));
  return Number.isFinite(n) ? n : raw;
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
    patient: {
      relation: values.patient_type === 'family' ? 'family' : 'self',
      name: values.patient_name,
      age: numberOr(values.patient_age, undefined),
      weight_kg: numberOr(values.patient_weight_kg, null),
      gender: values.patient_gender || undefined,
    },
    ...(values.allergies ? { allergies: values.allergies } : {}),
    ...(values.medications ? { medications: values.medications } : {}),
    // Optional: where an e-prescription of this consultation is served; the API keeps none when empty.
    ...(values.pharmacy_id ? { pharmacy_id: numberOr(values.pharmacy_id, undefined) as number } : {}),
    share_health_data: isTicked(values.share_health_data),
    consent: isTicked(values.consent),
  };
}

/** A checkbox or switch posted as "on", "1" or "true". */
export function isTicked(value: string): boolean {
  return value === 'on' || value === '1' || value === 'true';
}

/** The contract's error paths (patient.name…) as the form's field names (patient_name…). */
const FIELD_OF_PATH: Record<string, StartField> = {
  doctor_id: 'doctor',
  complaint: 'complaint',
  'patient.relation': 'patient_type',
  'patient.name': 'patient_name',
  'patient.age': 'patient_age',
  'patient.weight_kg': 'patient_weight_kg',
  'patient.gender': 'patient_gender',
  allergies: 'allergies',
  medications: 'medications',
  pharmacy_id: 'pharmacy_id',
  share_health_data: 'share_health_data',
  consent: 'consent',
};

export function startFormErrors(errors: Record<string, string[]>): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const [path, messages] of Object.entries(errors)) {
    const field = FIELD_OF_PATH[path] ?? path;
    (out[field] ??= []).push(...messages);
  }
  return out;
}
