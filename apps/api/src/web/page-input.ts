import type { Locale } from '@apotek/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** hostname[:port] or [ipv6][:port]; anything else in Host (or X-Forwarded-Host) is refused with 400. */
const HOST = /^(?:[a-z0-9._~-]+|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * The page's URL as React Router sees it. Its origin is the request's own, because React Router refuses an
 * action whose Origin header differs; absolute links use PUBLIC_URL instead. The path is appended rather
 * than resolved, so an absolute-form target or `//host/…` cannot name another host. Null when unusable.
 */
export function pageUrl(request: FastifyRequest): URL | null {
  if (!HOST.test(request.host) || !request.url.startsWith('/')) return null;
  try {
    return new URL(`${request.protocol}://${request.host}${request.url}`);
  } catch {
    return null;
  }
}

export interface Refusal {
  status: 400 | 415;
  reason: string;
}

const REFUSAL_TEXT: Record<Refusal['status'], Record<Locale, string>> = {
  400: { id: 'Permintaan tidak valid.', en: 'Bad request.' },
  415: { id: 'Halaman ini hanya menerima kiriman formulir.', en: 'This page accepts form submissions only.' },
};

const FORM_TYPES = new Set(['application/x-www-form-urlencoded', 'multipart/form-data']);

/**
 * Page actions read forms (route actions with progressive enhancement); any other body makes
 * request.formData() throw inside the action, which React Router answers with 500. An empty form is fine
 * (the logout button posts one).
 */
export async function unreadableBody(request: FastifyRequest): Promise<Refusal | null> {
  if (request.method !== 'POST') return null;
  const body = Buffer.isBuffer(request.body) ? request.body : undefined;
  const type = request.headers['content-type'];
  if (!type) return body?.length ? { status: 415, reason: 'body without content-type' } : { status: 400, reason: 'no body' };
  const mime = type.split(';', 1)[0]!.trim().toLowerCase();
  if (!FORM_TYPES.has(mime)) return { status: 415, reason: `content-type ${mime.slice(0, 64)}` };
  if (mime === 'multipart/form-data') {
    try {
      await new Response(body ?? '', { headers: { 'content-type': type } }).formData();
    } catch {
      return { status: 400, reason: 'malformed multipart body' };
    }
  }
  return null;
}

/** Bad input is the client's fault: a structured warning, not a stack trace, and a short localised text. */
export function refuse(request: FastifyRequest, reply: FastifyReply, refusal: Refusal) {
  request.log.warn({ status: refusal.status, reason: refusal.reason, method: request.method }, 'page request refused');
  return reply.code(refusal.status).type('text/plain; charset=utf-8').send(REFUSAL_TEXT[refusal.status][request.locale]);
}
