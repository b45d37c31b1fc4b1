import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { Clock } from '../../platform/clock.ts';
import type { RouteRegistrar } from '../../platform/routes.ts';
import type { CartCatalog, CartPrescriptions } from './cart.ports.ts';
import { cartRoutes } from './cart.routes.ts';
import { CartService } from './cart.service.ts';

export interface CartModuleDeps {
  db: Kysely<Database>;
  clock: Clock;
  catalog: CartCatalog;
  prescriptions?: CartPrescriptions;
}

/** Registers the cart calls of SPEC §7; answers the service for the checkout workflow. */
export function registerCart(define: RouteRegistrar, deps: CartModuleDeps): CartService {
  const cart = new CartService(deps);
  cartRoutes(define, cart);
  return cart;
}
