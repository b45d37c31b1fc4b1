import { apiMessage, formatDateTime, routes } from '@apotek/contract';
import type { Address } from '@apotek/contract';
import { ok } from '../platform/envelope.ts';
import type { RouteRegistrar } from '../platform/routes.ts';
import type { Courier } from '../platform/shipping/courier.ts';
import type { OrdersService } from '../modules/orders/index.ts';
import type { AddressesService } from '../modules/addresses/index.ts';
import { notFound } from '../platform/api-error.ts';
import type { CheckoutWorkflow } from '../workflows/checkout.ts';
import type { ConfirmWorkflow } from '../workflows/confirm-order.ts';
import { shipmentOptions } from '../workflows/shipping-quote.ts';

export interface CheckoutRoutesDeps {
  checkout: CheckoutWorkflow;
  confirm: ConfirmWorkflow;
  orders: OrdersService;
  addresses: AddressesService;
  courier: Courier;
}

/** Checkout, buy-now, delivery options and confirmation (SPEC §7 Cart / Orders and shipping). */
export function checkoutRoutes(define: RouteRegistrar, deps: CheckoutRoutesDeps): void {
  const { checkout, confirm, orders, addresses, courier } = deps;

  define(routes.checkout, async ({ user, body, reply, request }) => {
    const result = await checkout.fromCart(user.id, body.store_id, request.locale, body.item_ids);
    return { ...ok(reply, { id: result.id }), message: checkoutMessage(request.locale, result.expiresAt) };
  });

  define(routes.buyNow, async ({ user, params, body, reply, request }) => {
    const result = await checkout.buyNow(user.id, body.store_id, params.id, body.quantity, request.locale);
    return { ...ok(reply, { id: result.id }), message: checkoutMessage(request.locale, result.expiresAt) };
  });

  define(routes.shipmentTypes, async ({ user, query, reply, request }) => {
    // Without an order the list only names the services; with one (the caller's) it prices them.
    if (query.order_id === undefined) return ok(reply, await shipmentOptions(orders.db, courier, null, null, request.locale));
    if (!user) throw notFound();
    const order = await orders.requireOwned(orders.db, user.id, query.order_id);
    const address: Address | null =
      query.address_id !== undefined ? await addresses.get(user.id, query.address_id) : order.address_json ? (JSON.parse(order.address_json) as Address) : null;
    return ok(reply, await shipmentOptions(orders.db, courier, { storeId: order.store_id, weightGrams: order.total_weight_grams }, address, request.locale));
  });

  define(routes.confirmOrder, async ({ user, params, body, reply, request }) => {
    const result = await confirm.confirm(user.id, params.id, body, request.locale);
    return ok(reply, result, 'orderConfirmed');
  });
}

/** "Order created. Choose delivery and payment before <deadline in Asia/Jakarta>". */
function checkoutMessage(locale: 'id' | 'en', expiresAt: string): string {
  return apiMessage('checkoutCreated', locale, { deadline: formatDateTime(expiresAt, locale) });
}
