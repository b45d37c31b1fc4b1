const KEY = 'apotek:chunk-reload-at';

/**
 * After a deploy, an open tab may ask for chunks that no longer exist. React Router already reloads when
 * a route module fails; this covers Vite's preloads (CSS and shared chunks). A reload within the last
 * 10 s is not repeated, so a truly broken asset cannot loop.
 */
export function reloadOnChunkError(): () => void {
  const onError = (event: Event) => {
    event.preventDefault();
    try {
      const last = Number(sessionStorage.getItem(KEY) ?? 0);
      if (Date.now() - last < 10_000) return;
      sessionStorage.setItem(KEY, String(Date.now()));
    } catch {
      // Without sessionStorage we still reload once per page life.
    }
    window.location.reload();
  };
  window.addEventListener('vite:preloadError', onError);
  return () => window.removeEventListener('vite:preloadError', onError);
}
