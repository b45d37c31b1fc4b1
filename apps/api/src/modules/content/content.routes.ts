import { apiMessage, routes } from '@apotek/contract';
import { ok, okWithBodyStatus } from '../../platform/envelope.ts';
import type { RouteRegistrar } from '../../platform/routes.ts';
import type { ContentService } from './content.service.ts';

export function contentRoutes(define: RouteRegistrar, content: ContentService): void {
  define(routes.socialNetworks, async ({ query, reply }) => ok(reply, await content.socialNetworks(query.limit)));

  // The old client reads body.status: 200 shows data in green, 204 in red; both are HTTP 200.
  define(routes.subscribe, async ({ body, request, reply }) => {
    const outcome = await content.subscribe(body.cust_email, { ip: request.ip, locale: request.locale });
    if (outcome === 'subscribed') return ok(reply, apiMessage('subscribed', request.locale), 'subscribed');
    return okWithBodyStatus(reply, 204, apiMessage('alreadySubscribed', request.locale), 'alreadySubscribed');
  });
}
