import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { photoJpeg, sidewaysJpegWithGps, transparentPng } from '../../../test/images.ts';
import { createMediaTestApp, type MediaTestApp } from '../../../test/media.ts';
import { SharpImagePipeline } from './index.ts';

const AVIF = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';
const WEBP = 'image/webp,*/*';
const OLD_BROWSER = 'image/png,image/*;q=0.8,*/*;q=0.5';

let t: MediaTestApp;
let wide: string; // 1200 × 800
let narrow: string; // 300 × 200

beforeAll(async () => {
  t = await createMediaTestApp();
  wide = await t.ingest(await photoJpeg(1200, 800));
  narrow = await t.ingest(await photoJpeg(300, 200, 2));
});
afterAll(async () => t.close());
afterEach(() => vi.restoreAllMocks());

const get = (hash: string, width: number, accept?: string) =>
  t.call({ method: 'GET', url: `/api/media/${hash}/${width}`, headers: accept ? { accept } : {} });

describe('GET /api/media/{hash}/{width}: format by Accept', () => {
  it.each([
    ['a browser that lists AVIF', AVIF, 'image/avif', 'heif'],
    ['a browser that lists WebP only', WEBP, 'image/webp', 'webp'],
    ['an old browser', OLD_BROWSER, 'image/jpeg', 'jpeg'],
    ['a client that sends no Accept', undefined, 'image/jpeg', 'jpeg'],
    ['a client that refuses AVIF with q=0', 'image/avif;q=0,image/webp', 'image/webp', 'webp'],
  ])('answers %s with %s', async (_who, accept, type, sharpFormat) => {
    const res = await get(wide, 320, accept);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(type);
    expect(res.headers.vary).toBe('Accept');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    // The bytes are what the header says, not just labelled so.
    expect((await sharp(res.rawPayload).metadata()).format).toBe(sharpFormat);
  });
});

describe('GET /api/media/{hash}/{width}: resizing', () => {
  it.each([
    [160, 160],
    [320, 320],
    [640, 640],
    [1024, 1024],
    // Other widths go to the nearest allowed one, so caches hold four variants, not thousands.
    [500, 640],
    [200, 160],
    [4000, 1024],
  ])('asked for %i px wide, answers %i px with the aspect ratio kept', async (asked, expected) => {
    const res = await get(wide, asked, WEBP);
    const meta = await sharp(res.rawPayload).metadata();
    expect(meta.width).toBe(expected);
    expect(meta.height).toBe(Math.round((expected * 800) / 1200));
  });

  it('never enlarges: a 300 px original asked for at 1024 px answers 300 px', async () => {
    const res = await get(narrow, 1024, WEBP);
    const meta = await sharp(res.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([300, 200]);
  });

  it('puts a transparent image on white for JPEG and keeps its transparency in WebP', async () => {
    const hash = await t.ingest(await transparentPng(200, 200));
    const jpeg = await sharp((await get(hash, 160)).rawPayload).raw().toBuffer({ resolveWithObject: true });
    expect(jpeg.info.channels).toBe(3);
    const webp = await sharp((await get(hash, 160, WEBP)).rawPayload).metadata();
    expect(webp.hasAlpha).toBe(true);
  });
});

describe('GET /api/media/{hash}/{width}: cache', () => {
  it('makes a variant once; later requests, even from a restarted server, are read from storage', async () => {
    const hash = await t.ingest(await photoJpeg(900, 600, 5));
    const variant = vi.spyOn(SharpImagePipeline.prototype, 'variant');
    const first = await get(hash, 640, AVIF);
    expect(first.statusCode).toBe(200);
    expect(variant).toHaveBeenCalledTimes(1);

    const second = await get(hash, 640, AVIF);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    // A width that clamps to the same variant is the same cache entry.
    await get(hash, 600, AVIF);
    expect(variant).toHaveBeenCalledTimes(1);

    // Another format is another variant.
    await get(hash, 640, WEBP);
    expect(variant).toHaveBeenCalledTimes(2);

    // A second node over the same storage has nothing in memory, and still does not run sharp.
    const other = await createMediaTestApp({ UPLOADS_DIR: t.uploadsDir });
    try {
      // Each test app has its own database; the second node gets the same row the first one wrote.
      const { id: _id, ...row } = await t.database.db.selectFrom('media_originals').selectAll().where('hash', '=', hash).executeTakeFirstOrThrow();
      await other.database.db.insertInto('media_originals').values(row).execute();
      const again = await other.call({ method: 'GET', url: `/api/media/${hash}/640`, headers: { accept: AVIF } });
      expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
      expect(variant).toHaveBeenCalledTimes(2);
    } finally {
      await other.close();
    }
  });

  it('runs sharp once for a burst of requests for a new variant', async () => {
    const hash = await t.ingest(await photoJpeg(800, 800, 7));
    const variant = vi.spyOn(SharpImagePipeline.prototype, 'variant');
    const answers = await Promise.all(Array.from({ length: 5 }, () => get(hash, 320, WEBP)));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(variant).toHaveBeenCalledTimes(1);
  });

  it('stores the same bytes once and does not decode them again', async () => {
    const bytes = await photoJpeg(400, 300, 9);
    const clean = vi.spyOn(SharpImagePipeline.prototype, 'clean');
    const a = await t.media.ingest(bytes, { visibility: 'public' });
    const b = await t.media.ingest(bytes, { visibility: 'public' });
    expect(b.id).toBe(a.id);
    expect(clean).toHaveBeenCalledTimes(1);
    const rows = await t.database.db.selectFrom('media_originals').select('id').where('hash', '=', a.hash).execute();
    expect(rows).toHaveLength(1);
  });
});

describe('ingest: orientation and metadata', () => {
  it('turns a sideways photo upright and drops its EXIF and GPS, in the original and every variant', async () => {
    const source = await sidewaysJpegWithGps(400, 200);
    const sourceMeta = await sharp(source).metadata();
    expect(sourceMeta.orientation).toBe(6);
    expect(sourceMeta.exif?.includes(Buffer.from('Apotek test'))).toBe(true);

    const row = await t.media.ingest(source, { visibility: 'public' });
    // Stored upright: the 400 × 200 pixels shown turned become 200 × 400.
    expect([row.width, row.height]).toEqual([200, 400]);
    for (const accept of [AVIF, WEBP, OLD_BROWSER]) {
      const res = await get(row.hash, 160, accept);
      const meta = await sharp(res.rawPayload).metadata();
      expect([meta.width, meta.height]).toEqual([160, 320]);
      expect(meta.exif).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
    }
  });
});

describe('GET /api/media/{hash}/{width}: not found', () => {
  it('answers an unknown image with a localised 404', async () => {
    const res = await t.call({ method: 'GET', url: `/api/media/${'0'.repeat(64)}/320`, headers: { 'accept-language': 'en' } });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Not found');
  });

  it('refuses a malformed hash or width with 422', async () => {
    expect((await t.call({ method: 'GET', url: '/api/media/not-a-hash/320' })).statusCode).toBe(422);
    expect((await t.call({ method: 'GET', url: `/api/media/${wide}/0` })).statusCode).toBe(422);
    expect((await t.call({ method: 'GET', url: `/api/media/${wide}/abc` })).statusCode).toBe(422);
  });

  it('never shows a private image on the public route', async () => {
    const hash = await t.ingest(await photoJpeg(300, 300, 11), 'private');
    expect((await get(hash, 160)).statusCode).toBe(404);
  });
});
