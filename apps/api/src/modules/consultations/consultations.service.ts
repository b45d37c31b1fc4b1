import { randomBytes } from 'node:crypto';
import {
  CHAT_CONSULTATION_END_TEXTS,
  CONSULTATION_ROOM_STATUSES,
  type Consultation,
  type ConsultationPatient,
  type ConsultationStatus,
  type ConsultationsQuery,
  type Locale,
  type PaymentChannel,
  type PurchaseConsultationBody,
  type Role,
  ROLE_SCOPES,
  type StartConsultationBody,
} from '@apotek/contract';
import type { Kysely } from 'kysely';
import type { Database, Executor } from '../../db/database.ts';
import { ApiError, notFound } from '../../platform/api-error.ts';
import type { EventBus } from '../../platform/bus/bus.ts';
import type { Clock } from '../../platform/clock.ts';
import type { JobQueue } from '../../platform/jobs/job-queue.ts';
import type { JobsTables } from '../../platform/jobs/jobs.tables.ts';
import type { ConsultationPorts } from './consultations.ports.ts';
import {
  addPrescription,
  type ConsultationRow,
  countConsultations,
  findConsultation,
  findOpenWith,
  insertConsultation,
  listConsultations,
  moveConsultationIf,
  prescriptionsOf,
} from './consultations.repository.ts';
import { toConsultation, type Viewer } from './consultations.view.ts';

declare module '../../platform/jobs/jobs.ts' {
  interface JobTypes {
    /** An unpaid consultation whose payment time ran out. */
    'consultation.expire': { ref: string };
    /** A paid consultation the doctor has not answered in time: refunded. */
    'consultation.answer-due': { ref: string };
    /** The chat's time is up (reschedules itself after an extension). */
    'consultation.time-up': { ref: string };
  }
}

export interface ConsultationTimes {
  paymentMinutes: number;
  answerMinutes: number;
  durationMinutes: number;
  extensionMinutes: number;
}

export interface ConsultationsDeps {
  db: Kysely<Database>;
  clock: Clock;
  bus: EventBus;
  jobs: JobQueue;
  times: ConsultationTimes;
  ports: ConsultationPorts;
  log: { warn(obj: object, msg: string): void };
}

export interface Caller {
  id: number;
  role: Role;
}

/** The room's notice when the doctor did not answer in time (the web shows it in the reader's language). */
export const CONSULTATION_REFUNDED_TEXT = 'consultation_refunded';

const ID_ALPHABET = '0123456789ABCDEFGHJKLMNPQRSTUVWXYZ';
const minutes = (n: number) => n * 60_000;

function newPublicId(): string {
  const bytes = randomBytes(10);
  return `KNS-${[...bytes].map((b) => ID_ALPHABET[b % ID_ALPHABET.length]).join('')}`;
}

function statusesOf(query: { status?: ConsultationStatus[] | undefined; room_status?: keyof typeof CONSULTATION_ROOM_STATUSES | undefined }): ConsultationStatus[] | undefined {
  const byRoom = query.room_status ? [...CONSULTATION_ROOM_STATUSES[query.room_status]] : undefined;
  if (query.status && byRoom) return query.status.filter((s) => byRoom.includes(s as never));
  return query.status ?? byRoom;
}

/**
 * Paid consultations (issue 12; docs/decisions/029-consultations.md). Every status change is a
 * conditional update checked against the contract's move table, so a payment, a doctor's answer and the
 * clock's jobs can race without a consultation ever taking two paths; money moves (wallet payment,
 * refund) are in the same transaction as the move they pay for or undo.
 */
export class ConsultationsService {
  constructor(private readonly deps: ConsultationsDeps) {}

  private now(): Date {
    return this.deps.clock.now();
  }

  private schedule(trx: Executor, name: 'consultation.expire' | 'consultation.answer-due' | 'consultation.time-up', ref: string, runAt: Date) {
    return this.deps.jobs.schedule(trx as unknown as Kysely<JobsTables>, { name, payload: { ref }, runAt, uniqueKey: `${name}:${ref}:${runAt.toISOString()}` });
  }

