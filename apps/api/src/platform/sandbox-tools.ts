import type { FastifyRequest } from 'fastify';
import { ApiError } from './api-error.ts';
import type { RouteRegistrar } from './routes.ts';

export type SandboxToolsMode = 'off' | 'local' | 'open';

const LOOPBACK = /^(127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|::ffff:127\.\d{1,3}\.\d{1,3}\.\d{1,3})$/;

export function isLoopback(ip: string): boolean {
  return LOOPBACK.test(ip);
}

/**
 * Where the sandbox's tester tools are registered. They show every OTP and can pay any sandbox charge,
 * so by default (`local`) they answer only this machine — a tester at localhost, the e2e suite — and any
 * other client gets the same 404 as an unknown route. Behind a reverse proxy that is only true when
 * TRUST_PROXY is set, so the client's own address is the one checked. `null` when they are off.
 */
export function sandboxToolsRegistrar(define: RouteRegistrar, mode: SandboxToolsMode): RouteRegistrar | null {
  if (mode === 'off') return null;
  if (mode === 'open') return define;
  const guard = (request: FastifyRequest) => {
    if (!isLoopback(request.ip)) throw new ApiError(404, 'routeNotFound');
  };
  return (def, handler, options = {}) =>
    define(def, handler, {
      guard: (request) => {
        guard(request);
        options.guard?.(request);
      },
    });
}
