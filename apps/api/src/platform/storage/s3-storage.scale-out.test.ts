import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { ManualClock } from '../../../test/clock.ts';
import { describeObjectStorage } from './object-storage.contract.ts';
import { S3Storage } from './s3-storage.ts';

/**
 * The S3 adapter against a real S3 protocol server (s3rver) on a random port: the same contract the disk
 * adapter passes, presigned URLs followed with fetch as a browser would.
 */
describeObjectStorage('s3 (s3rver)', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'apotek-s3rver-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, directory: dir, silent: true, configureBuckets: [{ name: 'apotek-test' }] });
  const { port } = await server.run();
  // s3rver judges expiry by the real time, so the signing clock starts there.
  const clock = new ManualClock(new Date());
  const storage = await S3Storage.create({
    endpoint: `http://127.0.0.1:${port}`,
    bucket: 'apotek-test',
    region: 'us-east-1',
    // s3rver's fixed development credentials.
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  }, clock);
  return {
    storage,
    clock,
    checksSignatures: false,
    async fetchSigned(url: string) {
      const res = await fetch(url);
      return { status: res.status, body: Buffer.from(await res.arrayBuffer()) };
    },
    async close() {
      storage.close();
      await server.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
});
