import type { ApiMessageKey, RuleName } from '@apotek/contract';

/** A field error: one of the shared rule messages, or one of the API's own messages. */
export type FieldError = { rule: RuleName } | { message: ApiMessageKey; vars?: Record<string, string | number> };

export interface ApiErrorOptions {
  vars?: Record<string, string | number>;
  /** Per-field errors, localised by the error handler. */
  fields?: Record<string, FieldError[]>;
  /** Extra data some errors carry (the unverified-login answer carries a fresh OTP challenge). */
  data?: unknown;
  headers?: Record<string, string>;
}

/** An expected failure with a status and a message key; the error handler localises it. */
export class ApiError extends Error {
  readonly status: number;
  readonly key: ApiMessageKey;
  readonly options: ApiErrorOptions;

  constructor(status: number, key: ApiMessageKey, options: ApiErrorOptions = {}) {
    super(key);
    this.name = 'ApiError';
    this.status = status;
    this.key = key;
    this.options = options;
  }
}

export const unauthorized = () => new ApiError(401, 'unauthorized');
export const forbidden = () => new ApiError(403, 'forbidden');
export const notFound = () => new ApiError(404, 'notFound');

/** A 422 on one field with one of the API's messages (otpInvalid, accountExists, ...). */
export function fieldError(field: string, key: ApiMessageKey, status = 422): ApiError {
  return new ApiError(status, 'validation', { fields: { [field]: [{ message: key }] } });
}

export function tooManyRequests(retryAfterSeconds: number, key: 'tooManyRequests' | 'otpLocked' = 'tooManyRequests'): ApiError {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  const minutes = Math.ceil(seconds / 60);
  return new ApiError(429, key, { vars: { seconds, minutes }, headers: { 'retry-after': String(seconds) } });
}
