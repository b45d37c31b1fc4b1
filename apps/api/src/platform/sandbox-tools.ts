import type { FastifyRequest } from 'fastify';
import { ApiError } from './api-error.ts';
import type { RouteRegistrar } from './routes.ts';

export type SandboxToolsMode = 'off' | 'local' | 'open';

const LOOPBACK = /^(127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|::ffff:127\.\d{1,3}\.\d{1,3}\.\d{1,3})$/;

function isLoopback(ip: string): boolean {
  return LOOPBACK.test(ip);
}

/** Headers a proxy adds on the way in; the SSR plugin passes them on to its in-process API calls. */
export const FORWARDING_HEADERS = ['x-forwarded-for', 'x-forwarded-host', 'x-forwarded-proto', 'forwarded', 'x-real-ip'] as const;

/**
 * This machine, judged by the TCP peer alone: `request.ip` follows X-Forwarded-For under TRUST_PROXY,
 * which a client can write. A request that came through a proxy (it carries a forwarding header) is not
 * local even when the proxy runs on this machine: the proxy's loopback peer stands for someone else.
 */
export function isLocalRequest(request: FastifyRequest): boolean {
  const peer = request.raw.socket?.remoteAddress;
  if (!peer || !isLoopback(peer)) return false;
  return FORWARDING_HEADERS.every((name) => request.headers[name] === undefined);
}

/**
 * Where the sandbox's tester tools are registered. They show every OTP and can pay any sandbox charge,
 * so by default (`local`) they answer only this machine — a tester at localhost, the e2e suite — and any
 * other client gets the same 404 as an unknown route. `null` when they are off.
 */
export function sandboxToolsRegistrar(define: RouteRegistrar, mode: SandboxToolsMode): RouteRegistrar | null {
  if (mode === 'off') return null;
  if (mode === 'open') return define;
  const guard = (request: FastifyRequest) => {
    if (!isLocalRequest(request)) throw new ApiError(404, 'routeNotFound');
  };
  return (def, handler, options = {}) =>
    define(def, handler, {
      guard: (request) => {
        guard(request);
        options.guard?.(request);
      },
    });
}
