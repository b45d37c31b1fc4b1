import {
  type Appointment,
  APPOINTMENT_GROUPS,
  type appointmentsQuery,
  type doctorSlotsQuery,
  APPOINTMENT_LIVE_STATUSES,
  APPOINTMENT_PAID_STATUSES,
  APPOINTMENT_RULES,
  type AppointmentStatus,
  appointmentMoveAllowed,
  type CreateAppointmentBody,
  type DoctorSlots,
  jakartaDate,
  lastPageOf,
  type Locale,
  type Page,
  type PurchaseAppointmentBody,
} from '@apotek/contract';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database, Executor } from '../../db/database.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { ApiError, notFound } from '../../platform/api-error.ts';
import type { EventBus } from '../../platform/bus/bus.ts';
import type { Clock } from '../../platform/clock.ts';
import type { JobQueue } from '../../platform/jobs/job-queue.ts';
import type { JobTypes } from '../../platform/jobs/jobs.ts';
import type { JobsTables } from '../../platform/jobs/jobs.tables.ts';
import type { AuthUser } from '../../platform/request-context.ts';
import { DAY, MINUTE, toZonedIso } from '../../platform/wall-clock.ts';
import type { AppointmentNotice, AppointmentReminder } from './appointment-jobs.ts';
import { newAppointmentId } from './appointment-id.ts';
import { type AppointmentViewer, toAppointment } from './appointment.view.ts';
import type { AppointmentDoctor, AppointmentDoctors, AppointmentPayments, AppointmentPaymentsFactory, AppointmentRooms, AppointmentSettlement, AppointmentUsers } from './appointments.ports.ts';
import {
  type AppointmentOrder,
  type AppointmentRow,
  countAppointments,
  countUnpaid,
  findAppointment,
  insertAppointment,
  listAppointments,
  moveAppointment,
  setAppointment,
  takenStarts,
} from './appointments.repository.ts';
import { slotAt, slotsBetween } from './slots.ts';

export interface AppointmentsLog {
  warn(obj: object, msg: string): void;
}

export interface AppointmentsDeps {
  db: Kysely<Database>;
  clock: Clock;
  bus: EventBus;
  jobs: JobQueue;
  doctors: AppointmentDoctors;
  users: AppointmentUsers;
  /** The chat's appointment rooms; without it an approved appointment has no room. */
  rooms?: AppointmentRooms | undefined;
  payments: AppointmentPaymentsFactory;
  log: AppointmentsLog;
}

type SlotsQuery = z.output<typeof doctorSlotsQuery>;
type ListQuery = z.output<typeof appointmentsQuery>;

const REMINDERS = Object.entries(APPOINTMENT_RULES.reminders) as Array<[AppointmentReminder, number]>;
const PAID = new Set<AppointmentStatus>(APPOINTMENT_PAID_STATUSES);
const LIVE = new Set<AppointmentStatus>(APPOINTMENT_LIVE_STATUSES);
/** The scope doctors hold (ROLE_SCOPES.doctor): only they can be an appointment's doctor. */
const DOCTOR_SCOPE = 'consultations:answer';

/** Midnight starting a day of the shop's calendar (Asia/Jakarta keeps no daylight saving). */
function jakartaMidnight(date: string): number {
  return Date.parse(`${date}T00:00:00+07:00`);
}

function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);
}

/**
 * Appointments (issue 12; docs/decisions/030-appointments.md): free slots from the doctor's weekly schedule,
 * booking (the unique index decides a race), payment through the shop's payment port, the doctor's approval
 * or rejection, the customer's cancellation, refunds of paid ones, and the clock's jobs: unpaid ones expire,
 * unapproved ones lapse at their start, approved ones are done at their end and reminded of before.
 */
export class AppointmentsService {
  private readonly payments: AppointmentPayments;
  /** What the payment wiring calls when the money arrives (AppointmentSettlement). */
  readonly settlement: AppointmentSettlement;

