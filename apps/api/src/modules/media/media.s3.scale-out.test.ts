import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase } from '../../../test/db.ts';
import { ManualClock } from '../../../test/clock.ts';
import { photoJpeg } from '../../../test/images.ts';
import { type LocalS3, startS3rver } from '../../../test/s3rver.ts';
import type { Db } from '../../db/connect.ts';
import { S3Storage } from '../../platform/storage/s3-storage.ts';
import { MediaService, SharpImagePipeline } from './index.ts';

/** The image pipeline on the scale-out mode's storage: originals and variants in an S3 bucket (s3rver). */
let local: LocalS3;
let storage: S3Storage;
let database: Db;
let media: MediaService;

beforeAll(async () => {
  local = await startS3rver('apotek-media');
  storage = await S3Storage.create(local.s3);
  database = await createTestDatabase();
  media = new MediaService({ db: database.db, clock: new ManualClock(), storage, pipeline: new SharpImagePipeline() });
});

afterAll(async () => {
  storage?.close();
  await database?.close();
  await local?.close();
});

describe('MediaService on S3 storage', () => {
  it('stores the original in the bucket and serves a variant made once, then read back from the bucket', async () => {
    const row = await media.ingest(await photoJpeg(800, 400), { visibility: 'public' });
    expect(await storage.head(`media/originals/${row.hash}`)).toMatchObject({ contentType: 'image/jpeg', visibility: 'public' });

    const variant = vi.spyOn(SharpImagePipeline.prototype, 'variant');
    const first = await media.variant(row.hash, 320, 'webp');
    expect(Buffer.isBuffer(first?.body)).toBe(true);
    expect((await sharp(first!.body as Buffer).metadata()).width).toBe(320);

    const second = await media.variant(row.hash, 320, 'webp');
    const chunks: Buffer[] = [];
    for await (const chunk of second!.body as AsyncIterable<Buffer>) chunks.push(chunk);
    expect(Buffer.concat(chunks).equals(first!.body as Buffer)).toBe(true);
    expect(second!.size).toBe((first!.body as Buffer).length);
    expect(variant).toHaveBeenCalledTimes(1);
  });
});
