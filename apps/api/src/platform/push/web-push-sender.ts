import type { Agent } from 'node:https';
import webpush from 'web-push';
import { endpointAllowed, outcomeOf, type PushOutcome, type PushSender, type PushSendOptions, type PushTarget } from './push-sender.ts';
import type { VapidKeys } from './vapid.ts';

export interface WebPushSenderOptions {
  keys: VapidKeys;
  subject: string;
  hosts: readonly string[];
  /** Milliseconds before a push service that does not answer counts as a failure (retried). */
  timeoutMs?: number;
  /** The HTTPS agent (tests trust their local fake push service's certificate through it). */
  agent?: Agent;
}

/** A push service's answer that was not 2xx (web-push's WebPushError). */
function statusOf(error: unknown): number | undefined {
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  return typeof status === 'number' ? status : undefined;
}

/**
 * The real adapter: the payload encrypted to the browser's keys (aes128gcm, RFC 8291), a VAPID JWT for the
 * push service's origin signed with our key (RFC 8292), posted over HTTPS by the `web-push` package.
 */
export class WebPushSender implements PushSender {
  readonly kind = 'web-push' as const;
  readonly publicKey: string;

  constructor(private readonly options: WebPushSenderOptions) {
    this.publicKey = options.keys.publicKey;
  }

  async send(target: PushTarget, payload: string, options: PushSendOptions): Promise<PushOutcome> {
    // Checked again here, not only at subscribe time: the allow-list may have shrunk since.
    if (!endpointAllowed(target.endpoint, this.options.hosts)) return 'rejected';
    try {
      await webpush.sendNotification({ endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } }, payload, {
        vapidDetails: { subject: this.options.subject, publicKey: this.options.keys.publicKey, privateKey: this.options.keys.privateKey },
        TTL: options.ttlSeconds,
        urgency: options.urgency ?? 'normal',
        ...(options.topic ? { topic: options.topic } : {}),
        timeout: this.options.timeoutMs ?? 10_000,
        ...(this.options.agent ? { agent: this.options.agent } : {}),
      });
      return 'sent';
    } catch (error) {
      const status = statusOf(error);
      if (status === undefined) throw error;
      const outcome = outcomeOf(status);
      if (outcome === 'retry') throw error;
      return outcome;
    }
  }
}
