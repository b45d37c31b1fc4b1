import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { storageConfigFromEnv } from './create-storage.ts';

const SECRET = 'test-secret-test-secret-test-secret-0123';

describe('storageConfigFromEnv', () => {
  it('keeps files under DATA_DIR/uploads by default, signing with a key derived from APP_SECRET', () => {
    const config = storageConfigFromEnv({}, '/srv/apotek', SECRET);
    expect(config).toMatchObject({ kind: 'disk', dir: path.join('/srv/apotek', 'uploads') });
    expect(config.kind === 'disk' && config.signingSecret).not.toBe(SECRET);
    expect(config.kind === 'disk' && config.signingSecret).toHaveLength(64);
  });

  it('uses UPLOADS_DIR when set', () => {
    expect(storageConfigFromEnv({ UPLOADS_DIR: '/mnt/files' }, '/srv/apotek', SECRET)).toMatchObject({ kind: 'disk', dir: '/mnt/files' });
  });

  it('chooses S3 when a bucket is set; a custom endpoint means path-style unless told otherwise', () => {
    const env = { S3_BUCKET: 'apotek-files', S3_ENDPOINT: 'http://minio:9000', S3_ACCESS_KEY_ID: 'id', S3_SECRET_ACCESS_KEY: 'secret' };
    expect(storageConfigFromEnv(env, '/srv', SECRET)).toEqual({
      kind: 's3',
      bucket: 'apotek-files',
      endpoint: 'http://minio:9000',
      region: 'us-east-1',
      accessKeyId: 'id',
      secretAccessKey: 'secret',
      forcePathStyle: true,
    });
    expect(storageConfigFromEnv({ ...env, S3_FORCE_PATH_STYLE: 'false' }, '/srv', SECRET)).toMatchObject({ forcePathStyle: false });
    // AWS itself: virtual-host style and the SDK's own credential chain.
    expect(storageConfigFromEnv({ S3_BUCKET: 'apotek-files', S3_REGION: 'ap-southeast-3' }, '/srv', SECRET)).toEqual({
      kind: 's3',
      bucket: 'apotek-files',
      region: 'ap-southeast-3',
      forcePathStyle: false,
    });
  });

  it('refuses half a key pair and malformed settings', () => {
    expect(() => storageConfigFromEnv({ S3_BUCKET: 'apotek-files', S3_ACCESS_KEY_ID: 'id' }, '/srv', SECRET)).toThrow(/S3_SECRET_ACCESS_KEY/);
    expect(() => storageConfigFromEnv({ S3_BUCKET: 'apotek-files', S3_ENDPOINT: 'not a url' }, '/srv', SECRET)).toThrow(/S3_ENDPOINT/);
    expect(() => storageConfigFromEnv({ S3_BUCKET: 'apotek-files', S3_FORCE_PATH_STYLE: 'yes' }, '/srv', SECRET)).toThrow(/S3_FORCE_PATH_STYLE/);
  });
});
