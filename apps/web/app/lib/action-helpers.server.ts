import { data } from 'react-router';
import { isLocalPath } from '@apotek/contract/rules/redirect';
import type { ApiFailure } from './api';
import type { FormResult } from './form-result';

export function text(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
}

/** A path on this site the form names (`redirectTo`, a plain post's way back), or null: the contract's redirect rule. */
export function localPath(form: FormData, name: string): string | null {
  const value = form.get(name);
  return typeof value === 'string' && isLocalPath(value) ? value : null;
}

/**
 * Turns a refused API call into the form's result, keeping what was typed (never passwords). `extra`
 * tags it (e.g. the `intent` that was refused, where one route answers several forms).
 */
export function refused<Extra extends object = object>(failure: ApiFailure, values: Record<string, string> = {}, extra?: Extra) {
  const unavailable = failure.status === 0 || failure.status >= 500;
  const result = (
    unavailable
      ? { ...extra, values, unavailable: true }
      : { ...extra, values, errors: failure.errors, message: Object.keys(failure.errors).length > 0 && failure.status === 422 ? undefined : failure.message }
  ) as FormResult & Partial<Extra>;
  return data(result, { status: unavailable ? 503 : failure.status });
}

/** A redirect response carrying several cookies. */
export function cookieHeaders(...cookies: string[]): Headers {
  const headers = new Headers();
  for (const cookie of cookies) headers.append('Set-Cookie', cookie);
  return headers;
}
