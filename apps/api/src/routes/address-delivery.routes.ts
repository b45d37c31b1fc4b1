import { routes } from '@apotek/contract';
import { ok } from '../platform/envelope.ts';
import type { RouteRegistrar } from '../platform/routes.ts';
import { addressDelivery, type AddressDeliveryDeps } from '../workflows/address-delivery.ts';

/** The one address read spanning two modules (addresses and pharmacies). */
export function addressDeliveryRoutes(define: RouteRegistrar, deps: AddressDeliveryDeps): void {
  define(routes.addressDelivery, async ({ user, params, reply }) => ok(reply, await addressDelivery(deps, user.id, params.id)));
}
