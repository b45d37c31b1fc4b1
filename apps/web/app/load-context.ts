/**
 * What the server that hosts the web build hands to every loader and action
 * (apps/api/src/web/ssr.plugin.ts builds it per request).
 */
export interface ApotekLoadContext {
  /**
   * Calls the API in-process (Fastify inject) and answers like `fetch`. The incoming request's cookies,
   * Authorization, Accept-Language, Visitor-ID, Client-Version, App-Platform, User-Agent and client IP
   * are forwarded; headers given in `init` win.
   */
  apiFetch(path: string, init?: RequestInit): Promise<Response>;
  /** Nonce the Content-Security-Policy of this response allows for inline scripts. */
  cspNonce?: string;
  /**
   * PUBLIC_URL without a trailing slash: absolute links (canonical, og:url, JSON-LD) start with it. The
   * request's URL carries the Host header the client chose, so it never makes a link.
   */
  publicUrl: string;
}

declare module 'react-router' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends ApotekLoadContext {}
}
