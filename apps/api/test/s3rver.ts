import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3StorageConfig } from '../src/platform/storage/s3-storage.ts';

export interface LocalS3 {
  /** How the S3 adapter reaches the bucket (s3rver's fixed development credentials). */
  s3: Required<S3StorageConfig>;
  /** s3rver keeps each object as files in this folder: what is there is what the bucket holds. */
  dir: string;
  /** Stops the server and removes its folder. */
  close(): Promise<void>;
}

/** A local S3 server (s3rver) on a free port with one bucket, for the scale-out mode's storage tests. */
export async function startS3rver(bucket: string): Promise<LocalS3> {
  const dir = mkdtempSync(path.join(tmpdir(), `apotek-s3rver-${bucket}-`));
  const server = new S3rver({ address: '127.0.0.1', port: 0, directory: dir, silent: true, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  return {
    s3: { endpoint: `http://127.0.0.1:${port}`, bucket, region: 'us-east-1', accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER', forcePathStyle: true },
    dir,
    close: async () => {
      await server.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
