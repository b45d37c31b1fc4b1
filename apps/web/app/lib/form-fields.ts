/**
 * Reading a posted form into the body a contract call takes, unchecked: the API (or the route's action)
 * parses it with the contract's schema and answers each error in the page's language, and the errors'
 * paths are mapped back onto the form's fields. Shared by the forms that describe a patient (the
 * prescription upload, a consultation, an appointment).
 */

/** Each field's trimmed text ('' when absent), so the form can be filled again after a refusal. */
export function readFields<F extends string>(form: FormData, names: readonly F[]): Record<F, string> {
  return Object.fromEntries(
    names.map((name) => {
      const value = form.get(name);
      return [name, typeof value === 'string' ? value.trim() : ''];
    }),
  ) as Record<F, string>;
}

/** A number field: empty is "not given" (`empty`), anything else goes on as typed, for the contract to judge. */
export function numberOr(raw: string, empty: null | undefined): number | string | null | undefined {
  if (raw === '') return empty;
  const n = Number(raw.replace(',', '.'));
  return Number.isFinite(n) ? n : raw;
}

/** A checkbox or switch posted as "on", "1" or "true". */
export function isTicked(value: string | undefined): boolean {
  return value === 'on' || value === '1' || value === 'true';
}

/** The form's patient fields. `patient_gender` only where the form asks for it. */
export interface PatientFields {
  patient_type: string;
  patient_name: string;
  patient_age: string;
  patient_weight_kg: string;
  patient_gender?: string;
}

/** The contract's `patient` from the form: self unless "family" was chosen; a weight only when typed. */
export function patientFrom(values: PatientFields): Record<string, unknown> {
  return {
    relation: values.patient_type === 'family' ? 'family' : 'self',
    name: values.patient_name,
    age: numberOr(values.patient_age, undefined),
    weight_kg: numberOr(values.patient_weight_kg, null),
    ...(values.patient_gender !== undefined ? { gender: values.patient_gender || undefined } : {}),
  };
}

/** The patient's error paths (patient.name…) as the form's field names (patient_name…). */
export const PATIENT_FIELD_OF_PATH: Readonly<Record<string, string>> = {
  'patient.relation': 'patient_type',
  'patient.name': 'patient_name',
  'patient.age': 'patient_age',
  'patient.weight_kg': 'patient_weight_kg',
  'patient.gender': 'patient_gender',
};

/** The contract's errors by path, as the form's fields: `fieldOf` names one, or the path stays as it is. */
export function errorsByField(errors: Record<string, string[]>, fieldOf: (path: string) => string | undefined): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const [path, messages] of Object.entries(errors)) (out[fieldOf(path) ?? PATIENT_FIELD_OF_PATH[path] ?? path] ??= []).push(...messages);
  return out;
}
