import { HEADERS } from '@apotek/contract/constants';
import type { RouteBody, RouteName, RouteQuery, RouteResponse } from '@apotek/contract/routes';
import type * as ApiSchemas from './api-schemas';
import { clientHeaders, visitorId } from './client-info';
import { fetchActivity } from './fetch-activity';

/** How a request leaves: `context.apiFetch` on the server, `fetch` in the browser. Both answer a Web Response. */
export type Transport = (path: string, init: RequestInit) => Promise<Response>;

export interface ApiSuccess<N extends RouteName> {
  ok: true;
  status: number;
  body: RouteResponse<N>;
}

export interface ApiFailure {
  ok: false;
  /** HTTP status; 0 when the API could not be reached. */
  status: number;
  message: string;
  errors: Record<string, string[]>;
  /** Extra data some errors carry (e.g. the OTP challenge of a 403 accountNotVerified). */
  data: unknown;
  /** Seconds from Retry-After on a 429. */
  retryAfter: number | null;
}

export type ApiResult<N extends RouteName> = ApiSuccess<N> | ApiFailure;

export interface CallOptions<N extends RouteName> {
  body?: RouteBody<N>;
  query?: RouteQuery<N>;
  /** Values for `:name` segments of the route's path. */
  params?: Record<string, string | number>;
  signal?: AbortSignal;
}

export interface ApiClient {
  call<N extends RouteName>(name: N, options?: CallOptions<N>): Promise<ApiResult<N>>;
}

function buildPath(path: string, params: Record<string, string | number> = {}, query: unknown): string {
  const filled = path.replace(/[:{](\w+)}?/g, (_, key: string) => encodeURIComponent(String(params[key] ?? '')));
  if (!query || typeof query !== 'object') return filled;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    // Nested filters go out as name[key]=value (SPEC §7: `filter[key]=value`); lists as one csv value.
    if (typeof value === 'object' && !Array.isArray(value)) {
      for (const [inner, v] of Object.entries(value)) if (v !== undefined && v !== null) search.set(`${key}[${inner}]`, String(v));
    } else search.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  const text = search.toString();
  return text ? `${filled}?${text}` : filled;
}

function failure(status: number, message: string, extra: Partial<ApiFailure> = {}): ApiFailure {
  return { ok: false, status, message, errors: {}, data: null, retryAfter: null, ...extra };
}

let schemas: Promise<typeof ApiSchemas> | null = null;

/**
 * The route table carries every schema of the contract, about a third of a page's JavaScript: it is
 * imported on the first call instead of with the page (ADR 020). Once loaded (always, on the server)
 * this is one resolved promise.
 */
function contract() {
  return (schemas ??= import('./api-schemas'));
}

/** One typed client over the contract's route table; responses are parsed with the contract's schemas. */
export function createApi(transport: Transport, headers: () => Record<string, string>): ApiClient {
  return {
    async call(name, options = {}) {
      const { routes, errorBody } = await contract();
      const def = routes[name];
      const init: RequestInit = {
        method: def.method,
        headers: { accept: 'application/json', ...headers() },
        signal: options.signal,
      };
      if (options.body !== undefined) {
        init.body = JSON.stringify(options.body);
        (init.headers as Record<string, string>)['content-type'] = 'application/json';
      }
      let response: Response;
      try {
        response = await transport(buildPath(def.path, options.params, options.query), init);
      } catch (error) {
        if ((error as Error)?.name === 'AbortError') throw error;
        return failure(0, 'network');
      }
      const json: unknown = response.status === 204 ? null : await response.json().catch(() => null);
      if (response.ok) {
        const parsed = def.response.safeParse(json);
        if (parsed.success) return { ok: true, status: response.status, body: parsed.data as RouteResponse<typeof name> };
        return failure(502, 'invalid response');
      }
      const parsed = errorBody.safeParse(json);
      const retry = Number(response.headers.get('retry-after'));
      return failure(response.status, parsed.success ? parsed.data.message : response.statusText, {
        errors: parsed.success ? (parsed.data.errors ?? {}) : {},
        data: parsed.success ? parsed.data.data : null,
        retryAfter: Number.isFinite(retry) && retry > 0 ? retry : null,
      });
    },
  };
}

let browserClient: ApiClient | null = null;
let quietClient: ApiClient | null = null;

/**
 * The API picks its message language from the locale cookie, else Accept-Language; the browser's own
 * Accept-Language (often English) must not win over the page's language (ADR 001), so the page's is sent.
 */
function browserHeaders(): Record<string, string> {
  const id = visitorId();
  const lang = typeof document !== 'undefined' ? document.documentElement.lang : '';
  const headers = lang ? { ...clientHeaders(), 'accept-language': lang } : clientHeaders();
  return id ? { ...headers, [HEADERS.visitorId]: id } : headers;
}

/**
 * The browser's client: same-origin /api with the session cookie (the API accepts it together with
 * App-Platform), plus the visitor headers. Its traffic feeds the loading bar.
 */
export function browserApi(): ApiClient {
  browserClient ??= createApi(async (path, init) => {
    const done = fetchActivity.start();
    try {
      const response = await fetch(path, { ...init, credentials: 'include' });
      done(response.ok || response.status < 500);
      return response;
    } catch (error) {
      done(false);
      throw error;
    }
  }, browserHeaders);
  return browserClient;
}

/** The same client for background calls (suggestions while typing) that must not flash the loading bar. */
export function quietBrowserApi(): ApiClient {
  quietClient ??= createApi((path, init) => fetch(path, { ...init, credentials: 'include' }), browserHeaders);
  return quietClient;
}
