import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { photoJpeg } from '../../../test/images.ts';
import { createMediaTestApp, type MediaTestApp } from '../../../test/media.ts';

let t: MediaTestApp;
let hash: string;
let privateBytes: Buffer;

beforeAll(async () => {
  t = await createMediaTestApp();
  privateBytes = await photoJpeg(500, 400, 6);
  hash = await t.ingest(privateBytes, 'private');
});
afterAll(async () => t.close());

/** A signed URL is absolute (PUBLIC_URL); inject takes the path and query. */
const pathOf = (url: string) => {
  const parsed = new URL(url);
  return parsed.pathname + parsed.search;
};

async function signed(ttlSeconds = 300): Promise<string> {
  const url = await t.media.signedOriginalUrl(hash, ttlSeconds);
  if (!url) throw new Error('no signed URL');
  return url;
}

describe('GET /api/files/signed/{key}: private images', () => {
  it('keeps a private image off the public route', async () => {
    expect((await t.call({ method: 'GET', url: `/api/media/${hash}/320` })).statusCode).toBe(404);
  });

  it('keeps the private row apart from a public upload of the same bytes', async () => {
    const privateRow = await t.media.ingest(privateBytes, { visibility: 'private' });
    const publicRow = await t.media.ingest(privateBytes, { visibility: 'public' });
    expect(publicRow.hash).toBe(privateRow.hash);
    expect(publicRow.id).not.toBe(privateRow.id);
    expect(publicRow.visibility).toBe('public');
    // A public hash is no key to the private copy.
    expect(await t.media.signedOriginalUrl(hash, 60)).toMatch(/\/private\/media\//);
  });

  it('serves the cleaned original through a valid signed URL, for no shared cache to keep', async () => {
    const url = await signed();
    expect(url).toBe(`http://localhost:3000/api/files/signed/private/media/${hash}?${new URL(url).searchParams.toString()}`);
    const res = await t.call({ method: 'GET', url: pathOf(url) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['cache-control']).toBe('private, no-store');
    const meta = await sharp(res.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([500, 400]);
  });

  it('refuses an expired URL with 403 and a localised message', async () => {
    const url = await signed(60);
    t.clock.advance(59_000);
    expect((await t.call({ method: 'GET', url: pathOf(url) })).statusCode).toBe(200);
    t.clock.advance(2_000);
    const res = await t.call({ method: 'GET', url: pathOf(url), headers: { 'accept-language': 'en' } });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('The file link is invalid or has expired');
  });

  it('refuses a tampered signature, expiry or key with 403', async () => {
    const url = new URL(await signed());
    const signature = url.searchParams.get('signature')!;
    const expires = Number(url.searchParams.get('expires'));
    const variants = [
      // One character of the signature changed.
      `${url.pathname}?expires=${expires}&signature=${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`,
      // The expiry pushed out by a day with the old signature.
      `${url.pathname}?expires=${expires + 86_400}&signature=${signature}`,
      // The signature of this key on another object.
      `${url.pathname.replace(hash, 'f'.repeat(64))}?expires=${expires}&signature=${signature}`,
      // No signature, or none of the query at all.
      `${url.pathname}?expires=${expires}`,
      url.pathname,
      // A key walking out of the storage folder (encoded, so it reaches the route rather than being
      // resolved by the URL parser first).
      `/api/files/signed/..%2F..%2Fsecrets.json?expires=${expires}&signature=${signature}`,
    ];
    for (const path of variants) {
      const res = await t.call({ method: 'GET', url: path });
      expect(res.statusCode, path).toBe(403);
      expect(res.json().message, path).toBe('Tautan berkas tidak valid atau sudah kedaluwarsa');
    }
  });
});
