import type { DoctorGender, DoctorSpecialty, IndonesianTimeZone } from '@apotek/contract';
import type { Generated } from 'kysely';

/** A listed doctor (migration 20251121_0032; docs/decisions/027-doctors.md). */
export interface DoctorsTable {
  id: Generated<number>;
  slug: string;
  /** The doctor's sign-in account (role doctor); null while a listed doctor has none. */
  user_id: number | null;
  name: string;
  /** A media URL (/api/media/{hash}/{width}), or null until a photo is stored. */
  photo_url: string | null;
  specialty: DoctorSpecialty;
  gender: DoctorGender;
  str_number: string;
  /** The year practice began; years of practice are counted from it on the Jakarta calendar. */
  practising_since: number;
  facility_name: string;
  facility_city: string;
  /** Rupiah per consultation. */
  fee: number;
  /** The IANA zone of the doctor's clock, in which doctor_schedules is kept. */
  time_zone: Generated<IndonesianTimeZone>;
  /** 1 or 0: the doctor's own switch, 0 while on leave. */
  accepting: Generated<number>;
  /** How many reviews and the sum of their ratings, refreshed from doctor_reviews when one is written. */
  rating_count: Generated<number>;
  rating_total: Generated<number>;
  created_at: string;
  updated_at: string;
}

/** A weekly slot, 'HH:mm' on the doctor's clock; ISO weekday 1 (Monday) … 7 (Sunday); '24:00' ends a day. */
export interface DoctorSchedulesTable {
  doctor_id: number;
  weekday: number;
  starts_at: string;
  ends_at: string;
}

export interface DoctorLanguagesTable {
  doctor_id: number;
  /** An ISO 639 code of DOCTOR_LANGUAGES. */
  language: string;
  /** The order the doctor lists them in (their first language first). */
  position: Generated<number>;
}

export interface DoctorReviewsTable {
  id: Generated<number>;
  doctor_id: number;
  customer_id: number | null;
  /** The reviewer's name when they wrote it; only its masked form leaves the API. */
  author_name: string;
  /** The consultation reviewed; filled in by the consultations slice. */
  consultation_id: number | null;
  rating: number;
  text: string;
  created_at: string;
}

export interface DoctorsTables {
  doctors: DoctorsTable;
  doctor_schedules: DoctorSchedulesTable;
  doctor_languages: DoctorLanguagesTable;
  doctor_reviews: DoctorReviewsTable;
}
