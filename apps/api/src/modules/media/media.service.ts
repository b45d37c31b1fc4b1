import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { Clock } from '../../platform/clock.ts';
import { type ObjectStorage, readAll, type Visibility } from '../../platform/storage/object-storage.ts';
import type { ImagePipeline } from './image-pipeline.ts';
import { imageTooLarge, MAX_INGEST_BYTES } from './media.errors.ts';
import { FORMAT_MIME, nearestWidth, type VariantFormat } from './media.formats.ts';
import { type MediaOriginal, MediaRepository } from './media.repository.ts';

export interface MediaDeps {
  db: Kysely<Database>;
  clock: Clock;
  storage: ObjectStorage;
  pipeline: ImagePipeline;
}

export interface IngestOptions {
  visibility: Visibility;
}

export interface Variant {
  contentType: string;
  size: number;
  body: Readable | Buffer;
}

const SVG_MIME = 'image/svg+xml';

/** Rows never change once written, so the variant route reads them from memory after the first time. */
const ROW_CACHE_LIMIT = 10_000;

/** Private originals live under their own prefix, so no public key is ever one of theirs. */
const originalKey = (hash: string, visibility: Visibility) => (visibility === 'public' ? `media/originals/${hash}` : `private/media/${hash}`);
const variantKey = (hash: string, width: number, format: VariantFormat) => `media/variants/${hash}/${width}.${format === 'jpeg' ? 'jpg' : format}`;

/**
 * Images: an original is checked, cleaned and stored once; responsive variants are made from it on the
 * first request for a width and format and kept in storage, so sharp runs once per variant.
 */
export class MediaService {
  private readonly repository: MediaRepository;
  private readonly rows = new Map<string, MediaOriginal>();
  /** Variants being made right now: a burst of requests for a new one runs sharp once. */
  private readonly making = new Map<string, Promise<Buffer>>();

  constructor(private readonly deps: MediaDeps) {
    this.repository = new MediaRepository(deps.db);
  }

  /** Stores an image from a seed or an upload; the same bytes twice answer the first row without decoding again. */
  async ingest(input: Uint8Array, options: IngestOptions): Promise<MediaOriginal> {
    if (input.byteLength > MAX_INGEST_BYTES) throw imageTooLarge();
    const bytes = Buffer.from(input.buffer, input.byteOffset, input.byteLength);
    const hash = createHash('sha256').update(bytes).digest('hex');
    const existing = await this.repository.find(hash, options.visibility);
    if (existing) return existing;
    const clean = await this.deps.pipeline.clean(bytes);
    // Object first, row second: a row never points at a missing object; a crash in between leaves an
    // orphan object that the next ingest of the same bytes overwrites.
    await this.deps.storage.put(originalKey(hash, options.visibility), clean.bytes, { contentType: clean.mime, visibility: options.visibility });
    return this.repository.insertOnce({
      hash,
      width: clean.width,
      height: clean.height,
      mime: clean.mime,
      bytes: clean.bytes.byteLength,
      visibility: options.visibility,
      created_at: this.deps.clock.now().toISOString(),
    });
  }

  /**
   * Stores a public SVG that our own code drew (seed pack shots, logos, icons) as the original. Uploads
   * never come here: `ingest` refuses SVG, which can carry script. The SVG itself is never served; the
   * variant route rasterises it to AVIF, WebP or JPEG at the width asked, so a seed stores text, not
   * pixels, and costs no rendering until a page shows the image.
   */
  async ingestTrustedSvg(svg: string): Promise<MediaOriginal> {
    const bytes = Buffer.from(svg, 'utf8');
    if (bytes.byteLength > MAX_INGEST_BYTES) throw imageTooLarge();
    const hash = createHash('sha256').update(bytes).digest('hex');
    const existing = await this.repository.find(hash, 'public');
    if (existing) return existing;
    const { width, height } = await this.deps.pipeline.measureTrustedSvg(bytes);
    await this.deps.storage.put(originalKey(hash, 'public'), bytes, { contentType: SVG_MIME, visibility: 'public' });
    return this.repository.insertOnce({
      hash,
      width,
      height,
      mime: SVG_MIME,
      bytes: bytes.byteLength,
      visibility: 'public',
      created_at: this.deps.clock.now().toISOString(),
    });
  }

  async findPublic(hash: string): Promise<MediaOriginal | undefined> {
    return this.row(hash, 'public');
  }

  /**
   * A public original at the allowed width nearest the asked one (never wider than the original) in
   * `format`; undefined when there is no such public image.
   */
  async variant(hash: string, askedWidth: number, format: VariantFormat): Promise<Variant | undefined> {
    const row = await this.findPublic(hash);
    if (!row) return undefined;
    const width = Math.min(nearestWidth(askedWidth), row.width);
    const key = variantKey(hash, width, format);
    const cached = await this.deps.storage.get(key);
    if (cached) return { contentType: cached.meta.contentType, size: cached.meta.size, body: cached.body };
    const bytes = await this.make(key, row, width, format);
    return { contentType: FORMAT_MIME[format], size: bytes.byteLength, body: bytes };
  }

  /** A short-lived link to a private original, the only way one is ever read. */
  async signedOriginalUrl(hash: string, ttlSeconds: number): Promise<string | undefined> {
    const row = await this.row(hash, 'private');
    return row ? this.deps.storage.signedUrl(originalKey(hash, 'private'), ttlSeconds) : undefined;
  }

  private make(key: string, row: MediaOriginal, width: number, format: VariantFormat): Promise<Buffer> {
    const running = this.making.get(key);
    if (running) return running;
    const job = (async () => {
      const stored = await this.deps.storage.get(originalKey(row.hash, row.visibility));
      if (!stored) throw new Error(`media original ${row.hash} is missing from storage`);
      const bytes = await this.deps.pipeline.variant(await readAll(stored.body), width, format);
      await this.deps.storage.put(key, bytes, { contentType: FORMAT_MIME[format], visibility: row.visibility });
      return bytes;
    })().finally(() => this.making.delete(key));
    this.making.set(key, job);
    return job;
  }

  private async row(hash: string, visibility: Visibility): Promise<MediaOriginal | undefined> {
    const cacheKey = `${visibility}:${hash}`;
    const known = this.rows.get(cacheKey);
    if (known) return known;
    const row = await this.repository.find(hash, visibility);
    if (row) {
      // Oldest first out: a Map keeps insertion order.
      if (this.rows.size >= ROW_CACHE_LIMIT) this.rows.delete(this.rows.keys().next().value as string);
      this.rows.set(cacheKey, row);
    }
    return row;
  }
}