  private async publish(row: ConsultationRow, status: 'paid' | 'started' | 'ended' | 'cancelled' | 'refunded', doctorName: string): Promise<void> {
    try {
      await this.deps.bus.publish('consultation.changed', { type: 'consultation', id: row.public_id, meta: { order_code: row.public_id }, status, userId: row.customer_user_id, doctorName });
    } catch (error) {
      this.deps.log.warn({ err: error, consultation: row.public_id }, 'consultation: the bus did not take the change');
    }
  }

  // ---- Reading ------------------------------------------------------------------------------------

  /** The consultation as its customer or its doctor may see it; anyone else gets 404. */
  private async visible(caller: Caller, ref: string): Promise<{ row: ConsultationRow; viewer: Viewer }> {
    const row = await findConsultation(this.deps.db, ref);
    if (row?.customer_user_id === caller.id) return { row, viewer: 'customer' };
    if (row?.doctor_user_id === caller.id) return { row, viewer: 'doctor' };
    throw notFound();
  }

  async views(rows: readonly ConsultationRow[], viewer: Viewer, locale: Locale): Promise<Consultation[]> {
    const { db, ports } = this.deps;
    const [doctors, payments, prescriptions, customers, reviews] = await Promise.all([
      ports.doctorsByIds(db, [...new Set(rows.map((r) => r.doctor_id))]),
      ports.charges.latest(rows.map((r) => r.public_id)),
      prescriptionsOf(db, rows.map((r) => r.id)),
      ports.users(db, [...new Set(rows.map((r) => r.customer_user_id))]),
      Promise.all(rows.map((r) => (r.status === 'reviewed' ? ports.reviewOf(db, r.id) : undefined))),
    ]);
    const now = this.now();
    return rows.map((row, i) =>
      toConsultation(row, {
        viewer,
        locale,
        now,
        doctor: doctors.get(row.doctor_id)!,
        payment: payments.get(row.public_id) ?? null,
        prescriptions: prescriptions.get(row.id) ?? [],
        customerPublicId: customers.get(row.customer_user_id)?.publicId ?? '',
        review: reviews[i] ?? null,
      }),
    );
  }

  async get(caller: Caller, ref: string, locale: Locale): Promise<Consultation> {
    const { row, viewer } = await this.visible(caller, ref);
    return (await this.views([row], viewer, locale))[0]!;
  }

  async list(caller: Caller, query: ConsultationsQuery & { page: number; perPage: number }, locale: Locale, side: Viewer) {
    const filter = {
      ...(side === 'customer' ? { customerUserId: caller.id } : { doctorUserId: caller.id }),
      statuses: statusesOf(query as Parameters<typeof statusesOf>[0]),
    };
    const [rows, total] = await Promise.all([
      listConsultations(this.deps.db, filter, { offset: (query.page - 1) * query.perPage, limit: query.perPage }, side === 'doctor'),
      countConsultations(this.deps.db, filter),
    ]);
    return { data: await this.views(rows, side, locale), page: query.page, perPage: query.perPage, total, lastPage: Math.max(1, Math.ceil(total / query.perPage)) };
  }

  // ---- The customer ---------------------------------------------------------------------------------

