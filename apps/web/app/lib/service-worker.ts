/** SPEC §8's words for a browser without service workers (plain HTTP off localhost, old or locked-down browsers). */
export const SERVICE_WORKER_UNSUPPORTED = 'serviceWorker is not supported in current browser!';

export const SERVICE_WORKER_URL = '/sw.js';

/** Registers the worker built into /sw.js; throws SPEC §8's message where the browser has none. */
export function registerServiceWorker(nav: Navigator = navigator): Promise<ServiceWorkerRegistration> {
  if (!('serviceWorker' in nav) || !nav.serviceWorker) throw new Error(SERVICE_WORKER_UNSUPPORTED);
  return nav.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' });
}

/**
 * Registers once the page has loaded, so the worker's precache never competes with the page's own
 * requests. The shop works the same without a worker, so a refusal (no support, private mode, a policy)
 * is a note in the console, never an error shown to anyone.
 */
export function startServiceWorker(win: Window = window): void {
  const register = () => {
    try {
      registerServiceWorker(win.navigator).catch(note);
    } catch (error) {
      note(error);
    }
  };
  if (win.document.readyState === 'complete') register();
  else win.addEventListener('load', register, { once: true });
}

function note(error: unknown) {
  console.info('Service worker not registered:', error instanceof Error ? error.message : error);
}
