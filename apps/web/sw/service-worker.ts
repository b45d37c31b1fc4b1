/// <reference lib="webworker" />
// The shop's service worker, bundled to /sw.js by scripts/build-pwa.mjs (docs/decisions/019-installable-app.md).
import { LOCALE_COOKIE } from '@apotek/contract/constants';
import { appCacheName, MEDIA_CACHE, MEDIA_CACHE_LIMIT, offlineLocale, planFor, staleCaches, type SwBuild } from './sw-plan';

declare const self: ServiceWorkerGlobalScope & { cookieStore?: { get(name: string): Promise<{ value: string } | null> } };
declare const __SW_BUILD__: SwBuild;

const build = __SW_BUILD__;
const APP_CACHE = appCacheName(build.version);

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(APP_CACHE);
      await cache.addAll(build.precache);
      // Without cookies: the offline page must show no one's name or cart, whoever installs the worker.
      for (const url of Object.values(build.offline)) {
        const response = await fetch(url, { credentials: 'omit', cache: 'no-store' });
        if (!response.ok) throw new Error(`offline page ${url}: ${response.status}`);
        await cache.put(url, response);
      }
      // Pages always come from the network, so a new build's worker can take over open tabs at once.
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      await Promise.all(staleCaches(await caches.keys(), build.version).map((name) => caches.delete(name)));
      // The page request starts while the worker boots, so a navigation waits for the network only.
      await self.registration.navigationPreload?.enable();
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('fetch', (event) => {
  const plan = planFor(event.request, self.location.origin);
  if (plan === 'page') event.respondWith(page(event));
  else if (plan === 'asset') event.respondWith(cacheFirst(event.request, APP_CACHE));
  else if (plan === 'media') event.respondWith(cacheFirst(event.request, MEDIA_CACHE, MEDIA_CACHE_LIMIT));
  // Anything else is left to the browser: no respondWith, no cache.
});

/** Network first, never stored (pages may be personal); the offline page when the network fails. */
async function page(event: FetchEvent): Promise<Response> {
  try {
    const preloaded = (await event.preloadResponse) as Response | undefined;
    return preloaded ?? (await fetch(event.request));
  } catch {
    const cookie = await self.cookieStore?.get(LOCALE_COOKIE).catch(() => null);
    const offline = await caches.match(build.offline[offlineLocale(cookie?.value)], { cacheName: APP_CACHE });
    return offline ?? Response.error();
  }
}

/** Hashed and content-addressed files never change under their URL: the cached copy is the copy. */
async function cacheFirst(request: Request, cacheName: string, limit?: number): Promise<Response> {
  const cache = await caches.open(cacheName);
  const hit = await cache.match(request);
  if (hit) return hit;
  const response = await fetch(request);
  if (response.ok && response.type === 'basic') {
    await cache.put(request, response.clone());
    if (limit !== undefined) await trim(cache, limit);
  }
  return response;
}

/** Keys come back in insertion order, so the first ones are the oldest. */
async function trim(cache: Cache, limit: number): Promise<void> {
  const keys = await cache.keys();
  await Promise.all(keys.slice(0, Math.max(0, keys.length - limit)).map((key) => cache.delete(key)));
}

/**
 * Web push (issue 11; docs/decisions/025-notifications-and-campaigns.md): the server sends the same news as
 * the bell, encrypted, when no tab of the shop holds a socket. `url` is the notification's SPEC §2 target.
 */
interface PushMessage {
  id: number;
  title: string;
  body: string;
  url: string;
}

function pushMessage(event: PushEvent): PushMessage | null {
  try {
    const data = event.data?.json() as Partial<PushMessage> | undefined;
    if (!data || typeof data.title !== 'string' || typeof data.body !== 'string') return null;
    const url = typeof data.url === 'string' && data.url.startsWith('/') && !data.url.startsWith('//') ? data.url : '/notification';
    return { id: typeof data.id === 'number' ? data.id : 0, title: data.title, body: data.body, url };
  } catch {
    return null;
  }
}

self.addEventListener('push', (event) => {
  const message = pushMessage(event);
  if (!message) return;
  event.waitUntil(
    self.registration.showNotification(message.title, {
      body: message.body,
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      tag: `notification-${message.id}`,
      data: { url: message.url },
    }),
  );
});

/** Opens the target in a tab of the shop that is already open, or in a new one. */
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = new URL((event.notification.data as { url?: string } | null)?.url ?? '/notification', self.location.origin).href;
  event.waitUntil(
    (async () => {
      const tabs = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const tab = tabs.find((c) => new URL(c.url).origin === self.location.origin) as WindowClient | undefined;
      if (tab) {
        await tab.focus();
        await tab.navigate(url).catch(() => undefined);
        return;
      }
      await self.clients.openWindow(url);
    })(),
  );
});
