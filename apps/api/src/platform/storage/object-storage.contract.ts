import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ObjectStorage, readAll } from './object-storage.ts';

/**
 * The behaviour every ObjectStorage adapter must share; each adapter's test file runs it with its own
 * factory (disk in the default suite, S3 against a local server in the scale-out suite).
 */
export interface StorageUnderTest {
  storage: ObjectStorage;
  /** The clock the adapter signs with, moved by hand (test/clock.ts ManualClock). */
  clock: { advance(ms: number): void };
  /**
   * Whether the server checks URL signatures. s3rver, the local S3 server of the scale-out suite, does
   * not check SigV4 signatures (only their expiry); S3 itself and MinIO do, and the presigner is AWS's own.
   */
  checksSignatures: boolean;
  /** Follows a signed URL the way a browser would, answering the status and body. */
  fetchSigned(url: string): Promise<{ status: number; body: Buffer }>;
  close(): Promise<void>;
}

const BAD_KEYS = ['', '../escape', 'a/../../escape', '/absolute', 'a//b', '.hidden', 'a/.tmp-1', 'Upper/Case', 'a\\b', 'a b', 'x'.repeat(600)];

let counter = 0;
const uniqueKey = (prefix: string) => `contract/${prefix}-${Date.now()}-${++counter}`;

export function describeObjectStorage(name: string, setup: () => Promise<StorageUnderTest>): void {
  describe(`ObjectStorage contract: ${name}`, () => {
    let t: StorageUnderTest;
    beforeAll(async () => {
      t = await setup();
    });
    afterAll(async () => {
      await t?.close();
    });

    it('puts bytes and gets them back with their content type, visibility and size', async () => {
      const key = uniqueKey('put');
      const bytes = randomBytes(200_000);
      const meta = await t.storage.put(key, bytes, { contentType: 'image/jpeg', visibility: 'public' });
      expect(meta).toEqual({ key, contentType: 'image/jpeg', visibility: 'public', size: bytes.length });
      const got = await t.storage.get(key);
      expect(got?.meta).toEqual(meta);
      expect((await readAll(got!.body)).equals(bytes)).toBe(true);
    });

    it('stores a stream whole', async () => {
      const key = uniqueKey('stream');
      const parts = [randomBytes(70_000), randomBytes(1), randomBytes(33_333)];
      const meta = await t.storage.put(key, Readable.from(parts), { contentType: 'application/pdf', visibility: 'private' });
      expect(meta.size).toBe(103_334);
      const got = await t.storage.get(key);
      expect((await readAll(got!.body)).equals(Buffer.concat(parts))).toBe(true);
      expect(got?.meta.visibility).toBe('private');
    });

    it('heads an object without reading it, and answers null for a missing one', async () => {
      const key = uniqueKey('head');
      await t.storage.put(key, Buffer.from('hello'), { contentType: 'text/plain', visibility: 'private' });
      expect(await t.storage.head(key)).toEqual({ key, contentType: 'text/plain', visibility: 'private', size: 5 });
      expect(await t.storage.head(uniqueKey('missing'))).toBeNull();
      expect(await t.storage.get(uniqueKey('missing'))).toBeNull();
    });

    it('overwrites a key whole', async () => {
      const key = uniqueKey('overwrite');
      await t.storage.put(key, Buffer.from('first version, longer'), { contentType: 'text/plain', visibility: 'private' });
      await t.storage.put(key, Buffer.from('second'), { contentType: 'image/png', visibility: 'public' });
      const got = await t.storage.get(key);
      expect(got?.meta).toMatchObject({ contentType: 'image/png', visibility: 'public', size: 6 });
      expect((await readAll(got!.body)).toString()).toBe('second');
    });

    it('deletes, and deleting a missing key is no error', async () => {
      const key = uniqueKey('delete');
      await t.storage.put(key, Buffer.from('x'), { contentType: 'text/plain', visibility: 'public' });
      await t.storage.delete(key);
      expect(await t.storage.head(key)).toBeNull();
      await expect(t.storage.delete(key)).resolves.toBeUndefined();
    });

    it('refuses keys that could leave its folder or hide as temp files', async () => {
      for (const key of BAD_KEYS) {
        await expect(t.storage.put(key, Buffer.from('x'), { contentType: 'text/plain', visibility: 'public' }), key).rejects.toThrow(/invalid object key/);
        await expect(t.storage.get(key), key).rejects.toThrow(/invalid object key/);
        await expect(t.storage.head(key), key).rejects.toThrow(/invalid object key/);
        await expect(t.storage.delete(key), key).rejects.toThrow(/invalid object key/);
        await expect(t.storage.signedUrl(key, 60), key).rejects.toThrow(/invalid object key/);
      }
    });

    it('signs a URL that reads a private object, and refuses a tampered one', async () => {
      const key = uniqueKey('signed');
      const bytes = randomBytes(4_096);
      await t.storage.put(key, bytes, { contentType: 'image/png', visibility: 'private' });
      const url = await t.storage.signedUrl(key, 300);
      const ok = await t.fetchSigned(url);
      expect(ok.status).toBe(200);
      expect(ok.body.equals(bytes)).toBe(true);

      if (t.checksSignatures) {
        const other = uniqueKey('other');
        await t.storage.put(other, Buffer.from('someone else'), { contentType: 'text/plain', visibility: 'private' });
        // The same signature on another key must not open it.
        expect((await t.fetchSigned(url.replace(key, other))).status).toBe(403);
      }
    });

    it('refuses a signed URL once its lifetime has passed', async () => {
      const key = uniqueKey('expired');
      await t.storage.put(key, Buffer.from('resep'), { contentType: 'image/jpeg', visibility: 'private' });
      t.clock.advance(-3_600_000);
      const url = await t.storage.signedUrl(key, 60);
      t.clock.advance(3_600_000);
      expect((await t.fetchSigned(url)).status).toBe(403);
    });

    it('refuses signed URL lifetimes outside 1 second to 7 days', async () => {
      await expect(t.storage.signedUrl(uniqueKey('ttl'), 0)).rejects.toThrow(RangeError);
      await expect(t.storage.signedUrl(uniqueKey('ttl'), 8 * 24 * 3600)).rejects.toThrow(RangeError);
    });
  });
}
