import { isRouteErrorResponse } from 'react-router';

/** SPEC §8: thrown when a page asks for a guard that does not exist; shown as 500 'Unknown middleware'. */
export class UnknownMiddlewareError extends Error {
  readonly status = 500;
  constructor() {
    super('Unknown middleware');
    this.name = 'UnknownMiddlewareError';
  }
}

export interface RouteErrorInfo {
  status: number;
  /** A message safe to show; null means the page's generic client-error text. */
  message: string | null;
}

/** The status of a route error (from the response, else 500) and what may be said about it. */
export function describeRouteError(error: unknown): RouteErrorInfo {
  if (isRouteErrorResponse(error)) {
    const message = typeof error.data === 'string' && error.data.trim() ? error.data : null;
    return { status: error.status, message };
  }
  if (error instanceof UnknownMiddlewareError) return { status: 500, message: error.message };
  const status = (error as { status?: unknown; statusCode?: unknown } | null)?.status ?? (error as { statusCode?: unknown } | null)?.statusCode;
  if (typeof status === 'number' && status >= 400 && status <= 599) return { status, message: null };
  // Anything else is a bug: its text may hold internals, so only the status is shown.
  return { status: 500, message: null };
}

export type ErrorKind = 'notFound' | 'forbidden' | 'signIn' | 'other';

/**
 * What the error page says for a status: a refusal (403) or a missing sign-in (401) is not "try again",
 * it needs another account or a sign-in.
 */
export function errorKind(status: number): ErrorKind {
  if (status === 404) return 'notFound';
  if (status === 403) return 'forbidden';
  if (status === 401) return 'signIn';
  return 'other';
}
