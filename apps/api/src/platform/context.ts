import { HEADERS } from '@apotek/contract';
import type { FastifyInstance } from 'fastify';
import { headerValue, requestLocale } from './request-context.ts';

/**
 * Per-request context: locale, and the client headers every call carries (Visitor-ID, Client-Version,
 * App-Platform), recorded on the request and bound to its log lines beside the request id.
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
    const bindings: Record<string, string> = {};
    if (request.visitorId) bindings.visitorId = request.visitorId;
    if (request.clientVersion) bindings.clientVersion = request.clientVersion;
    if (request.appPlatform) bindings.appPlatform = request.appPlatform;
    if (Object.keys(bindings).length) request.log = request.log.child(bindings);
    reply.header('x-request-id', request.id);
  });
}
