import { type ApiMessageKey, DELIVERY_ISSUE_STATUSES, deliveryIssueRaisable, type Locale, type Order, type raiseDeliveryIssueBody, type ResolveDeliveryIssueBody } from '@apotek/contract';
import type { z } from 'zod';
import { isUniqueViolation } from '../db/errors.ts';
import type { AddressesService } from '../modules/addresses/index.ts';
import {
  type DeliveryIssuePatch,
  findDeliveryIssue,
  findOpenDeliveryIssue,
  findOrderById,
  insertDeliveryEvent,
  insertDeliveryIssue,
  latestDeliveryIssue,
  markDeliveryRefunded,
  newPickupCode,
  type OrderDeliveryPatch,
  type OrderRow,
  type OrdersService,
  resolveDeliveryIssueIf,
  SHIPMENT_BLOCK_MESSAGES,
  staffPharmacyOf,
  updateOrderDeliveryIf,
} from '../modules/orders/index.ts';
import { findPaymentById, listPayments, updatePaymentIf } from '../modules/payments/index.ts';
import { auditActor, recordAudit } from '../modules/audit/index.ts';
import { ApiError, notFound } from '../platform/api-error.ts';
import type { JobQueue } from '../platform/jobs/job-queue.ts';
import type { PaymentGateway } from '../platform/payments/payment-gateway.ts';
import type { AuthUser } from '../platform/request-context.ts';
import type { Courier } from '../platform/shipping/courier.ts';
import { scheduleJob } from './schedule-job.ts';
import { quoteDelivery } from './shipping-quote.ts';

declare module '../platform/jobs/jobs.ts' {
  interface JobTypes {
    /** Gives back the shipping fee (or part of it) that a delivery issue's answer owes the customer. */
    'delivery-issue.refund': { issueId: number };
  }
}

export function deliveryRefundJobKey(issueId: number): string {
  return `delivery-issue.refund:${issueId}`;
}

/** The gateway's idempotency key of the refund: one refund per answered issue, however often it is retried. */
export function deliveryRefundKey(issueId: number): string {
  return `delivery-issue-${issueId}`;
}

export interface DeliveryIssueDeps {
  orders: OrdersService;
  addresses: AddressesService;
  courier: Courier;
  gateway: PaymentGateway;
  jobs: JobQueue;
  log: { warn(obj: object, msg: string): void };
}

type RaiseInput = z.output<typeof raiseDeliveryIssueBody>;

/** What an answer changes, decided before the transaction that applies it. */
interface Answer {
  action: ResolveDeliveryIssueBody['action'];
  addressId: number | null;
  order: OrderDeliveryPatch;
  issue: DeliveryIssuePatch;
  refund: number;
  kind: 'delivery_address_changed' | 'delivery_switched_to_pickup';
}

/**
 * "Masalah alamat" (issue 8, point 1, last part; docs/decisions/009-delivery-pins.md). The pharmacy asks the
 * customer of a paid courier order, through the order, to fix its address; the order keeps its status and
 * is not shipped meanwhile. The customer answers once: another address of theirs that the order's courier
 * service can deliver to (the pharmacy absorbs a higher fee, a lower one is refunded), or pick-up at the
 * order's pharmacy (their consent), with the whole shipping fee refunded through the gateway. Each answer is
 * one transaction; the refund is a job scheduled in it, tried at once after commit and retried until the
 * gateway confirms it, under one idempotency key per issue.
 */
export class DeliveryIssues {
  constructor(private readonly deps: DeliveryIssueDeps) {}

