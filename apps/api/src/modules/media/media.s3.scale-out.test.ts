import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase } from '../../../test/db.ts';
import { ManualClock } from '../../../test/clock.ts';
import { photoJpeg } from '../../../test/images.ts';
import type { Db } from '../../db/connect.ts';
import { S3Storage } from '../../platform/storage/s3-storage.ts';
import { MediaService, SharpImagePipeline } from './index.ts';

/** The image pipeline on the scale-out mode's storage: originals and variants in an S3 bucket (s3rver). */
let dir: string;
let server: S3rver;
let storage: S3Storage;
let database: Db;
let media: MediaService;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'apotek-s3rver-media-'));
  server = new S3rver({ address: '127.0.0.1', port: 0, directory: dir, silent: true, configureBuckets: [{ name: 'apotek-media' }] });
  const { port } = await server.run();
  storage = await S3Storage.create({ endpoint: `http://127.0.0.1:${port}`, bucket: 'apotek-media', region: 'us-east-1', accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER', forcePathStyle: true });
  database = await createTestDatabase();
  media = new MediaService({ db: database.db, clock: new ManualClock(), storage, pipeline: new SharpImagePipeline() });
});

afterAll(async () => {
  storage?.close();
  await database?.close();
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
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
