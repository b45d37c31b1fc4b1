import { readdirSync } from 'node:fs';
import type { StoredFile } from '@apotek/contract/files';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../../test/addresses.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { ManualClock } from '../../../test/clock.ts';
import { postParts, requestTicket, ticketParts, uploadFiles } from '../../../test/files.ts';
import { sidewaysJpegWithGps } from '../../../test/images.ts';
import { type LocalS3, startS3rver } from '../../../test/s3rver.ts';
import { S3Storage } from '../../platform/storage/s3-storage.ts';

/** The same upload on the scale-out mode's storage: private objects in an S3 bucket (s3rver), read through our signed route. */
let local: LocalS3;
let bucket: S3Storage;
let t: TestApp;
let token: string;

beforeAll(async () => {
  local = await startS3rver('apotek-files');
  const { s3 } = local;
  t = await createTestApp({}, { S3_BUCKET: s3.bucket, S3_ENDPOINT: s3.endpoint, S3_ACCESS_KEY_ID: s3.accessKeyId, S3_SECRET_ACCESS_KEY: s3.secretAccessKey, PUBLIC_URL: 'http://apotek.test' });
  // A second client on the same bucket, as another node would see it.
  bucket = await S3Storage.create(s3, new ManualClock());
  token = (await signUp(t)).token;
});

afterAll(async () => {
  bucket?.close();
  await t?.close();
  await local?.close();
});

async function storageKeys(): Promise<string[]> {
  return (await t.database.db.selectFrom('files').select('storage_key').execute()).map((r) => r.storage_key);
}

describe('uploads on S3 storage', () => {
  it('stores the cleaned file as a private object in the bucket and serves it through the signed route', async () => {
    const [file] = (await uploadFiles(t, token, [await sidewaysJpegWithGps(120, 90)])) as [StoredFile];
    expect(file).toMatchObject({ mime: 'image/jpeg', width: 90, height: 120 });
    const [key] = await storageKeys();
    expect(await bucket.head(key!)).toMatchObject({ contentType: 'image/jpeg', visibility: 'private', size: file.size });

    const url = new URL(file.url);
    const content = await t.call({ method: 'GET', url: `${url.pathname}${url.search}` });
    expect(content.statusCode).toBe(200);
    expect(content.headers['x-content-type-options']).toBe('nosniff');
    expect(content.headers['content-disposition']).toBe(`inline; filename="${file.name}"`);
    expect((await sharp(content.rawPayload).metadata()).exif).toBeUndefined();

    t.clock.advance(10 * 60 * 1000);
    expect((await t.call({ method: 'GET', url: `${url.pathname}${url.search}` })).statusCode).toBe(403);
  });

  it('leaves nothing in the bucket when an upload is refused', async () => {
    const before = await storageKeys();
    const bucketFiles = () => readdirSync(local.dir, { recursive: true, encoding: 'utf8' }).length;
    const filesBefore = bucketFiles();
    const ticket = await requestTicket(t, token);
    const res = await postParts(t, token, [...ticketParts(ticket), { file: await sidewaysJpegWithGps(40, 40) }, { file: Buffer.from('MZ\x90\0not a picture') }]);
    expect(res.statusCode).toBe(415);
    expect(await storageKeys()).toEqual(before);
    expect(bucketFiles()).toBe(filesBefore);
  });
});
