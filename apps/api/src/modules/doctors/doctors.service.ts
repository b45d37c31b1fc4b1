import {
  DOCTOR_SPECIALTIES,
  DOCTOR_SPECIALTY_LABELS,
  type DoctorDetail,
  type DoctorGender,
  type DoctorLanguage,
  type DoctorReview,
  type DoctorSort,
  type DoctorSpecialty,
  type DoctorSummary,
  lastPageOf,
  type Locale,
  maskReviewerName,
  type Page,
} from '@apotek/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { notFound } from '../../platform/api-error.ts';
import type { Clock } from '../../platform/clock.ts';
import { countDoctors, countReviews, type DoctorCardRow, type DoctorFilter, findDoctor, languagesOf, listDoctors, listReviews, scheduleOf } from './doctors.repository.ts';
import { availabilityAt, clocksAt, jakartaYear } from './schedule.ts';

export interface DoctorListOptions {
  page: number;
  perPage: number;
  q?: string | undefined;
  specialty?: DoctorSpecialty[] | undefined;
  online?: boolean | undefined;
  min_fee?: number | undefined;
  max_fee?: number | undefined;
  min_rating?: number | undefined;
  gender?: DoctorGender | undefined;
  language?: DoctorLanguage | undefined;
  sort: DoctorSort;
}

/** Words people search a specialty by besides its names ("psikiater", "obgyn"), lower case. */
const SPECIALTY_TERMS: Readonly<Record<DoctorSpecialty, readonly string[]>> = {
  umum: ['umum', 'general', 'gp'],
  anak: ['anak', 'pediatri', 'paediatri', 'pediatric', 'bayi', 'child'],
  kulit_kelamin: ['kulit', 'kelamin', 'dermatolog', 'skin', 'jerawat'],
  kandungan: ['kandungan', 'obgyn', 'obstetri', 'ginekolog', 'gynaecolog', 'gynecolog', 'hamil', 'kehamilan', 'pregnan'],
  penyakit_dalam: ['penyakit dalam', 'internis', 'internal'],
  gigi: ['gigi', 'dokter gigi', 'dentist', 'dental'],
  jiwa: ['jiwa', 'psikiater', 'psychiatr', 'mental', 'kesehatan mental'],
  gizi: ['gizi', 'nutrisi', 'nutrition', 'diet'],
};

/** The specialties a search text names, by either language's label or a common term. */
export function specialtiesNamedBy(text: string): DoctorSpecialty[] {
  const q = text.trim().toLowerCase();
  if (q.length < 2) return [];
  return DOCTOR_SPECIALTIES.filter((s) => {
    const labels = Object.values(DOCTOR_SPECIALTY_LABELS[s]).map((l) => l.toLowerCase());
    return labels.some((l) => l.includes(q)) || SPECIALTY_TERMS[s].some((term) => term.includes(q) || q.includes(term));
  });
}

function rating(count: number, total: number) {
  return { average: count > 0 ? Math.round((total / count) * 10) / 10 : null, count };
}

export class DoctorsService {
  constructor(private readonly deps: { db: Kysely<Database>; clock: Clock }) {}

  /** GET /api/doctor: a page of cards in the asked order; "online" is read at the clock's now. */
  async list(options: DoctorListOptions, locale: Locale): Promise<Page<DoctorSummary>> {
    const now = this.deps.clock.now();
    const clocks = clocksAt(now);
    const filter: DoctorFilter = {
      q: options.q,
      qSpecialties: options.q ? specialtiesNamedBy(options.q) : [],
      specialties: options.specialty,
      onlineAt: options.online ? clocks : undefined,
      minFee: options.min_fee,
      maxFee: options.max_fee,
      minRating: options.min_rating,
      gender: options.gender,
      language: options.language,
    };
    const { page, perPage } = options;
    const [rows, total] = await Promise.all([
      listDoctors(this.deps.db, filter, options.sort, clocks, { offset: (page - 1) * perPage, limit: perPage }),
      countDoctors(this.deps.db, filter),
    ]);
    const languages = await languagesOf(this.deps.db, rows.map((r) => r.id));
    const year = jakartaYear(now);
    return {
      data: rows.map((row) => this.summary(row, languages.get(row.id) ?? [], Boolean(Number(row.is_online)), year, locale)),
      page,
      perPage,
      total,
      lastPage: lastPageOf(total, perPage),
    };
  }

  /** GET /api/doctor/{id}: the profile with the weekly schedule and where now falls in it. */
  async detail(idOrSlug: string, locale: Locale): Promise<DoctorDetail> {
    const row = await findDoctor(this.deps.db, idOrSlug);
    if (!row) throw notFound();
    const now = this.deps.clock.now();
    const [schedule, languages] = await Promise.all([scheduleOf(this.deps.db, row.id), languagesOf(this.deps.db, [row.id])]);
    const accepting = row.accepting === 1;
    const when = availabilityAt(schedule, now, row.time_zone);
    const online = accepting && when.inSchedule;
    return {
      ...this.summary(row, languages.get(row.id) ?? [], online, jakartaYear(now), locale),
      str_number: row.str_number,
      practising_since: row.practising_since,
      accepting,
      schedule,
      online_until: online ? when.until : null,
      next_available: accepting ? when.next : [],
    };
  }

  /** GET /api/doctor/{id}/reviews: newest first, the reviewers' names masked. */
  async reviews(idOrSlug: string, paging: { page: number; perPage: number }): Promise<Page<DoctorReview>> {
    const doctor = await findDoctor(this.deps.db, idOrSlug);
    if (!doctor) throw notFound();
    const { page, perPage } = paging;
    const [rows, total] = await Promise.all([
      listReviews(this.deps.db, doctor.id, { offset: (page - 1) * perPage, limit: perPage }),
      countReviews(this.deps.db, doctor.id),
    ]);
    return {
      data: rows.map((r) => ({ id: r.id, rating: r.rating, text: r.text, author: maskReviewerName(r.author_name), created_at: r.created_at })),
      page,
      perPage,
      total,
      lastPage: lastPageOf(total, perPage),
    };
  }

  private summary(row: Omit<DoctorCardRow, 'is_online'>, languages: DoctorLanguage[], online: boolean, year: number, locale: Locale): DoctorSummary {
    return {
      id: row.id,
      slug: row.slug,
      name: row.name,
      photo_url: row.photo_url,
      specialty: row.specialty,
      specialty_label: DOCTOR_SPECIALTY_LABELS[row.specialty][locale],
      gender: row.gender,
      languages,
      years_of_practice: Math.max(0, year - row.practising_since),
      facility: { name: row.facility_name, city: row.facility_city },
      fee: row.fee,
      rating: rating(row.rating_count, row.rating_total),
      is_online: online,
      time_zone: row.time_zone,
    };
  }
}
