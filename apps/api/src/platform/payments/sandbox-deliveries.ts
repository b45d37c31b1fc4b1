import type { Kysely } from 'kysely';
import type { Clock } from '../clock.ts';
import type { JobQueue } from '../jobs/job-queue.ts';
import type { JobContext } from '../jobs/jobs.ts';
import type { JobsTables } from '../jobs/jobs.tables.ts';
import type { PaymentSandboxTables } from './payment-sandbox.tables.ts';
import { type DeliveryReport, isDelivered, type PaymentsLog, sendWebhook, type WebhookTarget } from './sandbox-webhooks.ts';

declare module '../jobs/jobs.ts' {
  interface JobTypes {
    /**
     * Delivers one sandbox webhook; `release` is a "pending" event held back for outOfOrder, sent once this
     * one is done. uniqueKey: `payment.sandbox.deliver:<eventId>`.
     */
    'payment.sandbox.deliver': { eventId: string; release?: string };
  }
}

export const SANDBOX_DELIVERY_JOB = 'payment.sandbox.deliver';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * Delays before each retry of a failed delivery: quick at first and growing, as Midtrans retries, and
 * kept up for a day, as Xendit does (its window is 24 h). Ten attempts over 23 h 51 min.
 */
export const SANDBOX_RETRY_SCHEDULE_MS: readonly number[] = [1 * MINUTE, 5 * MINUTE, 15 * MINUTE, 30 * MINUTE, 1 * HOUR, 2 * HOUR, 4 * HOUR, 8 * HOUR, 8 * HOUR];

export interface SandboxDeliveryOptions {
  /** Wait before the first attempt, as a provider's queue does. Default 0: the job queue's next look. */
  latencyMs?: number;
  /** Attempts per event before giving up. Default: the first plus one per retry delay (10). */
  maxAttempts?: number;
  /** Delay before each retry; the last one repeats if maxAttempts asks for more. Default SANDBOX_RETRY_SCHEDULE_MS. */
  retryDelaysMs?: readonly number[];
  /** This many first attempts of every event fail with a simulated 500 without reaching the target. */
  failFirstAttempts?: number;
  /** After a successful delivery, send the same event this many more times (a provider that did not see the 200). */
  duplicates?: number;
  /** Hold each charge's "pending" event back and send it after the charge's next event. */
  outOfOrder?: boolean;
  /** With outOfOrder: how long a "pending" event waits for a next event before it goes anyway. Default 60 s. */
  holdMs?: number;
  fetch?: typeof fetch;
}

interface DeliveriesDeps {
  db: Kysely<PaymentSandboxTables>;
  clock: Clock;
  secret: string;
  jobs: JobQueue;
  log?: PaymentsLog | undefined;
}

interface RecordedEvent {
  eventId: string;
  providerRef: string;
  status: string;
}

/**
 * The sandbox's outgoing webhooks as jobs on the shop's own queue (docs/decisions/006). Each event's
 * delivery job is written in the transaction that records the event, so a crash cannot lose it; a
 * non-2xx answer or a network error is retried on the provider-like schedule above, and after the last
 * attempt the event is marked given up. Any node of a scale-out may run a delivery.
 */
export class SandboxDeliveries {
  private target: WebhookTarget | undefined;
  private readonly opts: Required<Omit<SandboxDeliveryOptions, 'fetch'>> & { fetch: typeof fetch };
  /** How far ahead drain() looks: every delay an event can go through. */
  private readonly horizonMs: number;

  constructor(
    private readonly deps: DeliveriesDeps,
    options: SandboxDeliveryOptions = {},
    target?: WebhookTarget,
  ) {
    this.target = target;
    const retryDelaysMs = options.retryDelaysMs ?? SANDBOX_RETRY_SCHEDULE_MS;
    this.opts = {
      latencyMs: options.latencyMs ?? 0,
      maxAttempts: Math.max(1, options.maxAttempts ?? retryDelaysMs.length + 1),
      retryDelaysMs,
      failFirstAttempts: options.failFirstAttempts ?? 0,
      duplicates: options.duplicates ?? 0,
      outOfOrder: options.outOfOrder ?? false,
      holdMs: options.holdMs ?? MINUTE,
      fetch: options.fetch ?? fetch,
    };
    let retries = 0;
    for (let attempt = 1; attempt < this.opts.maxAttempts; attempt += 1) retries += this.retryDelay(attempt);
    this.horizonMs = this.opts.latencyMs + this.opts.holdMs + retries + MINUTE;
    deps.jobs.register(SANDBOX_DELIVERY_JOB, (payload, job) => this.run(payload, job), { backoff: (attempt) => this.retryDelay(attempt) });
  }

  setTarget(target: WebhookTarget | undefined): void {
    this.target = target;
  }

