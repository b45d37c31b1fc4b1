import { errorsByField, numberOr, patientFrom, readFields } from '~/lib/form-fields';
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

export function readUploadForm(form: FormData): UploadFormValues {
  const values = readFields(form, UPLOAD_FIELD_NAMES);
  const fileIds = [...new Set(form.getAll('file_ids').flatMap((v) => (typeof v === 'string' && v.trim() ? [v.trim()] : [])))];
  return { values, fileIds };
}

/** The body of `POST /api/prescriptions` from the form, unchecked: the route's action parses it with the contract. */
export function createBodyFrom({ values, fileIds }: UploadFormValues) {
  return {
    file_ids: fileIds,
    patient: patientFrom(values),
    doctor: { name: values.doctor_name, sip: values.doctor_sip || null },
    date: values.prescribed_at,
    notes: values.notes,
    pharmacy_id: numberOr(values.pharmacy_id, undefined),
  };
}

/** The contract's paths that name a field of their own (the patient's are lib/form-fields'). */
const FIELD_OF_PATH: Record<string, UploadFieldName> = {
  'doctor.name': 'doctor_name',
  'doctor.sip': 'doctor_sip',
  date: 'prescribed_at',
};

export function formErrors(errors: Record<string, string[]>): Record<string, string[]> {
  return errorsByField(errors, (path) => FIELD_OF_PATH[path] ?? (path.startsWith('file_ids') ? 'file_ids' : undefined));
}