  /** POST /api/consultation: waits for payment until payment_due_at. */
  async start(caller: Caller, body: StartConsultationBody, locale: Locale): Promise<Consultation> {
    const { db, ports, times } = this.deps;
    if (!ROLE_SCOPES[caller.role].includes('shop')) throw new ApiError(403, 'consultationCustomerOnly');
    const doctor = await ports.doctor(db, String(body.doctor_id));
    if (!doctor) throw new ApiError(422, 'consultationDoctorUnknown', { fields: { doctor_id: [{ message: 'consultationDoctorUnknown' }] } });
    if (doctor.userId === null) throw new ApiError(409, 'consultationDoctorUnavailable');
    if (doctor.userId === caller.id) throw new ApiError(403, 'consultationCustomerOnly');
    if (!doctor.online) throw new ApiError(409, 'consultationDoctorOffline');
    const open = await findOpenWith(db, caller.id, doctor.id);
    if (open) throw new ApiError(409, 'consultationAlreadyOpen', { vars: { id: open.public_id } });

    const customerName = (await ports.users(db, [caller.id])).get(caller.id)?.name ?? '';
    const now = this.now();
    const nowIso = now.toISOString();
    const dueAt = new Date(now.getTime() + minutes(times.paymentMinutes));
    const row = await db.transaction().execute(async (trx) => {
      const inserted = await insertConsultation(trx, {
        public_id: newPublicId(),
        customer_user_id: caller.id,
        doctor_id: doctor.id,
        doctor_user_id: doctor.userId!,
        customer_name: customerName,
        status: 'awaiting_payment',
        fee: doctor.fee,
        patient: JSON.stringify(body.patient),
        complaint: body.complaint,
        allergies: body.allergies || null,
        medications: body.medications || null,
        share_health_data: body.share_health_data ? 1 : 0,
        consent_at: nowIso,
        payment_channel: null,
        payment_due_at: dueAt.toISOString(),
        paid_at: null,
        answer_due_at: null,
        accepted_at: null,
        ends_at: null,
        ended_at: null,
        ended_by: null,
        room_id: null,
        pharmacy_id: body.pharmacy_id ?? null,
        doctor_notes: null,
        refund_amount: null,
        refund_to: null,
        refunded_at: null,
        created_at: nowIso,
        updated_at: nowIso,
      });
      await this.schedule(trx, 'consultation.expire', inserted.public_id, dueAt);
      return inserted;
    });
    return (await this.views([row], 'customer', locale))[0]!;
  }

  /** The customer's own consultation, else 404. */
  private async own(caller: Caller, ref: string): Promise<ConsultationRow> {
    const row = await findConsultation(this.deps.db, ref);
    if (!row || row.customer_user_id !== caller.id) throw notFound();
    return row;
  }

  private assertPayable(row: ConsultationRow): void {
    if (row.status !== 'awaiting_payment') throw new ApiError(409, 'consultationNotPayable');
    if (Date.parse(row.payment_due_at) <= this.now().getTime()) throw new ApiError(409, 'consultationPaymentClosed');
  }

  /**
   * POST /api/consultation/purchase: QRIS or a VA opens (or answers the open) charge; the wallet pays at
   * once through its pay-order path, so a double tap with one client key pays once.
   */
  async purchase(caller: Caller, body: PurchaseConsultationBody, locale: Locale): Promise<Consultation> {
    const row = await this.own(caller, body.consultation_id);
    if (body.channel === 'wallet') {
      if (row.status === 'awaiting_payment') this.assertPayable(row);
      // A replayed tap of a paid consultation is answered by the wallet itself (the same client key).
      await this.deps.ports.wallet.pay(caller.id, { ref: row.public_id, client_key: body.client_key!, pin: body.pin, payment_token: body.payment_token });
    } else {
      await this.openCharge(row, body.channel);
    }
    return this.get(caller, row.public_id, locale);
  }

  /** POST /api/payment/create/token/{id}: a new charge on another channel, or again after the last ran out. */
  async paymentToken(caller: Caller, ref: string, channel: PaymentChannel | undefined, locale: Locale): Promise<Consultation> {
    const row = await this.own(caller, ref);
    const last = (await this.deps.ports.charges.latest([ref])).get(ref);
    const chosen = channel ?? (last && last.channel !== 'wallet' ? last.channel : 'qris');
    await this.openCharge(row, chosen);
    return this.get(caller, ref, locale);
  }

  private async openCharge(row: ConsultationRow, channel: PaymentChannel): Promise<void> {
    this.assertPayable(row);
    await this.deps.ports.charges.open({ ref: row.public_id, userId: row.customer_user_id, amount: Number(row.fee), dueAt: new Date(row.payment_due_at) }, channel);
    await this.deps.db.updateTable('consultations').set({ payment_channel: channel, updated_at: this.now().toISOString() }).where('id', '=', row.id).where('status', '=', 'awaiting_payment').execute();
  }

