import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Clock } from '../../platform/clock.ts';

export const FILE_CONTENT_PATH = (publicId: string) => `/api/files/${publicId}/content`;

/**
 * Short-lived links to a stored file's bytes: an HMAC of the file's public id and the expiry with a key
 * derived from APP_SECRET, checked in constant time against the app's clock on any node. The bytes are
 * always served by our route, on disk and on S3 alike, so every answer carries our headers
 * (Content-Disposition, nosniff, no-store) and an expired link is our 403, not a bucket's XML error.
 */
export class FileUrlSigner {
  private readonly secret: Buffer;

  constructor(
    appSecret: string,
    private readonly clock: Clock,
    private readonly publicUrl: string,
  ) {
    this.secret = createHmac('sha256', appSecret).update('apotek/file-urls').digest();
  }

  sign(publicId: string, ttlSeconds: number): { url: string; expiresAt: Date } {
    const expires = Math.floor(this.clock.now().getTime() / 1000) + ttlSeconds;
    const query = new URLSearchParams({ expires: String(expires), signature: this.mac(publicId, expires) });
    return { url: `${this.publicUrl}${FILE_CONTENT_PATH(publicId)}?${query.toString()}`, expiresAt: new Date(expires * 1000) };
  }

  verify(publicId: string, expires: unknown, signature: unknown): boolean {
    if (typeof expires !== 'string' || !/^\d{1,12}$/.test(expires) || typeof signature !== 'string') return false;
    const at = Number(expires);
    if (at * 1000 < this.clock.now().getTime()) return false;
    const expected = Buffer.from(this.mac(publicId, at));
    const given = Buffer.from(signature);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  private mac(publicId: string, expires: number): string {
    return createHmac('sha256', this.secret).update(`${publicId}\n${expires}`).digest('base64url');
  }
}
