/**
 * What the service worker does with each request, kept apart from the worker's globals so it can be
 * tested in Node. Personal answers never reach a cache: pages are fetched fresh (the offline page stands
 * in when that fails), and nothing under /api is kept except the product images, whose URLs hold their
 * content hash.
 */

/** Written into sw.js at build time by scripts/build-pwa.mjs. */
export interface SwBuild {
  /** The web build's version (React Router's manifest hash): names this build's caches. */
  version: string;
  /** Same-origin files to fetch at install: the hashed entry and root chunks, the CSS, icons, manifest. */
  precache: string[];
  /** The offline page per language, as cached at install. */
  offline: Record<'id' | 'en', string>;
}

export type Plan = 'page' | 'asset' | 'media' | 'network';

/** Media variants kept for offline browsing; the oldest go first beyond this. */
export const MEDIA_CACHE_LIMIT = 100;

export const CACHE_PREFIX = 'apotek-';
/** Content-addressed (`/api/media/{hash}/{width}`), so one cache outlives builds. */
export const MEDIA_CACHE = `${CACHE_PREFIX}media-v1`;
export const appCacheName = (version: string) => `${CACHE_PREFIX}app-${version}`;

/** Paths that are never pages, even when the browser navigates to them (a PDF, the API docs, a socket). */
const NOT_PAGES = /^\/(?:api|media|ws)(?:\/|$)/;
const MEDIA = /^\/api\/media\/[^/]+\/\d+$/;
const HASHED_ASSET = /^\/assets\//;

export function planFor(request: { url: string; method: string; mode: string }, origin: string): Plan {
  if (request.method !== 'GET') return 'network';
  const url = new URL(request.url);
  if (url.origin !== origin) return 'network';
  if (request.mode === 'navigate') return NOT_PAGES.test(url.pathname) ? 'network' : 'page';
  if (HASHED_ASSET.test(url.pathname)) return 'asset';
  if (MEDIA.test(url.pathname)) return 'media';
  // Route data (`.data`), API JSON, the manifest and everything else: the network's answer, uncached.
  return 'network';
}

/** Caches of other builds (and names we no longer use), to delete once this worker takes over. */
export function staleCaches(names: readonly string[], version: string): string[] {
  const keep = new Set([appCacheName(version), MEDIA_CACHE]);
  return names.filter((name) => name.startsWith(CACHE_PREFIX) && !keep.has(name));
}

/** The language of the offline page: the switcher's cookie when the worker can read it, else Indonesian. */
export function offlineLocale(cookieValue: string | null | undefined): 'id' | 'en' {
  return cookieValue === 'en' ? 'en' : 'id';
}
