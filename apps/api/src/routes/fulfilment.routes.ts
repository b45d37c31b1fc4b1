import { routes } from '@apotek/contract';
import { ok } from '../platform/envelope.ts';
import { courierName } from '../platform/shipping/courier-names.ts';
import type { RouteRegistrar } from '../platform/routes.ts';
import type { Fulfilment } from '../workflows/fulfilment.ts';
import type { OrderClosing } from '../workflows/order-closing.ts';

/** Cancelling, tracking and the pharmacist's console (SPEC §7 Orders and shipping; issue 4). */
export function fulfilmentRoutes(define: RouteRegistrar, deps: { fulfilment: Fulfilment; closing: OrderClosing }): void {
  const { fulfilment, closing } = deps;

  define(routes.cancelOrder, async ({ user, params, reply, request }) => ok(reply, await closing.cancelByBuyer(user.id, params.id, request.locale), 'orderCancelled'));

  define(routes.anterajaTracking, async ({ user, body, reply, request }) => {
    const tracking = await fulfilment.track(user.id, body.order_id);
    return ok(reply, {
      order_id: tracking.order_id,
      courier: tracking.courier,
      courier_name: courierName(tracking.courier, request.locale) ?? tracking.courier,
      waybill: tracking.waybill,
      status: tracking.status,
      events: tracking.events.map((e) => ({ at: e.at, status: e.status, description: e.description, location: e.location ?? null })),
    });
  });

  define(routes.consoleOrders, async ({ user, query, reply, request }) => ok(reply, await fulfilment.list(user, query, request.locale)));

  define(routes.consoleOrderTransition, async ({ user, params, body, reply, request }) =>
    ok(reply, await fulfilment.transition(user, params.id, body.to, body.note ?? null, request.locale)),
  );

  define(routes.consolePickupHandover, async ({ user, params, body, reply, request }) =>
    ok(reply, await fulfilment.handOver(user, params.id, body.code, request.locale), 'pickupHandedOver'),
  );
}
