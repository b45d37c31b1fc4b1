import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { createRequestHandler, type ServerBuild } from 'react-router';
import { FORWARDING_HEADERS } from '../platform/sandbox-tools.ts';
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
}

/** What every loader and action receives; apps/web declares the same shape as its AppLoadContext. */
export type WebLoadContext = {
  apiFetch(path: string, init?: RequestInit): Promise<Response>;
  cspNonce: string;
  publicUrl: string;
};

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

async function sendWebResponse(request: FastifyRequest, reply: FastifyReply, response: Response, nonce: string) {
  reply.status(response.status);
  for (const [name, value] of response.headers) {
    if (name !== 'set-cookie') reply.header(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  keepPrivate(request, reply, cookies);
  if ((response.headers.get('content-type') ?? '').startsWith('text/html')) {
    reply.header('content-security-policy', contentSecurityPolicy(nonce));
  }
  if (!response.body || request.method === 'HEAD') return reply.send();
  // Streams the HTML as React renders it (Suspense boundaries flush when ready).
  return reply.send(Readable.fromWeb(response.body as NodeReadableStream<Uint8Array>));
}

/**
 * Serves the web build: its static assets and every other GET/POST page through React Router's
 * request handler. Registered by server.ts only when `${buildDir}/server/index.js` exists.
 */
const ssrPlugin: FastifyPluginAsync<SsrPluginOptions> = async (app, options) => {
  const { buildDir, mode = process.env.NODE_ENV === 'development' ? 'development' : 'production' } = options;
  const build = (await import(pathToFileURL(join(buildDir, 'server', 'index.js')).href)) as ServerBuild;
  const handle = createRequestHandler(build, mode);

  await app.register(fastifyStatic, {
    root: join(buildDir, 'client'),
    prefix: '/',
    // One route per built file, so every other path falls through to the page handler below.
    wildcard: false,
    index: false,
    // The API may decorate reply.sendFile for /media; this instance must not redeclare it.
    decorateReply: false,
    // send's own Cache-Control would overwrite the one chosen per file below.
    cacheControl: false,
    setHeaders(res, path) {
      const hashed = path.includes(`${join('client', 'assets')}`);
      res.setHeader('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
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
    const cspNonce = randomBytes(16).toString('base64');
    const context: WebLoadContext = { apiFetch: apiFetchFor(app, request), cspNonce, publicUrl: options.publicUrl };
    const response = await handle(toWebRequest(request, reply, url), context);
    return sendWebResponse(request, reply, response, cspNonce);
  };

  app.route({ method: ['GET', 'POST'], url: '/', handler: page });
  app.route({ method: ['GET', 'POST'], url: '/*', handler: page });
};

export default ssrPlugin;
