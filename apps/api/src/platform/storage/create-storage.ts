import { createHmac } from 'node:crypto';
import path from 'node:path';
import { z } from 'zod';
import type { Clock } from '../clock.ts';
import { DiskStorage } from './disk-storage.ts';
import type { ObjectStorage } from './object-storage.ts';
import { S3Storage, type S3StorageConfig } from './s3-storage.ts';
import { UrlSigner } from './url-signer.ts';

/**
 * Picks where files live (ARCHITECTURE §2): a folder under DATA_DIR unless an S3 bucket is configured.
 * Like the other adapters, only storageConfigFromEnv reads the environment.
 */
export type StorageConfig =
  | { kind: 'disk'; dir: string; signingSecret: string }
  | ({ kind: 's3' } & S3StorageConfig);

const envSchema = z.object({
  /** The disk adapter's folder; default DATA_DIR/uploads. */
  UPLOADS_DIR: z.string().min(1).optional(),
  S3_BUCKET: z.string().min(3).max(63).optional(),
  S3_ENDPOINT: z.string().url().optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).optional(),
});

export function storageConfigFromEnv(env: Record<string, string | undefined>, dataDir: string, appSecret: string): StorageConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new Error(`Invalid storage environment: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  }
  const e = parsed.data;
  if (e.S3_BUCKET) {
    if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY)) {
      throw new Error('Invalid storage environment: set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither');
    }
    return {
      kind: 's3',
      bucket: e.S3_BUCKET,
      region: e.S3_REGION,
      ...(e.S3_ENDPOINT ? { endpoint: e.S3_ENDPOINT } : {}),
      ...(e.S3_ACCESS_KEY_ID ? { accessKeyId: e.S3_ACCESS_KEY_ID } : {}),
      ...(e.S3_SECRET_ACCESS_KEY ? { secretAccessKey: e.S3_SECRET_ACCESS_KEY } : {}),
      // A custom endpoint is almost always a server that wants the bucket in the path.
      forcePathStyle: e.S3_FORCE_PATH_STYLE ? e.S3_FORCE_PATH_STYLE === 'true' : Boolean(e.S3_ENDPOINT),
    };
  }
  return {
    kind: 'disk',
    dir: e.UPLOADS_DIR ? path.resolve(process.cwd(), e.UPLOADS_DIR) : path.join(dataDir, 'uploads'),
    // Derived, never the session secret itself; every node sharing APP_SECRET verifies the same links.
    signingSecret: createHmac('sha256', appSecret).update('apotek/signed-files').digest('hex'),
  };
}

export interface CreateStorageOptions {
  clock: Clock;
  /** The origin signed disk URLs start with (PUBLIC_URL). */
  publicUrl: string;
}

export interface Storage {
  objects: ObjectStorage;
  /** The disk adapter's signer, for the route that serves its signed URLs; S3 presigns its own. */
  signer: UrlSigner | undefined;
  close(): void;
}

export async function createStorage(config: StorageConfig, options: CreateStorageOptions): Promise<Storage> {
  if (config.kind === 's3') {
    const objects = await S3Storage.create(config, options.clock);
    return { objects, signer: undefined, close: () => objects.close() };
  }
  const signer = new UrlSigner(config.signingSecret, options.clock, options.publicUrl);
  return { objects: new DiskStorage(config.dir, signer), signer, close: () => undefined };
}
