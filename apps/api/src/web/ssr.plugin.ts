import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { createRequestHandler, type ServerBuild } from 'react-router';
import { COMPRESS_THRESHOLD } from '../platform/compression.ts';
import { IN_PROCESS_HEADER, IN_PROCESS_TOKEN } from '../platform/logger.ts';
import { FORWARDING_HEADERS } from '../platform/sandbox-tools.ts';
import { type CachedPage, collectBody, PageCache, pageCacheKey, withNonce } from './page-cache.ts';
import { contentSecurityPolicy, keepPrivate } from './page-headers.ts';
import { pageUrl, refuse, unreadableBody } from './page-input.ts';

export interface SsrPluginOptions {
  /** The web app's build directory (holding `client/` and `server/index.js`). */
  buildDir: string;
  /** PUBLIC_URL: the origin absolute links are built from (never the request's Host). */
  publicUrl: string;
  /** React Router's mode; `development` shows error details in the error page. */
  mode?: string;
  /** Largest form body a page action accepts (files go straight to /api). */
  bodyLimit?: number;
  /** Seconds an anonymous catalogue page is kept in memory (page-cache.ts); 0 or absent: never. */
  pageCacheSeconds?: number;
}

/** What every loader and action receives; apps/web declares the same shape as its AppLoadContext. */
export type WebLoadContext = {
  apiFetch(path: string, init?: RequestInit): Promise<Response>;
  cspNonce: string;
  publicUrl: string;
};

const PRECOMPRESSED = /\.(?:br|gz)$/;

/** /sw.js as sent: the file or its precompressed twin. */
const SERVICE_WORKER_FILE = /[\\/]client[\\/]sw\.js(?:\.br|\.gz)?$/;

/** Paths that belong to the API and its neighbours: never rendered as pages. */
const NOT_PAGES = /^\/(?:api|media|ws)(?:[/?]|$)/;

/**
 * Request headers a page's API calls inherit from the browser's request (identity, language, visitor),
 * and the proxy's forwarding headers, so the API judges the caller exactly as if it had called directly.
 */
const FORWARDED = ['cookie', 'authorization', 'accept-language', 'visitor-id', 'client-version', 'app-platform', 'user-agent', ...FORWARDING_HEADERS] as const;

function webHeaders(source: Record<string, string | string[] | number | undefined>): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(source)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else headers.set(name, String(value));
  }
  return headers;
}

/** The API called in-process, answering a Web Response so the web's client treats it like `fetch`. */
function apiFetchFor(app: FastifyInstance, request: FastifyRequest): WebLoadContext['apiFetch'] {
  return async (path, init = {}) => {
    const headers: Record<string, string> = {};
    for (const name of FORWARDED) {
      const value = request.headers[name];
      if (typeof value === 'string') headers[name] = value;
    }
    // The page's own id (already checked), so its API calls are found under it in the log.
    headers['x-request-id'] = request.id;
    // Marks the call as the page's own, so its access line is a debug line (platform/logger.ts).
    headers[IN_PROCESS_HEADER] = IN_PROCESS_TOKEN;
    new Headers(init.headers).forEach((value, name) => {
      headers[name] = value;
    });
    const body = init.body;
    if (body !== undefined && body !== null && typeof body !== 'string' && !(body instanceof URLSearchParams)) {
      throw new TypeError('apiFetch sends string bodies only');
    }
    const res = await app.inject({
      method: (init.method ?? 'GET').toUpperCase() as 'GET',
      url: path,
      headers,
      payload: body === undefined || body === null ? undefined : String(body),
      // The browser's TCP peer with its forwarding headers: the API derives the same client address for
      // rate limits, and its loopback guard sees the real peer. Passing request.ip would let a forged
      // X-Forwarded-For: 127.0.0.1 arrive here as a loopback socket.
      remoteAddress: request.raw.socket?.remoteAddress ?? '0.0.0.0',
      signal: init.signal ?? undefined,
    });
    const empty = res.statusCode === 204 || res.statusCode === 304 || init.method === 'HEAD';
    return new Response(empty ? null : res.rawPayload, {
      status: res.statusCode,
      statusText: res.statusMessage,
      headers: webHeaders(res.headers as Record<string, string | string[] | number | undefined>),
    });
  };
}

function toWebRequest(request: FastifyRequest, reply: FastifyReply, url: URL): Request {
  const controller = new AbortController();
  // Stop rendering when the browser goes away, but not after a normal finish.
  reply.raw.on('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  const init: RequestInit = {
    method: request.method,
    headers: webHeaders(request.headers),
    signal: controller.signal,
  };
  if (request.method !== 'GET' && request.method !== 'HEAD' && Buffer.isBuffer(request.body)) {
    init.body = request.body;
  }
  return new Request(url, init);
}

/** Browsers send Origin on every POST; a missing one (curl, old clients) is let through. */
function sameOrigin(request: FastifyRequest): boolean {
  const origin = request.headers.origin;
  if (!origin) return true;
  return origin === `${request.protocol}://${request.host}`;
}

/** Where a rendered page may be kept: a guest's 200 HTML page that sets no cookie. */
interface Keep {
  cache: PageCache;
  key: string;
}

