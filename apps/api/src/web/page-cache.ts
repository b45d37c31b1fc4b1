import { Transform, type Readable } from 'node:stream';
import { LOCALE_COOKIE } from '@apotek/contract';
import type { FastifyRequest } from 'fastify';

/**
 * Anonymous catalogue pages kept in memory for a few seconds (ADR 017): a burst of guests on the same
 * product page costs one render. Only pages that cannot differ between two guests are kept.
 */

/** The shop's browsing pages (home, product and category lists, search, brands, pharmacies). */
const CATALOGUE_PAGE = /^\/(?:(?:product|search|brand|pharmacy)(?:\/[^/?.]+)?\/?)?(?:\?|$)/;

/** A cached page's body split where the render's CSP nonce stood, so each answer gets a fresh one. */
export interface CachedPage {
  headers: Array<[string, string]>;
  parts: string[];
  bytes: number;
  expires: number;
}

export interface PageCacheOptions {
  ttlMs: number;
  maxEntries?: number;
  /** All bodies together; the least recently used go first when over. */
  maxBytes?: number;
  /** A page bigger than this is not kept at all. */
  maxPageBytes?: number;
  now?: () => number;
}

/**
 * The key a guest's page is kept under, or null when the request must be rendered: anything but a GET of a
 * catalogue page, or a request with a credential or with any cookie but the language one — the session,
 * the guest cart and the chosen pharmacy, place or city (apotek_store, apotek_near, apotek_city) all
 * change the page, and an unknown cookie might. The web reads the language from its cookie and the API
 * from the cookie or Accept-Language, so both are in the key, with the host the page was asked for.
 */
export function pageCacheKey(request: FastifyRequest): string | null {
  if (request.method !== 'GET' || request.headers.authorization !== undefined) return null;
  if (!CATALOGUE_PAGE.test(request.url)) return null;
  let cookieLocale = '';
  for (const [name, value] of Object.entries(request.cookies ?? {})) {
    if (name !== LOCALE_COOKIE) return null;
    cookieLocale = value ?? '';
  }
  return `${cookieLocale.slice(0, 8)}|${request.locale}|${request.protocol}://${request.host}${request.url}`;
}

export class PageCache {
  private readonly entries = new Map<string, CachedPage>();
  private totalBytes = 0;
  private readonly maxEntries: number;
  private readonly maxBytes: number;
  readonly maxPageBytes: number;
  private readonly now: () => number;

  constructor(private readonly options: PageCacheOptions) {
    this.maxEntries = options.maxEntries ?? 500;
    this.maxBytes = options.maxBytes ?? 16 * 1024 * 1024;
    this.maxPageBytes = options.maxPageBytes ?? 512 * 1024;
    this.now = options.now ?? (() => Date.now());
  }

  get(key: string): CachedPage | undefined {
    const hit = this.entries.get(key);
    if (!hit) return undefined;
    this.entries.delete(key);
    if (hit.expires <= this.now()) {
      this.totalBytes -= hit.bytes;
      return undefined;
    }
    // Re-inserted so the Map's order is least recently used first.
    this.entries.set(key, hit);
    return hit;
  }

  /** Keeps a rendered page; `nonce` is the one its scripts carry, cut out so a hit can put its own in. */
  set(key: string, headers: Array<[string, string]>, body: string, nonce: string): void {
    const bytes = Buffer.byteLength(body);
    if (bytes > this.maxPageBytes) return;
    const old = this.entries.get(key);
    if (old) {
      this.entries.delete(key);
      this.totalBytes -= old.bytes;
    }
    this.entries.set(key, { headers, parts: body.split(nonce), bytes, expires: this.now() + this.options.ttlMs });
    this.totalBytes += bytes;
    for (const [oldest, page] of this.entries) {
      if (this.entries.size <= this.maxEntries && this.totalBytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.totalBytes -= page.bytes;
    }
  }

  get size(): number {
    return this.entries.size;
  }

  get bytes(): number {
    return this.totalBytes;
  }
}

/** The page's body with a fresh nonce wherever the rendered one stood. */
export function withNonce(page: CachedPage, nonce: string): string {
  return page.parts.join(nonce);
}

/**
 * Passes a streamed body through unchanged and hands its full text to `done` once it ended normally;
 * a body over `limit` bytes, or one cut short (the browser left, the render failed), is never handed on.
 */
export function collectBody(source: Readable, limit: number, done: (body: string) => void): Readable {
  const chunks: Buffer[] = [];
  let size = 0;
  const tee = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (size <= limit) {
        size += chunk.length;
        chunks.push(chunk);
      }
      callback(null, chunk);
    },
    flush(callback) {
      if (size <= limit) done(Buffer.concat(chunks).toString('utf8'));
      callback();
    },
  });
  source.on('error', (error) => tee.destroy(error));
  return source.pipe(tee);
}
