import type { z } from 'zod';

/**
 * Who may call a route: `guest` anyone (a token, if valid, is still read), `user` a signed-in user,
 * or a scope the user must hold (console endpoints).
 */
export type RouteAuth = 'guest' | 'user' | { scope: string };

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
}

export function route<const R extends RouteDef>(r: R): R {
  return r;
}