async function sendWebResponse(request: FastifyRequest, reply: FastifyReply, response: Response, nonce: string, keep?: Keep) {
  reply.status(response.status);
  for (const [name, value] of response.headers) {
    if (name !== 'set-cookie') reply.header(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  keepPrivate(request, reply, cookies);
  const html = (response.headers.get('content-type') ?? '').startsWith('text/html');
  if (html) reply.header('content-security-policy', contentSecurityPolicy(nonce));
  if (!response.body || request.method === 'HEAD') return reply.send();
  // Streams the HTML as React renders it (Suspense boundaries flush when ready).
  const body = await smallBodyOrStream(response.body as NodeReadableStream<Uint8Array>);
  if (Buffer.isBuffer(body)) {
    if (keep && html && response.status === 200 && cookies.length === 0) keep.cache.set(keep.key, storedHeaders(response), body.toString('utf8'), nonce);
    return reply.send(body);
  }
  if (!keep || !html || response.status !== 200 || cookies.length > 0) return reply.send(body);
  const headers = storedHeaders(response);
  return reply.send(collectBody(body, keep.cache.maxPageBytes, (text) => keep.cache.set(keep.key, headers, text, nonce)));
}

const storedHeaders = (response: Response) => [...response.headers].filter(([name]) => name !== 'set-cookie' && name !== 'content-length');

/**
 * The whole body when it ends within COMPRESS_THRESHOLD bytes (sent as a Buffer, which the compressor
 * measures and leaves plain), else a stream of it from the start. A streamed page's shell is far bigger
 * than the threshold, so this never holds a page back.
 */
async function smallBodyOrStream(body: NodeReadableStream<Uint8Array>): Promise<Buffer | Readable> {
  const reader = body.getReader();
  const head: Uint8Array[] = [];
  let size = 0;
  while (size < COMPRESS_THRESHOLD) {
    const { done, value } = await reader.read();
    if (done) return Buffer.concat(head);
    head.push(value);
    size += value.byteLength;
  }
  async function* rest() {
    yield* head;
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return;
        yield value;
      }
    } finally {
      // The browser left mid-page: stop the render's stream too (a no-op once it has ended).
      await reader.cancel().catch(() => undefined);
    }
  }
  return Readable.from(rest(), { objectMode: false });
}

/** A kept page, with this answer's nonce in its scripts and its CSP. */
function sendCachedPage(reply: FastifyReply, page: CachedPage) {
  const nonce = newNonce();
  for (const [name, value] of page.headers) reply.header(name, value);
  reply.header('content-security-policy', contentSecurityPolicy(nonce));
  reply.header('x-page-cache', 'hit');
  return reply.status(200).send(withNonce(page, nonce));
}

const newNonce = () => randomBytes(16).toString('base64');

/**
 * Serves the web build: its static assets and every other GET/POST page through React Router's
 * request handler. Registered by server.ts only when `${buildDir}/server/index.js` exists.
 */
const ssrPlugin: FastifyPluginAsync<SsrPluginOptions> = async (app, options) => {
  const { buildDir, mode = process.env.NODE_ENV === 'development' ? 'development' : 'production' } = options;
  const build = (await import(pathToFileURL(join(buildDir, 'server', 'index.js')).href)) as ServerBuild;
  const handle = createRequestHandler(build, mode);
  const pageCache = options.pageCacheSeconds ? new PageCache({ ttlMs: options.pageCacheSeconds * 1000 }) : undefined;

  await app.register(fastifyStatic, {
    root: join(buildDir, 'client'),
    prefix: '/',
    // The .br and .gz twins scripts/precompress.mjs wrote at build time, chosen by Accept-Encoding.
    preCompressed: true,
    // Those twins are reached through their original's URL only.
    allowedPath: (pathname) => !PRECOMPRESSED.test(pathname),
    // One route per built file, so every other path falls through to the page handler below.
    wildcard: false,
    index: false,
    // The API may decorate reply.sendFile for /media; this instance must not redeclare it.
    decorateReply: false,
    // send's own Cache-Control would overwrite the one chosen per file below.
    cacheControl: false,
    setHeaders(res, path) {
      const hashed = path.includes(`${join('client', 'assets')}`);
      // The service worker names this build's files: a shared cache holding an old copy would keep
      // browsers on the last build's worker (browsers themselves skip their cache for it).
      const worker = SERVICE_WORKER_FILE.test(path);
      res.setHeader('cache-control', hashed ? 'public, max-age=31536000, immutable' : worker ? 'no-cache' : 'public, max-age=3600');
      res.setHeader('vary', 'Accept-Encoding');
    },
  });

  // Page actions read the raw body themselves, so nothing is pre-parsed here (unreadableBody checks it).
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: options.bodyLimit ?? 1024 * 1024 }, (_req, body, done) =>
    done(null, body),
  );

  const page = async (request: FastifyRequest, reply: FastifyReply) => {
    if (NOT_PAGES.test(request.url)) return reply.callNotFound();
    const url = pageUrl(request);
    if (!url) return refuse(request, reply, { status: 400, reason: 'malformed host or request target' });
    // Page actions take plain form posts (no custom header to prove same-site), so a foreign Origin is refused.
    if (request.method === 'POST' && !sameOrigin(request)) {
      return reply.code(403).type('text/plain; charset=utf-8').send('Forbidden');
    }
    const refusal = await unreadableBody(request);
    if (refusal) return refuse(request, reply, refusal);
    const key = pageCache ? pageCacheKey(request) : null;
    if (pageCache) {
      const cached = key === null ? undefined : pageCache.get(key);
      if (cached) return sendCachedPage(reply, cached);
      reply.header('x-page-cache', key === null ? 'bypass' : 'miss');
    }
    const cspNonce = newNonce();
    const context: WebLoadContext = { apiFetch: apiFetchFor(app, request), cspNonce, publicUrl: options.publicUrl };
    const response = await handle(toWebRequest(request, reply, url), context);
    return sendWebResponse(request, reply, response, cspNonce, pageCache && key !== null ? { cache: pageCache, key } : undefined);
  };

  // Pages are streamed; platform/compression.ts compresses them chunk by chunk.
  const config = { compressStream: true };
  app.route({ method: ['GET', 'POST'], url: '/', handler: page, config });
  app.route({ method: ['GET', 'POST'], url: '/*', handler: page, config });
};

export default ssrPlugin;
