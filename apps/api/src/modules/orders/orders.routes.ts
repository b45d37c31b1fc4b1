import { routes } from '@apotek/contract';
import { ok } from '../../platform/envelope.ts';
import type { RouteRegistrar } from '../../platform/routes.ts';
import type { OrdersService } from './orders.service.ts';
import { paymentMethods } from './payment-methods.ts';

/** The buyer's order list and detail, and the payment channels on offer. */
export function ordersRoutes(define: RouteRegistrar, orders: OrdersService): void {
  define(routes.myOrders, async ({ user, query, reply }) => ok(reply, await orders.list({ userId: user.id, statuses: query.status }, query, 'customer')));

  define(routes.myOrder, async ({ user, params, reply, request }) => ok(reply, await orders.mine(user.id, params.id, request.locale)));

  define(routes.paymentChannels, async ({ reply, request }) => ok(reply, paymentMethods(request.locale)));
}
