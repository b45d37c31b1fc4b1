import { routes } from '@apotek/contract';
import { ok } from '../platform/envelope.ts';
import type { RouteRegistrar } from '../platform/routes.ts';
import type { PrescriptionToCart } from '../workflows/prescription-to-cart.ts';

/** The prescription calls that run a workflow across modules (issue 10): its medicines into the cart. */
export function prescriptionsCartRoutes(define: RouteRegistrar, toCart: PrescriptionToCart): void {
  define(routes.prescriptionAddToCart, async ({ user, params, body, reply }) => {
    const { added, complete } = await toCart.add(user.id, params.id, body?.items);
    return ok(reply, added, complete ? 'rxAddedToCart' : 'rxAddedToCartPartly');
  });
}
