import { z } from 'zod';
import { DOCTOR_GENDERS, DOCTOR_LANGUAGES, DOCTOR_MAX_FEE, DOCTOR_PAGE_SIZE, DOCTOR_REVIEW_PAGE_SIZE, DOCTOR_SORTS, DOCTOR_SPECIALTIES, type DoctorSpecialty } from './doctor-vocabulary.ts';
import { envelope, page } from './envelope.ts';
import { indonesianTimeZone } from './time-zones.ts';

export * from './doctor-vocabulary.ts';
export * from './doctor-schedule.ts';

export const doctorSpecialty = z.enum(DOCTOR_SPECIALTIES);
export const doctorLanguage = z.enum(DOCTOR_LANGUAGES);
export const doctorGender = z.enum(DOCTOR_GENDERS);
export const doctorSort = z.enum(DOCTOR_SORTS);

/** Average of the reviews to one decimal, null before the first; `count` is how many there are. */
export const doctorRating = z.object({ average: z.number().nullable(), count: z.number().int().min(0) });
export type DoctorRating = z.infer<typeof doctorRating>;

/** A doctor on a list card. `is_online`: marked available and inside a slot of the weekly schedule now. */
export const doctorSummary = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  photo_url: z.string().nullable(),
  specialty: doctorSpecialty,
  /** The specialty's name in the request's language. */
  specialty_label: z.string(),
  gender: doctorGender,
  languages: z.array(doctorLanguage),
  /** Whole years since the doctor started practising, counted on the Jakarta calendar. */
  years_of_practice: z.number().int().min(0),
  facility: z.object({ name: z.string(), city: z.string() }),
  /** Rupiah per consultation. */
  fee: z.number().int().min(0),
  rating: doctorRating,
  is_online: z.boolean(),
  /** The IANA zone of the doctor's clock, in which `schedule` is kept (WIB, WITA or WIT). */
  time_zone: indonesianTimeZone,
});
export type DoctorSummary = z.infer<typeof doctorSummary>;

/** A weekly slot on the doctor's clock: ISO weekday 1 (Monday) … 7 (Sunday), 'HH:mm' to 'HH:mm' ('24:00' is the day's end). */
export const doctorScheduleSlot = z.object({
  weekday: z.number().int().min(1).max(7),
  starts_at: z.string(),
  ends_at: z.string(),
});
export type DoctorScheduleSlot = z.infer<typeof doctorScheduleSlot>;

/** A coming stretch of practice as instants (ISO 8601 with the doctor's offset). */
export const doctorWindow = z.object({ starts_at: z.string(), ends_at: z.string() });
export type DoctorWindow = z.infer<typeof doctorWindow>;

export const doctorDetail = doctorSummary.extend({
  /** Surat Tanda Registrasi from the Konsil Kesehatan Indonesia, shown as the law requires. */
  str_number: z.string(),
  practising_since: z.number().int(),
  /** The doctor's own switch: false while on leave, whatever the schedule says. */
  accepting: z.boolean(),
  schedule: z.array(doctorScheduleSlot),
  /** When online now: the end of the current stretch. */
  online_until: z.string().nullable(),
  /** The next stretches that start after now (at most three); empty while not accepting. */
  next_available: z.array(doctorWindow),
});
export type DoctorDetail = z.infer<typeof doctorDetail>;

export const doctorReview = z.object({
  id: z.number().int(),
  rating: z.number().int().min(1).max(5),
  text: z.string(),
  /** The reviewer's first name masked ("B***i"): maskReviewerName. */
  author: z.string(),
  created_at: z.string(),
});
export type DoctorReview = z.infer<typeof doctorReview>;

const fee = z.coerce.number().int().min(0).max(DOCTOR_MAX_FEE);
const flag = z.enum(['0', '1', 'true', 'false']).transform((v) => v === '1' || v === 'true');
/** A comma-separated list of specialties ("anak,gizi"), any of which matches; a wrong one is an error on `specialty` itself. */
const specialties = z
  .string()
  .max(200)
  .transform((value, ctx) => {
    const list = [...new Set(value.split(',').map((s) => s.trim()).filter(Boolean))];
    const wrong = list.find((s) => !(DOCTOR_SPECIALTIES as readonly string[]).includes(s));
    if (list.length === 0 || wrong !== undefined) {
      ctx.addIssue({ code: 'invalid_value', values: [...DOCTOR_SPECIALTIES], input: wrong ?? value });
      return z.NEVER;
    }
    return list as DoctorSpecialty[];
  });

/** GET /api/doctor. `q` finds names, facilities and specialty names (Indonesian or English). */
export const doctorsQuery = z
  .object({
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    perPage: z.coerce.number().int().min(1).max(50).default(DOCTOR_PAGE_SIZE),
    q: z.string().trim().max(100).optional(),
    specialty: specialties.optional(),
    online: flag.optional(),
    min_fee: fee.optional(),
    max_fee: fee.optional(),
    min_rating: z.coerce.number().min(1).max(5).optional(),
    gender: doctorGender.optional(),
    language: doctorLanguage.optional(),
    sort: doctorSort.default('recommended'),
  })
  .superRefine((query, ctx) => {
    if (query.min_fee !== undefined && query.max_fee !== undefined && query.max_fee < query.min_fee) {
      ctx.addIssue({ code: 'too_small', origin: 'number', minimum: query.min_fee, inclusive: true, input: query.max_fee, path: ['max_fee'] });
    }
  });
export type DoctorsQuery = z.input<typeof doctorsQuery>;

export const doctorReviewsQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  perPage: z.coerce.number().int().min(1).max(50).default(DOCTOR_REVIEW_PAGE_SIZE),
});

export const doctorsResponse = envelope(page(doctorSummary));
export const doctorResponse = envelope(doctorDetail);
export const doctorReviewsResponse = envelope(page(doctorReview));
