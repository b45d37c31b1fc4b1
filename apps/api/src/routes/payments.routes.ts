import { type Address, routes } from '@apotek/contract';
import { findOrderById, type OrderRow, type OrdersService } from '../modules/orders/index.ts';
import { findPaymentByToken, latestPayment, paymentMethod, type PaymentRow, toPayment } from '../modules/payments/index.ts';
import { ApiError, notFound } from '../platform/api-error.ts';
import { ok } from '../platform/envelope.ts';
import { PaymentGatewayError } from '../platform/payments/payment-gateway.ts';
import type { RouteRegistrar } from '../platform/routes.ts';
import type { Courier } from '../platform/shipping/courier.ts';
import type { ConfirmWorkflow } from '../workflows/confirm-order.ts';
import type { PaymentSync } from '../workflows/payment-sync.ts';
import { shipmentOptions } from '../workflows/shipping-quote.ts';

export interface PaymentRoutesDeps {
  orders: OrdersService;
  payments: PaymentSync;
  confirm: ConfirmWorkflow;
  courier: Courier;
}

function paymentData(order: OrderRow, payment: PaymentRow) {
  return { ...toPayment(payment), order_id: order.public_id, order_status: order.status };
}

/** The buyer's order and its newest payment; a foreign or unknown id, or an order not yet confirmed, is a 404. */
async function ownedPayment(orders: OrdersService, userId: number, publicId: string): Promise<{ order: OrderRow; payment: PaymentRow }> {
  const order = await orders.requireOwned(orders.db, userId, publicId);
  const payment = await latestPayment(orders.db, order.id);
  if (!payment) throw notFound();
  return { order, payment };
}

/** A payment by its token, only for the buyer of its order. */
async function paymentByToken(orders: OrdersService, userId: number, token: string): Promise<{ order: OrderRow; payment: PaymentRow }> {
  const payment = await findPaymentByToken(orders.db, token);
  const order = payment ? await findOrderById(orders.db, payment.order_id) : undefined;
  if (!payment || !order || order.user_id !== userId) throw notFound();
  return { order, payment };
}

/** SPEC §7 Payment: detail, status polling, method and how-to-pay, submit by token, refresh, delivery list. */
export function paymentRoutes(define: RouteRegistrar, deps: PaymentRoutesDeps): void {
  const { orders, payments, confirm, courier } = deps;

  const byToken = (userId: number, token: string) => paymentByToken(orders, userId, token);

  define(routes.paymentDetail, async ({ user, params, reply }) => {
    const { order, payment } = await ownedPayment(orders, user.id, params.id);
    return ok(reply, paymentData(order, payment));
  });

  define(routes.paymentStatus, async ({ user, params, reply }) => {
    const { order, payment } = await ownedPayment(orders, user.id, params.id);
    return ok(reply, { order_id: order.public_id, status: payment.status, order_status: order.status, paid_at: payment.paid_at });
  });

  define(routes.paymentMethodOfOrder, async ({ user, params, reply, request }) => {
    const { payment } = await ownedPayment(orders, user.id, params.id);
    return ok(reply, [paymentMethod(payment.channel, request.locale)]);
  });

  define(routes.paymentSubmit, async ({ user, params, body, reply }) => {
    const { order, payment } = await byToken(user.id, params.token);
    // Another channel, or a charge that ran out while the order still waits: a new charge. Otherwise
    // the charge is returned as it is (submitting twice never charges twice).
    const channel = body.channel ?? payment.channel;
    const ranOut = payment.status === 'expired' || payment.status === 'cancelled' || payment.status === 'failed';
    const current = channel !== payment.channel || (ranOut && order.status === 'awaiting_payment') ? await confirm.renewCharge(payment, order, channel) : payment;
    const fresh = (await findOrderById(orders.db, order.id))!;
    return ok(reply, paymentData(fresh, current));
  });

  define(routes.paymentRefresh, async ({ user, params, reply }) => {
    const { payment } = await ownedPayment(orders, user.id, params.id);
    if (payment.status === 'pending') {
      try {
        await payments.refresh(payment);
      } catch (error) {
        if (error instanceof PaymentGatewayError) throw new ApiError(502, 'paymentUnavailable');
        throw error;
      }
    }
    const fresh = await ownedPayment(orders, user.id, params.id);
    return ok(reply, paymentData(fresh.order, fresh.payment));
  });

  define(routes.paymentShipments, async ({ user, params, reply, request }) => {
    const { order } = await byToken(user.id, params.token);
    const address = order.address_json ? (JSON.parse(order.address_json) as Address) : null;
    return ok(reply, await shipmentOptions(orders.db, courier, { storeId: order.store_id, weightGrams: order.total_weight_grams }, address, request.locale));
  });
}
