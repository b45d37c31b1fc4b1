import {
  type ApprovePrescriptionBody,
  type ConsolePrescriptionDetail,
  type ConsolePrescriptionSummary,
  type CreatePrescriptionBody,
  isSellableOnline,
  jakartaDate,
  lastPageOf,
  type Locale,
  OPEN_PRESCRIPTION_STATUSES,
  type Page,
  PRESCRIPTION_CHILD_AGE,
  PRESCRIPTION_DEFAULT_VALIDITY_DAYS,
  PRESCRIPTION_MAX_VALIDITY_DAYS,
  type PrescriptionAction,
  type PrescriptionActor,
  type PrescriptionDetail,
  type PrescriptionStatus,
  type PrescriptionSummary,
  type PrescriptionView,
  type PrescriptionViewKind,
  REDEEMABLE_PRESCRIPTION_STATUSES,
  type Role,
  type StoredFile,
} from '@apotek/contract';
import type { Kysely, Updateable } from 'kysely';
import type { Database, Executor } from '../../db/database.ts';
import { ApiError, fieldError, notFound } from '../../platform/api-error.ts';
import type { EventBus } from '../../platform/bus/bus.ts';
import type { Clock } from '../../platform/clock.ts';
import type { JobQueue } from '../../platform/jobs/job-queue.ts';
import type { JobsTables } from '../../platform/jobs/jobs.tables.ts';
import type {} from './prescription-jobs.ts';
import { newPrescriptionId } from './prescription-id.ts';
import { renderPrescriptionPdf } from './prescription-pdf.ts';
import { assertAction, assertMove, transitionRefused } from './prescription-state.ts';
import { statusText } from './prescription-text.ts';
import { toDetail, toEvent, toItem, toSummary, toView } from './prescription.view.ts';
import type { CatalogProductInfo, PrescriptionDecision, PrescriptionPorts } from './prescriptions.ports.ts';
import {
  countPrescriptions,
  countsOf,
  eventsOf,
  fileIdsOf,
  findPrescription,
  insertEvent,
  insertItems,
  insertPrescription,
  insertPrescriptionFiles,
  insertView,
  itemsOf,
  type ListFilter,
  listPrescriptions,
  type PrescriptionRow,
  type PrescriptionScope,
  redeemItemIf,
  releaseItemIf,
  remainingByProduct,
  updatePrescriptionIf,
  viewsOf,
} from './prescriptions.repository.ts';
import type { PrescriptionsTable } from './prescriptions.tables.ts';
import { hasHolds } from './redemption.repository.ts';

export interface PrescriptionsDeps {
  db: Kysely<Database>;
  clock: Clock;
  bus: EventBus;
  jobs: JobQueue;
  ports: PrescriptionPorts;
}

/** The caller as the service needs it (platform/request-context.ts AuthUser fits). */
export interface Caller {
  id: number;
  publicId: string;
  role: Role;
}

/** A prescription that moved, to announce on the bus once its transaction committed. */
export interface MovedPrescription {
  publicId: string;
  status: PrescriptionStatus;
  userId: number;
}

/**
 * What the consultations workflow hands over when a doctor writes an e-prescription (issue 12). The
 * patient is the consultation's; `gender` is not kept (the prescription has no place for it).
 */
export interface EPrescriptionInput {
  customerUserId: number;
  /** The customer's choice; null: their latest order's pharmacy, else the first one (they can change it). */
  pharmacyId: number | null;
  doctor: { name: string; str: string; userId: number };
  /** The consultation's public id (KNS-…). */
  consultationRef: string;
  patient: { relation: 'self' | 'family'; name: string; age: number; weight_kg: number | null; gender?: 'male' | 'female' };
  items: Array<{ product_id: number; quantity: number; signa: string }>;
  notes: string;
}

export interface IssuedPrescription {
  id: string;
  status: PrescriptionStatus;
  created_at: string;
}

/** One line of a redemption or a release: a prescription item and how many units. */
export interface RedemptionLine {
  itemId: number;
  quantity: number;
}

/** What the cart and checkout read of a customer's prescription. */
export interface PrescriptionForCart {
  id: number;
  publicId: string;
  pharmacyId: number;
  status: PrescriptionStatus;
  /** The last day, and whether that day is still to come (the expiry job may not have run yet). */
  validUntil: string | null;
  isValid: boolean;
  items: Array<{ itemId: number; productId: number; quantity: number; redeemed: number; remaining: number }>;
}

