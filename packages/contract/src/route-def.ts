import type { z } from 'zod';

/**
 * Who may call a route: `guest` anyone (a token, if valid, is still read), `user` a signed-in user,
 * or a scope the user must hold (console endpoints).
 */
export type RouteAuth = 'guest' | 'user' | { scope: string };

/**
 * How shared caches and browsers may keep a GET's answer (apps/api/src/platform/http-cache.ts; ADR 017).
 * `public`: the same for every caller — public with an ETag for guests, private for a signed-in caller.
 * `guest`: public for guests only; personalised when signed in, so `private, no-store` then.
 * Routes without one answer `no-store`.
 */
export type RouteCache = 'public' | 'guest';

export interface RouteDef {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  response: z.ZodType;
  auth: RouteAuth;
  tags: string[];
  summary: string;
  cache?: RouteCache;
}

export function route<const R extends RouteDef>(r: R): R {
  return r;
}
