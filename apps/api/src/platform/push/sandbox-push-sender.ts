import webpush from 'web-push';
import { endpointAllowed, type PushOutcome, type PushSender, type PushSendOptions, type PushTarget } from './push-sender.ts';
import type { VapidKeys } from './vapid.ts';

export interface SandboxPush {
  endpoint: string;
  /** The plain payload, as the service worker would decrypt it. */
  payload: string;
  options: PushSendOptions;
  /** The headers the real request would carry (Authorization: vapid …, Content-Encoding: aes128gcm, TTL, …). */
  headers: Record<string, string | number>;
  /** Bytes of the encrypted body. */
  bodyBytes: number;
}

/** RFC 8030 §7.2: push services take at most 4096 bytes of encrypted body. */
const MAX_BODY_BYTES = 4096;

/**
 * A push service in memory. It builds the very request the real adapter would send (the payload encrypted
 * to the subscription's keys and the VAPID header, by `web-push`), so bad keys and oversize payloads fail
 * as they would for real, then records it instead of posting it. A subscription marked expired answers
 * as a push service does for one the browser dropped (410 Gone), so the caller's clean-up runs.
 */
export class SandboxPushSender implements PushSender {
  readonly kind = 'sandbox' as const;
  readonly publicKey: string;
  readonly sent: SandboxPush[] = [];
  private readonly expired = new Set<string>();
  private failures = 0;

  constructor(private readonly options: { keys: VapidKeys; subject: string; hosts: readonly string[] }) {
    this.publicKey = options.keys.publicKey;
  }

  /** The browser dropped this subscription: the next send answers 410. */
  expire(endpoint: string): void {
    this.expired.add(endpoint);
  }

  /** The next `count` sends fail as a push service that is down would (5xx): the caller retries. */
  failNext(count: number): void {
    this.failures = count;
  }

  /** What was sent to one endpoint (or to all), oldest first. */
  to(endpoint?: string): SandboxPush[] {
    return endpoint === undefined ? [...this.sent] : this.sent.filter((p) => p.endpoint === endpoint);
  }

  clear(): void {
    this.sent.length = 0;
  }

  async send(target: PushTarget, payload: string, options: PushSendOptions): Promise<PushOutcome> {
    if (!endpointAllowed(target.endpoint, this.options.hosts)) return 'rejected';
    const request = webpush.generateRequestDetails({ endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } }, payload, {
      vapidDetails: { subject: this.options.subject, publicKey: this.options.keys.publicKey, privateKey: this.options.keys.privateKey },
      TTL: options.ttlSeconds,
      urgency: options.urgency ?? 'normal',
      ...(options.topic ? { topic: options.topic } : {}),
    });
    if (this.failures > 0) {
      this.failures -= 1;
      throw Object.assign(new Error('sandbox push service unavailable'), { statusCode: 503 });
    }
    if (this.expired.has(target.endpoint)) return 'gone';
    const bodyBytes = request.body?.byteLength ?? 0;
    if (bodyBytes > MAX_BODY_BYTES) return 'rejected';
    this.sent.push({ endpoint: target.endpoint, payload, options, headers: { ...(request.headers as Record<string, string | number>) }, bodyBytes });
    return 'sent';
  }
}
