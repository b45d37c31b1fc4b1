// The cookie plugin's type augmentation (request.cookies), also for programs (bench) that never import app.ts.
import type {} from '@fastify/cookie';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { DEFAULT_LOCALE, type Locale, LOCALE_COOKIE, LOCALES, type Role } from '@apotek/contract';
import type { FastifyRequest } from 'fastify';

/** The signed-in user as routes see it. */
export interface AuthUser {
  id: number;
  publicId: string;
  role: Role;
  scope: readonly string[];
  sessionId: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    locale: Locale;
    visitorId: string | null;
    clientVersion: string | null;
    appPlatform: string | null;
    user: AuthUser | null;
  }
}

function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** `i18n_redirected` cookie, then the first supported Accept-Language tag, then Indonesian. */
export function resolveLocale(cookie: string | undefined, acceptLanguage: string | undefined): Locale {
  if (isLocale(cookie)) return cookie;
  if (acceptLanguage) {
    const tags = acceptLanguage
      .split(',')
      .map((part) => {
        const [tag = '', ...params] = part.trim().split(';');
        const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
        return { lang: tag.trim().toLowerCase().split('-')[0], q: q ? Number(q.slice(2)) || 0 : 1 };
      })
      .filter((t) => t.q > 0)
      .sort((a, b) => b.q - a.q);
    for (const t of tags) if (isLocale(t.lang)) return t.lang;
  }
  return DEFAULT_LOCALE;
}

/** A header value, cut short: these are recorded and logged, never trusted. */
export function headerValue(request: FastifyRequest, name: string, max = 128): string | null {
  const raw = request.headers[name.toLowerCase()];
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (!value) return null;
  return value.slice(0, max);
}

export function requestLocale(request: FastifyRequest): Locale {
  return resolveLocale(request.cookies?.[LOCALE_COOKIE], request.headers['accept-language']);
}

/** Letters, digits and `._:-`, at most 64: what a proxy or tracer sends, and nothing a log or header could be bent by. */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/** The request id: a caller's X-Request-Id when it has a safe shape (a proxy's trace id), else a fresh UUID. */
export function requestIdFor(raw: IncomingMessage): string {
  const given = raw.headers['x-request-id'];
  return typeof given === 'string' && SAFE_REQUEST_ID.test(given) ? given : randomUUID();
}
