/**
 * Where a notification leads (SPEC §2). Its own file, without zod, because the bell of every page needs it
 * and the page's first-load JavaScript should not carry the contract's schemas (ADR 020).
 */

/** What `meta` holds once parsed: one of these keys, by type. */
export interface NotificationMeta {
  campaign_id?: string;
  prescription_id?: string;
  order_code?: string;
  room_id?: number;
}

/**
 * SPEC §2: where opening a notification goes. Campaigns to their page, prescriptions to theirs, chats to
 * the conversation (a deviation: SPEC would send them to an order summary), everything else to the
 * order summary of `order_code`.
 */
export function notificationTarget(n: { type: string; meta: string }): string {
  let meta: NotificationMeta = {};
  try {
    const parsed: unknown = JSON.parse(n.meta);
    if (parsed && typeof parsed === 'object') meta = parsed as NotificationMeta;
  } catch {
    // A broken meta still leads somewhere: the fallbacks below.
  }
  const part = (v: unknown) => encodeURIComponent(String(v ?? ''));
  switch (n.type) {
    case 'campaign':
      return `/campaign/detail/${part(meta.campaign_id)}`;
    case 'prescription':
      return `/prescription/${part(meta.prescription_id)}`;
    case 'chat':
      return meta.room_id === undefined ? '/messages' : `/messages?room=${part(meta.room_id)}`;
    default:
      return `/order/summary/${part(meta.order_code)}`;
  }
}
