import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Clock } from '../clock.ts';
import type { PaymentSandboxTables } from './payment-sandbox.tables.ts';

/**
 * How the sandbox delivers its webhooks: signed like a provider signs them, late like a provider is
 * late, and - when configured - failing, repeated and out of order the way real deliveries are, so the
 * shop's receiver is tested for idempotency before a real provider does it in production.
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

export interface SandboxDeliveryOptions {
  /** Wait before the first attempt, as a provider's queue does. Default 5 ms. */
  latencyMs?: number;
  /** Attempts per event before giving up. Default 5. */
  maxAttempts?: number;
  /** Wait before attempt n+1 is backoffMs * 2^(n-1). Default 250 ms. */
  backoffMs?: number;
  /** This many first attempts of every event fail with a simulated 500 without reaching the target. */
  failFirstAttempts?: number;
  /** After a successful delivery, send the same event this many more times (a provider that did not see the 200). */
  duplicates?: number;
  /** Hold each charge's "pending" event back and send it after the charge's next event. */
  outOfOrder?: boolean;
  /** How to wait; tests pass one that returns at once (and records the waits) so runs are deterministic. */
  sleep?: (ms: number) => Promise<void>;
  fetch?: typeof fetch;
}

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

interface QueuedEvent {
  eventId: string;
  providerRef: string;
  status: string;
  body: string;
}

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export class SandboxWebhookDispatcher {
  private target: WebhookTarget | undefined;
  private readonly inFlight = new Set<Promise<DeliveryReport>>();
  private readonly held = new Map<string, QueuedEvent>();
  private readonly opts: Required<Omit<SandboxDeliveryOptions, 'fetch'>> & { fetch: typeof fetch };

  constructor(
    private readonly db: Kysely<PaymentSandboxTables>,
    private readonly clock: Clock,
    private readonly secret: string,
    options: SandboxDeliveryOptions = {},
    target?: WebhookTarget,
    private readonly log?: PaymentsLog,
  ) {
    this.target = target;
    this.opts = {
      latencyMs: options.latencyMs ?? 5,
      maxAttempts: Math.max(1, options.maxAttempts ?? 5),
      backoffMs: options.backoffMs ?? 250,
      failFirstAttempts: options.failFirstAttempts ?? 0,
      duplicates: options.duplicates ?? 0,
      outOfOrder: options.outOfOrder ?? false,
      sleep: options.sleep ?? realSleep,
      fetch: options.fetch ?? fetch,
    };
  }

  setTarget(target: WebhookTarget | undefined): void {
    this.target = target;
  }

  /** Starts delivering an event that was just committed. Never rejects. */
  enqueue(event: QueuedEvent): void {
    if (this.opts.outOfOrder) {
      const earlier = this.held.get(event.providerRef);
      if (event.status === 'pending' && !earlier) {
        this.held.set(event.providerRef, event);
        return;
      }
      this.held.delete(event.providerRef);
      this.track(this.deliver(event).then(async (report) => (earlier ? (await this.deliver(earlier), report) : report)));
      return;
    }
    this.track(this.deliver(event));
  }

  /** Sends one stored event again, e.g. from the sandbox page. */
  async resend(eventId: string): Promise<DeliveryReport | undefined> {
    const row = await this.db
      .selectFrom('payment_sandbox_events')
      .select(['event_id', 'provider_ref', 'status', 'body'])
      .where('event_id', '=', eventId)
      .executeTakeFirst();
    if (!row) return undefined;
    return this.track(this.deliver({ eventId: row.event_id, providerRef: row.provider_ref, status: row.status, body: row.body }));
  }

  /** Waits until every delivery (and every retry) has finished; held events are released first. */
  async drain(): Promise<void> {
    for (const event of this.held.values()) this.track(this.deliver(event));
    this.held.clear();
    while (this.inFlight.size > 0) await Promise.all([...this.inFlight]);
  }

  private track(work: Promise<DeliveryReport>): Promise<DeliveryReport> {
    this.inFlight.add(work);
    void work.finally(() => this.inFlight.delete(work));
    return work;
  }

  private async deliver(event: QueuedEvent): Promise<DeliveryReport> {
    const statuses: number[] = [];
    const target = this.target;
    if (!target) {
      this.log?.warn(`[payments] sandbox webhook ${event.eventId} kept undelivered: no webhook target set`);
      return { eventId: event.eventId, delivered: false, statuses };
    }
    let delivered = false;
    try {
      for (let attempt = 1; attempt <= this.opts.maxAttempts && !delivered; attempt += 1) {
        await this.opts.sleep(attempt === 1 ? this.opts.latencyMs : this.opts.backoffMs * 2 ** (attempt - 2));
        const status = attempt <= this.opts.failFirstAttempts ? 500 : await this.send(target, event);
        statuses.push(status);
        delivered = status >= 200 && status < 300;
        await this.record(event.eventId, status, delivered);
      }
      for (let extra = 0; delivered && extra < this.opts.duplicates; extra += 1) {
        await this.opts.sleep(this.opts.latencyMs);
        const status = await this.send(target, event);
        statuses.push(status);
        await this.record(event.eventId, status, false);
      }
      if (!delivered) this.log?.warn(`[payments] sandbox webhook ${event.eventId} gave up after ${statuses.length} attempts`);
    } catch (error) {
      // A delivery runs detached from any request; a broken database here must not become an
      // unhandled rejection that takes the process down.
      this.log?.warn(`[payments] sandbox webhook ${event.eventId} failed: ${(error as Error).message}`);
    }
    return { eventId: event.eventId, delivered, statuses };
  }

  private async send(target: WebhookTarget, event: QueuedEvent): Promise<number> {
    const headers = {
      'content-type': 'application/json',
      [SANDBOX_SIGNATURE_HEADER]: signSandboxBody(event.body, this.secret),
      [SANDBOX_EVENT_HEADER]: event.eventId,
    };
    try {
      if ('handler' in target) return await target.handler({ rawBody: event.body, headers });
      const response = await this.opts.fetch(target.url, {
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

  private async record(eventId: string, status: number, delivered: boolean): Promise<void> {
    await this.db
      .updateTable('payment_sandbox_events')
      .set((eb) => ({
        attempts: eb('attempts', '+', 1),
        last_response_status: status,
        ...(delivered ? { delivered_at: this.clock.now().toISOString() } : {}),
      }))
      .where('event_id', '=', eventId)
      .execute();
  }
}
