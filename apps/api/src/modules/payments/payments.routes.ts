import { routes } from '@apotek/contract';
import { ok } from '../../platform/envelope.ts';
import type { RouteRegistrar } from '../../platform/routes.ts';
import type { PaymentsService } from './payments.service.ts';

/** The payment channels on offer (the order-bound payment calls span orders too: routes/payments.routes.ts). */
export function paymentsRoutes(define: RouteRegistrar, payments: PaymentsService): void {
  define(routes.paymentChannels, async ({ reply, request }) => ok(reply, payments.methods(request.locale)));
}
