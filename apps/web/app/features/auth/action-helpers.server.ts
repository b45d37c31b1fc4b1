import { data } from 'react-router';
import type { ApiFailure } from '~/lib/api';
import type { FormResult } from './form-result';

export function text(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
}

/** Turns a refused API call into the form's result, keeping what was typed (never passwords). */
export function refused(failure: ApiFailure, values: Record<string, string> = {}) {
  const unavailable = failure.status === 0 || failure.status >= 500;
  const result: FormResult = unavailable
    ? { values, unavailable: true }
    : { values, errors: failure.errors, message: Object.keys(failure.errors).length > 0 && failure.status === 422 ? undefined : failure.message };
  return data(result, { status: unavailable ? 503 : failure.status });
}

/** A redirect response carrying several cookies. */
export function cookieHeaders(...cookies: string[]): Headers {
  const headers = new Headers();
  for (const cookie of cookies) headers.append('Set-Cookie', cookie);
  return headers;
}