const DAY_MS = 86_400_000;
const FILES_VOUCHER = { vouchedBy: 'prescriptions' } as const;

function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The instant a last day ends in Asia/Jakarta (UTC+7, no daylight saving). */
function endOfJakartaDay(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00+07:00`) + DAY_MS).toISOString();
}

/**
 * The prescription's rules: who sees which one (a customer their own, a pharmacist their pharmacy's, an
 * admin all; anything else is 404), the moves of the state table with their timeline and bus event in
 * one transaction, the pharmacist's approval against the catalogue, staff reads logged for the owner
 * (UU PDP 27/2022), redemption by paid orders and the expiry at the end of the validity.
 */
export class PrescriptionsService {
  constructor(private readonly deps: PrescriptionsDeps) {}

  nowIso(): string {
    return this.deps.clock.now().toISOString();
  }

  // ---- The customer -------------------------------------------------------------------------------

  async list(userId: number, query: { page: number; perPage: number; status?: PrescriptionStatus[] | undefined }): Promise<Page<PrescriptionSummary>> {
    return this.page({ scope: { userId }, statuses: query.status, order: 'newest' }, query, 'customer');
  }

  async create(user: Caller, body: CreatePrescriptionBody, locale: Locale): Promise<PrescriptionDetail> {
    const { db, ports } = this.deps;
    const pharmacy = await ports.pharmacy(db, body.pharmacy_id);
    if (!pharmacy) throw fieldError('pharmacy_id', 'prescriptionPharmacyUnknown');
    if (body.date > jakartaDate(this.deps.clock.now())) throw fieldError('date', 'prescriptionDateInFuture');
    if (body.patient.age < PRESCRIPTION_CHILD_AGE && body.patient.weight_kg === null) {
      throw new ApiError(422, 'validation', { fields: { 'patient.weight_kg': [{ message: 'prescriptionWeightRequired', vars: { age: PRESCRIPTION_CHILD_AGE } }] } });
    }
    if (new Set(body.file_ids).size !== body.file_ids.length) throw fieldError('file_ids', 'prescriptionDuplicateFiles');
    // Someone else's upload is as unknown as a missing one (404, ARCHITECTURE §6); a chat attachment is not a prescription.
    for (const fileId of body.file_ids) {
      const file = await ports.files.describe(fileId, { userId: user.id });
      if (file.purpose !== 'prescription') throw fieldError('file_ids', 'prescriptionFileInvalid');
    }

    const now = this.nowIso();
    const publicId = newPrescriptionId();
    await db.transaction().execute(async (trx) => {
      const id = await insertPrescription(trx, {
        public_id: publicId,
        user_id: user.id,
        pharmacy_id: pharmacy.id,
        status: 'submitted',
        patient_relation: body.patient.relation,
        patient_name: body.patient.name,
        patient_age: body.patient.age,
        patient_weight_kg: body.patient.weight_kg,
        doctor_name: body.doctor.name,
        doctor_sip: body.doctor.sip || null,
        prescribed_on: body.date,
        notes: body.notes,
        pharmacist_user_id: null,
        pharmacist_name: null,
        pharmacist_sipa: null,
        approved_at: null,
        valid_until: null,
        expires_at: null,
        rejection_reason: null,
        clarification_question: null,
        clarification_answer: null,
        clarification_asked_at: null,
        clarification_answered_at: null,
        waiting_since: now,
        created_at: now,
        updated_at: now,
      });
      await insertPrescriptionFiles(trx, id, body.file_ids);
      await insertEvent(trx, { prescription_id: id, from_status: null, to_status: 'submitted', action: null, actor: 'customer', actor_user_id: user.id, actor_role: user.role, actor_name: null, note: null, created_at: now });
    });
    await this.announce([{ publicId, status: 'submitted', userId: user.id }]);
    void locale;
    return this.mine(user.id, publicId);
  }

  async mine(userId: number, publicId: string): Promise<PrescriptionDetail> {
    const row = await this.requireIn({ userId }, publicId);
    return this.detail(row, 'customer', { userId });
  }

  async answer(user: Caller, publicId: string, answer: string, locale: Locale): Promise<PrescriptionDetail> {
    const moved = await this.deps.db.transaction().execute(async (trx) => {
      const row = await this.requireIn({ userId: user.id }, publicId, trx);
      const to = assertAction(row.status, 'answer', 'customer', locale);
      const now = this.nowIso();
      return this.move(trx, row, to, 'answer', { who: 'customer', user }, { clarification_answer: answer, clarification_answered_at: now, waiting_since: now }, answer, locale);
    });
    await this.announce([moved]);
    return this.mine(user.id, publicId);
  }

  /**
   * POST /api/prescriptions/{id}/pharmacy: an e-prescription goes to another pharmacy while nothing of it
   * is bought or held. A paper one stays where its pharmacist checked it (409).
   */
  async relocate(user: Caller, publicId: string, pharmacyId: number, locale: Locale): Promise<PrescriptionDetail> {
    const { db, ports } = this.deps;
    const own = await this.requireIn({ userId: user.id }, publicId);
    if (own.consultation_ref === null) throw new ApiError(409, 'prescriptionPharmacyFixed');
    const pharmacy = await ports.pharmacy(db, pharmacyId);
    if (!pharmacy) throw fieldError('pharmacy_id', 'prescriptionPharmacyUnknown');
    await db.transaction().execute(async (trx) => {
      // Checkout locks the same row before it holds items, so nothing can be held between this check and the move.
      const row = await this.lock(trx, publicId);
      if (row.pharmacy_id === pharmacy.id) return;
      if (row.status === 'partly_redeemed' || row.status === 'redeemed') throw new ApiError(409, 'prescriptionPharmacyLocked');
      const valid = this.stillValid(row);
      if (row.status !== 'approved' || !valid) throw new ApiError(409, 'prescriptionNotRedeemable', { vars: { status: statusText(valid ? row.status : 'expired', locale) } });
      if ((await itemsOf(trx, row.id)).some((i) => i.redeemed_quantity > 0) || (await hasHolds(trx, row.id))) throw new ApiError(409, 'prescriptionPharmacyLocked');
      // Not announced: the status stays approved, and the customer made the change themselves.
      await this.move(trx, row, 'approved', 'relocate', { who: 'customer', user }, { pharmacy_id: pharmacy.id }, pharmacy.name, locale);
    });
    return this.mine(user.id, publicId);
  }

  /** Which staff read it, newest first: only its owner may ask. */
  async views(userId: number, publicId: string): Promise<PrescriptionView[]> {
    const row = await this.requireIn({ userId }, publicId);
    return (await viewsOf(this.deps.db, row.id)).map(toView);
  }

  /** The salinan resep for its owner, or for staff allowed to see it (that read is logged). */
  async pdfFor(user: Caller & { scope: readonly string[] }, publicId: string, locale: Locale): Promise<Buffer> {
    const own = await findPrescription(this.deps.db, publicId, { userId: user.id });
    if (own) return this.renderPdf(own, locale);
    if (!user.scope.includes('prescriptions:verify')) throw notFound();
    return this.consolePdf(user, publicId, locale);
  }

  // ---- The pharmacist's console -------------------------------------------------------------------

  async queue(user: Caller, query: { page: number; perPage: number; status?: PrescriptionStatus[] | undefined }): Promise<Page<ConsolePrescriptionSummary>> {
    const scope = await this.staffScope(user);
    const statuses = query.status && query.status.length > 0 ? query.status : [...OPEN_PRESCRIPTION_STATUSES];
    const filter: ListFilter = { scope, statuses, order: 'oldest_waiting' };
    const { db } = this.deps;
    const [rows, total] = await Promise.all([listPrescriptions(db, filter, { offset: (query.page - 1) * query.perPage, limit: query.perPage }), countPrescriptions(db, filter)]);
    const summaries = await this.summaries(rows, 'pharmacist');
    const names = await this.deps.ports.userNames(db, [...new Set(rows.map((r) => r.user_id))]);
    return {
      data: rows.map((row, i) => ({ ...summaries[i]!, customer_name: names.get(row.user_id) ?? '', waiting_seconds: this.waitingSeconds(row) })),
      page: query.page,
      perPage: query.perPage,
      total,
      lastPage: lastPageOf(total, query.perPage),
    };
  }

  async consoleDetail(user: Caller, publicId: string): Promise<ConsolePrescriptionDetail> {
    const row = await this.requireStaff(user, publicId);
    await this.logView(user, row, 'detail');
    return this.consoleView(row);
  }

  async consolePdf(user: Caller, publicId: string, locale: Locale): Promise<Buffer> {
    const row = await this.requireStaff(user, publicId);
    const pdf = await this.renderPdf(row, locale);
    await this.logView(user, row, 'pdf');
    return pdf;
  }

  async review(user: Caller, publicId: string, locale: Locale): Promise<ConsolePrescriptionDetail> {
    return this.decide(user, publicId, 'review', locale, async () => ({ patch: {}, note: null, after: {} }));
  }

  async reject(user: Caller, publicId: string, reason: string, locale: Locale): Promise<ConsolePrescriptionDetail> {
    return this.decide(user, publicId, 'reject', locale, async () => ({ patch: { rejection_reason: reason }, note: reason, after: { reason } }));
  }

  async clarify(user: Caller, publicId: string, question: string, locale: Locale): Promise<ConsolePrescriptionDetail> {
    return this.decide(user, publicId, 'clarify', locale, async () => ({
      patch: { clarification_question: question, clarification_answer: null, clarification_asked_at: this.nowIso(), clarification_answered_at: null },
      note: question,
      after: { question },
    }));
  }

  async approve(user: Caller, publicId: string, body: ApprovePrescriptionBody, locale: Locale): Promise<ConsolePrescriptionDetail> {
    const today = jakartaDate(this.deps.clock.now());
    const validUntil = body.valid_until ?? addDays(today, PRESCRIPTION_DEFAULT_VALIDITY_DAYS);
    if (validUntil < today || validUntil > addDays(today, PRESCRIPTION_MAX_VALIDITY_DAYS)) {
      throw new ApiError(422, 'validation', { fields: { valid_until: [{ message: 'prescriptionValidityInvalid', vars: { max: PRESCRIPTION_MAX_VALIDITY_DAYS } }] } });
    }
    const expiresAt = endOfJakartaDay(validUntil);
    return this.decide(user, publicId, 'approve', locale, async (trx, row) => {
      const products = await this.checkApprovalItems(trx, row.pharmacy_id, body.items);
      const now = this.nowIso();
      await insertItems(
        trx,
        body.items.map((item, position) => ({
          prescription_id: row.id,
          product_id: item.product_id,
          product_name: products.get(item.product_id)!.name,
          quantity: item.quantity,
          signa: item.signa,
          position,
        })),
      );
      await this.scheduleExpiry(trx, row.public_id, expiresAt);
      return {
        patch: { pharmacist_user_id: user.id, pharmacist_name: body.pharmacist_name, pharmacist_sipa: body.sipa, approved_at: now, valid_until: validUntil, expires_at: expiresAt },
        note: body.note ?? null,
        after: {
          items: body.items.map((i) => ({ product_id: i.product_id, quantity: i.quantity, signa: i.signa })),
          pharmacist_name: body.pharmacist_name,
          sipa: body.sipa,
          valid_until: validUntil,
        },
      };
    });
  }

  // ---- A doctor's e-prescription (issue 12; the consultations workflow) -----------------------------

  /**
   * Writes a doctor's e-prescription as an approved prescription of the customer, in one transaction: the
   * items checked against the catalogue as an approval checks them (a class that may not be sold online is
   * refused with 422 naming it), the doctor's name and STR, the consultation, the default validity and its
   * expiry job. From then on it is like any approved prescription: list, detail, add-to-cart, the Rx gate, PDF.
   */
  async issueEPrescription(input: EPrescriptionInput): Promise<IssuedPrescription> {
    const { db, ports } = this.deps;
    if (input.items.length === 0) throw new ApiError(422, 'validation', { fields: { items: [{ rule: 'required' }] } });
    const pharmacyId = input.pharmacyId ?? (await ports.defaultPharmacyFor(db, input.customerUserId));
    const pharmacy = pharmacyId === undefined ? undefined : await ports.pharmacy(db, pharmacyId);
    if (!pharmacy) throw fieldError('pharmacy_id', 'prescriptionPharmacyUnknown');
    const today = jakartaDate(this.deps.clock.now());
    const validUntil = addDays(today, PRESCRIPTION_DEFAULT_VALIDITY_DAYS);
    const expiresAt = endOfJakartaDay(validUntil);
    const now = this.nowIso();
    const publicId = newPrescriptionId();
    await db.transaction().execute(async (trx) => {
      const products = await this.checkApprovalItems(trx, pharmacy.id, input.items);
      const id = await insertPrescription(trx, {
        public_id: publicId,
        user_id: input.customerUserId,
        pharmacy_id: pharmacy.id,
        status: 'approved',
        patient_relation: input.patient.relation,
        patient_name: input.patient.name,
        patient_age: input.patient.age,
        patient_weight_kg: input.patient.weight_kg,
        doctor_name: input.doctor.name,
        doctor_sip: null,
        doctor_str: input.doctor.str,
        consultation_ref: input.consultationRef,
        prescribed_on: today,
        notes: input.notes,
        pharmacist_user_id: null,
        pharmacist_name: null,
        pharmacist_sipa: null,
        approved_at: now,
        valid_until: validUntil,
        expires_at: expiresAt,
        rejection_reason: null,
        clarification_question: null,
        clarification_answer: null,
        clarification_asked_at: null,
        clarification_answered_at: null,
        waiting_since: now,
        created_at: now,
        updated_at: now,
      });
      await insertItems(
        trx,
        input.items.map((item, position) => ({
          prescription_id: id,
          product_id: item.product_id,
          product_name: products.get(item.product_id)!.name,
          quantity: item.quantity,
          signa: item.signa,
          position,
        })),
      );
      // Its timeline starts approved, by the doctor, with the consultation as the note.
      await insertEvent(trx, {
        prescription_id: id,
        from_status: null,
        to_status: 'approved',
        action: null,
        actor: 'doctor',
        actor_user_id: input.doctor.userId,
        actor_role: 'doctor',
        actor_name: input.doctor.name,
        note: input.consultationRef,
        created_at: now,
      });
      await this.scheduleExpiry(trx, publicId, expiresAt);
    });
    await this.announce([{ publicId, status: 'approved', userId: input.customerUserId }]);
    return { id: publicId, status: 'approved', created_at: now };
  }

  // ---- Redemption and expiry (the checkout and payment workflows, the job queue) --------------------

  /** A customer's prescription as the cart sees it; someone else's or an unknown id is 404. */
  async forCart(db: Executor, userId: number, publicId: string): Promise<PrescriptionForCart> {
    const row = await this.requireIn({ userId }, publicId, db);
    const items = await itemsOf(db, row.id);
    return {
      id: row.id,
      publicId: row.public_id,
      pharmacyId: row.pharmacy_id,
      status: row.status,
      validUntil: row.valid_until,
      isValid: REDEEMABLE_PRESCRIPTION_STATUSES.includes(row.status) && row.expires_at !== null && Date.parse(row.expires_at) > this.deps.clock.now().getTime(),
      items: items.map((i) => ({ itemId: i.id, productId: i.product_id, quantity: i.quantity, redeemed: i.redeemed_quantity, remaining: i.quantity - i.redeemed_quantity })),
    };
  }

  /** Per product, what a customer's valid prescriptions at one pharmacy still cover (the Rx gate). */
  coverage(db: Executor, userId: number, pharmacyId: number, productIds: readonly number[]): Promise<Map<number, number>> {
    return remainingByProduct(db, userId, pharmacyId, productIds, this.nowIso());
  }

  /**
   * Consumes quantities of a valid prescription in the caller's transaction (an order being paid). More
   * than remains is refused (409) by the database itself, so two payments at once cannot exceed it.
   */
  async redeem(trx: Executor, publicId: string, lines: readonly RedemptionLine[], note: string | null = null, locale: Locale = 'id'): Promise<MovedPrescription> {
    const row = await this.lock(trx, publicId);
    const valid = row.expires_at !== null && Date.parse(row.expires_at) > this.deps.clock.now().getTime();
    if (!REDEEMABLE_PRESCRIPTION_STATUSES.includes(row.status) || !valid) {
      throw new ApiError(409, 'prescriptionNotRedeemable', { vars: { status: statusText(valid ? row.status : 'expired', locale) } });
    }
    for (const line of lines) {
      if (!(await redeemItemIf(trx, row.id, line.itemId, line.quantity))) {
        const item = (await itemsOf(trx, row.id)).find((i) => i.id === line.itemId);
        if (!item) throw new ApiError(409, 'prescriptionItemUnknown');
        throw new ApiError(409, 'prescriptionQuantityExceeded', { vars: { remaining: item.quantity - item.redeemed_quantity } });
      }
    }
    const items = await itemsOf(trx, row.id);
    const to: PrescriptionStatus = items.every((i) => i.redeemed_quantity >= i.quantity) ? 'redeemed' : 'partly_redeemed';
    return this.move(trx, row, to, 'redeem', { who: 'system' }, {}, note, locale);
  }

  /** Gives quantities back (a paid order cancelled or refunded); an expired or rejected one stays as it is. */
  async release(trx: Executor, publicId: string, lines: readonly RedemptionLine[], note: string | null = null, locale: Locale = 'id'): Promise<MovedPrescription | null> {
    const row = await this.lock(trx, publicId);
    if (!['approved', 'partly_redeemed', 'redeemed'].includes(row.status)) return null;
    for (const line of lines) await releaseItemIf(trx, row.id, line.itemId, line.quantity);
    const items = await itemsOf(trx, row.id);
    const redeemed = items.reduce((n, i) => n + i.redeemed_quantity, 0);
    const to: PrescriptionStatus = redeemed === 0 ? 'approved' : items.every((i) => i.redeemed_quantity >= i.quantity) ? 'redeemed' : 'partly_redeemed';
    if (to === row.status && to !== 'partly_redeemed') return null;
    return this.move(trx, row, to, 'release', { who: 'system' }, {}, note, locale);
  }

  /** The expiry job: an approved prescription whose last day has passed becomes expired. Idempotent. */
  async expire(publicId: string): Promise<void> {
    const moved = await this.deps.db.transaction().execute(async (trx) => {
      const row = await findPrescription(trx, publicId);
      if (!row || !REDEEMABLE_PRESCRIPTION_STATUSES.includes(row.status) || !row.expires_at) return null;
      if (Date.parse(row.expires_at) > this.deps.clock.now().getTime()) {
        // Woken early (a clock step, a changed validity): come back when it is due.
        await this.deps.jobs.schedule(trx as unknown as Kysely<JobsTables>, {
          name: 'prescription.expire',
          payload: { prescriptionId: publicId },
          runAt: new Date(row.expires_at),
          uniqueKey: `prescription.expire:${publicId}:${row.expires_at}`,
        });
        return null;
      }
      return this.move(trx, row, 'expired', 'expire', { who: 'system' }, {}, null, 'id');
    });
    if (moved) await this.announce([moved]);
  }

  /** Tells the notifications (and other nodes) that prescriptions moved; call after the transaction committed. */
  async announce(moved: readonly MovedPrescription[]): Promise<void> {
    for (const m of moved) {
      await this.deps.bus.publish('prescription.changed', { type: 'prescription', meta: { prescription_id: m.publicId }, status: m.status, userId: m.userId });
    }
  }

  // ---- Inside ---------------------------------------------------------------------------------------

  private async decide(
    user: Caller,
    publicId: string,
    action: Extract<PrescriptionAction, 'review' | 'approve' | 'reject' | 'clarify'>,
    locale: Locale,
    build: (trx: Executor, row: PrescriptionRow) => Promise<{ patch: Updateable<PrescriptionsTable>; note: string | null; after: Record<string, unknown> }>,
  ): Promise<ConsolePrescriptionDetail> {
    const scope = await this.staffScope(user);
    const moved = await this.deps.db.transaction().execute(async (trx) => {
      const row = await this.requireIn(scope, publicId, trx);
      const to = assertAction(row.status, action, 'pharmacist', locale);
      const { patch, note, after } = await build(trx, row);
      const result = await this.move(trx, row, to, action, { who: 'pharmacist', user }, patch, note, locale);
      const decision: PrescriptionDecision = {
        actor: user,
        action: `prescription.${action}`,
        prescriptionId: row.public_id,
        before: { status: row.status },
        after: { status: to, ...after },
        at: this.nowIso(),
      };
      await this.deps.ports.recordDecision(trx, decision);
      return result;
    });
    await this.announce([moved]);
    const row = await this.requireIn(scope, publicId);
    return this.consoleView(row);
  }

  /** One move of the table: the row only if it still has the status read, and its timeline line, in `trx`. */
  private async move(
    trx: Executor,
    row: PrescriptionRow,
    to: PrescriptionStatus,
    action: PrescriptionAction,
    actor: { who: PrescriptionActor; user?: Caller },
    patch: Updateable<PrescriptionsTable>,
    note: string | null,
    locale: Locale,
  ): Promise<MovedPrescription> {
    assertMove(row.status, to, action, actor.who, locale);
    const now = this.nowIso();
    if (!(await updatePrescriptionIf(trx, row.id, row.status, { ...patch, status: to, updated_at: now }))) throw transitionRefused(row.status, to, locale);
    const actorName = actor.user ? ((await this.deps.ports.userNames(trx, [actor.user.id])).get(actor.user.id) ?? null) : null;
    await insertEvent(trx, {
      prescription_id: row.id,
      from_status: row.status,
      to_status: to,
      action,
      actor: actor.who,
      actor_user_id: actor.user?.id ?? null,
      actor_role: actor.user?.role ?? null,
      actor_name: actorName,
      note,
      created_at: now,
    });
    return { publicId: row.public_id, status: to, userId: row.user_id };
  }

  /** The approval's expiry job, in the approval's own transaction (ADR 022). */
  private async scheduleExpiry(trx: Executor, publicId: string, expiresAt: string): Promise<void> {
    await this.deps.jobs.schedule(trx as unknown as Kysely<JobsTables>, {
      name: 'prescription.expire',
      payload: { prescriptionId: publicId },
      runAt: new Date(expiresAt),
      uniqueKey: `prescription.expire:${publicId}:${expiresAt}`,
    });
  }

  /** Its last day has not ended yet (the expiry job may not have run). */
  private stillValid(row: PrescriptionRow): boolean {
    return row.expires_at !== null && Date.parse(row.expires_at) > this.deps.clock.now().getTime();
  }

  /** Reads the row after taking its write lock (a no-op UPDATE), so concurrent redemptions queue up. */
  private async lock(trx: Executor, publicId: string): Promise<PrescriptionRow> {
    await trx.updateTable('prescriptions').set((eb) => ({ updated_at: eb.ref('updated_at') })).where('public_id', '=', publicId).execute();
    const row = await findPrescription(trx, publicId);
    if (!row) throw notFound();
    return row;
  }

  /** Each approval line names a catalogue product once, and never one the law keeps offline (422). */
  private async checkApprovalItems(db: Executor, pharmacyId: number, items: ApprovePrescriptionBody['items']): Promise<Map<number, CatalogProductInfo>> {
    const seen = new Set<number>();
    items.forEach((item, i) => {
      if (seen.has(item.product_id)) throw fieldError(`items.${i}.product_id`, 'prescriptionDuplicateProduct');
      seen.add(item.product_id);
    });
    const products = new Map((await this.deps.ports.products(db, pharmacyId, [...seen])).map((p) => [p.id, p]));
    items.forEach((item, i) => {
      const product = products.get(item.product_id);
      if (!product) throw fieldError(`items.${i}.product_id`, 'prescriptionProductUnknown');
      if (!isSellableOnline(product.drug_class)) {
        throw new ApiError(422, 'prescriptionProductNotOnline', {
          vars: { name: product.name },
          fields: { [`items.${i}.product_id`]: [{ message: 'prescriptionProductNotOnline', vars: { name: product.name } }] },
        });
      }
    });
    return products;
  }

  /** A pharmacist's pharmacy or every pharmacy for an admin; a pharmacist not yet assigned is refused as in the orders console. */
  private async staffScope(user: Caller): Promise<PrescriptionScope> {
    if (user.role === 'admin') return 'all';
    const pharmacyId = await this.deps.ports.staffPharmacyOf(this.deps.db, user.id);
    if (pharmacyId === undefined) throw new ApiError(403, 'noPharmacy');
    return { pharmacyId };
  }

  private async requireStaff(user: Caller, publicId: string): Promise<PrescriptionRow> {
    return this.requireIn(await this.staffScope(user), publicId);
  }

  private async requireIn(scope: PrescriptionScope, publicId: string, db: Executor = this.deps.db): Promise<PrescriptionRow> {
    const row = await findPrescription(db, publicId, scope);
    if (!row) throw notFound();
    return row;
  }

  private async logView(user: Caller, row: PrescriptionRow, what: PrescriptionViewKind): Promise<void> {
    const name = (await this.deps.ports.userNames(this.deps.db, [user.id])).get(user.id) ?? user.publicId;
    await insertView(this.deps.db, { prescription_id: row.id, viewer_user_id: user.id, viewer_role: user.role, viewer_name: name, what, created_at: this.nowIso() });
  }

  private waitingSeconds(row: PrescriptionRow): number {
    if (!OPEN_PRESCRIPTION_STATUSES.includes(row.status)) return 0;
    return Math.max(0, Math.floor((this.deps.clock.now().getTime() - Date.parse(row.waiting_since)) / 1000));
  }

  private async page(filter: ListFilter, query: { page: number; perPage: number }, viewer: PrescriptionActor): Promise<Page<PrescriptionSummary>> {
    const { db } = this.deps;
    const [rows, total] = await Promise.all([listPrescriptions(db, filter, { offset: (query.page - 1) * query.perPage, limit: query.perPage }), countPrescriptions(db, filter)]);
    return { data: await this.summaries(rows, viewer), page: query.page, perPage: query.perPage, total, lastPage: lastPageOf(total, query.perPage) };
  }

  private async summaries(rows: PrescriptionRow[], viewer: PrescriptionActor): Promise<PrescriptionSummary[]> {
    const { db, ports } = this.deps;
    const [pharmacies, counts] = await Promise.all([ports.pharmacyNames(db, [...new Set(rows.map((r) => r.pharmacy_id))]), countsOf(db, rows.map((r) => r.id))]);
    const byId = new Map(pharmacies.map((p) => [p.id, p]));
    return rows.map((row) =>
      toSummary(row, byId.get(row.pharmacy_id) ?? { id: row.pharmacy_id, slug: String(row.pharmacy_id), name: '' }, counts.get(row.id) ?? { files: 0, items: 0 }, viewer),
    );
  }

  private async detail(row: PrescriptionRow, viewer: PrescriptionActor, fileViewer: { userId: number } | typeof FILES_VOUCHER): Promise<PrescriptionDetail> {
    const { db, ports } = this.deps;
    const [summary] = await this.summaries([row], viewer);
    const [fileIds, itemRows, eventRows] = await Promise.all([fileIdsOf(db, row.id), itemsOf(db, row.id), eventsOf(db, row.id)]);
    const files: StoredFile[] = [];
    for (const fileId of fileIds) {
      // A file the storage lost is left out rather than failing the whole prescription.
      const file = await ports.files.describe(fileId, fileViewer).catch((error: unknown) => {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      });
      if (file) files.push(file);
    }
    const products = new Map((await ports.products(db, row.pharmacy_id, itemRows.map((i) => i.product_id))).map((p) => [p.id, p]));
    return toDetail(summary!, row, files, itemRows.map((i) => toItem(i, products.get(i.product_id))), eventRows.map(toEvent));
  }

  private async consoleView(row: PrescriptionRow): Promise<ConsolePrescriptionDetail> {
    const detail = await this.detail(row, 'pharmacist', FILES_VOUCHER);
    const names = await this.deps.ports.userNames(this.deps.db, [row.user_id]);
    return { ...detail, customer_name: names.get(row.user_id) ?? '', waiting_seconds: this.waitingSeconds(row) };
  }

  private async renderPdf(row: PrescriptionRow, locale: Locale): Promise<Buffer> {
    const { db, ports } = this.deps;
    const pharmacy = await ports.pharmacy(db, row.pharmacy_id);
    if (!pharmacy) throw notFound();
    const [fileIds, itemRows] = await Promise.all([fileIdsOf(db, row.id), itemsOf(db, row.id)]);
    const files = [];
    for (const fileId of fileIds) {
      const file = await ports.files.read(fileId);
      if (file) files.push(file);
    }
    return renderPrescriptionPdf({ row, items: itemRows, pharmacy, files, locale });
  }
}
