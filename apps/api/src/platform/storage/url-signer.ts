import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Clock } from '../clock.ts';
import { isValidObjectKey } from './object-key.ts';

/** Where the API serves objects of the disk adapter that were handed out as signed URLs. */
export const SIGNED_FILES_PATH = '/api/files/signed';

export interface SignedQuery {
  expires: number;
  signature: string;
}

/**
 * Signs and checks the disk adapter's short-lived URLs: an HMAC of the key and the expiry, so neither can
 * be changed and a link stops working at its expiry on every node that shares the secret.
 */
export class UrlSigner {
  constructor(
    private readonly secret: string,
    private readonly clock: Clock,
    /** The public origin the URL starts with (PUBLIC_URL). */
    private readonly baseUrl: string,
  ) {}

  sign(key: string, ttlSeconds: number): string {
    const expires = Math.floor(this.clock.now().getTime() / 1000) + ttlSeconds;
    const query = new URLSearchParams({ expires: String(expires), signature: this.mac(key, expires) });
    return `${this.baseUrl}${SIGNED_FILES_PATH}/${key}?${query.toString()}`;
  }

  /** True when the signature matches the key and expiry and the expiry has not passed. */
  verify(key: string, query: SignedQuery): boolean {
    if (!isValidObjectKey(key)) return false;
    if (!Number.isSafeInteger(query.expires) || query.expires * 1000 < this.clock.now().getTime()) return false;
    const expected = Buffer.from(this.mac(key, query.expires));
    const given = Buffer.from(query.signature);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  private mac(key: string, expires: number): string {
    return createHmac('sha256', this.secret).update(`${key}\n${expires}`).digest('base64url');
  }
}