  /** GET /api/consultation/{id}; for its customer while unpaid it asks the provider first ("Cek status"). */
  async refreshIfPending(caller: Caller, ref: string, locale: Locale): Promise<Consultation> {
    const { row, viewer } = await this.visible(caller, ref);
    if (viewer === 'customer' && row.status === 'awaiting_payment') await this.deps.ports.charges.refresh(ref);
    return this.get(caller, ref, locale);
  }

  /**
   * Inside the transaction that takes the money (a paid charge, a wallet payment): awaiting payment →
   * waiting, with the doctor's answer deadline. False when it can no longer be paid (the money is then
   * refunded by the caller). `after` opens the chat room and tells the customer once committed.
   */
  async markPaid(trx: Executor, ref: string, paidAtIso: string, channel: PaymentChannel | 'wallet'): Promise<{ ok: true; after: () => Promise<void> } | { ok: false }> {
    const row = await findConsultation(trx, ref);
    if (!row || row.status !== 'awaiting_payment') return { ok: false };
    const now = this.now();
    const answerDue = new Date(now.getTime() + minutes(this.deps.times.answerMinutes));
    const moved = await moveConsultationIf(trx, row.id, 'awaiting_payment', 'waiting', 'payment', {
      paid_at: paidAtIso,
      payment_channel: channel,
      answer_due_at: answerDue.toISOString(),
      updated_at: now.toISOString(),
    });
    if (!moved) return { ok: false };
    await this.schedule(trx, 'consultation.answer-due', ref, answerDue);
    return { ok: true, after: () => this.afterPaid(ref) };
  }

  /** The room opens once paid; the customer hears of it (and the doctor sees the queue move). */
  private async afterPaid(ref: string): Promise<void> {
    const { db, ports } = this.deps;
    const row = (await findConsultation(db, ref))!;
    const doctor = (await ports.doctorsByIds(db, [row.doctor_id])).get(row.doctor_id)!;
    try {
      const roomId = await ports.chat.open(row.customer_user_id, doctor.userPublicId!, row.public_id);
      await db.updateTable('consultations').set({ room_id: roomId }).where('id', '=', row.id).execute();
    } catch (error) {
      // The room is opened again on the next read (ensureRoom): a payment is never undone for it.
      this.deps.log.warn({ err: error, consultation: ref }, 'consultation: the chat room could not be opened');
    }
    await this.publish(row, 'paid', doctor.name);
  }

  /** A consultation paid before its room could be opened gets it now. */
  private async ensureRoom(row: ConsultationRow): Promise<number> {
    if (row.room_id !== null) return row.room_id;
    const doctor = (await this.deps.ports.doctorsByIds(this.deps.db, [row.doctor_id])).get(row.doctor_id)!;
    const roomId = await this.deps.ports.chat.open(row.customer_user_id, doctor.userPublicId!, row.public_id);
    await this.deps.db.updateTable('consultations').set({ room_id: roomId }).where('id', '=', row.id).execute();
    return roomId;
  }

  // ---- Both sides ---------------------------------------------------------------------------------

  /** GET /api/consultation/{id}/read: the caller has read the chat. */
  async read(caller: Caller, ref: string): Promise<{ consultation_id: string; unread: number }> {
    const { row } = await this.visible(caller, ref);
    if (row.status === 'awaiting_payment' || row.status === 'expired') return { consultation_id: ref, unread: 0 };
    const roomId = await this.ensureRoom(row);
    return { consultation_id: ref, unread: await this.deps.ports.chat.read(caller.id, roomId) };
  }

  // ---- The doctor ---------------------------------------------------------------------------------

  /** The doctor's own consultation, else 404 (another doctor's looks like an unknown one). */
  private async assigned(caller: Caller, ref: string): Promise<ConsultationRow> {
    const row = await findConsultation(this.deps.db, ref);
    if (!row || row.doctor_user_id !== caller.id) throw notFound();
    return row;
  }