  /** Call inside the transaction that recorded the event: its delivery then exists exactly when it does. */
  async schedule(trx: Kysely<PaymentSandboxTables>, event: RecordedEvent): Promise<void> {
    const jobsDb = jobsOf(trx);
    const now = this.deps.clock.now().getTime();
    if (this.opts.outOfOrder && event.status === 'pending') {
      await this.deps.jobs.schedule(jobsDb, this.job(event.eventId, new Date(now + this.opts.holdMs)));
      return;
    }
    let release: string | undefined;
    if (this.opts.outOfOrder) {
      const held = await trx
        .selectFrom('payment_sandbox_events')
        .select('event_id')
        .where('provider_ref', '=', event.providerRef)
        .where('status', '=', 'pending')
        .where('attempts', '=', 0)
        .where('event_id', '!=', event.eventId)
        .executeTakeFirst();
      // Taken off the queue here, put back once this event is through: it arrives second.
      if (held && (await this.deps.jobs.cancel(jobsDb, deliveryKey(held.event_id)))) release = held.event_id;
    }
    await this.deps.jobs.schedule(jobsDb, this.job(event.eventId, new Date(now + this.opts.latencyMs), release));
  }

  /** Call once that transaction committed: a running queue delivers now instead of at its next poll. */
  committed(): void {
    this.deps.jobs.wake();
  }

  /** Sends one stored event again at once, outside the schedule, e.g. from the sandbox page. */
  async resend(eventId: string): Promise<DeliveryReport | undefined> {
    const event = await this.findEvent(eventId);
    if (!event) return undefined;
    if (!this.target) return { eventId, delivered: false, statuses: [] };
    const status = await sendWebhook(this.target, { eventId, body: event.body }, this.deps.secret, this.opts.fetch);
    await this.record(eventId, status, isDelivered(status));
    return { eventId, delivered: isDelivered(status), statuses: [status] };
  }

  /**
   * Runs every delivery owed now, retries included, as if their delays had already passed: for tests and
   * scripts with a manual clock. Nothing needs it at shutdown, since undelivered events stay queued.
   */
  async drain(): Promise<void> {
    const horizon = new Date(this.deps.clock.now().getTime() + this.horizonMs);
    await this.deps.jobs.runDue(horizon, { names: [SANDBOX_DELIVERY_JOB] });
  }

  /** The job: one attempt. Throwing makes the queue retry it after the next delay of the schedule. */
  private async run({ eventId, release }: { eventId: string; release?: string }, job: JobContext): Promise<void> {
    const event = await this.findEvent(eventId);
    if (!event) return;
    // Run again after a crash that came after the receiver's 2xx: at least once is enough.
    if (event.delivered_at) return this.releaseHeld(release);
    const target = this.target;
    let status: number | undefined;
    if (target) {
      status = job.attempt <= this.opts.failFirstAttempts ? 500 : await sendWebhook(target, { eventId, body: event.body }, this.deps.secret, this.opts.fetch);
      await this.record(eventId, status, isDelivered(status));
    }
    if (target && status !== undefined && isDelivered(status)) {
      for (let extra = 0; extra < this.opts.duplicates; extra += 1) {
        await this.record(eventId, await sendWebhook(target, { eventId, body: event.body }, this.deps.secret, this.opts.fetch), false);
      }
      return this.releaseHeld(release);
    }
    if (job.attempt >= job.maxAttempts) {
      await this.deps.db.updateTable('payment_sandbox_events').set({ gave_up_at: this.deps.clock.now().toISOString() }).where('event_id', '=', eventId).execute();
      this.deps.log?.warn(`[payments] sandbox webhook ${eventId} given up after ${job.attempt} attempts`);
      await this.releaseHeld(release);
    }
    throw new Error(status === undefined ? `sandbox webhook ${eventId}: no webhook target set` : `sandbox webhook ${eventId} answered ${status || 'nothing (network error or timeout)'}`);
  }

  private async releaseHeld(release: string | undefined): Promise<void> {
    if (release) await this.deps.jobs.schedule(jobsOf(this.deps.db), this.job(release, this.deps.clock.now()));
  }

  private job(eventId: string, runAt: Date, release?: string) {
    return {
      name: SANDBOX_DELIVERY_JOB,
      payload: release ? { eventId, release } : { eventId },
      runAt,
      uniqueKey: deliveryKey(eventId),
      maxAttempts: this.opts.maxAttempts,
    } as const;
  }

  private retryDelay(attempt: number): number {
    const delays = this.opts.retryDelaysMs;
    return delays[Math.min(attempt, delays.length) - 1] ?? 0;
  }

  private findEvent(eventId: string) {
    return this.deps.db.selectFrom('payment_sandbox_events').select(['body', 'delivered_at']).where('event_id', '=', eventId).executeTakeFirst();
  }

  private async record(eventId: string, status: number, delivered: boolean): Promise<void> {
    await this.deps.db
      .updateTable('payment_sandbox_events')
      .set((eb) => ({
        attempts: eb('attempts', '+', 1),
        last_response_status: status,
        ...(delivered ? { delivered_at: this.deps.clock.now().toISOString() } : {}),
      }))
      .where('event_id', '=', eventId)
      .execute();
  }
}

export function deliveryKey(eventId: string): string {
  return `${SANDBOX_DELIVERY_JOB}:${eventId}`;
}

/** The sandbox's schema and the app's both hold the jobs table (db/database.ts); Kysely's types cannot see it. */
function jobsOf(db: Kysely<PaymentSandboxTables>): Kysely<JobsTables> {
  return db as unknown as Kysely<JobsTables>;
}
