import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { PaymentChannel } from '@apotek/contract';
import type { Database, Executor } from '../db/database.ts';
import { findUserById } from '../modules/accounts/index.ts';
import {
  findServicePayment,
  insertServicePayment,
  moveServicePaymentIf,
  paymentWindowMs,
  type ServicePaymentOwner,
  type ServicePaymentRow,
  servicePaymentsOf,
} from '../modules/payments/index.ts';
import { ApiError } from '../platform/api-error.ts';
import type { Clock } from '../platform/clock.ts';
import type { JobQueue } from '../platform/jobs/job-queue.ts';
import { type PaymentCustomer, type PaymentGateway, PaymentGatewayError, type PaymentState } from '../platform/payments/payment-gateway.ts';
import type { PaymentSync, SyncOutcome } from './payment-sync.ts';
import { scheduleJob } from './schedule-job.ts';

declare module '../platform/jobs/jobs.ts' {
  interface JobTypes {
    /** Gives back a service charge's money: it paid nothing (late), or its owner was refunded. */
    'service-payment.refund': { providerOrderId: string };
  }
}

/** The payer as the provider is told of them (name, e-mail, phone). */
export async function paymentCustomer(db: Executor, userId: number): Promise<PaymentCustomer> {
  const user = await findUserById(db, userId);
  return { name: user?.name ?? 'Pelanggan', email: user?.email ?? '', phone: user?.phone ?? '' };
}

/** Provider order ids of service charges: `SVC-<owner ref>-<attempt>`. */
export const SERVICE_CHARGE_PREFIX = 'SVC-';

/** What a charge pays for, as its owner module answers it. */
export interface ServiceChargeOwner {
  kind: ServicePaymentOwner;
  /**
   * In the transaction that marks the charge paid: moves the owner to paid, or answers `not_payable`
   * when it can no longer be paid (expired, or paid by another channel), whose money is then refunded.
   * `after` runs once the transaction committed (announcements).
   */
  paid(trx: Executor, ref: string, paidAtIso: string, channel: PaymentChannel): Promise<{ ok: true; after?: () => Promise<void> } | { ok: false }>;
}

export interface ServiceChargesDeps {
  db: Kysely<Database>;
  clock: Clock;
  gateway: PaymentGateway;
  jobs: JobQueue;
  sync: PaymentSync;
  customer(userId: number): Promise<PaymentCustomer>;
  log: { warn(obj: object, msg: string): void };
}

/**
 * QRIS and VA charges for what is not an order (consultations; appointments next). The charge lives in
 * the payments module's service_payments; the provider's notifications reach it through PaymentSync's
 * webhook (verified and deduplicated there), and the state applied is always the gateway's answer.
 * Paid once, however often it is notified: the charge moves to paid with a conditional update in the
 * same transaction as its owner. Money that pays nothing is refunded through the gateway, by a job that
 * retries until the provider answers.
 */
export class ServiceCharges {
  private readonly owners = new Map<ServicePaymentOwner, ServiceChargeOwner>();

  constructor(private readonly deps: ServiceChargesDeps) {
    deps.sync.otherCharges.push({ owns: (id) => id.startsWith(SERVICE_CHARGE_PREFIX), apply: (id, state) => this.apply(id, state) });
    deps.jobs.register('service-payment.refund', ({ providerOrderId }) => this.refundUnused(providerOrderId));
  }

  addOwner(owner: ServiceChargeOwner): void {
    this.owners.set(owner.kind, owner);
  }

  /**
   * The open charge for this owner on this channel, or a new one (earlier open ones of another channel
   * are cancelled). It expires with the owner's own payment deadline at the latest.
   */
  async open(owner: { kind: ServicePaymentOwner; ref: string; userId: number; amount: number; dueAt: Date }, channel: PaymentChannel): Promise<ServicePaymentRow> {
    const { db, gateway, clock } = this.deps;
    const now = clock.now();
    if (owner.dueAt.getTime() <= now.getTime()) throw new ApiError(409, 'consultationPaymentClosed');
    const attempts = await servicePaymentsOf(db, owner.kind, owner.ref);
    const open = attempts.filter((p) => p.status === 'pending' && Date.parse(p.expires_at) > now.getTime());
    const same = open.find((p) => p.channel === channel);
    if (same) return same;
    await Promise.all(open.map((p) => this.cancel(p)));

    const attempt = (attempts.at(-1)?.attempt ?? 0) + 1;
    const providerOrderId = `${SERVICE_CHARGE_PREFIX}${owner.ref}-${attempt}`;
    const expiresAt = new Date(Math.min(now.getTime() + paymentWindowMs(channel), owner.dueAt.getTime()));
    let charge;
    try {
      charge = await gateway.charge({ orderId: providerOrderId, amount: owner.amount, channel, customer: await this.deps.customer(owner.userId), expiresAt });
    } catch (error) {
      if (error instanceof PaymentGatewayError) throw new ApiError(503, 'paymentUnavailable');
      throw error;
    }
    const nowIso = now.toISOString();
    return insertServicePayment(db, {
      owner_kind: owner.kind,
      owner_ref: owner.ref,
      user_id: owner.userId,
      attempt,
      token: randomBytes(24).toString('base64url'),
      provider: gateway.provider,
      provider_order_id: providerOrderId,
      provider_ref: charge.providerRef,
      channel,
      status: 'pending',
      amount: owner.amount,
      expires_at: charge.expiresAt,
      paid_at: null,
      qris_payload: charge.qrisPayload ?? null,
      va_number: charge.vaNumber ?? charge.billKey ?? null,
      biller_code: charge.billerCode ?? null,
      bank: charge.bank ?? null,
      created_at: nowIso,
      updated_at: nowIso,
    });
  }

