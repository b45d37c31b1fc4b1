import type { Locale } from './constants.ts';

/**
 * Appointments with a doctor at a slot of their weekly schedule (issue 12; docs/decisions/030-appointments.md).
 * The states are a table of allowed moves (APPOINTMENT_MOVES): awaiting payment → requested (paid, waiting
 * for the doctor) → approved → done; cancelled by the customer before it starts, rejected by the doctor
 * (SPEC §4: "reject uses the cancel call"), expired when unpaid in time or not approved before it starts.
 * A paid appointment that is cancelled, rejected or expires is refunded.
 */
export const APPOINTMENT_STATUSES = ['awaiting_payment', 'requested', 'approved', 'done', 'cancelled', 'rejected', 'expired'] as const;
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];

/** Each status in both languages (the API's status_label). */
export const APPOINTMENT_STATUS_LABELS: Readonly<Record<Locale, Record<AppointmentStatus, string>>> = {
  id: {
    awaiting_payment: 'Menunggu pembayaran',
    requested: 'Menunggu konfirmasi dokter',
    approved: 'Terkonfirmasi',
    done: 'Selesai',
    cancelled: 'Dibatalkan',
    rejected: 'Ditolak dokter',
    expired: 'Kedaluwarsa',
  },
  en: {
    awaiting_payment: 'Awaiting payment',
    requested: "Waiting for the doctor's confirmation",
    approved: 'Confirmed',
    done: 'Completed',
    cancelled: 'Cancelled',
    rejected: 'Declined by the doctor',
    expired: 'Expired',
  },
};

/** Who or what makes a move: `payment` is the payment flow confirming the money, `system` the clock's jobs. */
export type AppointmentActor = 'customer' | 'doctor' | 'payment' | 'system';

/** Every allowed move: from, to, and who may make it. Anything else is refused with 409. */
export const APPOINTMENT_MOVES: ReadonlyArray<{ from: AppointmentStatus; to: AppointmentStatus; by: readonly AppointmentActor[] }> = [
  { from: 'awaiting_payment', to: 'requested', by: ['payment'] },
  { from: 'awaiting_payment', to: 'cancelled', by: ['customer'] },
  { from: 'awaiting_payment', to: 'expired', by: ['system'] },
  { from: 'requested', to: 'approved', by: ['doctor'] },
  { from: 'requested', to: 'rejected', by: ['doctor'] },
  { from: 'requested', to: 'cancelled', by: ['customer'] },
  // Not approved before the slot starts: the doctor never answered, so the money goes back.
  { from: 'requested', to: 'expired', by: ['system'] },
  { from: 'approved', to: 'rejected', by: ['doctor'] },
  { from: 'approved', to: 'cancelled', by: ['customer'] },
  { from: 'approved', to: 'done', by: ['system'] },
];

export function appointmentMoveAllowed(from: AppointmentStatus, to: AppointmentStatus, by: AppointmentActor): boolean {
  return APPOINTMENT_MOVES.some((m) => m.from === from && m.to === to && m.by.includes(by));
}

/** The statuses that hold their slot: no second live appointment may take it (the database's unique index). */
export const APPOINTMENT_LIVE_STATUSES = ['awaiting_payment', 'requested', 'approved'] as const satisfies readonly AppointmentStatus[];
/** Statuses in which the money has been taken: leaving them for cancelled, rejected or expired refunds it. */
export const APPOINTMENT_PAID_STATUSES = ['requested', 'approved'] as const satisfies readonly AppointmentStatus[];

/** The customer's page groups statuses under tabs (SPEC §4 shows no status names). */
export const APPOINTMENT_GROUPS = {
  upcoming: ['awaiting_payment', 'requested', 'approved'],
  done: ['done'],
  closed: ['cancelled', 'rejected', 'expired'],
} as const satisfies Record<string, readonly AppointmentStatus[]>;
export type AppointmentGroup = keyof typeof APPOINTMENT_GROUPS;
export const APPOINTMENT_GROUP_NAMES = Object.keys(APPOINTMENT_GROUPS) as AppointmentGroup[];

export const APPOINTMENT_RULES = {
  /** Length of one bookable slot, cut from the start of each stretch of the doctor's schedule. */
  slotMinutes: 30,
  /** A slot must start at least this long after booking, so there is time to pay and for the doctor to approve. */
  leadMinutes: 60,
  /** How far ahead slots can be booked. */
  horizonDays: 30,
  /** Days one slots call answers at most. */
  maxDays: 14,
  /** An unpaid appointment gives its slot back after this long. */
  paymentMinutes: 15,
  /** Unpaid appointments a customer may hold at once (nobody can sit on a doctor's whole week). */
  maxUnpaid: 3,
  /** Reminders before an approved appointment, in minutes, by name. */
  reminders: { day: 24 * 60, hour: 60 },
} as const;

/** Public appointment ids are unguessable, like order ids: APM-7K3M9Q2XH4. */
export const APPOINTMENT_ID_PATTERN = /^APM-[0-9A-Z]{10}$/;
