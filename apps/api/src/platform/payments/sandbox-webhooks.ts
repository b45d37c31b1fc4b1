import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';

/**
 * How a sandbox webhook looks on the wire: signed like a provider signs them, posted to a URL or handed
 * to a function in process. Scheduling, retries and fault injection live in sandbox-deliveries.ts.
 */

export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';
export const SANDBOX_EVENT_HEADER = 'x-sandbox-event-id';

export type PaymentsLog = Pick<FastifyBaseLogger, 'info' | 'warn'>;

export interface WebhookDelivery {
  rawBody: string;
  headers: Record<string, string>;
}

/** Where webhooks go: an URL (another process, or this one over loopback) or a function in process. */
export type WebhookTarget = { url: string; timeoutMs?: number } | { handler: (delivery: WebhookDelivery) => Promise<number> | number };

export interface DeliveryReport {
  eventId: string;
  delivered: boolean;
  /** HTTP status of each attempt in order; 0 is a network failure or timeout. */
  statuses: number[];
}

export function signSandboxBody(rawBody: string, secret: string): string {
  return createHmac('sha256', secret).update(rawBody, 'utf8').digest('hex');
}

/** Constant-time check of an X-Sandbox-Signature value. */
export function verifySandboxSignature(rawBody: string, signature: string | undefined, secret: string): boolean {
  if (!signature || !/^[0-9a-f]{64}$/i.test(signature)) return false;
  const expected = Buffer.from(signSandboxBody(rawBody, secret), 'hex');
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}

export function isDelivered(status: number): boolean {
  return status >= 200 && status < 300;
}

/** One attempt: the receiver's HTTP status, or 0 when it could not be reached in time. Never throws. */
export async function sendWebhook(
  target: WebhookTarget,
  event: { eventId: string; body: string },
  secret: string,
  fetchImpl: typeof fetch = fetch,
): Promise<number> {
  const headers = {
    'content-type': 'application/json',
    [SANDBOX_SIGNATURE_HEADER]: signSandboxBody(event.body, secret),
    [SANDBOX_EVENT_HEADER]: event.eventId,
  };
  try {
    if ('handler' in target) return await target.handler({ rawBody: event.body, headers });
    const response = await fetchImpl(target.url, {
      method: 'POST',
      headers,
      body: event.body,
      signal: AbortSignal.timeout(target.timeoutMs ?? 10_000),
    });
    await response.arrayBuffer();
    return response.status;
  } catch {
    return 0;
  }
}
