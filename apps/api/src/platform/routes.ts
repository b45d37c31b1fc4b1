// The cookie plugin's type augmentation (request.cookies), also for programs (bench) that never import app.ts.
import type {} from '@fastify/cookie';
import type { RouteDef } from '@apotek/contract';
import { SESSION_COOKIE } from '@apotek/contract/session';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { ApiError, forbidden, unauthorized } from './api-error.ts';
import type { AuthUser } from './request-context.ts';

type Out<S> = S extends z.ZodType ? z.output<S> : undefined;

export interface RouteContext<R extends RouteDef> {
  request: FastifyRequest;
  reply: FastifyReply;
  body: Out<R['body']>;
  query: Out<R['query']>;
  params: Out<R['params']>;
  /** Null only on guest routes; `user` and scoped routes have refused guests before the handler runs. */
  user: R['auth'] extends 'guest' ? AuthUser | null : AuthUser;
}

export type RouteHandler<R extends RouteDef> = (ctx: RouteContext<R>) => Promise<z.input<R['response']>>;
export interface RouteOptions {
  /** Runs before auth and parsing; throws to refuse (sandbox tools refuse other machines). */
  guard?: (request: FastifyRequest) => void;
  /**
   * A ready JSON body for this exact request, answered before auth and parsing (the catalogue's cache:
   * only bodies of requests that were parsed and answered before are ever stored).
   */
  early?: (request: FastifyRequest) => Buffer | undefined;
}

export type RouteRegistrar = <R extends RouteDef>(def: R, handler: RouteHandler<R>, options?: RouteOptions) => void;

/** Turns a presented token into a user; an unknown, expired or revoked token is simply a guest. */
export interface Authenticator {
  authenticate(token: string): Promise<AuthUser | null>;
}

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S{1,512})$/i.exec(header.trim());
  return match?.[1] ?? null;
}

/** Reads who is calling. A cookie-authenticated write must carry App-Platform (the CSRF guard, ADR 001). */
async function identify(request: FastifyRequest, authenticator: Authenticator): Promise<AuthUser | null> {
  const bearer = bearerToken(request);
  if (bearer) return authenticator.authenticate(bearer);
  const cookie = request.cookies?.[SESSION_COOKIE];
  if (!cookie) return null;
  if (WRITES.has(request.method) && !request.appPlatform) throw new ApiError(400, 'missingPlatform');
  return authenticator.authenticate(cookie.slice(0, 512));
}

/**
 * Registers contract routes: the method, path and schemas come from the route table, so a handler only
 * holds what is particular to it. Auth is checked before the body is parsed.
 */
export function createRouteRegistrar(app: FastifyInstance, authenticator: Authenticator): RouteRegistrar {
  return (def, handler, options = {}) => {
    const needsUser = def.auth !== 'guest';
    app.route({
      method: def.method,
      url: def.path,
      // Read by the HTTP cache hook (platform/http-cache.ts).
      ...(def.cache ? { config: { cache: def.cache } } : {}),
      schema: {
        ...(def.body ? { body: def.body } : {}),
        ...(def.query ? { querystring: def.query } : {}),
        ...(def.params ? { params: def.params } : {}),
        response: { 200: def.response },
        tags: def.tags,
        summary: def.summary,
        ...(needsUser ? { security: [{ bearerAuth: [] }] } : {}),
      },
      onRequest: async (request, reply) => {
        options.guard?.(request);
        const early = options.early?.(request);
        if (early !== undefined) return reply.type('application/json; charset=utf-8').send(early);
        request.user = await identify(request, authenticator);
        if (!needsUser) return;
        if (!request.user) throw unauthorized();
        if (typeof def.auth === 'object' && !request.user.scope.includes(def.auth.scope)) throw forbidden();
      },
      handler: async (request, reply) =>
        handler({
          request,
          reply,
          body: request.body as never,
          query: request.query as never,
          params: request.params as never,
          user: request.user as never,
        }),
    });
  };
}
