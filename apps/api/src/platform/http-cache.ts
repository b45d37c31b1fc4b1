import { createHash } from 'node:crypto';
import type { RouteCache } from '@apotek/contract';
import { SESSION_COOKIE } from '@apotek/contract/session';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CompressedVariants } from './compressed-variants.ts';
import { addVary } from './vary.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** From the contract's route table (platform/routes.ts): how the answer may be cached. */
    cache?: RouteCache;
  }
}

export interface HttpCacheOptions {
  /** Seconds a browser or CDN may reuse a public answer without asking. */
  maxAge: number;
  /** Seconds after that it may still show the old answer while it revalidates in the background. */
  staleWhileRevalidate: number;
}

export const DEFAULT_HTTP_CACHE: HttpCacheOptions = { maxAge: 60, staleWhileRevalidate: 300 };

/**
 * What a public answer depends on besides its URL: the language (Accept-Language, or the locale cookie —
 * hence Cookie) and, on `guest` routes, the caller. Authorization is named so a shared cache never hands a
 * guest's copy to a signed-in call.
 */
const VARY = ['Accept-Language', 'Cookie', 'Authorization'];

/** A caller that presents a credential, valid or not: never served or stored as a public answer. */
export function presentsCredential(request: FastifyRequest): boolean {
  return request.headers.authorization !== undefined || request.cookies?.[SESSION_COOKIE] !== undefined;
}

/**
 * A weak validator of the body: sha1 is a fast native hash, and 120 bits of it are plenty to tell two
 * versions of one URL apart. Weak, because the same JSON is sent gzip, brotli or plain.
 */
export function weakEtag(body: string | Buffer): string {
  return `W/"${createHash('sha1').update(body).digest('base64url').slice(0, 20)}"`;
}

/** If-None-Match holds this tag (weak comparison, RFC 9110 §13.1.2) or `*`. */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const opaque = etag.replace(/^W\//, '');
  return header.split(',').some((raw) => {
    const tag = raw.trim();
    return tag === '*' || tag.replace(/^W\//, '') === opaque;
  });
}

/**
 * Cache headers and 304s for contract routes marked `cache` (packages/contract/src/route-def.ts). Runs
 * as an app-wide onSend hook registered before compression, so the ETag is of the JSON, not of its
 * gzip or brotli form, and a 304 is never compressed. A public body is compressed once per version and
 * encoding (compressed-variants.ts): compressing it on every request cost 80% of a cached list's throughput.
 */
export function registerHttpCache(app: FastifyInstance, options: HttpCacheOptions = DEFAULT_HTTP_CACHE): void {
  const compressed = new CompressedVariants();
  const fresh = `max-age=${options.maxAge}, stale-while-revalidate=${options.staleWhileRevalidate}`;
  app.addHook('onSend', async (request, reply, payload) => {
    const cache = request.routeOptions.config?.cache;
    if (!cache || reply.statusCode !== 200 || (request.method !== 'GET' && request.method !== 'HEAD')) return payload;
    addVary(reply, VARY);
    const credential = presentsCredential(request);
    if (credential && cache === 'guest') {
      // The answer may be about this user (their default address); nobody may keep it.
      reply.header('cache-control', 'private, no-store');
      return payload;
    }
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    const own = reply.getHeader('cache-control');
    // A route may choose a longer life (the region lists: a day); a caller with a credential keeps it private.
    const lifetime = typeof own === 'string' && own.startsWith('public') ? own.replace(/^public,?\s*/, '') : fresh;
    reply.header('cache-control', `${credential ? 'private' : 'public'}, ${lifetime}`);
    const etag = etagOf(payload);
    reply.header('etag', etag);
    if (matchesIfNoneMatch(request.headers['if-none-match'], etag)) {
      reply.code(304);
      reply.removeHeader('content-type');
      reply.removeHeader('content-length');
      return null;
    }
    return compressed.send(request, reply, payload, etag);
  });
}

/** Catalogue answers are the same Buffer each time (its response cache): hashed once, not per request. */
const etags = new WeakMap<Buffer, string>();

function etagOf(payload: string | Buffer): string {
  if (typeof payload === 'string') return weakEtag(payload);
  let etag = etags.get(payload);
  if (etag === undefined) {
    etag = weakEtag(payload);
    etags.set(payload, etag);
  }
  return etag;
}
