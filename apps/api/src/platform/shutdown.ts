import type { FastifyInstance } from 'fastify';
import { sendError } from './error-handler.ts';

/**
 * While the server drains (fastify.close), requests already running finish; new ones get a 503 in the
 * envelope with Connection: close so a load balancer retries them elsewhere.
 */
export function registerShutdownGuard(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onRequest', async (request, reply) => {
    if (!closing) return;
    reply.header('connection', 'close');
    reply.header('retry-after', '5');
    return sendError(reply, 503, 'serviceUnavailable');
  });
}
