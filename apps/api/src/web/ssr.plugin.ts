import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { createRequestHandler, type ServerBuild } from 'react-router';

export interface SsrPluginOptions {
  /** The web app's build directory (holding `client/` and `server/index.js`). */
  buildDir: string;
  /** React Router's mode; `development` shows error details in the error page. */
  mode?: string;
  /** Largest form body a page action accepts (files go straight to /api). */
  bodyLimit?: number;
}

/** What every loader and action receives; apps/web declares the same shape as its AppLoadContext. */
export type WebLoadContext = {
  apiFetch(path: string, init?: RequestInit): Promise<Response>;
  cspNonce: string;
};

/** Paths that belong to the API and its neighbours: never rendered as pages. */
const NOT_PAGES = /^\/(?:api|media|ws)(?:[/?]|$)/;

/** Request headers a page's API calls inherit from the browser's request (identity, language, visitor). */
const FORWARDED = [
  'cookie',
  'authorization',
  'accept-language',
  'visitor-id',
  'client-version',
  'app-platform',
  'user-agent',
  'x-forwarded-for',
  'x-request-id',
] as const;

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
      // Rate limits and audit logs must see the shopper's address, not the loopback.
      remoteAddress: request.ip,
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

function toWebRequest(request: FastifyRequest, reply: FastifyReply): Request {
  const url = new URL(request.url, `${request.protocol}://${request.host}`);
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

function contentSecurityPolicy(nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    "connect-src 'self' ws: wss:",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}

async function sendWebResponse(request: FastifyRequest, reply: FastifyReply, response: Response, nonce: string) {
  reply.status(response.status);
  for (const [name, value] of response.headers) {
    if (name !== 'set-cookie') reply.header(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
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

  // Page actions read the raw body themselves (forms, JSON from fetchers), so nothing is pre-parsed here.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: options.bodyLimit ?? 1024 * 1024 }, (_req, body, done) =>
    done(null, body),
  );

  const page = async (request: FastifyRequest, reply: FastifyReply) => {
    if (NOT_PAGES.test(request.url)) return reply.callNotFound();
    // Page actions take plain form posts (no custom header to prove same-site), so a foreign Origin is refused.
    if (request.method === 'POST' && !sameOrigin(request)) {
      return reply.code(403).type('text/plain; charset=utf-8').send('Forbidden');
    }
    const cspNonce = randomBytes(16).toString('base64');
    const context: WebLoadContext = { apiFetch: apiFetchFor(app, request), cspNonce };
    const response = await handle(toWebRequest(request, reply), context);
    return sendWebResponse(request, reply, response, cspNonce);
  };

  app.route({ method: ['GET', 'POST'], url: '/', handler: page });
  app.route({ method: ['GET', 'POST'], url: '/*', handler: page });
};

export default ssrPlugin;
