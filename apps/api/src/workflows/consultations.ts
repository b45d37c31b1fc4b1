import type { Kysely } from 'kysely';
import type { Database } from '../db/database.ts';
import { findUserById } from '../modules/accounts/index.ts';
import type { ChatService } from '../modules/chat/index.ts';
import { type ConsultationPorts, type ConsultationsService, type ConsultationTimes, type ConsultDoctor, registerConsultations } from '../modules/consultations/index.ts';
import { type DoctorRow, findDoctor, findDoctorsByIds, insertReview, isOnlineAt, reviewOfConsultation } from '../modules/doctors/index.ts';
import { latestServicePayments, toServicePayment } from '../modules/payments/index.ts';
import type { PrescriptionsService } from '../modules/prescriptions/index.ts';
import type { WalletService } from '../modules/wallet/index.ts';
import { ApiError } from '../platform/api-error.ts';
import type { EventBus } from '../platform/bus/bus.ts';
import type { Clock } from '../platform/clock.ts';
import type { JobQueue } from '../platform/jobs/job-queue.ts';
import type { RouteRegistrar } from '../platform/routes.ts';
import type { ServiceCharges } from './service-charges.ts';
import type { WalletPayable } from './wallet.ts';

export interface ConsultationsWiring {
  db: Kysely<Database>;
  clock: Clock;
  bus: EventBus;
  jobs: JobQueue;
  times: ConsultationTimes;
  charges: ServiceCharges;
  wallet: { wallet: WalletService; payables: WalletPayable[] };
  chat: ChatService;
  prescriptions: PrescriptionsService;
  log: { warn(obj: object, msg: string): void };
}

const CONSULTATION_REF = /^KNS-/;

/**
 * Wires consultations (issue 12; docs/decisions/029-consultations.md) to what they use of other modules
 * (ADR 014): doctors and their accounts, QRIS/VA service charges, the wallet's pay-order and refunds,
 * the chat room of each consultation (which takes messages only while it is paid and not ended, and
 * whose first doctor message answers it), reviews on the doctor's rating, and e-prescriptions.
 */
