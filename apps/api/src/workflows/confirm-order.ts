import type { Address, ApiMessageKey, confirmOrderBody, Locale, Order, PaymentChannel } from '@apotek/contract';
import type { z } from 'zod';
import type { AddressesService } from '../modules/addresses/index.ts';
import { newPaymentToken, nextPaymentAttempt, type OrderRow, type OrdersService, providerOrderId, SHIPMENT_BLOCK_MESSAGES } from '../modules/orders/index.ts';
import { insertPayment, latestPayment, type PaymentRow, paymentWindowMs, updatePaymentIf } from '../modules/payments/index.ts';
import type { Executor } from '../db/database.ts';
import { ApiError } from '../platform/api-error.ts';
import type { JobQueue } from '../platform/jobs/job-queue.ts';
import { type Charge, type ChargeRequest, type PaymentCustomer, type PaymentGateway, PaymentGatewayError } from '../platform/payments/payment-gateway.ts';
import type { Courier } from '../platform/shipping/courier.ts';
import { recordIntentToCharge } from './charge-reconciliation.ts';
import { expiryJobKey } from './order-closing.ts';
import { scheduleJob } from './schedule-job.ts';
import type { PaymentSync } from './payment-sync.ts';
import { quoteDelivery, type ShippingQuote } from './shipping-quote.ts';
import { runWorkflow, type WorkflowLog } from './workflow.ts';

type ConfirmInput = z.output<typeof confirmOrderBody>;

/** Who pays, as the payment provider wants it (accounts module, through the wiring). */
export type CustomerLookup = (userId: number) => Promise<PaymentCustomer>;

export interface ConfirmDeps {
  orders: OrdersService;
  addresses: AddressesService;
  courier: Courier;
  gateway: PaymentGateway;
  payments: PaymentSync;
  jobs: JobQueue;
  customer: CustomerLookup;
  log: WorkflowLog;
}

/** What a voucher takes off the delivery of an order (workflows/vouchers.ts), priced at `cost`. */
export type ShippingDiscount = (executor: Executor, order: OrderRow, cost: number) => Promise<number>;

interface ConfirmContext {
  userId: number;
  order: OrderRow;
  input: ConfirmInput;
  address: Address | null;
  quote?: ShippingQuote;
  /** Items discount already on the order plus the voucher's part of delivery. */
  discount?: number;
  total?: number;
  deadline?: string;
  attempt?: number;
  charge?: Charge;
  token?: string;
}

function gatewayFailure(error: unknown): unknown {
  if (!(error instanceof PaymentGatewayError)) return error;
  return new ApiError(error.code === 'invalid_request' ? 422 : 502, 'paymentUnavailable');
}

/**
 * POST /api/order/{id}/confirm: the buyer's choices become a priced order awaiting payment.
 *  validate   the order is the buyer's and still in checkout; the address is the buyer's (needed unless pick-up)
 *  quote      delivery priced by distance and weight; an unavailable service is a 422 with the reason
 *  attempt    a new attempt number, so the provider order id is fresh (`APT-…-n`)
 *  charge     the charge at the gateway                       undo: cancel the charge
 *  open       one transaction: checkout → awaiting_payment with the totals and the payment deadline (the
 *             reservation is extended to it), the payment row, the expiry job at the deadline
 * Any failure leaves the order in checkout and answers the error (the web keeps it in the confirm state).
 */
export class ConfirmWorkflow {
  /** Set by the vouchers wiring, which comes after commerce. */
  shippingDiscount?: ShippingDiscount;

  constructor(private readonly deps: ConfirmDeps) {}

  async confirm(userId: number, publicId: string, input: ConfirmInput, locale: Locale): Promise<{ order: Order; payment_token: string }> {
    const { orders } = this.deps;
    const order = await orders.requireOwned(orders.db, userId, publicId);
    const ctx: ConfirmContext = { userId, order, input, address: null };
    await runWorkflow<ConfirmContext>(
      'confirm-order',
      [
        { name: 'validate', run: (c) => this.validate(c) },
        { name: 'quote', run: (c) => this.quote(c) },
        { name: 'attempt', run: (c) => this.takeAttempt(c) },
        { name: 'charge', run: (c) => this.charge(c), undo: (c) => this.cancelCharge(c) },
        { name: 'open', run: (c) => this.open(c) },
      ],
      ctx,
      this.deps.log,
    );
    await orders.announce([{ publicId, status: 'awaiting_payment' }]);
    return { order: await orders.mine(userId, publicId, locale), payment_token: ctx.token! };
  }

