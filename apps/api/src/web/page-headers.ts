import { SESSION_COOKIE } from '@apotek/contract/session';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { addVary } from '../platform/vary.ts';

/**
 * Inline scripts need the nonce; styles come from the built stylesheet only, since the pages render no
 * <style> element or style attribute (the loading bar styles itself after hydration, which CSP allows).
 * `connect-src 'self'` covers the same-origin WebSocket (/ws) in current browsers (CSP3; Chromium since
 * 71), so no blanket ws:/wss:.
 */
export function contentSecurityPolicy(nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    "style-src 'self'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}

/** A page rendered for (or signing in) a signed-in user: no cache, shared or the browser's, may keep it. */
function personal(request: FastifyRequest, cookies: string[]): boolean {
  if (request.headers.authorization || request.cookies?.[SESSION_COOKIE] !== undefined) return true;
  return cookies.some((cookie) => cookie.startsWith(`${SESSION_COOKIE}=`));
}

/** `private, no-store` and `Vary: Cookie` on whatever is rendered for a signed-in user. */
export function keepPrivate(request: FastifyRequest, reply: FastifyReply, cookies: string[]): void {
  if (!personal(request, cookies)) return;
  reply.header('cache-control', 'private, no-store');
  addVary(reply, ['Cookie']);
}