  /** Asks the gateway about the owner's open charges and applies the answers ("Cek status"). */
  async refresh(kind: ServicePaymentOwner, ref: string): Promise<void> {
    for (const payment of await servicePaymentsOf(this.deps.db, kind, ref)) {
      if (payment.status !== 'pending') continue;
      try {
        await this.apply(payment.provider_order_id, await this.deps.gateway.getStatus(payment.provider_order_id));
      } catch (error) {
        if (!(error instanceof PaymentGatewayError)) throw error;
        this.deps.log.warn({ err: error, providerOrderId: payment.provider_order_id }, 'service charge status unavailable');
      }
    }
  }

  /** The owner no longer wants its open charges (paid another way, expired): cancel them at the provider. */
  async cancelOpen(kind: ServicePaymentOwner, ref: string): Promise<void> {
    const open = (await servicePaymentsOf(this.deps.db, kind, ref)).filter((p) => p.status === 'pending');
    await Promise.all(open.map((p) => this.cancel(p)));
  }

  /**
   * In the transaction that cancels or refunds the owner: its paid charge is marked for a refund, which a
   * retrying job makes through the provider once committed. Answers whether there was one to refund.
   */
  async scheduleRefund(trx: Executor, kind: ServicePaymentOwner, ref: string): Promise<boolean> {
    const paid = (await servicePaymentsOf(trx, kind, ref)).find((p) => p.status === 'paid' && p.flag === null);
    if (!paid) return false;
    await trx.updateTable('service_payments').set({ flag: 'refund', updated_at: this.deps.clock.now().toISOString() }).where('id', '=', paid.id).execute();
    await scheduleJob(this.deps.jobs, trx, { name: 'service-payment.refund', payload: { providerOrderId: paid.provider_order_id }, runAt: this.deps.clock.now(), uniqueKey: `service-payment.refund:${paid.provider_order_id}` });
    return true;
  }

  /** The gateway's state of a charge, applied (PaymentSync hands over the notifications it has no order for). */
  async apply(providerOrderId: string, state: PaymentState): Promise<SyncOutcome> {
    const { db, clock } = this.deps;
    const payment = await findServicePayment(db, providerOrderId);
    if (!payment) return 'unknown_payment';
    const nowIso = clock.now().toISOString();
    switch (state.status) {
      case 'paid': {
        if (payment.status === 'paid' || payment.status === 'refunded') return 'already';
        const owner = this.owners.get(payment.owner_kind);
        if (!owner) return 'unknown_payment';
        const paidAt = state.paidAt ?? nowIso;
        const result = await db.transaction().execute(async (trx) => {
          // Read again inside: an expiry or a twin notification may have moved it since.
          const current = (await findServicePayment(trx, providerOrderId))!;
          if (current.status === 'paid' || current.status === 'refunded') return { moved: false as const };
          if (!(await moveServicePaymentIf(trx, payment.id, current.status, 'paid', { paid_at: paidAt, updated_at: nowIso }))) return { moved: false as const };
          const answer = await owner.paid(trx, payment.owner_ref, paidAt, payment.channel);
          if (!answer.ok) {
            await trx.updateTable('service_payments').set({ flag: 'late', updated_at: nowIso }).where('id', '=', payment.id).execute();
            await scheduleJob(this.deps.jobs, trx, { name: 'service-payment.refund', payload: { providerOrderId }, runAt: clock.now(), uniqueKey: `service-payment.refund:${providerOrderId}` });
          }
          return { moved: true as const, answer };
        });
        if (!result.moved) return 'already';
        if (!result.answer.ok) return 'refund_owed';
        await result.answer.after?.();
        await this.cancelOpen(payment.owner_kind, payment.owner_ref);
        return 'paid';
      }
      case 'pending':
        return 'pending';
      case 'refunded':
        return 'refunded';
      default:
        if (payment.status === 'pending') await moveServicePaymentIf(db, payment.id, 'pending', state.status, { updated_at: nowIso });
        return 'closed';
    }
  }

  /** The job: refunds a flagged charge's money through the provider; throws (and is retried) while it cannot. */
  private async refundUnused(providerOrderId: string): Promise<void> {
    const payment = await findServicePayment(this.deps.db, providerOrderId);
    if (!payment || payment.status !== 'paid' || payment.flag === null) return;
    await this.refund(payment, payment.flag === 'late' ? 'paid after it could no longer be paid' : 'the service was cancelled or not given');
  }

  private async refund(payment: ServicePaymentRow, reason: string): Promise<number> {
    const amount = Number(payment.amount) - Number(payment.refunded_amount);
    if (amount <= 0) return 0;
    const result = await this.deps.gateway.refund(payment.provider_order_id, amount, reason, { refundKey: `refund-${payment.provider_order_id}` });
    await moveServicePaymentIf(this.deps.db, payment.id, 'paid', 'refunded', { refunded_amount: result.totalRefunded, updated_at: this.deps.clock.now().toISOString() });
    return amount;
  }

  private async cancel(payment: ServicePaymentRow): Promise<void> {
    try {
      const state = await this.deps.gateway.cancel(payment.provider_order_id);
      await this.apply(payment.provider_order_id, state);
    } catch (error) {
      if (!(error instanceof PaymentGatewayError)) throw error;
      this.deps.log.warn({ err: error, providerOrderId: payment.provider_order_id }, 'service charge could not be cancelled; it expires at the provider');
    }
  }
}