  /** POST /api/console/orders/{id}/delivery-issue. */
  async raise(user: AuthUser, publicId: string, input: RaiseInput, locale: Locale): Promise<Order> {
    const { orders } = this.deps;
    const order = await orders.require(orders.db, publicId);
    if (user.role !== 'admin') {
      const storeId = await staffPharmacyOf(orders.db, user.id);
      if (storeId === undefined) throw new ApiError(403, 'noPharmacy');
      if (order.store_id !== storeId) throw notFound();
    }
    try {
      await orders.db.transaction().execute(async (trx) => {
        const fresh = await orders.require(trx, publicId);
        const open = await findOpenDeliveryIssue(trx, fresh.id);
        if (open) throw new ApiError(409, 'deliveryIssueAlreadyOpen');
        if (!deliveryIssueRaisable({ ...fresh, delivery_issue: null })) throw new ApiError(409, 'deliveryIssueNotAllowed');
        const nowIso = orders.nowIso();
        await insertDeliveryIssue(trx, { order_id: fresh.id, status: 'open', reason: input.reason, note: input.note, raised_by: user.id, raised_at: nowIso });
        await insertDeliveryEvent(trx, fresh, 'delivery_issue_raised', { who: 'pharmacist', userId: user.id }, { reason: input.reason, note: input.note }, nowIso);
        await recordAudit(trx, {
          ...auditActor(user),
          action: 'order.delivery_issue',
          entity: 'order',
          entityId: fresh.public_id,
          before: { status: fresh.status, delivery_issue: null },
          after: { status: fresh.status, delivery_issue: { status: 'open', reason: input.reason, note: input.note } },
          at: nowIso,
        });
      });
    } catch (error) {
      // Two pharmacists pressing at once: the open-issue index lets one through.
      if (isUniqueViolation(error)) throw new ApiError(409, 'deliveryIssueAlreadyOpen');
      throw error;
    }
    await orders.announce([{ publicId, status: order.status }]);
    return orders.view(await orders.require(orders.db, publicId), locale, 'pharmacist');
  }

  /** POST /api/orders/{id}/delivery-issue/resolve: the buyer's own order only (another's reads as missing). */
  async resolve(userId: number, publicId: string, body: ResolveDeliveryIssueBody, locale: Locale): Promise<{ order: Order; message: ApiMessageKey }> {
    const { orders } = this.deps;
    const order = await orders.requireOwned(orders.db, userId, publicId);
    const message: ApiMessageKey = body.action === 'switch_to_pickup' ? 'deliverySwitchedToPickup' : 'deliveryAddressChanged';
    const issue = await findOpenDeliveryIssue(orders.db, order.id);
    if (!issue) {
      await this.repeated(order, body);
      return { order: await orders.mine(userId, publicId, locale), message };
    }
    if (!(DELIVERY_ISSUE_STATUSES as readonly string[]).includes(order.status) || !order.shipment_type || order.shipment_type === 'pickup') {
      throw new ApiError(409, 'deliveryIssueNotOpen');
    }
    const answer = body.action === 'switch_to_pickup' ? this.pickupAnswer(order) : await this.addressAnswer(userId, order, body.address_id);
    const refundOwed = await orders.db.transaction().execute(async (trx) => {
      const nowIso = orders.nowIso();
      const payment = answer.refund > 0 ? (await listPayments(trx, order.id)).find((p) => p.status === 'paid') : undefined;
      if (answer.refund > 0 && !payment) throw new ApiError(409, 'deliveryIssueNotOpen');
      const resolved = await resolveDeliveryIssueIf(trx, issue.id, {
        ...answer.issue,
        resolution: answer.action,
        resolved_address_id: answer.addressId,
        resolved_at: nowIso,
        refund_amount: answer.refund,
        refund_payment_id: payment?.id ?? null,
      });
      // Answered by a request racing this one: the repeat path below gives the same reply.
      if (!resolved) return null;
      if (!(await updateOrderDeliveryIf(trx, order, { ...answer.order, updated_at: nowIso }))) throw new ApiError(409, 'deliveryIssueNotOpen');
      await insertDeliveryEvent(trx, order, answer.kind, { who: 'customer', userId }, answer.refund > 0 ? { refund: answer.refund } : {}, nowIso);
      if (answer.refund > 0) {
        await scheduleJob(this.deps.jobs, trx, { name: 'delivery-issue.refund', payload: { issueId: issue.id }, runAt: new Date(nowIso), uniqueKey: deliveryRefundJobKey(issue.id) });
      }
      return answer.refund > 0;
    });
    if (refundOwed === null) {
      await this.repeated(order, body);
    } else {
      await orders.announce([{ publicId, status: order.status }]);
      if (refundOwed) await this.tryRefund(issue.id);
    }
    return { order: await orders.mine(userId, publicId, locale), message };
  }

