import { routes } from '@apotek/contract';
import { ok } from '../platform/envelope.ts';
import type { RouteRegistrar } from '../platform/routes.ts';
import type { DeliveryIssues } from '../workflows/delivery-issue.ts';

/** "Masalah alamat" (issue 8, point 1): the pharmacy asks, the customer answers (docs/decisions/009-delivery-pins.md). */
export function deliveryIssueRoutes(define: RouteRegistrar, issues: DeliveryIssues): void {
  define(routes.consoleDeliveryIssue, async ({ user, params, body, reply, request }) => ok(reply, await issues.raise(user, params.id, body, request.locale), 'deliveryIssueRaised'));

  define(routes.resolveDeliveryIssue, async ({ user, params, body, reply, request }) => {
    const { order, message } = await issues.resolve(user.id, params.id, body, request.locale);
    return ok(reply, order, message);
  });
}
