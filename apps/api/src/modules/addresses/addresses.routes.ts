import { routes } from '@apotek/contract';
import { ok } from '../../platform/envelope.ts';
import type { RouteRegistrar } from '../../platform/routes.ts';
import type { AddressesService } from './addresses.service.ts';

/** The signed-in user's address book; `user` is always the caller, so ownership is never a parameter. */
export function addressesRoutes(define: RouteRegistrar, addresses: AddressesService): void {
  define(routes.myAddresses, async ({ user, query, reply }) => ok(reply, await addresses.list(user.id, query)));
  define(routes.myAddress, async ({ user, params, reply }) => ok(reply, await addresses.get(user.id, params.id)));
  define(routes.createAddress, async ({ user, body, reply }) => ok(reply, await addresses.create(user.id, body), 'created'));
  define(routes.updateAddress, async ({ user, params, body, reply }) => ok(reply, await addresses.update(user.id, params.id, body)));
  define(routes.deleteAddress, async ({ user, params, reply }) => {
    await addresses.remove(user.id, params.id);
    return ok(reply, null);
  });
  define(routes.setDefaultAddress, async ({ user, params, reply }) => ok(reply, await addresses.setDefault(user.id, params.id)));
}