  /** The `delivery-issue.refund` job: idempotent (the gateway dedupes by the issue's key; a recorded refund is left alone). */
  async refund(issueId: number): Promise<void> {
    const { orders, gateway } = this.deps;
    const issue = await findDeliveryIssue(orders.db, issueId);
    if (!issue || issue.refunded_at || Number(issue.refund_amount) <= 0 || issue.refund_payment_id === null) return;
    const payment = await findPaymentById(orders.db, issue.refund_payment_id);
    if (!payment) return;
    const order = await findOrderById(orders.db, issue.order_id);
    const result = await gateway.refund(payment.provider_order_id, Number(issue.refund_amount), `Shipping fee of order ${order?.public_id ?? issue.order_id} (delivery issue)`, {
      refundKey: deliveryRefundKey(issue.id),
    });
    await orders.db.transaction().execute(async (trx) => {
      if (!(await markDeliveryRefunded(trx, issue.id, orders.nowIso()))) return;
      // Part of the money went back; the rest still pays the order, so the payment stays paid.
      const fresh = await findPaymentById(trx, payment.id);
      if (fresh && fresh.status === 'paid' && Number(fresh.refunded_amount) < result.totalRefunded) {
        await updatePaymentIf(trx, payment.id, 'paid', { refunded_amount: result.totalRefunded, updated_at: orders.nowIso() });
      }
    });
  }

  /** Refunds now when the gateway answers; the scheduled job retries when it does not. */
  async tryRefund(issueId: number): Promise<void> {
    try {
      await this.refund(issueId);
    } catch (error) {
      this.deps.log.warn({ err: error, issueId }, 'delivery refund failed; the delivery-issue.refund job will retry');
    }
  }

  /**
   * No issue is open: a repeat of the answer that closed the last one is answered the same way (and its
   * refund, if still owed, tried again); anything else is refused.
   */
  private async repeated(order: OrderRow, body: ResolveDeliveryIssueBody): Promise<void> {
    const last = await latestDeliveryIssue(this.deps.orders.db, order.id);
    const same = last?.status === 'resolved' && last.resolution === body.action && (body.action !== 'update_address' || last.resolved_address_id === body.address_id);
    if (!last || !same) throw new ApiError(409, 'deliveryIssueNotOpen');
    if (Number(last.refund_amount) > 0 && !last.refunded_at) await this.tryRefund(last.id);
  }

  /** Pick-up at the order's pharmacy: the whole fee back, and the code collected with, as a pick-up order gets when paid. */
  private pickupAnswer(order: OrderRow): Answer {
    const fee = Number(order.shipping_cost);
    return {
      action: 'switch_to_pickup',
      addressId: null,
      order: { shipment_type: 'pickup', shipping_cost: 0, total: Number(order.total) - fee, shipping_eta: null, address_id: null, address_json: null, pickup_code: order.pickup_code ?? newPickupCode() },
      issue: { previous_address_json: order.address_json, previous_shipping_cost: fee, new_shipping_cost: 0 },
      refund: fee,
      kind: 'delivery_switched_to_pickup',
    };
  }

  /**
   * Another address of the buyer, priced for the order's own service by the quote checkout uses (which asks
   * deliveryBlock first), so "Kirim" will book it. Refused (422, with the reason) when the service cannot go there.
   */
  private async addressAnswer(userId: number, order: OrderRow, addressId: number): Promise<Answer> {
    const { orders, addresses, courier } = this.deps;
    const address = await addresses.get(userId, addressId);
    const quote = await quoteDelivery(orders.db, courier, { storeId: order.store_id, weightGrams: order.total_weight_grams }, address, order.shipment_type!);
    if (!quote.available) {
      const key: ApiMessageKey = SHIPMENT_BLOCK_MESSAGES[quote.block ?? 'not_offered'];
      throw new ApiError(422, key, { fields: { address_id: [{ message: key }] } });
    }
    const paid = Number(order.shipping_cost);
    const refund = Math.max(0, paid - quote.cost);
    return {
      action: 'update_address',
      addressId,
      order: { address_id: addressId, address_json: JSON.stringify(address), shipping_eta: quote.eta, shipping_cost: paid - refund, total: Number(order.total) - refund },
      issue: { previous_address_json: order.address_json, previous_shipping_cost: paid, new_shipping_cost: quote.cost, pharmacy_absorbed: Math.max(0, quote.cost - paid) },
      refund,
      kind: 'delivery_address_changed',
    };
  }
}
