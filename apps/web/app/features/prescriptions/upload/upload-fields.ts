import type { FormResult } from '~/lib/form-result';

/** The text fields of the upload form, as the action reads them back into the form after a refusal. */
export const UPLOAD_FIELD_NAMES = ['patient_type', 'patient_name', 'patient_age', 'patient_weight_kg', 'doctor_name', 'doctor_sip', 'prescribed_at', 'notes', 'pharmacy_id'] as const;
export type UploadFieldName = (typeof UPLOAD_FIELD_NAMES)[number];

export type UploadResult = FormResult;

/** The form as typed: trimmed text per field, and the stored file ids the page's uploads left in it. */
export interface UploadFormValues {
  values: Record<UploadFieldName, string>;
  fileIds: string[];
}

function text(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value.trim() : '';
}

export function readUploadForm(form: FormData): UploadFormValues {
  const values = Object.fromEntries(UPLOAD_FIELD_NAMES.map((name) => [name, text(form, name)])) as Record<UploadFieldName, string>;
  const fileIds = [...new Set(form.getAll('file_ids').flatMap((v) => (typeof v === 'string' && v.trim() ? [v.trim()] : [])))];
  return { values, fileIds };
}

/** A number field: empty is "not given", anything else goes to the contract as typed (it judges). */
function numberOr(raw: string, empty: null | undefined): number | string | null | undefined {
  if (raw === '') return empty;
  const n = Number(raw.replace(',', '.'));
  return Number.isFinite(n) ? n : raw;
}

/** The body of `POST /api/prescriptions` from the form, unchecked: the route's action parses it with the contract. */
export function createBodyFrom({ values, fileIds }: UploadFormValues) {
  return {
    file_ids: fileIds,
    patient: {
      relation: values.patient_type === 'family' ? 'family' : 'self',
      name: values.patient_name,
      age: numberOr(values.patient_age, undefined),
      weight_kg: numberOr(values.patient_weight_kg, null),
    },
    doctor: { name: values.doctor_name, sip: values.doctor_sip || null },
    date: values.prescribed_at,
    notes: values.notes,
    pharmacy_id: numberOr(values.pharmacy_id, undefined),
  };
}

/** The contract's error paths (patient.name…) as the form's field names (patient_name…). */
const FIELD_OF_PATH: Record<string, UploadFieldName | 'file_ids'> = {
  'patient.name': 'patient_name',
  'patient.age': 'patient_age',
  'patient.weight_kg': 'patient_weight_kg',
  'patient.relation': 'patient_type',
  'doctor.name': 'doctor_name',
  'doctor.sip': 'doctor_sip',
  date: 'prescribed_at',
  notes: 'notes',
  pharmacy_id: 'pharmacy_id',
  file_ids: 'file_ids',
};

export function formErrors(errors: Record<string, string[]>): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const [path, messages] of Object.entries(errors)) {
    const field = FIELD_OF_PATH[path] ?? (path.startsWith('file_ids') ? 'file_ids' : path);
    (out[field] ??= []).push(...messages);
  }
  return out;
}
