import type { Consultation } from '@apotek/contract/consultations';
import { chatRoomPath } from '~/lib/chat-links';

/**
 * What the customer's page shows for a consultation, by its state (ADR 029's table) and its charge:
 * - `choose`: unpaid and no charge open (none yet, or a wallet attempt): pick QRIS, a VA or the wallet;
 * - `charge`: a QRIS or VA charge waits to be paid (QR / number, deadline, "Cek status", "Ganti metode");
 * - `charge-ended`: the last charge ran out or failed while the consultation may still be paid;
 * - then one stage per later state.
 */
export type ConsultationStage = 'choose' | 'charge' | 'charge-ended' | 'waiting' | 'active' | 'ended' | 'reviewed' | 'expired' | 'refunded';

type StageInput = Pick<Consultation, 'status' | 'payment'>;

export function stageOf(c: StageInput): ConsultationStage {
  if (c.status !== 'awaiting_payment') return c.status;
  const payment = c.payment;
  if (!payment || payment.channel === 'wallet') return 'choose';
  if (payment.status === 'pending') return 'charge';
  // Paid but the consultation not moved yet (the webhook is on its way): the charge panel says so.
  if (payment.status === 'paid') return 'charge';
  return 'charge-ended';
}

/** The clock the customer is racing or waiting on, with what it means; null when none runs. */
export interface StageDeadline {
  kind: 'pay' | 'answer' | 'ends';
  at: string;
}

export function deadlineOf(c: Pick<Consultation, 'status' | 'payment' | 'payment_due_at' | 'answer_due_at' | 'ends_at'>): StageDeadline | null {
  switch (c.status) {
    case 'awaiting_payment': {
      // A charge may run out before the consultation's own payment window: the earlier one counts.
      const charge = c.payment?.status === 'pending' && c.payment.channel !== 'wallet' ? c.payment.expires_at : null;
      const at = earliest(charge, c.payment_due_at);
      return at ? { kind: 'pay', at } : null;
    }
    case 'waiting':
      return c.answer_due_at ? { kind: 'answer', at: c.answer_due_at } : null;
    case 'active':
      return c.ends_at ? { kind: 'ends', at: c.ends_at } : null;
    default:
      return null;
  }
}

function earliest(a: string | null, b: string | null): string | null {
  if (!a) return b;
  if (!b) return a;
  return new Date(a).getTime() <= new Date(b).getTime() ? a : b;
}

/** The chat room of a paid consultation (/messages/doctor/{room_id}), or null before it has one. */
export function chatPathOf(c: Pick<Consultation, 'room_id'>): string | null {
  return c.room_id === null ? null : chatRoomPath('doctor', c.room_id);
}

/** States in which the page should keep asking the server: a charge may be paid, a doctor may answer. */
export function watchesStatus(c: StageInput): boolean {
  const stage = stageOf(c);
  return stage === 'charge' || stage === 'waiting';
}

/** Badge tone of a state: warning while the customer must act or wait, success once the doctor is on, neutral when over. */
export function statusTone(status: Consultation['status']): 'warning' | 'info' | 'success' | 'neutral' | 'danger' {
  switch (status) {
    case 'awaiting_payment':
      return 'warning';
    case 'waiting':
      return 'info';
    case 'active':
      return 'success';
    case 'expired':
      return 'danger';
    default:
      return 'neutral';
  }
}

