// The doctors' vocabularies without a zod schema: the web's pages import these without loading zod (ADR 020).
// doctors.ts re-exports them with their schemas.
import type { Locale } from './constants.ts';

/** The specialties the shop lists (issue 12), in the order the doctor page shows its chips. */
export const DOCTOR_SPECIALTIES = ['umum', 'anak', 'kulit_kelamin', 'kandungan', 'penyakit_dalam', 'gigi', 'jiwa', 'gizi'] as const;
export type DoctorSpecialty = (typeof DOCTOR_SPECIALTIES)[number];

/**
 * The specialties' names in both languages. The API answers `specialty_label` in the request's language and
 * searches `q` in both; the web has its own copy in its message files, as it does for every string.
 */
export const DOCTOR_SPECIALTY_LABELS: Readonly<Record<DoctorSpecialty, Readonly<Record<Locale, string>>>> = {
  umum: { id: 'Dokter Umum', en: 'General Practitioner' },
  anak: { id: 'Anak', en: 'Paediatrics' },
  kulit_kelamin: { id: 'Kulit & Kelamin', en: 'Dermatology & Venereology' },
  kandungan: { id: 'Kandungan', en: 'Obstetrics & Gynaecology' },
  penyakit_dalam: { id: 'Penyakit Dalam', en: 'Internal Medicine' },
  gigi: { id: 'Gigi', en: 'Dentistry' },
  jiwa: { id: 'Jiwa', en: 'Psychiatry' },
  gizi: { id: 'Gizi Klinik', en: 'Clinical Nutrition' },
};

/** Languages a doctor can consult in, as ISO 639 codes: Indonesian, English and the regional languages patients ask for most. */
export const DOCTOR_LANGUAGES = ['id', 'en', 'jv', 'su', 'ban', 'bug', 'min', 'zh'] as const;
export type DoctorLanguage = (typeof DOCTOR_LANGUAGES)[number];

export const DOCTOR_GENDERS = ['male', 'female'] as const;
export type DoctorGender = (typeof DOCTOR_GENDERS)[number];

/**
 * `recommended`: online now first, then the best rated (an average over few reviews counts for less), then
 * the most reviewed; `rating`: highest average; `fee_asc` / `fee_desc`; `experience`: longest in practice.
 */
export const DOCTOR_SORTS = ['recommended', 'rating', 'fee_asc', 'fee_desc', 'experience'] as const;
export type DoctorSort = (typeof DOCTOR_SORTS)[number];

/** Cards per page of /doctor (and the API's default page size for GET /api/doctor). */
export const DOCTOR_PAGE_SIZE = 12;
/** Reviews per page on a doctor's profile. */
export const DOCTOR_REVIEW_PAGE_SIZE = 5;
/** The most a fee filter may name, in rupiah: far above any consultation fee, low enough to stay an integer in SQL. */
export const DOCTOR_MAX_FEE = 10_000_000;

/**
 * A reviewer's name as other customers see it: the first name's first and last letter around three stars
 * ("Budi Santoso" → "B***i"), so a review reads as from a person without naming them (UU PDP 27/2022).
 */
export function maskReviewerName(name: string): string {
  const first = Array.from(name.trim().split(/\s+/, 1)[0] ?? '');
  if (first.length === 0) return '***';
  if (first.length <= 2) return `${first[0]}***`;
  return `${first[0]}***${first.at(-1)}`;
}
