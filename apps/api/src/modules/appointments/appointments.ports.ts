import type { ConsultationPayment, DoctorScheduleSlot, DoctorSpecialty, IndonesianTimeZone } from '@apotek/contract';
import type { Executor } from '../../db/database.ts';

/**
 * What the appointments module needs from elsewhere (a module never imports another; ADR 014), implemented
 * in workflows/appointments.ts from the other modules' public faces.
 */

/** A doctor as an appointment needs them: the card, the fee, the schedule on their clock, and their account. */
export interface AppointmentDoctor {
  id: number;
  slug: string;
  name: string;
  photoUrl: string | null;
  specialty: DoctorSpecialty;
  strNumber: string;
  facility: { name: string; city: string };
  fee: number;
  timeZone: IndonesianTimeZone;
  /** The doctor's own switch: false while on leave. */
  accepting: boolean;
  /** The doctor's sign-in account, who approves; null while they have none (then nobody can book them). */
  userId: number | null;
  userPublicId: string | null;
  schedule: DoctorScheduleSlot[];
}

export interface AppointmentDoctors {
  /** By id or slug. */
  find(db: Executor, idOrSlug: string): Promise<AppointmentDoctor | undefined>;
  /** The doctor whose account this is (the console's caller). */
  ofUser(db: Executor, userId: number): Promise<AppointmentDoctor | undefined>;
}

export interface AppointmentUsers {
  /** A customer's public id and name, as the doctor will see them. */
  find(db: Executor, userId: number): Promise<{ publicId: string; name: string } | undefined>;
}

/** The appointment's chat room (the chat module's `appointment` rooms), opened for the customer with the doctor. */
export interface AppointmentRooms {
  open(input: { customerUserId: number; doctorUserId: number; appointmentId: string }): Promise<number>;
}

export interface PayInput {
  /** The appointment's public id: the payment's reference. */
  ref: string;
  userId: number;
  amount: number;
  channel: string;
  pin?: string;
  paymentToken?: string;
  clientKey?: string;
  /** When the appointment gives its slot back: a charge should not outlive it. */
  expiresAt: string;
}

/**
 * The shop's payment flow, wired by workflows to the payment gateway and the wallet. `pay` opens a QRIS or
 * VA charge, or pays from the wallet; whenever the money is confirmed (at once for the wallet, by the
 * webhook for a charge) the wiring calls AppointmentsService.markPaid in its own transaction. `refund` runs
 * in the transaction that cancels, rejects or expires a paid appointment and must give the money back in it
 * (to the wallet, or record it against the original charge). Errors are ApiErrors the caller sees.
 */
export interface AppointmentPayments {
  pay(input: PayInput): Promise<void>;
  /** The open or last charge, in the shape of a consultation's payment. */
  view(ref: string): Promise<ConsultationPayment | null>;
  refund(trx: Executor, ref: string, userId: number, amount: number): Promise<void>;
}

/** The module's half of the payment wiring: what the payment code calls when an appointment's money arrives. */
export interface AppointmentSettlement {
  /**
   * Moves an appointment awaiting payment to requested in the caller's transaction. False when it was not
   * waiting for payment any more (expired or cancelled): the caller then refunds the late money.
   */
  markPaid(trx: Executor, ref: string, paidAtIso: string): Promise<boolean>;
}

/** Makes the payment port with the module's settlement at hand (the wiring's and the tests' fakes need it). */
export type AppointmentPaymentsFactory = (settlement: AppointmentSettlement) => AppointmentPayments;
