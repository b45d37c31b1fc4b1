import { z } from 'zod';

/**
 * True for a path on this site only: starts with one `/`, not `//` or `/\` (protocol-relative),
 * no scheme, no control characters. Guards the "return to the wanted page" flow against open redirects.
 */
export function isLocalPath(value: string): boolean {
  if (typeof value !== 'string' || !value.startsWith('/')) return false;
  if (value.startsWith('//') || value.startsWith('/\\')) return false;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(value)) return false;
  try {
    const url = new URL(value, 'http://local.invalid');
    return url.origin === 'http://local.invalid';
  } catch {
    return false;
  }
}

/** The path to go to after login: the wanted local path, else `/`. */
export function safeRedirect(value: unknown, fallback = '/'): string {
  return typeof value === 'string' && isLocalPath(value) ? value : fallback;
}

export const localPath = () => z.string().refine(isLocalPath, { params: { rule: 'redirect' } });