  /**
   * POST /api/consultation/{id}/replied, and the doctor's first message in the room: waiting → active,
   * and the time limit starts. Answering an active one again changes nothing.
   */
  async replied(caller: Caller, ref: string, locale: Locale): Promise<Consultation> {
    const row = await this.assigned(caller, ref);
    await this.accept(row);
    const fresh = (await findConsultation(this.deps.db, ref))!;
    if (fresh.room_id !== null) await this.deps.ports.chat.replied(caller.id, fresh.room_id);
    return (await this.views([fresh], 'doctor', locale))[0]!;
  }

  private async accept(row: ConsultationRow): Promise<void> {
    if (row.status === 'active') return;
    if (row.status !== 'waiting') throw new ApiError(409, 'consultationMoveNotAllowed', { vars: { from: row.status, to: 'active' } });
    const now = this.now();
    const endsAt = new Date(now.getTime() + minutes(this.deps.times.durationMinutes));
    const moved = await this.deps.db.transaction().execute(async (trx) => {
      const ok = await moveConsultationIf(trx, row.id, 'waiting', 'active', 'doctor', { accepted_at: now.toISOString(), ends_at: endsAt.toISOString(), updated_at: now.toISOString() });
      if (ok) await this.schedule(trx, 'consultation.time-up', row.public_id, endsAt);
      return ok;
    });
    if (!moved) {
      const again = (await findConsultation(this.deps.db, row.public_id))!;
      if (again.status !== 'active') throw new ApiError(409, 'consultationMoveNotAllowed', { vars: { from: again.status, to: 'active' } });
      return;
    }
    const doctor = (await this.deps.ports.doctorsByIds(this.deps.db, [row.doctor_id])).get(row.doctor_id)!;
    await this.publish(row, 'started', doctor.name);
  }

  /** The chat's hook: a doctor writing in a waiting consultation's room answers it. */
  async doctorWrote(ref: string, doctorUserId: number): Promise<void> {
    const row = await findConsultation(this.deps.db, ref);
    if (row && row.doctor_user_id === doctorUserId && row.status === 'waiting') await this.accept(row);
  }

  /** The chat's gate: a consultation's room takes messages only while it waits for the doctor or is under way. */
  async assertChatOpen(ref: string): Promise<void> {
    const row = await findConsultation(this.deps.db, ref);
    if (!row) return;
    if (row.status === 'awaiting_payment') throw new ApiError(409, 'consultationChatNotPaid');
    if (row.status !== 'waiting' && row.status !== 'active') throw new ApiError(409, 'consultationChatClosed');
  }

  /** POST /api/consultation/{id}/end: only the doctor; the room gets 'doctor_end_chat' (SPEC §4). */
  async end(caller: Caller, ref: string, notes: string | undefined, locale: Locale): Promise<Consultation> {
    const row = await this.assigned(caller, ref);
    await this.close(row, 'doctor', notes);
    return this.get(caller, ref, locale);
  }

  private async close(row: ConsultationRow, by: 'doctor' | 'system', notes?: string): Promise<boolean> {
    if (row.status !== 'active') {
      if (by === 'system') return false;
      throw new ApiError(409, row.status === 'waiting' ? 'consultationNotActive' : 'consultationMoveNotAllowed', { vars: { from: row.status, to: 'ended' } });
    }
    const nowIso = this.now().toISOString();
    const moved = await moveConsultationIf(this.deps.db, row.id, 'active', 'ended', by, { ended_at: nowIso, ended_by: by, ...(notes ? { doctor_notes: notes } : {}), updated_at: nowIso });
    if (!moved) {
      if (by === 'system') return false;
      throw new ApiError(409, 'consultationNotActive');
    }
    const roomId = await this.ensureRoom(row);
    // SPEC §4: either text makes the customer's page reload the consultation.
    const text = by === 'doctor' ? CHAT_CONSULTATION_END_TEXTS[0] : CHAT_CONSULTATION_END_TEXTS[1];
    await this.deps.ports.chat.notice(roomId, text, { type: 'custom', content: { consultation_id: row.public_id } });
    await this.deps.ports.chat.close(roomId);
    const doctor = (await this.deps.ports.doctorsByIds(this.deps.db, [row.doctor_id])).get(row.doctor_id)!;
    await this.publish(row, 'ended', doctor.name);
    return true;
  }

