import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { photoJpeg, pixelFloodPng, truncated } from '../../../test/images.ts';
import { createMediaTestApp, type MediaTestApp, TEST_INGEST_PATH } from '../../../test/media.ts';
import { MAX_INGEST_BYTES, SharpImagePipeline } from './index.ts';

let t: MediaTestApp;
let healthy: string;

beforeAll(async () => {
  t = await createMediaTestApp();
  healthy = await t.ingest(await photoJpeg(640, 480));
});
afterAll(async () => t.close());

const upload = (payload: Buffer, locale = 'id') =>
  t.call({ method: 'POST', url: TEST_INGEST_PATH, payload, headers: { 'content-type': 'application/octet-stream', 'accept-language': locale } });

/** After each refusal the server still answers, images included. */
async function expectStillServing(): Promise<void> {
  const res = await t.call({ method: 'GET', url: `/api/media/${healthy}/320`, headers: { accept: 'image/webp' } });
  expect(res.statusCode).toBe(200);
  expect((await sharp(res.rawPayload).metadata()).width).toBe(320);
}

async function storedCount(): Promise<number> {
  const rows = await t.database.db.selectFrom('media_originals').select('id').execute();
  return rows.length;
}

describe('ingest: bad input gets a clear 4xx and the server keeps serving', () => {
  it.each([
    ['plain text', Buffer.from('just some words, not a picture at all\n'.repeat(20))],
    ['an HTML page named like an image', Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>')],
    ['a PDF', Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n')],
    ['an SVG (script-capable, never accepted)', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>')],
    ['random bytes', Buffer.from(Array.from({ length: 2048 }, (_, i) => (i * 131) % 256))],
  ])('refuses %s with 415', async (_what, bytes) => {
    const before = await storedCount();
    const res = await upload(bytes);
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe('Berkas ini bukan gambar JPEG, PNG, WebP, AVIF, atau GIF');
    expect(await storedCount()).toBe(before);
    await expectStillServing();
  });

  it('refuses a 20,000 × 20,000 pixel-flood PNG with 422 from its header, without decoding it', async () => {
    const flood = pixelFloodPng();
    expect(flood.length).toBeLessThan(10_000);
    const started = Date.now();
    const res = await upload(flood, 'en');
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('The image resolution is too large: at most 40 megapixels');
    // Decoding 400 MP would take seconds and over a gigabyte; a header check takes milliseconds.
    expect(Date.now() - started).toBeLessThan(2_000);
    await expectStillServing();
  });

  it('refuses a truncated JPEG with 422', async () => {
    const whole = await photoJpeg(800, 600, 4);
    // The header survives the cut, so only a full decode can tell.
    expect((await sharp(truncated(whole)).metadata()).width).toBe(800);
    const before = await storedCount();
    const res = await upload(truncated(whole));
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('Gambar rusak atau tidak lengkap');
    expect(await storedCount()).toBe(before);
    await expectStillServing();
  });

  it('refuses a JPEG cut inside its header with 422', async () => {
    const res = await upload(truncated(await photoJpeg(200, 200), 0.05), 'en');
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('The image is damaged or incomplete');
    await expectStillServing();
  });

  it('refuses a file over the size limit with 413', async () => {
    const big = Buffer.concat([await photoJpeg(64, 64), Buffer.alloc(MAX_INGEST_BYTES)]);
    const res = await upload(big, 'en');
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('The image file is too large: at most 15 MB');
    await expectStillServing();
  });

  it('accepts a good image after all of that', async () => {
    const res = await upload(await photoJpeg(321, 123, 8));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ width: 321, height: 123, mime: 'image/jpeg', visibility: 'public' });
  });
});

describe('SharpImagePipeline', () => {
  it('refuses a pixel flood on decode too, should one ever get past the header check', async () => {
    await expect(new SharpImagePipeline().variant(pixelFloodPng(), 160, 'jpeg')).rejects.toThrow(/pixel limit/i);
  });
});
