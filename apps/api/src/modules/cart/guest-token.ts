import { createHash, randomBytes } from 'node:crypto';
import { GUEST_CART_ID_PATTERN } from '@apotek/contract';

/**
 * Guest cart ids. SPEC §4 used the current unix seconds, which two visitors share and anyone can guess;
 * the server issues 128 random bits instead (docs/spec-deviations.md) and keeps only their hash, so a
 * database leak does not hand out live carts.
 */
export function newGuestToken(): string {
  return randomBytes(16).toString('base64url');
}

export function hashGuestToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** A well-formed token, or null: the old client's numeric ids and anything else count as "no guest cart yet". */
export function readGuestToken(raw: string | undefined | null): string | null {
  if (typeof raw !== 'string') return null;
  const token = raw.trim();
  return GUEST_CART_ID_PATTERN.test(token) ? token : null;
}
