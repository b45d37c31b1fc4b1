import type { ConsultationPatient, ConsultationPayment, DoctorSpecialty, PaymentChannel } from '@apotek/contract';
import type { Executor } from '../../db/database.ts';

/**
 * What the consultations module needs from other modules, implemented in workflows/consultations.ts
 * from their public faces (a module never imports another; ADR 014).
 */

export interface ConsultDoctor {
  id: number;
  slug: string;
  name: string;
  photo_url: string | null;
  specialty: DoctorSpecialty;
  str_number: string;
  fee: number;
  /** The doctor's sign-in account; a doctor without one cannot take consultations. */
  userId: number | null;
  userPublicId: string | null;
  /** Accepting and inside a slot of the schedule now (ADR 027). */
  online: boolean;
}

export interface ConsultationPorts {
  doctor(db: Executor, idOrSlug: string): Promise<ConsultDoctor | undefined>;
  doctorsByIds(db: Executor, ids: readonly number[]): Promise<Map<number, ConsultDoctor>>;
  /** These users' public ids and names (the customer on the doctor's view). */
  users(db: Executor, ids: readonly number[]): Promise<Map<number, { publicId: string; name: string }>>;

  /** QRIS/VA charges (workflows/service-charges.ts). */
  charges: {
    open(owner: { ref: string; userId: number; amount: number; dueAt: Date }, channel: PaymentChannel): Promise<void>;
    latest(refs: readonly string[]): Promise<Map<string, ConsultationPayment>>;
    refresh(ref: string): Promise<void>;
    cancelOpen(ref: string): Promise<void>;
    /** In the refunding transaction: the paid charge goes back through the provider (a retrying job). */
    scheduleRefund(trx: Executor, ref: string): Promise<boolean>;
  };
  /** The wallet: pay with the PIN (its pay-order path, idempotent by client key) and refunds into it. */
  wallet: {
    pay(userId: number, input: { ref: string; client_key: string; pin?: string | undefined; payment_token?: string | undefined }): Promise<void>;
    /** Inside the refunding transaction; false when the customer has no active wallet to take it. */
    refund(trx: Executor, input: { userId: number; ref: string; amount: number; paidFromWallet: boolean }): Promise<boolean>;
  };
  /** The consultation's chat room (workflows/chat.ts's service). */
  chat: {
    open(customerUserId: number, doctorUserPublicId: string, consultationRef: string): Promise<number>;
    /** A message from the shop in the room: SPEC §4's end texts travel with `{ consultation_id }` in the payload. */
    notice(roomId: number, text: string, payload: Record<string, unknown> | null, prescription?: { id: string; status: string; created_at: string }): Promise<void>;
    /** Marks the room read by this user; answers what stays unread (0). */
    read(userId: number, roomId: number): Promise<number>;
    /** After the last notice: the room keeps its history and takes no more messages. */
    close(roomId: number): Promise<void>;
    /** The doctor's side has answered the customer's latest message. */
    replied(userId: number, roomId: number): Promise<void>;
  };
  /** The doctors module's reviews: writes one and recounts the doctor's rating, in the caller's transaction. */
  review(trx: Executor, input: { doctorId: number; customerUserId: number; consultationId: number; rating: number; text: string; nowIso: string }): Promise<void>;
  reviewOf(db: Executor, consultationId: number): Promise<{ rating: number; text: string; created_at: string } | undefined>;
  /** The prescriptions module: an approved e-prescription of the customer, written by the doctor. */
  prescribe(input: {
    customerUserId: number;
    doctor: { name: string; str: string; userId: number };
    consultationRef: string;
    /** The customer's choice at the start; null: the prescriptions module's default, which the customer can change. */
    pharmacyId: number | null;
    patient: ConsultationPatient;
    items: Array<{ product_id: number; quantity: number; signa: string }>;
    notes: string;
  }): Promise<{ id: string; status: string; created_at: string }>;
}
