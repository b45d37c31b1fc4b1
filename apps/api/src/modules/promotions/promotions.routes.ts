import { routes } from '@apotek/contract';
import { ok } from '../../platform/envelope.ts';
import type { RouteRegistrar } from '../../platform/routes.ts';
import type { PromosService } from './promos.service.ts';
import type { VouchersService } from './vouchers.service.ts';

/** The calls that need no order: the voucher list and detail, collecting, and promotions. Applying to an order is workflows/vouchers.ts's. */
export function promotionsRoutes(define: RouteRegistrar, vouchers: VouchersService, promos: PromosService): void {
  define(routes.vouchers, async ({ query, reply, request, user }) => ok(reply, await vouchers.list(user?.id ?? null, query, request.locale)));
  define(routes.voucher, async ({ params, reply, request, user }) => ok(reply, await vouchers.get(params.id, user?.id ?? null, request.locale)));
  define(routes.voucherCollect, async ({ params, reply, request, user }) => ok(reply, await vouchers.collect(user.id, params.id, request.locale), 'voucherCollected'));
  define(routes.promos, async ({ query, reply, request }) => ok(reply, await promos.list(query, request.locale)));
  define(routes.promo, async ({ params, reply, request, user }) => ok(reply, await promos.detail(params.slug, user?.id ?? null, request.locale)));
  define(routes.promotionCheck, async ({ params, reply }) => ok(reply, await promos.check(params.name)));
}
