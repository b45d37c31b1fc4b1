import type { Locale } from './constants.ts';
import { RULE_MESSAGES } from './messages.ts';
import { isDecimal } from './rules/decimal.ts';

/**
 * The health tracker (issue 14; SPEC §4, §5, §7 "Health tracking"; docs/decisions/035-health-tracker.md):
 * BMI and six other trackers, their fields with ranges and decimals, reference ranges with their sources,
 * without zod,
 * so the pages can import it; the calls' schemas are in health-tracker.ts. The checks live here so the page
 * and the API say the same thing.
 */

export const HEALTH_TRACKERS = ['bmi', 'weight', 'blood_pressure', 'blood_sugar', 'cholesterol', 'heart_rate', 'child_temperature'] as const;
export type HealthTrackerName = (typeof HEALTH_TRACKERS)[number];

export const BLOOD_SUGAR_KINDS = ['fasting', 'after_meal', 'random'] as const;
export type BloodSugarKind = (typeof BLOOD_SUGAR_KINDS)[number];

/** The version of the health-data consent text (UU PDP 27/2022 art. 4(2)(a) specific personal data). */
export const HEALTH_CONSENT_VERSION = '2025-11-25';
export const HEALTH_CONSENT_DOCUMENT = 'health_data';

/** One numeric field of a tracker: its sensible range and how many decimals it takes (SPEC §5 decimal rule). */
export interface HealthField {
  name: string;
  unit: string;
  min: number;
  max: number;
  fractionDigits: number;
  required: boolean;
}

const f = (name: string, unit: string, min: number, max: number, fractionDigits: number, required = true): HealthField => ({ name, unit, min, max, fractionDigits, required });

/** The fields each tracker records; BMI's `bmi` is computed, never sent. */
export const HEALTH_FIELDS: Readonly<Record<HealthTrackerName, readonly HealthField[]>> = {
  bmi: [f('height', 'cm', 50, 250, 1), f('weight', 'kg', 2, 300, 1)],
  weight: [f('weight', 'kg', 2, 300, 1)],
  blood_pressure: [f('systolic', 'mmHg', 60, 260, 0), f('diastolic', 'mmHg', 30, 160, 0), f('pulse', 'bpm', 30, 220, 0, false)],
  blood_sugar: [f('glucose', 'mg/dL', 20, 600, 0)],
  cholesterol: [f('total', 'mg/dL', 50, 500, 0), f('ldl', 'mg/dL', 20, 400, 0, false), f('hdl', 'mg/dL', 10, 150, 0, false), f('triglycerides', 'mg/dL', 20, 1000, 0, false)],
  heart_rate: [f('bpm', 'bpm', 30, 220, 0)],
  child_temperature: [f('temperature', '°C', 34, 43, 1)],
};

/** The field each tracker's chart draws (BMI draws the computed index). */
export const HEALTH_CHART_FIELDS: Readonly<Record<HealthTrackerName, readonly string[]>> = {
  bmi: ['bmi'],
  weight: ['weight'],
  blood_pressure: ['systolic', 'diastolic'],
  blood_sugar: ['glucose'],
  cholesterol: ['total', 'ldl', 'hdl', 'triglycerides'],
  heart_rate: ['bpm'],
  child_temperature: ['temperature'],
};

// --- BMI ---------------------------------------------------------------------------------------------

export const BMI_CATEGORIES = ['underweight', 'normal', 'overweight', 'obese'] as const;
export type BmiCategory = (typeof BMI_CATEGORIES)[number];

