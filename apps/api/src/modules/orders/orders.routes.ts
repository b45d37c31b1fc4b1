import { routes } from '@apotek/contract';
import { ok } from '../../platform/envelope.ts';
import type { RouteRegistrar } from '../../platform/routes.ts';
import type { OrdersService } from './orders.service.ts';

/** The buyer's order list and detail. */
export function ordersRoutes(define: RouteRegistrar, orders: OrdersService): void {
  define(routes.myOrders, async ({ user, query, reply }) => ok(reply, await orders.list({ userId: user.id, statuses: query.status }, query, 'customer')));

  define(routes.myOrder, async ({ user, params, reply, request }) => ok(reply, await orders.mine(user.id, params.id, request.locale)));
}