  /**
   * POST /api/payment/submit/{token}: a new charge for an order still awaiting payment, when the buyer
   * picks another channel or the current charge ran out (a QRIS code lasts 15 minutes). The order's
   * deadline does not move, so renewing cannot hold stock for ever; a pending charge it replaces is
   * cancelled at the provider (and applied, should it have been paid meanwhile).
   */
  async renewCharge(payment: PaymentRow, order: OrderRow, channel: PaymentChannel): Promise<PaymentRow> {
    const { orders, payments } = this.deps;
    const renewable = payment.status === 'pending' || payment.status === 'expired' || payment.status === 'cancelled' || payment.status === 'failed';
    if (order.status !== 'awaiting_payment' || !renewable || !order.expires_at) throw new ApiError(409, 'paymentNotSwitchable');
    if ((await latestPayment(orders.db, order.id))?.id !== payment.id) throw new ApiError(409, 'paymentNotSwitchable');
    const now = Date.parse(orders.nowIso());
    const deadline = Math.min(now + paymentWindowMs(channel), Date.parse(order.expires_at));
    if (deadline <= now + 1000) throw new ApiError(409, 'paymentNotSwitchable');
    const attempt = await nextPaymentAttempt(orders.db, order.id);
    if (attempt === undefined) throw new ApiError(409, 'paymentNotSwitchable');
    const customer = await this.deps.customer(order.user_id);
    const id = providerOrderId(order.public_id, attempt);
    let charge: Charge;
    try {
      charge = await this.chargeAtGateway({ orderId: id, amount: Number(order.total), channel, customer, expiresAt: new Date(deadline) });
    } catch (error) {
      throw gatewayFailure(error);
    }
    const token = newPaymentToken();
    try {
      await orders.db.transaction().execute(async (trx) => {
        const nowIso = orders.nowIso();
        // Only the newest attempt can be renewed: a second renewal racing this one finds it replaced.
        const latest = await latestPayment(trx, order.id);
        if (latest?.id !== payment.id) throw new ApiError(409, 'paymentNotSwitchable');
        if (payment.status === 'pending' && !(await updatePaymentIf(trx, payment.id, 'pending', { status: 'cancelled', updated_at: nowIso }))) {
          throw new ApiError(409, 'paymentNotSwitchable');
        }
        await insertPayment(trx, paymentRow(order, attempt, token, charge, nowIso));
      });
    } catch (error) {
      await this.safeCancel(id);
      throw error;
    }
    if (payment.status === 'pending') await payments.cancelCharge(payment);
    return (await latestPayment(orders.db, order.id))!;
  }

  // ---- steps ----

  private async validate(c: ConfirmContext): Promise<void> {
    const { orders, addresses } = this.deps;
    if (c.order.status !== 'checkout' || !c.order.expires_at || Date.parse(c.order.expires_at) <= Date.parse(orders.nowIso())) {
      throw new ApiError(409, 'orderNotConfirmable');
    }
    if (c.input.address_id !== undefined) c.address = await addresses.get(c.userId, c.input.address_id);
    if (c.input.shipment_type !== 'pickup' && !c.address) {
      throw new ApiError(422, 'addressRequired', { fields: { address_id: [{ message: 'addressRequired' }] } });
    }
  }

  private async quote(c: ConfirmContext): Promise<void> {
    const quote = await quoteDelivery(this.deps.orders.db, this.deps.courier, { storeId: c.order.store_id, weightGrams: c.order.total_weight_grams }, c.address, c.input.shipment_type);
    if (!quote.available) {
      const key: ApiMessageKey = SHIPMENT_BLOCK_MESSAGES[quote.block ?? 'not_offered'];
      throw new ApiError(422, key, { fields: { shipment_type: [{ message: key }] } });
    }
    c.quote = quote;
    const shippingOff = (await this.shippingDiscount?.(this.deps.orders.db, c.order, quote.cost)) ?? 0;
    c.discount = Number(c.order.discount) + shippingOff;
    c.total = Number(c.order.subtotal) + quote.cost - c.discount;
    c.deadline = new Date(Date.parse(this.deps.orders.nowIso()) + paymentWindowMs(c.input.payment_channel)).toISOString();
  }

