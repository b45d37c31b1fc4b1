import { type CartState, routes } from '@apotek/contract';
import type { FastifyRequest } from 'fastify';
import { notFound } from '../../platform/api-error.ts';
import { ok } from '../../platform/envelope.ts';
import type { AuthUser } from '../../platform/request-context.ts';
import type { RouteRegistrar } from '../../platform/routes.ts';
import { type CartOwner, guestOwner, userOwner } from './cart-owner.ts';
import type { CartService } from './cart.service.ts';
import { hashGuestToken, newGuestToken, readGuestToken } from './guest-token.ts';

interface ResolvedOwner {
  owner: CartOwner | null;
  /** The guest id to hand back (and for the client to keep), or null for a signed-in owner. */
  idTemp: string | null;
}

/**
 * Whose cart: the signed-in user unless the call says is_nologin; otherwise the guest holding id_temp,
 * if that is a token we issued. `issue` (adding) gives a guest without one a fresh token.
 */
async function resolveOwner(
  cart: CartService,
  user: AuthUser | null,
  input: { is_nologin?: boolean; id_temp?: string | undefined },
  issue: boolean,
): Promise<ResolvedOwner> {
  if (user && !input.is_nologin) return { owner: userOwner(user.id), idTemp: null };
  const token = readGuestToken(input.id_temp);
  if (token && (await cart.isKnownGuest(hashGuestToken(token)))) return { owner: guestOwner(hashGuestToken(token)), idTemp: token };
  if (!issue) return { owner: null, idTemp: null };
  const fresh = newGuestToken();
  return { owner: guestOwner(hashGuestToken(fresh)), idTemp: fresh };
}

/** Line changes need an existing owner: a guest without a known token has no lines, so any id is a 404. */
function requireOwner(resolved: ResolvedOwner): CartOwner {
  if (!resolved.owner) throw notFound();
  return resolved.owner;
}

async function answer(cart: CartService, request: FastifyRequest, resolved: ResolvedOwner, storeId?: number): Promise<CartState> {
  const state = await cart.state(resolved.owner, request.locale, storeId);
  return { ...state, id_temp: resolved.idTemp };
}

export function cartRoutes(define: RouteRegistrar, cart: CartService): void {
  define(routes.myCart, async ({ user, query, reply, request }) =>
    ok(reply, await answer(cart, request, { owner: userOwner(user.id), idTemp: null }, query.store_id)),
  );

  define(routes.guestCart, async ({ query, reply, request }) =>
    ok(reply, await answer(cart, request, await resolveOwner(cart, null, { is_nologin: true, id_temp: query.id_temp }, false), query.store_id)),
  );

  define(routes.addToCart, async ({ user, body, reply, request }) => {
    const resolved = await resolveOwner(cart, user, body, true);
    await cart.add(requireOwner(resolved), { productId: body.product_id, quantity: body.quantity, storeId: body.store_id });
    return ok(reply, await answer(cart, request, resolved));
  });

  define(routes.mergeCart, async ({ user, body, reply, request }) => {
    const token = readGuestToken(body.id_temp);
    if (token && (await cart.isKnownGuest(hashGuestToken(token)))) await cart.merge(user.id, hashGuestToken(token));
    return ok(reply, await answer(cart, request, { owner: userOwner(user.id), idTemp: null }));
  });

  define(routes.checkingStock, async ({ user, body, reply }) => ok(reply, await cart.checkStock(userOwner(user.id), body.store_id)));

  define(routes.updateCartQuantity, async ({ user, query, body, reply, request }) => {
    const resolved = await resolveOwner(cart, user, body, false);
    await cart.setQuantity(requireOwner(resolved), query.store_id, body.id, body.quantity);
    return ok(reply, await answer(cart, request, resolved));
  });

  define(routes.increaseCartItem, async ({ user, query, body, reply, request }) => {
    const resolved = await resolveOwner(cart, user, body, false);
    await cart.step(requireOwner(resolved), query.store_id, body.id, 1);
    return ok(reply, await answer(cart, request, resolved));
  });

  define(routes.decreaseCartItem, async ({ user, query, body, reply, request }) => {
    const resolved = await resolveOwner(cart, user, body, false);
    await cart.step(requireOwner(resolved), query.store_id, body.id, -1);
    return ok(reply, await answer(cart, request, resolved));
  });

  define(routes.selectCartItems, async ({ user, body, reply, request }) => {
    const resolved = await resolveOwner(cart, user, body, false);
    await cart.select(requireOwner(resolved), body.store_id, body, body.selected);
    return ok(reply, await answer(cart, request, resolved));
  });

  define(routes.removeCartItem, async ({ user, body, reply, request }) => {
    const resolved = await resolveOwner(cart, user, body, false);
    await cart.remove(requireOwner(resolved), body.store_id, body);
    return ok(reply, await answer(cart, request, resolved));
  });
}
