import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest, LightMyRequestResponse } from 'fastify';
import { createRequestHandler, type ServerBuild } from 'react-router';
import { COMPRESS_THRESHOLD } from '../platform/compression.ts';
import { IN_PROCESS_HEADER, IN_PROCESS_TOKEN } from '../platform/logger.ts';
import { FORWARDING_HEADERS } from '../platform/sandbox-tools.ts';
import { type CachedPage, collectBody, PageCache, pageCacheKey, withNonce } from './page-cache.ts';
import { contentSecurityPolicy, keepPrivate } from './page-headers.ts';
import { pageUrl, refuse, unreadableBody } from './page-input.ts';
import { type ApiAnswer, type ApiCall, type PageAnswer, RenderPool } from './render-pool.ts';

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
  /** Threads that render pages (render-pool.ts); 0 or absent: pages render on the main thread. */
  renderThreads?: number;
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

/** A page's API call answered in-process through `inject`, as if the browser had made it. */
function injectFor(app: FastifyInstance, request: FastifyRequest) {
  return (call: ApiCall, signal?: AbortSignal): Promise<LightMyRequestResponse> => {
    const headers: Record<string, string> = {};
    for (const name of FORWARDED) {
      const value = request.headers[name];
      if (typeof value === 'string') headers[name] = value;
    }
    // The page's own id (already checked), so its API calls are found under it in the log.
    headers['x-request-id'] = request.id;
    // Marks the call as the page's own, so its access line is a debug line (platform/logger.ts).
    headers[IN_PROCESS_HEADER] = IN_PROCESS_TOKEN;
    Object.assign(headers, call.headers);
    return app.inject({
      method: call.method as 'GET',
      url: call.path,
      headers,
      payload: call.body,
      // The browser's TCP peer with its forwarding headers: the API derives the same client address for
      // rate limits, and its loopback guard sees the real peer. Passing request.ip would let a forged
      // X-Forwarded-For: 127.0.0.1 arrive here as a loopback socket.
      remoteAddress: request.raw.socket?.remoteAddress ?? '0.0.0.0',
      ...(signal ? { signal } : {}),
    });
  };
}

const emptyAnswer = (res: LightMyRequestResponse, method: string) => res.statusCode === 204 || res.statusCode === 304 || method === 'HEAD';

/** The API called in-process, answering a Web Response so the web's client treats it like `fetch`. */
function apiFetchFor(app: FastifyInstance, request: FastifyRequest): WebLoadContext['apiFetch'] {
  const inject = injectFor(app, request);
  return async (path, init = {}) => {
    const headers: Record<string, string> = {};
    new Headers(init.headers).forEach((value, name) => {
      headers[name] = value;
    });
    const body = init.body;
    if (body !== undefined && body !== null && typeof body !== 'string' && !(body instanceof URLSearchParams)) {
      throw new TypeError('apiFetch sends string bodies only');
    }
    const method = (init.method ?? 'GET').toUpperCase();
    const res = await inject({ path, method, headers, ...(body === undefined || body === null ? {} : { body: String(body) }) }, init.signal ?? undefined);
    return new Response(emptyAnswer(res, method) ? null : res.rawPayload, {
      status: res.statusCode,
      statusText: res.statusMessage,
      headers: webHeaders(res.headers as Record<string, string | string[] | number | undefined>),
    });
  };
}

/** The same calls for a render thread: its answers cross to the thread as plain data. */
function apiAnswersFor(app: FastifyInstance, request: FastifyRequest): (call: ApiCall) => Promise<ApiAnswer> {
  const inject = injectFor(app, request);
  return async (call) => {
    const res = await inject(call);
    return {
      status: res.statusCode,
      statusText: res.statusMessage,
      headers: headerPairs(res.headers),
      body: emptyAnswer(res, call.method) ? null : new Uint8Array(res.rawPayload),
    };
  };
}

function headerPairs(source: Record<string, string | string[] | number | undefined>): Array<[string, string]> {
  const pairs: Array<[string, string]> = [];
  for (const [name, value] of Object.entries(source)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const item of value) pairs.push([name, item]);
    else pairs.push([name, String(value)]);
  }
  return pairs;
}

