import type * as S3Sdk from '@aws-sdk/client-s3';
import type * as S3Presigner from '@aws-sdk/s3-request-presigner';
import { Readable } from 'node:stream';
import { type Clock, systemClock } from '../clock.ts';
import { assertObjectKey } from './object-key.ts';
import { checkTtl, type ObjectMeta, type ObjectStorage, type PutOptions, readAll, type StoredObject, type Visibility } from './object-storage.ts';

export interface S3StorageConfig {
  /** Unset means AWS itself; set for MinIO, R2, a local test server and the like. */
  endpoint?: string;
  bucket: string;
  region: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** bucket in the path (http://host/bucket/key) rather than the host name: most S3-compatible servers need it. */
  forcePathStyle: boolean;
}

type Sdk = typeof S3Sdk;
type Presign = typeof S3Presigner.getSignedUrl;

/** Visibility travels as user metadata, so head and get report it without a second lookup. */
const VISIBILITY_META = 'visibility';

/**
 * Objects in an S3-compatible bucket (the scale-out mode). The bucket itself stays private: public
 * objects are served through the API like on disk, private ones through presigned GET URLs.
 */
export class S3Storage implements ObjectStorage {
  readonly kind = 's3' as const;
  private readonly client: S3Sdk.S3Client;
  private readonly bucket: string;

  /**
   * The SDK is loaded here rather than imported at the top: the embedded mode never uses it, and it would
   * cost every start about 150 ms and 20 MB.
   */
  static async create(config: S3StorageConfig, clock: Clock = systemClock): Promise<S3Storage> {
    const [sdk, presigner] = await Promise.all([import('@aws-sdk/client-s3'), import('@aws-sdk/s3-request-presigner')]);
    return new S3Storage(config, clock, sdk, presigner.getSignedUrl);
  }

  private constructor(
    config: S3StorageConfig,
    /** Signing time of presigned URLs: the app's clock, as the disk adapter's links use. */
    private readonly clock: Clock,
    private readonly sdk: Sdk,
    private readonly presign: Presign,
  ) {
    this.bucket = config.bucket;
    this.client = new sdk.S3Client({
      region: config.region,
      forcePathStyle: config.forcePathStyle,
      ...(config.endpoint ? { endpoint: config.endpoint } : {}),
      ...(config.accessKeyId && config.secretAccessKey
        ? { credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey } }
        : {}),
      // Checksums only where S3 demands them: the SDK's default CRC trailers are not understood by every
      // S3-compatible server (s3rver in our tests, older MinIO and Ceph), and our image keys are content hashes.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  async put(key: string, body: Uint8Array | Readable, options: PutOptions): Promise<ObjectMeta> {
    assertObjectKey(key);
    // PutObject needs the length up front; our objects are bounded by the upload limit, so a stream is
    // read into memory rather than sent as a multipart upload.
    const bytes = body instanceof Uint8Array ? body : await readAll(body);
    await this.client.send(
      new this.sdk.PutObjectCommand({
        Bucket: this.bucket,
        Key: key,
        Body: bytes,
        ContentLength: bytes.byteLength,
        ContentType: options.contentType,
        Metadata: { [VISIBILITY_META]: options.visibility },
      }),
    );
    return { key, contentType: options.contentType, visibility: options.visibility, size: bytes.byteLength };
  }

  async get(key: string): Promise<StoredObject | null> {
    assertObjectKey(key);
    try {
      const out = await this.client.send(new this.sdk.GetObjectCommand({ Bucket: this.bucket, Key: key }));
      if (!(out.Body instanceof Readable)) throw new Error('S3 GetObject answered without a Node stream');
      return { meta: metaOf(key, out), body: out.Body };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async head(key: string): Promise<ObjectMeta | null> {
    assertObjectKey(key);
    try {
      return metaOf(key, await this.client.send(new this.sdk.HeadObjectCommand({ Bucket: this.bucket, Key: key })));
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    assertObjectKey(key);
    await this.client.send(new this.sdk.DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  async signedUrl(key: string, ttlSeconds: number): Promise<string> {
    assertObjectKey(key);
    checkTtl(ttlSeconds);
    return this.presign(this.client, new this.sdk.GetObjectCommand({ Bucket: this.bucket, Key: key }), { expiresIn: ttlSeconds, signingDate: this.clock.now() });
  }

  close(): void {
    this.client.destroy();
  }
}

function metaOf(key: string, out: { ContentType?: string; ContentLength?: number; Metadata?: Record<string, string> }): ObjectMeta {
  const visibility: Visibility = out.Metadata?.[VISIBILITY_META] === 'public' ? 'public' : 'private';
  return { key, contentType: out.ContentType ?? 'application/octet-stream', visibility, size: out.ContentLength ?? 0 };
}

function isMissing(error: unknown): boolean {
  const status = (error as { $metadata?: { httpStatusCode?: number } } | null)?.$metadata?.httpStatusCode;
  return status === 404;
}
