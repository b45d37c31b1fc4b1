import { data, redirect, type AppLoadContext } from 'react-router';
import { orderIdParams, paymentTokenParams } from '@apotek/contract/orders';
import { serverApi } from '~/lib/session.server';
import { failPageWithStatus } from '~/lib/page-errors.server';

/** /order/{id}/payment: the order's payment and its how-to-pay steps. */
export async function loadOrderPayment(request: Request, context: AppLoadContext, id: string) {
  if (!orderIdParams.safeParse({ id }).success) throw data(null, { status: 404 });
  const api = serverApi(request, context);
  const [payment, methods] = await Promise.all([api.call('paymentDetail', { params: { id } }), api.call('paymentMethodOfOrder', { params: { id } })]);
  if (!payment.ok) {
    // An order still in checkout has no payment yet: finish choosing first.
    if (payment.status === 404) {
      const order = await api.call('myOrder', { params: { id } });
      if (order.ok && order.body.data.status === 'checkout') throw redirect(`/cart/checkout?order=${id}`);
    }
    failPageWithStatus(payment);
  }
  return { payment: payment.body.data, method: methods.ok ? (methods.body.data[0] ?? null) : null };
}

/**
 * /payment/{slug}: the slug is a payment token (the charge is created on first use, then returned) or,
 * since pages and messages also quote it, the order code (APT-…), which shows the order's newest payment.
 */
export async function loadTokenPayment(request: Request, context: AppLoadContext, slug: string) {
  if (orderIdParams.safeParse({ id: slug }).success) return loadOrderPayment(request, context, slug);
  const token = slug;
  if (!paymentTokenParams.safeParse({ token }).success) throw data(null, { status: 404 });
  const api = serverApi(request, context);
  const payment = await api.call('paymentSubmit', { params: { token }, body: {} });
  if (!payment.ok) failPageWithStatus(payment);
  const methods = await api.call('paymentMethodOfOrder', { params: { id: payment.body.data.order_id } });
  return { payment: payment.body.data, method: methods.ok ? (methods.body.data[0] ?? null) : null };
}

/** /payment: ?order= or ?token= go to that payment; otherwise the orders still waiting to be paid. */
export async function loadPendingPayments(request: Request, context: AppLoadContext) {
  const params = new URL(request.url).searchParams;
  const order = params.get('order');
  if (order && orderIdParams.safeParse({ id: order }).success) throw redirect(`/order/${order}/payment`);
  const token = params.get('token');
  if (token && paymentTokenParams.safeParse({ token }).success) throw redirect(`/payment/${token}`);
  const result = await serverApi(request, context).call('myOrders', { query: { status: 'awaiting_payment', perPage: 50 } });
  if (!result.ok) failPageWithStatus(result);
  return { orders: result.body.data.data };
}