  private async takeAttempt(c: ConfirmContext): Promise<void> {
    const attempt = await nextPaymentAttempt(this.deps.orders.db, c.order.id);
    if (attempt === undefined) throw new ApiError(409, 'orderNotConfirmable');
    c.attempt = attempt;
  }

  private async charge(c: ConfirmContext): Promise<void> {
    try {
      c.charge = await this.chargeAtGateway({
        orderId: providerOrderId(c.order.public_id, c.attempt!),
        amount: c.total!,
        channel: c.input.payment_channel,
        customer: await this.deps.customer(c.userId),
        expiresAt: c.deadline!,
      });
    } catch (error) {
      throw gatewayFailure(error);
    }
  }

  private async cancelCharge(c: ConfirmContext): Promise<void> {
    if (c.charge) await this.safeCancel(providerOrderId(c.order.public_id, c.attempt!));
  }

  private async open(c: ConfirmContext): Promise<void> {
    const { orders, jobs } = this.deps;
    const token = newPaymentToken();
    await orders.db.transaction().execute(async (trx) => {
      const nowIso = orders.nowIso();
      await orders.move(trx, c.order, 'awaiting_payment', { who: 'customer', userId: c.userId }, {
        note: c.input.payment_channel,
        patch: {
          shipment_type: c.input.shipment_type,
          shipping_cost: c.quote!.cost,
          discount: c.discount!,
          shipping_eta: c.quote!.eta,
          courier: c.input.shipment_type === 'pickup' ? null : this.deps.courier.kind,
          total: c.total!,
          address_id: c.address?.id ?? null,
          address_json: c.address ? JSON.stringify(c.address) : null,
          notes: c.input.notes,
          expires_at: c.deadline!,
        },
      });
      await insertPayment(trx, paymentRow({ ...c.order, total: c.total! }, c.attempt!, token, c.charge!, nowIso));
      await scheduleJob(jobs, trx, {
        name: 'order.expire',
        payload: { orderId: c.order.public_id },
        runAt: new Date(c.deadline!),
        uniqueKey: expiryJobKey(c.order.public_id, c.attempt!),
      });
    });
    c.token = token;
  }

  /**
   * The only way this workflow charges: the intent is committed first, so a charge whose order never
   * commits (the process dies, the transaction fails and the undo cannot reach the provider, the answer
   * is lost on the way back) is found and cancelled by the payment.reconcile job.
   */
  private async chargeAtGateway(request: ChargeRequest): Promise<Charge> {
    await recordIntentToCharge(this.deps.orders.db, this.deps.gateway, request, this.deps.orders.nowIso());
    return this.deps.gateway.charge(request);
  }

  private async safeCancel(id: string): Promise<void> {
    try {
      await this.deps.gateway.cancel(id);
    } catch (error) {
      this.deps.log.error({ err: error, providerOrderId: id }, 'charge left open after a failed confirm; payment.reconcile cancels it');
    }
  }
}

function paymentRow(order: Pick<OrderRow, 'id' | 'public_id' | 'total'>, attempt: number, token: string, charge: Charge, nowIso: string) {
  return {
    order_id: order.id,
    attempt,
    token,
    provider: charge.provider,
    provider_order_id: providerOrderId(order.public_id, attempt),
    provider_ref: charge.providerRef,
    channel: charge.channel,
    status: 'pending' as const,
    amount: charge.amount,
    expires_at: charge.expiresAt,
    paid_at: null,
    qris_payload: charge.qrisPayload ?? null,
    qr_image_url: charge.qrImageUrl ?? null,
    va_number: charge.vaNumber ?? charge.billKey ?? null,
    biller_code: charge.billerCode ?? null,
    bank: charge.bank ?? null,
    flag: null,
    created_at: nowIso,
    updated_at: nowIso,
  };
}
