import { routes } from '@apotek/contract';
import { sendContractJson } from '../../platform/contract-json.ts';
import { ok } from '../../platform/envelope.ts';
import type { RouteRegistrar } from '../../platform/routes.ts';
import type { PharmaciesService } from './pharmacies.service.ts';

export function pharmaciesRoutes(define: RouteRegistrar, pharmacies: PharmaciesService): void {
  // The hottest public read: its cards are built in the contract's shape and printed as they are in production.
  define(routes.pharmacies, async ({ query, reply }) => sendContractJson(reply, routes.pharmacies.response, ok(reply, await pharmacies.list(query))));

  define(routes.nearestPharmacies, async ({ query, user, reply }) => ok(reply, await pharmacies.nearestFor(query, user?.id ?? null)));

  define(routes.pharmacyCities, async ({ reply }) => ok(reply, await pharmacies.cities()));

  // The signed-in and guest variants share one rule for now (see PharmaciesService.recommended).
  define(routes.recommendedPharmacies, async ({ query, reply }) => ok(reply, await pharmacies.recommended(query)));
  define(routes.recommendedPharmaciesGuest, async ({ query, reply }) => ok(reply, await pharmacies.recommended(query)));

  define(routes.pharmacy, async ({ params, reply }) => ok(reply, await pharmacies.detail(params.id)));

  define(routes.checkOperation, async ({ body, reply }) => ok(reply, await pharmacies.checkOperation(body.pharmacy_id, body.at)));
}