  constructor(private readonly deps: AppointmentsDeps) {
    this.settlement = { markPaid: (trx, ref, paidAtIso) => this.markPaid(trx, ref, paidAtIso) };
    this.payments = deps.payments(this.settlement);
  }

  private now(): Date {
    return this.deps.clock.now();
  }

  private schedule<N extends keyof JobTypes & string>(db: Executor, name: N, payload: JobTypes[N], runAt: Date, uniqueKey: string): Promise<number | null> {
    return this.deps.jobs.schedule(db as unknown as Kysely<JobsTables>, { name, payload, runAt, uniqueKey });
  }

  // ---- Slots ------------------------------------------------------------------------------------

  /** GET /api/doctor/{id}/slots: the free slots of each asked day of the shop's calendar. */
  async slots(idOrSlug: string, query: SlotsQuery): Promise<DoctorSlots> {
    const { db } = this.deps;
    const doctor = await this.deps.doctors.find(db, idOrSlug);
    if (!doctor) throw notFound();
    const now = this.now().getTime();
    const from = query.from ?? jakartaDate(now);
    const dates = Array.from({ length: query.days }, (_, i) => addDays(from, i));
    const bookable = this.bookable(doctor);
    const free = new Map<string, Array<{ starts_at: string; ends_at: string }>>(dates.map((d) => [d, []]));
    if (bookable) {
      const lo = Math.max(jakartaMidnight(from), now + APPOINTMENT_RULES.leadMinutes * MINUTE);
      const hi = Math.min(jakartaMidnight(from) + query.days * DAY, now + APPOINTMENT_RULES.horizonDays * DAY);
      if (hi > lo) {
        const all = slotsBetween(doctor.schedule, doctor.timeZone, lo, hi, APPOINTMENT_RULES.slotMinutes);
        const taken = await takenStarts(db, doctor.id, new Date(lo).toISOString(), new Date(hi).toISOString());
        for (const slot of all) {
          if (taken.has(slot.start)) continue;
          free.get(jakartaDate(slot.start))?.push({ starts_at: isoIn(slot.start, doctor), ends_at: isoIn(slot.end, doctor) });
        }
      }
    }
    return {
      doctor: { id: doctor.id, slug: doctor.slug, name: doctor.name, fee: doctor.fee, time_zone: doctor.timeZone },
      bookable,
      slot_minutes: APPOINTMENT_RULES.slotMinutes,
      days: dates.map((date) => ({ date, slots: free.get(date)! })),
    };
  }

  /** A doctor takes appointments while they accept patients and have an account to approve them with. */
  private bookable(doctor: AppointmentDoctor): boolean {
    return doctor.accepting && doctor.userId !== null;
  }

  // ---- The customer -----------------------------------------------------------------------------