/** Where the cut-offs and reference ranges come from: shown on the page and returned by the API. */
export const HEALTH_SOURCES = {
  bmi: 'Kemenkes RI, Direktorat P2PTM — Klasifikasi IMT (Asia-Pasifik); WHO WPRO, The Asia-Pacific perspective: redefining obesity and its treatment (2000)',
  weight: 'Kemenkes RI, Direktorat P2PTM — Klasifikasi IMT (Asia-Pasifik); WHO WPRO (2000)',
  blood_pressure: 'Kemenkes RI, Direktorat P2PTM — Klasifikasi tekanan darah (JNC 7); PERHI, Konsensus Penatalaksanaan Hipertensi 2019',
  blood_sugar: 'PERKENI, Pedoman Pengelolaan dan Pencegahan Diabetes Melitus Tipe 2 Dewasa di Indonesia (2021)',
  cholesterol: 'Kemenkes RI, Direktorat P2PTM — Kadar kolesterol (NCEP ATP III); PERKI, Panduan Tata Laksana Dislipidemia (2022)',
  heart_rate: 'American Heart Association — resting heart rate of adults 60–100 bpm; Kemenkes RI, Direktorat P2PTM',
  child_temperature: 'IDAI (Ikatan Dokter Anak Indonesia) — Demam pada anak: suhu normal 36,5–37,5 °C, demam ≥ 38 °C',
} as const satisfies Record<HealthTrackerName, string>;

/** BMI = kg / m², rounded to one decimal. */
export function bmiOf(heightCm: number, weightKg: number): number {
  const m = heightCm / 100;
  return Math.round((weightKg / (m * m)) * 10) / 10;
}

/** WHO Asia-Pacific cut-offs used in Indonesia: < 18.5, 18.5–22.9, 23–24.9, ≥ 25 (on the rounded index). */
export function bmiCategory(bmi: number): BmiCategory {
  if (bmi < 18.5) return 'underweight';
  if (bmi < 23) return 'normal';
  if (bmi < 25) return 'overweight';
  return 'obese';
}

/** A band of a reference range, shaded on the chart: `low`..`high` of `field` counts as normal. */
export interface ReferenceBand {
  field: string;
  low: number;
  high: number;
  /** For blood sugar: the kind of reading the band belongs to. */
  kind?: BloodSugarKind;
}

/** The normal bands per tracker (weight has none of its own: the page derives one from the latest height). */
export const REFERENCE_BANDS: Readonly<Record<HealthTrackerName, readonly ReferenceBand[]>> = {
  bmi: [{ field: 'bmi', low: 18.5, high: 22.9 }],
  weight: [],
  blood_pressure: [
    { field: 'systolic', low: 90, high: 119 },
    { field: 'diastolic', low: 60, high: 79 },
  ],
  blood_sugar: [
    { field: 'glucose', low: 70, high: 99, kind: 'fasting' },
    { field: 'glucose', low: 70, high: 139, kind: 'after_meal' },
    { field: 'glucose', low: 70, high: 139, kind: 'random' },
  ],
  cholesterol: [
    { field: 'total', low: 0, high: 199 },
    { field: 'ldl', low: 0, high: 99 },
    { field: 'hdl', low: 40, high: 150 },
    { field: 'triglycerides', low: 0, high: 149 },
  ],
  heart_rate: [{ field: 'bpm', low: 60, high: 100 }],
  child_temperature: [{ field: 'temperature', low: 36.5, high: 37.5 }],
};

// --- Messages ----------------------------------------------------------------------------------------

/** Field labels of the tracker's messages, in both locales. */
export const HEALTH_FIELD_LABELS: Readonly<Record<Locale, Record<string, string>>> = {
  id: {
    height: 'Tinggi badan',
    weight: 'Berat badan',
    systolic: 'Sistolik',
    diastolic: 'Diastolik',
    pulse: 'Denyut nadi',
    glucose: 'Gula darah',
    total: 'Kolesterol total',
    ldl: 'LDL',
    hdl: 'HDL',
    triglycerides: 'Trigliserida',
    bpm: 'Detak jantung',
    temperature: 'Suhu',
    child_name: 'Nama anak',
    kind: 'Jenis pengukuran',
    date: 'Tanggal',
    note: 'Catatan',
    tracker: 'Pelacak',
  },
  en: {
    height: 'Height',
    weight: 'Weight',
    systolic: 'Systolic',
    diastolic: 'Diastolic',
    pulse: 'Pulse',
    glucose: 'Blood sugar',
    total: 'Total cholesterol',
    ldl: 'LDL',
    hdl: 'HDL',
    triglycerides: 'Triglycerides',
    bpm: 'Heart rate',
    temperature: 'Temperature',
    child_name: "Child's name",
    kind: 'Kind of reading',
    date: 'Date',
    note: 'Note',
    tracker: 'Tracker',
  },
};

