/**
 * Web push (RFC 8030, encrypted per RFC 8291, signed per RFC 8292 VAPID): the one interface the
 * notifications module sends through, with a sandbox that behaves like a push service and the real
 * adapter on the `web-push` package (docs/decisions/025-notifications-and-campaigns.md).
 */

/** A browser's subscription as stored: where to post, and the keys its payloads are encrypted to. */
export interface PushTarget {
  endpoint: string;
  /** The browser's P-256 public key, base64url. */
  p256dh: string;
  /** The browser's 16-byte auth secret, base64url. */
  auth: string;
}

export type PushUrgency = 'very-low' | 'low' | 'normal' | 'high';

export interface PushSendOptions {
  /** How long the push service keeps it for a device that is offline. */
  ttlSeconds: number;
  /** Messages with the same topic replace each other while still queued (at most 32 base64url characters). */
  topic?: string;
  urgency?: PushUrgency;
}

/**
 * `sent`: the push service took it. `gone`: the subscription no longer exists there (404 or 410): delete it.
 * `rejected`: refused for good (400, 403, 413): retrying would not help, the subscription may still be fine.
 * Anything else (429, 5xx, a network error) throws, so the job that sends retries later.
 */
export type PushOutcome = 'sent' | 'gone' | 'rejected';

export interface PushSender {
  readonly kind: 'sandbox' | 'web-push';
  /** The VAPID public key (base64url) browsers subscribe with. */
  readonly publicKey: string;
  send(target: PushTarget, payload: string, options: PushSendOptions): Promise<PushOutcome>;
}

/** What an HTTP status from a push service means for us. */
export function outcomeOf(status: number): PushOutcome | 'retry' {
  if (status >= 200 && status < 300) return 'sent';
  if (status === 404 || status === 410) return 'gone';
  if (status === 429 || status >= 500) return 'retry';
  return 'rejected';
}

/**
 * The browsers' push services. The server posts to whatever endpoint a subscription names, so only these
 * hosts are accepted (no request to an internal address on a customer's say-so). `*.` matches subdomains.
 */
export const DEFAULT_PUSH_HOSTS: readonly string[] = [
  'fcm.googleapis.com',
  'updates.push.services.mozilla.com',
  'web.push.apple.com',
  '*.push.apple.com',
  '*.notify.windows.com',
];

/** Whether the server may post to this endpoint: https, on an allowed host, no credentials in the URL. */
export function endpointAllowed(endpoint: string, hosts: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' || url.username || url.password) return false;
  // URL keeps IPv6 hosts in brackets; the allow-list is written without them.
  const host = url.hostname.toLowerCase();
  return hosts.some((allowed) => {
    const rule = allowed.toLowerCase();
    return rule.startsWith('*.') ? host.endsWith(rule.slice(1)) && host.length > rule.length - 1 : host === rule;
  });
}