  /** POST /api/consultation/{id}/extend: once, by the configured minutes. */
  async extend(caller: Caller, ref: string, locale: Locale): Promise<Consultation> {
    const row = await this.assigned(caller, ref);
    if (row.status !== 'active') throw new ApiError(409, 'consultationNotActive');
    if (Number(row.extended) === 1) throw new ApiError(409, 'consultationAlreadyExtended');
    const now = this.now();
    const endsAt = new Date(Date.parse(row.ends_at!) + minutes(this.deps.times.extensionMinutes));
    const done = await this.deps.db.transaction().execute(async (trx) => {
      const result = await trx
        .updateTable('consultations')
        .set({ extended: 1, ends_at: endsAt.toISOString(), updated_at: now.toISOString() })
        .where('id', '=', row.id)
        .where('status', '=', 'active')
        .where('extended', '=', 0)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) return false;
      await this.schedule(trx, 'consultation.time-up', ref, endsAt);
      return true;
    });
    if (!done) throw new ApiError(409, 'consultationAlreadyExtended');
    return this.get(caller, ref, locale);
  }

  /** POST /api/consultation/{id}/notes: the doctor's private notes, at any time after payment. */
  async notes(caller: Caller, ref: string, notes: string, locale: Locale): Promise<Consultation> {
    const row = await this.assigned(caller, ref);
    if (row.status === 'awaiting_payment' || row.status === 'expired') throw new ApiError(409, 'consultationNotActive');
    await this.deps.db.updateTable('consultations').set({ doctor_notes: notes, updated_at: this.now().toISOString() }).where('id', '=', row.id).execute();
    return this.get(caller, ref, locale);
  }

  /**
   * POST /api/consultation/{id}/prescription: during or after the consultation the doctor writes an
   * e-prescription; it reaches the customer approved, with the doctor's name and STR, and a card in the chat.
   */
  async prescribe(caller: Caller, ref: string, body: { items: Array<{ product_id: number; quantity: number; signa: string }>; notes?: string | undefined }): Promise<{ consultation_id: string; prescription_id: string }> {
    const row = await this.assigned(caller, ref);
    if (row.status !== 'active' && row.status !== 'ended' && row.status !== 'reviewed') throw new ApiError(409, 'consultationRxNotAllowed');
    const doctor = (await this.deps.ports.doctorsByIds(this.deps.db, [row.doctor_id])).get(row.doctor_id)!;
    const prescription = await this.deps.ports.prescribe({
      customerUserId: row.customer_user_id,
      doctor: { name: doctor.name, str: doctor.str_number, userId: caller.id },
      consultationRef: ref,
      pharmacyId: row.pharmacy_id,
      patient: JSON.parse(row.patient) as ConsultationPatient,
      items: body.items,
      notes: body.notes ?? '',
    });
    await addPrescription(this.deps.db, row.id, prescription.id, this.now().toISOString());
    const roomId = await this.ensureRoom(row);
    await this.deps.ports.chat.notice(roomId, prescription.id, null, prescription);
    return { consultation_id: ref, prescription_id: prescription.id };
  }

  // ---- Reviews ------------------------------------------------------------------------------------

  /** One review per ended consultation, by its customer; the doctor's rating is recounted with it. */
  async review(caller: Caller, ref: string, input: { rating: number; text: string }) {
    const row = await this.own(caller, ref);
    if (row.status === 'reviewed') throw new ApiError(409, 'consultationAlreadyReviewed');
    if (row.status !== 'ended') throw new ApiError(409, 'consultationNotEnded');
    const nowIso = this.now().toISOString();
    await this.deps.db.transaction().execute(async (trx) => {
      if (!(await moveConsultationIf(trx, row.id, 'ended', 'reviewed', 'customer', { updated_at: nowIso }))) throw new ApiError(409, 'consultationAlreadyReviewed');
      await this.deps.ports.review(trx, { doctorId: row.doctor_id, customerUserId: caller.id, consultationId: row.id, rating: input.rating, text: input.text, nowIso });
    });
    return this.reviewOf(caller, ref);
  }

  async reviewOf(caller: Caller, ref: string) {
    const { row } = await this.visible(caller, ref);
    const review = await this.deps.ports.reviewOf(this.deps.db, row.id);
    if (!review) throw new ApiError(404, 'consultationNoReview');
    return { consultation_id: ref, doctor_id: row.doctor_id, ...review };
  }

  // ---- The clock ----------------------------------------------------------------------------------

  /** The job: unpaid when its time ran out → expired, and its open charges are cancelled. */
  async expire(ref: string): Promise<void> {
    const row = await findConsultation(this.deps.db, ref);
    if (!row || row.status !== 'awaiting_payment') return;
    if (Date.parse(row.payment_due_at) > this.now().getTime()) return;
    // A charge paid at the last second is applied first; cancelling asks the provider.
    await this.deps.ports.charges.cancelOpen(ref);
    const nowIso = this.now().toISOString();
    await moveConsultationIf(this.deps.db, row.id, 'awaiting_payment', 'expired', 'system', { updated_at: nowIso });
  }

  /**
   * The job: paid, and the doctor did not answer in time → refunded. The money goes to the wallet in the
   * same transaction (a wallet payment back from the shop's clearing account; a QRIS/VA payment from the
   * refunds account when the customer has an active wallet); else back through the provider.
   */
  async answerDue(ref: string): Promise<void> {
    const { db, ports } = this.deps;
    const row = await findConsultation(db, ref);
    if (!row || row.status !== 'waiting') return;
    if (row.answer_due_at && Date.parse(row.answer_due_at) > this.now().getTime()) return;
    const nowIso = this.now().toISOString();
    const amount = Number(row.fee);
    const outcome = await db.transaction().execute(async (trx) => {
      const toWallet = amount > 0 && (await ports.wallet.refund(trx, { userId: row.customer_user_id, ref, amount, paidFromWallet: row.payment_channel === 'wallet' }));
      if (amount > 0 && !toWallet) await ports.charges.scheduleRefund(trx, ref);
      const moved = await moveConsultationIf(trx, row.id, 'waiting', 'refunded', 'system', {
        refund_amount: amount,
        refund_to: toWallet || amount === 0 ? 'wallet' : 'original',
        refunded_at: nowIso,
        updated_at: nowIso,
      });
      // The doctor answered meanwhile: the refund above rolls back with this.
      if (!moved) throw new ConsultationMovedError();
      return { toWallet };
    }).catch((error: unknown) => {
      if (error instanceof ConsultationMovedError) return null;
      throw error;
    });
    if (!outcome) return;
    if (!outcome.toWallet && amount > 0) this.deps.jobs.wake();
    if (row.room_id !== null) {
      await ports.chat.notice(row.room_id, CONSULTATION_REFUNDED_TEXT, { type: 'custom', content: { consultation_id: ref, event: 'refunded' } });
      await ports.chat.close(row.room_id);
    }
    const doctor = (await ports.doctorsByIds(db, [row.doctor_id])).get(row.doctor_id)!;
    await this.publish(row, 'refunded', doctor.name);
  }

  /** The job: the chat's time is up → ended by the clock, unless it was extended past now. */
  async timeUp(ref: string): Promise<void> {
    const row = await findConsultation(this.deps.db, ref);
    if (!row || row.status !== 'active' || !row.ends_at) return;
    if (Date.parse(row.ends_at) > this.now().getTime()) return;
    await this.close(row, 'system');
  }
}

class ConsultationMovedError extends Error {}