export const HEALTH_MESSAGES = {
  id: {
    outOfRange: '{field} harus antara {min} dan {max} {unit}',
    tooManyDecimals: '{field} paling banyak {digits} angka di belakang koma',
    noDecimals: '{field} harus bilangan bulat',
    systolicBelowDiastolic: 'Sistolik harus lebih tinggi dari diastolik',
    required: '{field} wajib diisi',
    childName: 'Nama anak wajib diisi (maksimal 60 karakter)',
    kind: 'Pilih jenis pengukuran gula darah',
    date: 'Tanggal harus berformat YYYY-MM-DD dan tidak di masa depan',
    consentRequired: 'Data kesehatan adalah data pribadi yang bersifat spesifik. Berikan persetujuan Anda terlebih dahulu sebelum mencatat.',
    notShared: 'Pasien tidak membagikan data kesehatannya untuk konsultasi ini',
    noConsent: 'Pasien belum atau tidak lagi menyetujui pemrosesan data kesehatannya',
    notDuring: 'Data kesehatan pasien hanya dapat dilihat selama konsultasi berlangsung',
    saved: 'Catatan kesehatan disimpan',
    deleted: 'Catatan kesehatan dihapus',
    consented: 'Persetujuan data kesehatan dicatat',
  },
  en: {
    outOfRange: '{field} must be between {min} and {max} {unit}',
    tooManyDecimals: '{field} may have at most {digits} digits after the decimal point',
    noDecimals: '{field} must be a whole number',
    systolicBelowDiastolic: 'Systolic must be higher than diastolic',
    required: 'The {field} field is required',
    childName: "The child's name is required (at most 60 characters)",
    kind: 'Choose the kind of blood sugar reading',
    date: 'The date must be YYYY-MM-DD and not in the future',
    consentRequired: 'Health data is specific personal data. Give your consent before recording any.',
    notShared: 'The patient did not share their health data for this consultation',
    noConsent: 'The patient has not consented, or no longer consents, to the processing of their health data',
    notDuring: "The patient's health data can only be seen while the consultation is under way",
    saved: 'Health entry saved',
    deleted: 'Health entry deleted',
    consented: 'Health data consent recorded',
  },
} as const satisfies Record<Locale, Record<string, string>>;
export type HealthMessageKey = keyof (typeof HEALTH_MESSAGES)['id'];

export function healthLabel(field: string, locale: Locale): string {
  return HEALTH_FIELD_LABELS[locale][field] ?? field;
}

export function healthMessage(key: HealthMessageKey, locale: Locale, vars: Record<string, string | number> = {}): string {
  let text: string = HEALTH_MESSAGES[locale][key];
  for (const [k, v] of Object.entries(vars)) text = text.replaceAll(`{${k}}`, String(v));
  return text;
}

function formatBound(n: number, locale: Locale): string {
  return locale === 'id' ? String(n).replace('.', ',') : String(n);
}

// --- Input checks -----------------------------------------------------------------------------------

/** An entry as posted (the schema in health-tracker.ts reads it): numbers as numbers or typed text. */
export interface HealthEntryInput {
  tracker: HealthTrackerName;
  date?: string | null | undefined;
  kind?: string | null | undefined;
  child_name?: string | null | undefined;
  note?: string | null | undefined;
  [field: string]: unknown;
}