/** Aborts when the browser goes away, but not after a normal finish. */
function closedSignal(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  reply.raw.on('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  return controller.signal;
}

function toWebRequest(request: FastifyRequest, url: URL, signal: AbortSignal): Request {
  const init: RequestInit = { method: request.method, headers: webHeaders(request.headers), signal };
  if (request.method !== 'GET' && request.method !== 'HEAD' && Buffer.isBuffer(request.body)) {
    init.body = request.body;
  }
  return new Request(url, init);
}

/** The page request as a render thread gets it. */
function renderJob(request: FastifyRequest, url: URL, cspNonce: string, publicUrl: string) {
  const body = request.method !== 'GET' && request.method !== 'HEAD' && Buffer.isBuffer(request.body) ? new Uint8Array(request.body) : undefined;
  return { url: url.href, method: request.method, headers: headerPairs(request.headers), cspNonce, publicUrl, ...(body ? { body } : {}) };
}

/** React Router's answer on this thread, in the shape a render thread's comes in. */
async function pageAnswerOf(request: FastifyRequest, response: Response): Promise<PageAnswer> {
  const body =
    !response.body || request.method === 'HEAD'
      ? null
      : wholeLength(response)
        ? Buffer.from(await response.arrayBuffer())
        : await smallBodyOrStream(response.body as NodeReadableStream<Uint8Array>);
  return { status: response.status, headers: response.headers, body };
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

async function sendPage(request: FastifyRequest, reply: FastifyReply, answer: PageAnswer, nonce: string, keep?: Keep) {
  reply.status(answer.status);
  for (const [name, value] of answer.headers) {
    if (name !== 'set-cookie') reply.header(name, value);
  }
  const cookies = answer.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  keepPrivate(request, reply, cookies);
  const html = (answer.headers.get('content-type') ?? '').startsWith('text/html');
  if (html) reply.header('content-security-policy', contentSecurityPolicy(nonce));
  const body = answer.body;
  if (!body || request.method === 'HEAD') return reply.send();
  // A whole page (entry.server.tsx) is written and compressed in one piece; any other body is streamed as
  // React renders it (Suspense boundaries flush when ready).
  const keepIt = keep && html && answer.status === 200 && cookies.length === 0 ? keep : undefined;
  if (Buffer.isBuffer(body)) {
    if (keepIt) keepIt.cache.set(keepIt.key, storedHeaders(answer.headers), body.toString('utf8'), nonce);
    return reply.send(body);
  }
  if (!keepIt) return reply.send(body);
  const headers = storedHeaders(answer.headers);
  return reply.send(collectBody(body, keepIt.cache.maxPageBytes, (text) => keepIt.cache.set(keepIt.key, headers, text, nonce)));
}

/** Bodies up to this size with a Content-Length are read whole: a page is 50–150 KB. */
const WHOLE_BODY_MAX = 4 * 1024 * 1024;

function wholeLength(response: Response): boolean {
  const length = Number(response.headers.get('content-length') ?? NaN);
  return Number.isInteger(length) && length >= 0 && length <= WHOLE_BODY_MAX;
}

const storedHeaders = (headers: Headers) => [...headers].filter(([name]) => name !== 'set-cookie' && name !== 'content-length');

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
  // With render threads the build is loaded by each of them, not here.
  const pool = options.renderThreads ? await RenderPool.start({ buildDir, mode, size: options.renderThreads, smallBody: COMPRESS_THRESHOLD }) : undefined;
  if (pool) app.addHook('onClose', () => pool.close());
  const handle = pool ? undefined : createRequestHandler((await import(pathToFileURL(join(buildDir, 'server', 'index.js')).href)) as ServerBuild, mode);
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
    const signal = closedSignal(reply);
    let answer: PageAnswer;
    if (!handle) {
      answer = await pool!.render(renderJob(request, url, cspNonce, options.publicUrl), apiAnswersFor(app, request), signal);
    } else {
      const context: WebLoadContext = { apiFetch: apiFetchFor(app, request), cspNonce, publicUrl: options.publicUrl };
      answer = await pageAnswerOf(request, await handle(toWebRequest(request, url, signal), context));
    }
    return sendPage(request, reply, answer, cspNonce, pageCache && key !== null ? { cache: pageCache, key } : undefined);
  };

  // Pages are streamed; platform/compression.ts compresses them chunk by chunk.
  const config = { compressStream: true };
  app.route({ method: ['GET', 'POST'], url: '/', handler: page, config });
  app.route({ method: ['GET', 'POST'], url: '/*', handler: page, config });
};

export default ssrPlugin;
