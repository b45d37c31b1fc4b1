import type { Readable } from 'node:stream';

/**
 * Where files live (product images now, prescriptions next): behind one interface so the embedded mode
 * keeps them on disk and the scale-out mode in S3-compatible object storage (docs/decisions/016).
 */

/** Public objects may be served to anyone; private ones only through a signed, short-lived URL. */
export type Visibility = 'public' | 'private';

export interface PutOptions {
  contentType: string;
  visibility: Visibility;
}

export interface ObjectMeta {
  key: string;
  contentType: string;
  visibility: Visibility;
  /** Size in bytes. */
  size: number;
}

export interface StoredObject {
  meta: ObjectMeta;
  body: Readable;
}

export interface ObjectStorage {
  readonly kind: 'disk' | 's3';
  /** Writes the whole object or nothing: a reader never sees half a file. Overwrites an existing key. */
  put(key: string, body: Uint8Array | Readable, options: PutOptions): Promise<ObjectMeta>;
  /** The object's bytes as a stream, or null when there is none. */
  get(key: string): Promise<StoredObject | null>;
  head(key: string): Promise<ObjectMeta | null>;
  /** Removes the object; removing a missing key is not an error. */
  delete(key: string): Promise<void>;
  /** An absolute URL that lets anyone holding it read the object until `ttlSeconds` have passed. */
  signedUrl(key: string, ttlSeconds: number): Promise<string>;
}

/** The longest a signed URL may live: they are handed out per view, not stored. */
export const MAX_SIGNED_URL_TTL_SECONDS = 7 * 24 * 3600;

export function checkTtl(ttlSeconds: number): void {
  if (!Number.isInteger(ttlSeconds) || ttlSeconds < 1 || ttlSeconds > MAX_SIGNED_URL_TTL_SECONDS) {
    throw new RangeError(`signed URL lifetime must be 1..${MAX_SIGNED_URL_TTL_SECONDS} seconds, got ${ttlSeconds}`);
  }
}

/** Reads a whole stream into one buffer. */
export async function readAll(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}