export interface CheckedEntry {
  tracker: HealthTrackerName;
  date: string | null;
  label: string | null;
  note: string | null;
  values: Record<string, number>;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Reads one number by the SPEC §5 decimal rule ('.' or ','), then its decimals and range. */
function checkNumber(field: HealthField, raw: unknown, locale: Locale): { value?: number; error?: string } {
  const label = healthLabel(field.name, locale);
  if (raw === undefined || raw === null || raw === '') {
    return field.required ? { error: healthMessage('required', locale, { field: label }) } : {};
  }
  const text = typeof raw === 'number' ? (Number.isFinite(raw) ? String(raw) : 'x') : String(raw).trim();
  if (!isDecimal(text, { separator: '.' }) && !isDecimal(text, { separator: ',' })) {
    return { error: RULE_MESSAGES[locale].decimal.replaceAll('{field}', label) };
  }
  const fraction = text.split(/[.,]/)[1] ?? '';
  if (fraction.length > field.fractionDigits) {
    return { error: field.fractionDigits === 0 ? healthMessage('noDecimals', locale, { field: label }) : healthMessage('tooManyDecimals', locale, { field: label, digits: field.fractionDigits }) };
  }
  const value = Number(text.replace(',', '.'));
  if (value < field.min || value > field.max) {
    return { error: healthMessage('outOfRange', locale, { field: label, min: formatBound(field.min, locale), max: formatBound(field.max, locale), unit: field.unit }) };
  }
  return { value };
}

/**
 * Checks an entry for its tracker: every field's decimals and range, the blood sugar kind, the child's
 * name, the date (YYYY-MM-DD, not after `today`). Answers the entry or the localised errors per field.
 */
export function checkHealthEntry(body: HealthEntryInput, locale: Locale, today: string): { entry: CheckedEntry } | { errors: Record<string, string[]> } {
  const errors: Record<string, string[]> = {};
  const values: Record<string, number> = {};
  const input = body as Record<string, unknown>;
  for (const field of HEALTH_FIELDS[body.tracker]) {
    const { value, error } = checkNumber(field, input[field.name], locale);
    if (error) errors[field.name] = [error];
    else if (value !== undefined) values[field.name] = value;
  }
  let label: string | null = null;
  if (body.tracker === 'blood_pressure' && values.systolic !== undefined && values.diastolic !== undefined && values.systolic <= values.diastolic) {
    errors.systolic = [healthMessage('systolicBelowDiastolic', locale)];
  }
  if (body.tracker === 'blood_sugar') {
    if (!body.kind || !(BLOOD_SUGAR_KINDS as readonly string[]).includes(body.kind)) errors.kind = [healthMessage('kind', locale)];
    else label = body.kind;
  }
  if (body.tracker === 'child_temperature') {
    const name = (body.child_name ?? '').trim();
    if (name === '' || name.length > 60) errors.child_name = [healthMessage('childName', locale)];
    else label = name;
  }
  let date: string | null = null;
  if (body.tracker !== 'bmi' && body.date) {
    const valid = DATE.test(body.date) && !Number.isNaN(Date.parse(`${body.date}T00:00:00Z`)) && new Date(`${body.date}T00:00:00Z`).toISOString().slice(0, 10) === body.date;
    if (!valid || body.date > today) errors.date = [healthMessage('date', locale)];
    else date = body.date;
  }
  if (Object.keys(errors).length > 0) return { errors };
  if (body.tracker === 'bmi') values.bmi = bmiOf(values.height!, values.weight!);
  return { entry: { tracker: body.tracker, date, label, note: body.note?.trim() || null, values } };
}

/** Normal weight for a height by the Asia-Pacific BMI range (18.5–22.9), one decimal. */
export function normalWeightFor(heightCm: number): { low: number; high: number } {
  const m2 = (heightCm / 100) ** 2;
  return { low: Math.round(18.5 * m2 * 10) / 10, high: Math.round(22.9 * m2 * 10) / 10 };
}

/** SPEC §4: BMI entries by created_at; the others by date, a missing date as 1970-01-01; then by id. */
export function sortHealthEntries<T extends { tracker: string; date: string | null; created_at: string; id: number }>(entries: readonly T[]): T[] {
  const key = (e: T) => (e.tracker === 'bmi' ? e.created_at : (e.date ?? '1970-01-01'));
  return [...entries].sort((a, b) => {
    const ka = key(a);
    const kb = key(b);
    if (ka !== kb) return ka < kb ? -1 : 1;
    if (a.created_at !== b.created_at) return a.created_at < b.created_at ? -1 : 1;
    return a.id - b.id;
  });
}
