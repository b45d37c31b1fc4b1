import type { RouteRegistrar } from '../../platform/routes.ts';
import { ordersRoutes } from './orders.routes.ts';
import { type OrdersDeps, OrdersService } from './orders.service.ts';

/** Registers the order reads; answers the service the checkout, payment and fulfilment workflows build on. */
export function registerOrders(define: RouteRegistrar, deps: OrdersDeps): OrdersService {
  const orders = new OrdersService(deps);
  ordersRoutes(define, orders);
  return orders;
}
