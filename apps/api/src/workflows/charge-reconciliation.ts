import type { Kysely } from 'kysely';
import type { Database } from '../db/database.ts';
import { findPaymentByProviderOrderId } from '../modules/payments/index.ts';
import type { Clock } from '../platform/clock.ts';
import type { JobQueue } from '../platform/jobs/job-queue.ts';
import { type ChargeIntentRow, listUnresolvedIntents, noteIntentError, recordChargeIntent, resolveIntent } from '../platform/payments/charge-intents.repository.ts';
import type { ChargeIntentOutcome, ChargeIntentsTables } from '../platform/payments/charge-intents.tables.ts';
import { type ChargeRequest, type PaymentGateway, PaymentGatewayError, type PaymentState } from '../platform/payments/payment-gateway.ts';
import { scheduleJob } from './schedule-job.ts';

declare module '../platform/jobs/jobs.ts' {
  interface JobTypes {
    /** Cancels charges made at the provider that no committed payment references. uniqueKey: `payment.reconcile:<slot>`. */
    'payment.reconcile': Record<string, never>;
  }
}

/** How often reconciliation runs. */
export const RECONCILE_EVERY_MS = 5 * 60_000;
/**
 * How old an intent must be before it counts as orphaned. A confirm commits within seconds of its charge
 * (the provider call times out after 15 s), so ten minutes never cancels a checkout still in flight.
 */
export const RECONCILE_GRACE_MS = 10 * 60_000;
/** Intents looked at per run; the next run takes the rest. */
const BATCH = 100;

export interface ReconcileLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface ReconcileDeps {
  db: Kysely<Database>;
  gateway: PaymentGateway;
  jobs: JobQueue;
  clock: Clock;
  log: ReconcileLog;
}

/**
 * Writes the intent to charge, committed, before the provider is asked (call it with the request about to
 * be sent). If the process dies or the order transaction fails after the provider made the charge, this
 * row is how reconciliation learns the charge exists: Midtrans has no API to list a merchant's charges.
 */
export function recordIntentToCharge(db: Kysely<Database>, gateway: PaymentGateway, request: ChargeRequest, nowIso: string): Promise<void> {
  return recordChargeIntent(db.withTables<ChargeIntentsTables>(), { provider: gateway.provider, provider_order_id: request.orderId, amount: request.amount, created_at: nowIso });
}

/**
 * The `payment.reconcile` job (docs/decisions/006). Every intent older than the grace period is either
 * referenced by a committed payment row (resolved as committed, nothing else happens) or orphaned: then
 * the provider's own status decides - a pending charge is cancelled so nobody can pay for an order that
 * does not exist, money already paid into it is refunded, and a charge the provider never made or that
 * already ended is only recorded. Nothing here books money on an order.
 */
export class ChargeReconciliation {
  private readonly intents: Kysely<ChargeIntentsTables>;

  constructor(private readonly deps: ReconcileDeps) {
    this.intents = deps.db.withTables<ChargeIntentsTables>();
  }

  /** Puts the next run on the queue; one job per time slot however many nodes ask. */
  async scheduleNext(): Promise<void> {
    const slot = (Math.floor(this.deps.clock.now().getTime() / RECONCILE_EVERY_MS) + 1) * RECONCILE_EVERY_MS;
    const runAt = new Date(slot);
    await scheduleJob(this.deps.jobs, this.deps.db, { name: 'payment.reconcile', payload: {}, runAt, uniqueKey: `payment.reconcile:${runAt.toISOString()}` });
  }

  async run(): Promise<Partial<Record<ChargeIntentOutcome, number>>> {
    // The next run first: a run that fails must not end the chain.
    await this.scheduleNext();
    const before = new Date(this.deps.clock.now().getTime() - RECONCILE_GRACE_MS).toISOString();
    const due = await listUnresolvedIntents(this.intents, this.deps.gateway.provider, before, BATCH);
    const done: Partial<Record<ChargeIntentOutcome, number>> = {};
    for (const intent of due) {
      try {
        const outcome = await this.reconcile(intent);
        if (outcome) done[outcome] = (done[outcome] ?? 0) + 1;
      } catch (error) {
        // The provider is unreachable or said something unexpected: the intent stays open for the next run.
        await noteIntentError(this.intents, intent.id, (error as Error).message);
        this.deps.log.warn({ err: error, providerOrderId: intent.provider_order_id }, 'charge reconciliation deferred');
      }
    }
    return done;
  }

  private async reconcile(intent: ChargeIntentRow): Promise<ChargeIntentOutcome | undefined> {
    const { gateway } = this.deps;
    const id = intent.provider_order_id;
    if (await this.committed(id)) return this.resolve(intent, 'committed');
    let state: PaymentState;
    try {
      state = await gateway.getStatus(id);
    } catch (error) {
      if (error instanceof PaymentGatewayError && error.code === 'not_found') return this.resolve(intent, 'absent');
      throw error;
    }
    let cancelled = false;
    if (state.status === 'pending') {
      // Asked again right before acting: an order that committed while we looked keeps its charge.
      if (await this.committed(id)) return this.resolve(intent, 'committed');
      try {
        state = await gateway.cancel(id);
        cancelled = state.status === 'cancelled';
      } catch (error) {
        // Paid or expired between the two calls: the provider's state is the answer.
        if (!(error instanceof PaymentGatewayError) || error.code !== 'not_allowed') throw error;
        state = await gateway.getStatus(id);
      }
    }
    switch (state.status) {
      case 'pending':
        throw new Error(`charge ${id} is still pending after cancelling`);
      case 'paid':
      case 'refunded':
        return this.refund(intent, state);
      default:
        return this.resolve(intent, cancelled ? 'cancelled' : 'closed');
    }
  }

  /** The customer paid a charge that no order stands behind: the money goes back, all of it. */
  private async refund(intent: ChargeIntentRow, state: PaymentState): Promise<ChargeIntentOutcome> {
    const id = intent.provider_order_id;
    const left = state.amount - (state.refundedAmount ?? 0);
    if (left > 0) {
      try {
        await this.deps.gateway.refund(id, left, 'Payment without an order', { refundKey: `orphan-${id}` });
      } catch (error) {
        if (!(error instanceof PaymentGatewayError) || error.code !== 'not_allowed') throw error;
        this.deps.log.error({ err: error, providerOrderId: id, amount: left }, 'paid charge without an order cannot be refunded by API; refund it by hand');
        return this.resolve(intent, 'refund_manual', error.message);
      }
    }
    return this.resolve(intent, 'refunded');
  }

  private async committed(providerOrderId: string): Promise<boolean> {
    return (await findPaymentByProviderOrderId(this.deps.db, providerOrderId)) !== undefined;
  }

  private async resolve(intent: ChargeIntentRow, outcome: ChargeIntentOutcome, error: string | null = null): Promise<ChargeIntentOutcome> {
    await resolveIntent(this.intents, intent.id, outcome, this.deps.clock.now().toISOString(), error);
    if (outcome !== 'committed') this.deps.log.warn({ providerOrderId: intent.provider_order_id, outcome }, 'charge without an order reconciled');
    return outcome;
  }
}
