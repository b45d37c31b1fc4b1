import { HEADERS } from '@apotek/contract';
import type { FastifyInstance } from 'fastify';
import { headerValue, requestLocale } from './request-context.ts';

/**
 * Per-request context: locale, and the client headers every call carries (Visitor-ID, Client-Version,
 * App-Platform), recorded on the request. The access line (platform/logger.ts)
 * carries them with the request id; other lines carry the request id only, because a child logger per
 * request costs more than it tells.
 */
export function registerRequestContext(app: FastifyInstance): void {
  app.decorateRequest('locale', 'id');
  app.decorateRequest('visitorId', null);
  app.decorateRequest('clientVersion', null);
  app.decorateRequest('appPlatform', null);
  app.decorateRequest('user', null);

  app.addHook('onRequest', async (request, reply) => {
    request.locale = requestLocale(request);
    request.visitorId = headerValue(request, HEADERS.visitorId);
    request.clientVersion = headerValue(request, HEADERS.clientVersion, 64);
    request.appPlatform = headerValue(request, HEADERS.platform, 32);
    reply.header('x-request-id', request.id);
  });
}
