import type { NotificationMeta, NotificationType } from '@apotek/contract';
import type { NotificationEvent } from './notification-jobs.ts';
import type { NotificationKey, NotificationVars } from './notification-text.ts';
import type { CampaignFacts, OrderFacts } from './notifications.ports.ts';

/** A notification to make for one user; its text is worded in the user's language when it is stored. */
export interface NotificationDraft {
  userId: number;
  type: NotificationType;
  key: NotificationKey;
  vars: NotificationVars;
  meta: NotificationMeta;
  /** Unique per user: the same event handled twice makes one notification. */
  dedupeKey: string;
}

/** The order moves a customer hears of (SPEC: paid, shipped, ready for pick-up, delivered, expired). */
export const TOLD_ORDER_STATUSES = new Set(['paid', 'shipped', 'ready_for_pickup', 'delivered', 'expired']);
export const TOLD_PRESCRIPTION_STATUSES = new Set(['approved', 'rejected', 'needs_clarification']);
/** Statuses the later consultation and appointment issues publish that have words here. */
const TOLD_CONSULTATION_STATUSES: Record<'consultation' | 'appointment', ReadonlySet<string>> = {
  consultation: new Set(['paid', 'started', 'ended', 'cancelled', 'refunded']),
  // reminder_day / reminder_hour: the appointments module's reminders before an approved appointment (ADR 030).
  appointment: new Set(['paid', 'approved', 'cancelled', 'reminder_day', 'reminder_hour']),
};

/** Chat text in a notification: one line, cut to this many characters. */
export const CHAT_PREVIEW_CHARS = 120;

export function chatPreview(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  const chars = Array.from(line);
  return chars.length > CHAT_PREVIEW_CHARS ? `${chars.slice(0, CHAT_PREVIEW_CHARS - 1).join('')}…` : line;
}

/** Whether an event is worth a job at all (the bus carries many moves nobody is told of). */
export function isTold(event: NotificationEvent): boolean {
  switch (event.kind) {
    case 'order':
      return TOLD_ORDER_STATUSES.has(event.status);
    case 'prescription':
      return TOLD_PRESCRIPTION_STATUSES.has(event.status);
    case 'consultation':
      return TOLD_CONSULTATION_STATUSES[event.type].has(event.status);
    case 'chat':
      return true;
  }
}

/**
 * The job's unique key: events that happen once per subject and status (an order paid, a prescription
 * approved) are one job ever, so a re-announced move (an order's status announced again, a prescription
 * approved again after a refund released it) makes nothing new. A clarification can be asked again and
 * chats repeat, so those are one job per bus message (their dedupe keys then carry the job's id).
 */
export function eventUniqueKey(event: NotificationEvent): string | undefined {
  switch (event.kind) {
    case 'order':
      return `order:${event.orderId}:${event.status}`;
    case 'prescription':
      return event.status === 'needs_clarification' ? undefined : `prescription:${event.prescriptionId}:${event.status}`;
    case 'consultation':
      return `${event.type}:${event.id}:${event.status}`;
    case 'chat':
      return undefined;
  }
}

export function orderDraft(event: { orderId: string; status: string }, order: OrderFacts): NotificationDraft | undefined {
  if (!TOLD_ORDER_STATUSES.has(event.status)) return undefined;
  return {
    userId: order.userId,
    type: 'transaction',
    key: `order.${event.status}` as NotificationKey,
    vars: { code: order.code, pharmacy: order.pharmacyName },
    meta: { order_code: order.code },
    dedupeKey: `order:${order.code}:${event.status}`,
  };
}

export function prescriptionDraft(event: { prescriptionId: string; status: string; userId: number }, jobId: number): NotificationDraft | undefined {
  if (!TOLD_PRESCRIPTION_STATUSES.has(event.status)) return undefined;
  const once = event.status !== 'needs_clarification';
  return {
    userId: event.userId,
    type: 'prescription',
    key: `prescription.${event.status}` as NotificationKey,
    vars: { code: event.prescriptionId },
    meta: { prescription_id: event.prescriptionId },
    dedupeKey: once ? `prescription:${event.prescriptionId}:${event.status}` : `prescription:${event.prescriptionId}:${event.status}:${jobId}`,
  };
}

const A_DOCTOR = { id: 'dokter', en: 'the doctor' };

export function consultationDraft(event: Extract<NotificationEvent, { kind: 'consultation' }>): NotificationDraft | undefined {
  if (!TOLD_CONSULTATION_STATUSES[event.type].has(event.status)) return undefined;
  return {
    userId: event.userId,
    type: event.type,
    key: `${event.type}.${event.status}` as NotificationKey,
    vars: { code: event.orderCode, doctor: event.doctorName?.trim() ? event.doctorName.trim() : A_DOCTOR },
    meta: { order_code: event.orderCode },
    dedupeKey: `${event.type}:${event.id}:${event.status}`,
  };
}

export function chatDraft(event: Extract<NotificationEvent, { kind: 'chat' }>, jobId: number): NotificationDraft {
  return {
    userId: event.userId,
    type: 'chat',
    key: 'chat.message',
    vars: { sender: event.senderName.trim().slice(0, 80), text: chatPreview(event.text), count: 1 },
    meta: { room_id: event.roomId },
    dedupeKey: `chat:${event.roomId}:${jobId}`,
  };
}

export function campaignDraft(campaign: CampaignFacts, userId: number): NotificationDraft {
  return {
    userId,
    type: 'campaign',
    key: 'campaign.published',
    vars: { title: campaign.title },
    meta: { campaign_id: String(campaign.id) },
    dedupeKey: `campaign:${campaign.id}`,
  };
}