export function wireConsultations(define: RouteRegistrar, deps: ConsultationsWiring): ConsultationsService {
  const { db, clock, chat, charges } = deps;
  const { wallet } = deps.wallet;

  const userPublicIds = async (ids: readonly number[]) => {
    const users = await Promise.all(ids.map((id) => findUserById(db, id)));
    return new Map(users.flatMap((u) => (u ? [[u.id, { publicId: u.public_id, name: u.name }] as const] : [])));
  };
  const toDoctor = async (row: DoctorRow, online: boolean, accounts: Map<number, { publicId: string }>): Promise<ConsultDoctor> => ({
    id: row.id,
    slug: row.slug,
    name: row.name,
    photo_url: row.photo_url,
    specialty: row.specialty,
    str_number: row.str_number,
    fee: Number(row.fee),
    userId: row.user_id,
    userPublicId: row.user_id !== null ? (accounts.get(row.user_id)?.publicId ?? null) : null,
    online,
  });
  const partyOf = async (userId: number) => {
    const user = (await findUserById(db, userId))!;
    return chat.party({ id: user.id, publicId: user.public_id, role: user.role });
  };

  const ports: ConsultationPorts = {
    async doctor(executor, idOrSlug) {
      const row = await findDoctor(executor, idOrSlug);
      if (!row) return undefined;
      const accounts = row.user_id !== null ? await userPublicIds([row.user_id]) : new Map();
      return toDoctor(row, await isOnlineAt(executor, row, clock.now()), accounts);
    },
    async doctorsByIds(executor, ids) {
      const rows = await findDoctorsByIds(executor, ids);
      const accounts = await userPublicIds(rows.flatMap((r) => (r.user_id !== null ? [r.user_id] : [])));
      // The online badge is not needed on a consultation already started.
      return new Map(await Promise.all(rows.map(async (r) => [r.id, await toDoctor(r, false, accounts)] as const)));
    },
    users: async (_executor, ids) => userPublicIds(ids),
    charges: {
      async open(owner, channel) {
        await charges.open({ kind: 'consultation', ...owner }, channel);
      },
      async latest(refs) {
        const rows = await latestServicePayments(db, 'consultation', refs);
        return new Map([...rows].map(([ref, row]) => [ref, toServicePayment(row)]));
      },
      refresh: (ref) => charges.refresh('consultation', ref),
      cancelOpen: (ref) => charges.cancelOpen('consultation', ref),
      scheduleRefund: (trx, ref) => charges.scheduleRefund(trx, 'consultation', ref),
    },
    wallet: {
      async pay(userId, input) {
        await wallet.payOrder(userId, { order_id: input.ref, client_key: input.client_key, ...(input.pin ? { pin: input.pin } : {}), ...(input.payment_token ? { payment_token: input.payment_token } : {}) });
      },
      async refund(trx, input) {
        if (input.paidFromWallet) {
          await wallet.refundOrder(trx, input.ref);
          return true;
        }
        return wallet.refundInto(trx, { userId: input.userId, amount: input.amount, ref: input.ref });
      },
    },
    chat: {
      async open(customerUserId, doctorUserPublicId, consultationRef) {
        const room = await chat.open(await partyOf(customerUserId), { type: 'doctor', doctor_id: doctorUserPublicId, consultation_id: consultationRef });
        return room.room_id;
      },
      async notice(roomId, text, payload, prescription) {
        await chat.notice(roomId, text, payload, prescription ? { kind: 'prescription', prescription } : null);
      },
      close: (roomId) => chat.close(roomId),
      async read(userId, roomId) {
        return (await chat.setRead(await partyOf(userId), roomId)).unread;
      },
      async replied(userId, roomId) {
        await chat.replied(await partyOf(userId), roomId);
      },
    },
    async review(trx, input) {
      const author = await findUserById(trx, input.customerUserId);
      await insertReview(trx, {
        doctor_id: input.doctorId,
        customer_id: input.customerUserId,
        author_name: author?.name ?? '',
        consultation_id: input.consultationId,
        rating: input.rating,
        text: input.text,
        created_at: input.nowIso,
      });
    },
    reviewOf: (executor, consultationId) => reviewOfConsultation(executor, consultationId),
    prescribe: (input) =>
      deps.prescriptions.issueEPrescription({
        customerUserId: input.customerUserId,
        pharmacyId: input.pharmacyId,
        doctor: input.doctor,
        consultationRef: input.consultationRef,
        patient: { relation: input.patient.relation, name: input.patient.name, age: input.patient.age, weight_kg: input.patient.weight_kg ?? null, gender: input.patient.gender },
        items: input.items,
        notes: input.notes,
      }),
  };

  const service = registerConsultations(define, { db, clock, bus: deps.bus, jobs: deps.jobs, times: deps.times, ports, log: deps.log });

  charges.addOwner({
    kind: 'consultation',
    paid: (trx, ref, paidAtIso, channel) => service.markPaid(trx, ref, paidAtIso, channel),
  });
  const payable: WalletPayable = {
    owns: (publicId) => CONSULTATION_REF.test(publicId),
    async find(executor, publicId) {
      const row = await executor.selectFrom('consultations').select(['id', 'public_id', 'customer_user_id', 'status', 'fee']).where('public_id', '=', publicId).executeTakeFirst();
      return row ? { id: row.id, publicId: row.public_id, userId: row.customer_user_id, status: row.status, total: Number(row.fee) } : undefined;
    },
    async markPaid(trx, consultation, paidAtIso) {
      const result = await service.markPaid(trx, consultation.publicId, paidAtIso, 'wallet');
      // The wallet turns this into its "not waiting for payment" answer and rolls the debit back.
      if (!result.ok) throw new ApiError(409, 'orderTransitionNotAllowed');
      return async () => {
        await result.after();
        await charges.cancelOpen('consultation', consultation.publicId);
      };
    },
  };
  deps.wallet.payables.push(payable);

  chat.guards.push({
    async beforeOpen(party, body) {
      // A doctor is reached through a paid consultation; the room is the consultation's own.
      if (body.type !== 'doctor') return;
      const row = body.consultation_id
        ? await db
            .selectFrom('consultations as c')
            .innerJoin('users as d', 'd.id', 'c.doctor_user_id')
            .select(['c.status', 'c.customer_user_id', 'd.public_id as doctor_public_id'])
            .where('c.public_id', '=', body.consultation_id)
            .executeTakeFirst()
        : undefined;
      const paidWithThisDoctor = row && row.customer_user_id === party.userId && row.doctor_public_id === body.doctor_id && row.status !== 'awaiting_payment' && row.status !== 'expired';
      if (!paidWithThisDoctor) throw new ApiError(409, 'consultationChatNotPaid');
    },
    beforeSend: (room) => (room.kind === 'doctor' && room.consultation_id ? service.assertChatOpen(room.consultation_id) : Promise.resolve()),
    afterSend: async (room, side, party) => {
      if (room.kind === 'doctor' && room.consultation_id && side === 'counterpart') await service.doctorWrote(room.consultation_id, party.userId);
    },
  });
  return service;
}
