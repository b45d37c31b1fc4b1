/**
 * The consultations' vocabulary without zod (docs/decisions/029-consultations.md), so pages that only need
 * a status name or an id's shape do not load the schemas: statuses, the table of allowed moves, the
 * customer's tabs, the default times and the public id's pattern.
 */
export const CONSULTATION_STATUSES = ['awaiting_payment', 'waiting', 'active', 'ended', 'reviewed', 'expired', 'refunded'] as const;
export type ConsultationStatus = (typeof CONSULTATION_STATUSES)[number];

/** Who or what makes a move. */
export type ConsultationActor = 'customer' | 'doctor' | 'payment' | 'system';

/** Every allowed move: from, to, and who may make it. Anything else is refused with 409. */
export const CONSULTATION_MOVES: ReadonlyArray<{ from: ConsultationStatus; to: ConsultationStatus; by: readonly ConsultationActor[] }> = [
  { from: 'awaiting_payment', to: 'waiting', by: ['payment'] },
  { from: 'awaiting_payment', to: 'expired', by: ['system'] },
  { from: 'waiting', to: 'active', by: ['doctor'] },
  { from: 'waiting', to: 'refunded', by: ['system'] },
  // Only the doctor ends; the clock ends a consultation whose time ran out (ADR 029).
  { from: 'active', to: 'ended', by: ['doctor', 'system'] },
  { from: 'ended', to: 'reviewed', by: ['customer'] },
];

export function consultationMoveAllowed(from: ConsultationStatus, to: ConsultationStatus, by: ConsultationActor): boolean {
  return CONSULTATION_MOVES.some((m) => m.from === from && m.to === to && m.by.includes(by));
}

/** The statuses the customer's page groups under one tab (SPEC §4: filter room_status=active). */
export const CONSULTATION_ROOM_STATUSES = {
  pending: ['awaiting_payment'],
  active: ['waiting', 'active'],
  done: ['ended', 'reviewed'],
  closed: ['expired', 'refunded'],
} as const satisfies Record<string, readonly ConsultationStatus[]>;
export type ConsultationRoomStatus = keyof typeof CONSULTATION_ROOM_STATUSES;

/** Defaults; the server's configuration may change the minutes (CONSULTATION_* in the environment). */
export const CONSULTATION_DEFAULTS = {
  /** An unpaid consultation expires after this long. */
  paymentMinutes: 15,
  /** A paid consultation the doctor has not answered by then is refunded. */
  answerMinutes: 10,
  /** The chat lasts this long after the doctor's first answer. */
  durationMinutes: 30,
  /** The doctor may extend it once by this much. */
  extensionMinutes: 15,
} as const;

/** Public consultation ids are unguessable, like order ids: KNS-7K3M9Q2XH4. */
export const CONSULTATION_ID_PATTERN = /^KNS-[0-9A-Z]{10}$/;
