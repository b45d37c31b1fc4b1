import { createHmac } from 'node:crypto';

/**
 * The built-in payment sandbox's webhook, rebuilt outside the server: the same raw body the sandbox
 * stored for the event, signed the way it signs (X-Sandbox-Signature = hex HMAC-SHA256 of the raw body).
 * Written out here rather than imported from the API, so the bench checks the documented contract
 * (docs/decisions/002) instead of agreeing with whatever the code does.
 */

export const SIGNATURE_HEADER = 'x-sandbox-signature';
export const EVENT_HEADER = 'x-sandbox-event-id';

/** The sandbox key is derived from APP_SECRET (platform/payments/create-gateway.ts), never APP_SECRET itself. */
export function sandboxWebhookKey(appSecret: string): string {
  return createHmac('sha256', appSecret).update('apotek/payment-sandbox-webhook').digest('hex');
}

export function signBody(rawBody: string, key: string): string {
  return createHmac('sha256', key).update(rawBody, 'utf8').digest('hex');
}

export interface Notification {
  eventId: string;
  /** The order's public id, for the bench's own bookkeeping. */
  orderId: string;
  /** pending / paid: events the sandbox recorded; claim: a validly signed "paid" for a charge nobody paid; forged: a bad signature. */
  kind: 'pending' | 'paid' | 'claim' | 'forged';
  rawBody: string;
  signature: string;
}

export function notification(kind: Notification['kind'], orderId: string, rawBody: string, key: string): Notification {
  const eventId = String((JSON.parse(rawBody) as { event_id: unknown }).event_id);
  return { eventId, orderId, kind, rawBody, signature: signBody(rawBody, key) };
}

/** POSTs one notification as the sandbox would; answers the HTTP status and the handler's outcome. */
export async function deliver(base: string, n: Notification): Promise<{ status: number; outcome: string; ms: number }> {
  const started = performance.now();
  const res = await fetch(`${base}/api/payments/webhook/sandbox`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: n.signature, [EVENT_HEADER]: n.eventId },
    body: n.rawBody,
  });
  const json = (await res.json().catch(() => ({}))) as { data?: { outcome?: string } };
  return { status: res.status, outcome: json.data?.outcome ?? '-', ms: performance.now() - started };
}