  /**
   * POST /api/appointment. The checks before the insert only explain a refusal kindly; the partial unique
   * index is what keeps a slot to one live appointment, so of any number of racing bookings one wins.
   */
  async create(user: AuthUser, body: CreateAppointmentBody, locale: Locale): Promise<Appointment> {
    const { db } = this.deps;
    const doctor = await this.deps.doctors.find(db, String(body.doctor_id));
    if (!doctor) throw notFound();
    if (!this.bookable(doctor)) throw new ApiError(409, 'appointmentDoctorUnavailable');
    const now = this.now();
    const start = Date.parse(body.starts_at);
    if (start < now.getTime() + APPOINTMENT_RULES.leadMinutes * MINUTE) throw new ApiError(409, 'appointmentSlotPast', { vars: { minutes: APPOINTMENT_RULES.leadMinutes } });
    if (start > now.getTime() + APPOINTMENT_RULES.horizonDays * DAY) throw new ApiError(409, 'appointmentSlotTooFar', { vars: { days: APPOINTMENT_RULES.horizonDays } });
    const slot = slotAt(doctor.schedule, doctor.timeZone, start, APPOINTMENT_RULES.slotMinutes);
    if (!slot) throw new ApiError(409, 'appointmentSlotOutside');
    if ((await countUnpaid(db, user.id)) >= APPOINTMENT_RULES.maxUnpaid) throw new ApiError(409, 'appointmentTooManyUnpaid');
    const customer = await this.deps.users.find(db, user.id);
    if (!customer) throw notFound();

    const id = newAppointmentId();
    const nowIso = now.toISOString();
    const due = new Date(now.getTime() + APPOINTMENT_RULES.paymentMinutes * MINUTE);
    try {
      await db.transaction().execute(async (trx) => {
        await insertAppointment(trx, {
          public_id: id,
          doctor_id: doctor.id,
          customer_id: user.id,
          customer_public_id: customer.publicId,
          customer_name: customer.name,
          slot_start: new Date(slot.start).toISOString(),
          slot_end: new Date(slot.end).toISOString(),
          status: 'awaiting_payment',
          fee: doctor.fee,
          patient: JSON.stringify(body.patient),
          complaint: body.complaint,
          payment_channel: null,
          payment_due_at: due.toISOString(),
          paid_at: null,
          approved_at: null,
          cancelled_at: null,
          cancelled_by: null,
          cancel_reason: null,
          refund_amount: null,
          refunded_at: null,
          room_id: null,
          created_at: nowIso,
          updated_at: nowIso,
        });
        await this.schedule(trx, 'appointment.expire', { id }, due, `appointment.expire:${id}`);
        await this.schedule(trx, 'appointment.lapse', { id }, new Date(slot.start), `appointment.lapse:${id}`);
        await this.schedule(trx, 'appointment.finish', { id }, new Date(slot.end), `appointment.finish:${id}`);
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new ApiError(409, 'appointmentSlotTaken');
      throw error;
    }
    const row = (await findAppointment(db, id))!;
    return toAppointment(row, doctor, 'customer', now, locale, null);
  }

  /** POST /api/appointment/purchase: the port opens a charge or pays from the wallet (which marks it paid at once). */
  async purchase(user: AuthUser, body: PurchaseAppointmentBody, locale: Locale): Promise<Appointment> {
    const { db } = this.deps;
    const row = await findAppointment(db, body.appointment_id);
    if (!row || row.customer_id !== user.id) throw notFound();
    const now = this.now();
    if (row.status !== 'awaiting_payment' || row.payment_due_at === null || Date.parse(row.payment_due_at) <= now.getTime()) {
      throw new ApiError(409, 'appointmentNotPayable');
    }
    await this.payments.pay({
      ref: row.public_id,
      userId: user.id,
      amount: Number(row.fee),
      channel: body.channel,
      ...(body.pin ? { pin: body.pin } : {}),
      ...(body.payment_token ? { paymentToken: body.payment_token } : {}),
      ...(body.client_key ? { clientKey: body.client_key } : {}),
      expiresAt: row.payment_due_at,
    });
    await setAppointment(db, row.public_id, { payment_channel: body.channel, updated_at: now.toISOString() });
    this.deps.jobs.wake();
    return this.detail(user, row.public_id, locale);
  }

  /** GET /api/appointment: the customer's own. */
  list(user: AuthUser, query: ListQuery, locale: Locale): Promise<Page<Appointment>> {
    const statuses = statusesOf(query);
    const order: AppointmentOrder = statuses?.every((s) => LIVE.has(s)) ? 'soonest' : 'latest';
    return this.page({ customerId: user.id, statuses }, order, query, 'customer', locale);
  }

  // ---- The doctor ---------------------------------------------------------------------------------

  /** GET /api/doctor/appointment: the caller's own appointments as a doctor, requests to answer first. */
  async doctorList(user: AuthUser, query: ListQuery, locale: Locale): Promise<Page<Appointment>> {
    const doctor = await this.deps.doctors.ofUser(this.deps.db, user.id);
    if (!doctor) return { data: [], page: query.page, perPage: query.perPage, total: 0, lastPage: 1 };
    const statuses = statusesOf(query);
    const order: AppointmentOrder = statuses === undefined ? 'requests_first' : statuses.every((s) => LIVE.has(s)) ? 'soonest' : 'latest';
    return this.page({ doctorId: doctor.id, statuses }, order, query, 'doctor', locale);
  }

  /** POST /api/appointment/{id}/approve: only the appointment's own doctor, a paid request, before it starts. */
  async approve(user: AuthUser, publicId: string, locale: Locale): Promise<Appointment> {
    const { db } = this.deps;
    const { row, doctor } = await this.asDoctor(user, publicId);
    const now = this.now();
    if (!appointmentMoveAllowed(row.status, 'approved', 'doctor') || Date.parse(row.slot_start) <= now.getTime()) throw new ApiError(409, 'appointmentNotApprovable');
    const nowIso = now.toISOString();
    await db.transaction().execute(async (trx) => {
      const moved = await moveAppointment(trx, publicId, ['requested'], { status: 'approved', approved_at: nowIso, updated_at: nowIso });
      if (!moved) throw new ApiError(409, 'appointmentNotApprovable');
      for (const [which, minutes] of REMINDERS) {
        const at = new Date(Date.parse(moved.slot_start) - minutes * MINUTE);
        // A reminder whose time has passed would only arrive late: approved less than a day ahead, no day-before one.
        if (at.getTime() > now.getTime()) await this.schedule(trx, 'appointment.remind', { id: publicId, which, startsAt: moved.slot_start }, at, `appointment.remind:${publicId}:${which}`);
      }
      await this.notice(trx, publicId, 'approved');
    });
    this.deps.jobs.wake();
    await this.openRoom(publicId, row.customer_id, doctor);
    return this.view((await findAppointment(db, publicId))!, doctor, 'doctor', locale);
  }

  // ---- Either side ------------------------------------------------------------------------------

  /** GET /api/appointment/{id}: to its customer or its doctor; anyone else gets 404. */
  async detail(user: AuthUser, publicId: string, locale: Locale): Promise<Appointment> {
    const { db } = this.deps;
    const row = await findAppointment(db, publicId);
    if (!row) throw notFound();
    const { viewer, doctor } = await this.viewerOf(user, row);
    let current = row;
    // Approved without a room (the chat was down at approval): open it now rather than never.
    if (row.status === 'approved' && row.room_id === null && (await this.openRoom(publicId, row.customer_id, doctor))) current = (await findAppointment(db, publicId))!;
    return this.view(current, doctor, viewer, locale);
  }

  /**
   * POST /api/appointment/{id}/cancel. The customer cancels before the start; the appointment's doctor
   * rejects (SPEC §4: reject uses the cancel call) with a reason. A paid one is refunded in the same
   * transaction, and its reminders are dropped.
   */
  async cancel(user: AuthUser, publicId: string, reason: string | undefined, locale: Locale): Promise<Appointment> {
    const { db } = this.deps;
    const row = await findAppointment(db, publicId);
    if (!row) throw notFound();
    const { viewer, doctor } = await this.viewerOf(user, row);
    const to: AppointmentStatus = viewer === 'customer' ? 'cancelled' : 'rejected';
    const text = reason?.trim() ? reason.trim() : null;
    if (viewer === 'doctor' && !text) throw new ApiError(422, 'validation', { fields: { reason: [{ rule: 'required' }] } });
    const now = this.now();
    if (!appointmentMoveAllowed(row.status, to, viewer) || Date.parse(row.slot_start) <= now.getTime()) throw new ApiError(409, 'appointmentNotCancellable');
    await db.transaction().execute(async (trx) => {
      const moved = await this.close(trx, row, to, viewer, text, now);
      if (!moved) throw new ApiError(409, 'appointmentNotCancellable');
      // The customer knows what they did; a rejection is news to them.
      if (viewer === 'doctor') await this.notice(trx, publicId, 'cancelled');
    });
    this.deps.jobs.wake();
    return this.view((await findAppointment(db, publicId))!, doctor, viewer, locale);
  }

  // ---- Payment ------------------------------------------------------------------------------------

  /** AppointmentSettlement.markPaid: awaiting payment → requested, in the payment's own transaction. */
  async markPaid(trx: Executor, ref: string, paidAtIso: string): Promise<boolean> {
    const moved = await moveAppointment(trx, ref, ['awaiting_payment'], { status: 'requested', paid_at: paidAtIso, updated_at: this.now().toISOString() });
    if (!moved) return false;
    await this.notice(trx, ref, 'paid');
    return true;
  }

  // ---- Jobs ---------------------------------------------------------------------------------------

  /** An unpaid appointment at its deadline gives its slot back. */
  async expire(publicId: string): Promise<void> {
    const row = await findAppointment(this.deps.db, publicId);
    if (row?.status !== 'awaiting_payment') return;
    await this.deps.db.transaction().execute((trx) => this.close(trx, row, 'expired', 'system', null, this.now()));
  }

  /** At the slot's start: a request never approved expires, and a paid one is refunded. */
  async lapse(publicId: string): Promise<void> {
    const row = await findAppointment(this.deps.db, publicId);
    if (row?.status !== 'requested' && row?.status !== 'awaiting_payment') return;
    await this.deps.db.transaction().execute(async (trx) => {
      const moved = await this.close(trx, row, 'expired', 'system', null, this.now());
      if (moved && PAID.has(row.status)) await this.notice(trx, publicId, 'cancelled');
    });
    this.deps.jobs.wake();
  }

  /** At the slot's end an approved appointment is done. */
  async finish(publicId: string): Promise<void> {
    const nowIso = this.now().toISOString();
    await moveAppointment(this.deps.db, publicId, ['approved'], { status: 'done', updated_at: nowIso });
  }

  /** A reminder, only if the appointment still stands approved at the slot it was scheduled for. */
  async remind(publicId: string, which: AppointmentReminder, startsAt: string): Promise<void> {
    const row = await findAppointment(this.deps.db, publicId);
    if (row?.status !== 'approved' || row.slot_start !== startsAt) return;
    await this.publish(row, `reminder_${which}`);
  }

  /** Tells the customer of a move that committed (the notifications module listens on the bus). */
  async announce(publicId: string, status: AppointmentNotice): Promise<void> {
    const row = await findAppointment(this.deps.db, publicId);
    if (row) await this.publish(row, status);
  }

  // ---- Inside -------------------------------------------------------------------------------------

  /**
   * Closes an appointment as cancelled, rejected or expired, only from the status it was read in; a paid
   * one is refunded in the same transaction and its reminders dropped. Answers whether it moved.
   */
  private async close(trx: Executor, row: AppointmentRow, to: 'cancelled' | 'rejected' | 'expired', by: 'customer' | 'doctor' | 'system', reason: string | null, now: Date): Promise<boolean> {
    const nowIso = now.toISOString();
    const paid = PAID.has(row.status);
    const moved = await moveAppointment(trx, row.public_id, [row.status], {
      status: to,
      cancelled_at: nowIso,
      cancelled_by: by,
      cancel_reason: reason,
      updated_at: nowIso,
      ...(paid ? { refund_amount: Number(row.fee), refunded_at: nowIso } : {}),
    });
    if (!moved) return false;
    if (paid) await this.payments.refund(trx, row.public_id, row.customer_id, Number(row.fee));
    for (const [which] of REMINDERS) await this.deps.jobs.cancel(trx as unknown as Kysely<JobsTables>, `appointment.remind:${row.public_id}:${which}`);
    return true;
  }

  private notice(trx: Executor, publicId: string, status: AppointmentNotice): Promise<number | null> {
    return this.schedule(trx, 'appointment.notice', { id: publicId, status }, this.now(), `appointment.notice:${publicId}:${status}`);
  }

  private async publish(row: AppointmentRow, status: string): Promise<void> {
    const doctor = await this.deps.doctors.find(this.deps.db, String(row.doctor_id));
    await this.deps.bus.publish('consultation.changed', {
      type: 'appointment',
      id: row.public_id,
      // SPEC §2: an appointment's notification opens /order/summary/{order_code}; the appointment's id is its code.
      meta: { order_code: row.public_id },
      status,
      userId: row.customer_id,
      ...(doctor ? { doctorName: doctor.name } : {}),
    });
  }

  /** Opens the appointment's chat room with the doctor and keeps its id; a chat that fails is retried on the next read. */
  private async openRoom(publicId: string, customerUserId: number, doctor: AppointmentDoctor): Promise<boolean> {
    const { rooms } = this.deps;
    if (!rooms || doctor.userId === null) return false;
    try {
      const roomId = await rooms.open({ customerUserId, doctorUserId: doctor.userId, appointmentId: publicId });
      await setAppointment(this.deps.db, publicId, { room_id: roomId });
      return true;
    } catch (error) {
      this.deps.log.warn({ err: error, appointment: publicId }, 'appointments: opening the chat room failed');
      return false;
    }
  }

  /** The caller's side of an appointment: its customer, or the doctor whose account the caller is; else 404. */
  private async viewerOf(user: AuthUser, row: AppointmentRow): Promise<{ viewer: AppointmentViewer; doctor: AppointmentDoctor }> {
    const { db, doctors } = this.deps;
    if (row.customer_id === user.id) {
      const doctor = await doctors.find(db, String(row.doctor_id));
      if (!doctor) throw notFound();
      return { viewer: 'customer', doctor };
    }
    const own = user.scope.includes(DOCTOR_SCOPE) ? await doctors.ofUser(db, user.id) : undefined;
    if (own?.id !== row.doctor_id) throw notFound();
    return { viewer: 'doctor', doctor: own };
  }

  private async asDoctor(user: AuthUser, publicId: string): Promise<{ row: AppointmentRow; doctor: AppointmentDoctor }> {
    const row = await findAppointment(this.deps.db, publicId);
    if (!row) throw notFound();
    const { viewer, doctor } = await this.viewerOf(user, row);
    // The customer who happens to hold a doctor's scope is still not this appointment's doctor.
    if (viewer !== 'doctor') throw notFound();
    return { row, doctor };
  }

  private async view(row: AppointmentRow, doctor: AppointmentDoctor, viewer: AppointmentViewer, locale: Locale): Promise<Appointment> {
    const payment = row.payment_channel !== null ? await this.payments.view(row.public_id) : null;
    return toAppointment(row, doctor, viewer, this.now(), locale, payment);
  }

  private async page(filter: { customerId?: number; doctorId?: number; statuses: AppointmentStatus[] | undefined }, order: AppointmentOrder, query: ListQuery, viewer: AppointmentViewer, locale: Locale): Promise<Page<Appointment>> {
    const { db } = this.deps;
    const { page, perPage } = query;
    const [rows, total] = await Promise.all([listAppointments(db, filter, order, { offset: (page - 1) * perPage, limit: perPage }), countAppointments(db, filter)]);
    const doctors = new Map<number, AppointmentDoctor | undefined>();
    for (const id of new Set(rows.map((r) => r.doctor_id))) doctors.set(id, await this.deps.doctors.find(db, String(id)));
    const now = this.now();
    return {
      // Lists leave the payment out (one call to the payment port per row); the detail has it.
      data: rows.flatMap((row) => {
        const doctor = doctors.get(row.doctor_id);
        return doctor ? [toAppointment(row, doctor, viewer, now, locale, null)] : [];
      }),
      page,
      perPage,
      total,
      lastPage: lastPageOf(total, perPage),
    };
  }
}

/** `status` and `group` together mean both: the statuses of the group that are listed. */
function statusesOf(query: ListQuery): AppointmentStatus[] | undefined {
  const group: readonly AppointmentStatus[] | undefined = query.group ? APPOINTMENT_GROUPS[query.group] : undefined;
  if (query.status && group) return query.status.filter((s) => group.includes(s));
  return query.status ?? (group ? [...group] : undefined);
}

function isoIn(ms: number, doctor: AppointmentDoctor): string {
  return toZonedIso(ms, doctor.timeZone);
}
