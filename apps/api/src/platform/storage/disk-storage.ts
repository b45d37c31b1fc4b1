import { randomBytes } from 'node:crypto';
import { mkdir, open, rename, unlink, type FileHandle } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { privateDir } from '../private-files.ts';
import { InvalidObjectKeyError, assertObjectKey } from './object-key.ts';
import { checkTtl, type ObjectMeta, type ObjectStorage, type PutOptions, type StoredObject, type Visibility } from './object-storage.ts';
import type { UrlSigner } from './url-signer.ts';

/**
 * Objects as files under one folder (DATA_DIR/uploads by default). Each file starts with one JSON line
 * holding its content type and visibility, then the bytes: one file per object means one rename makes a
 * write visible whole, where a separate metadata file could be seen out of step with its data.
 */
const HEADER_MAX = 1024;
const NEWLINE = 0x0a;

interface Header {
  v: 1;
  contentType: string;
  visibility: Visibility;
}

export class DiskStorage implements ObjectStorage {
  readonly kind = 'disk' as const;
  private readonly root: string;

  constructor(
    root: string,
    private readonly signer: UrlSigner,
  ) {
    this.root = path.resolve(root);
    privateDir(this.root);
  }

  async put(key: string, body: Uint8Array | Readable, options: PutOptions): Promise<ObjectMeta> {
    const file = this.fileOf(key);
    const header = encodeHeader({ v: 1, contentType: options.contentType, visibility: options.visibility });
    await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
    // A dot name can never be a key (object-key.ts), so a temp file left by a crash is never served.
    const temp = path.join(path.dirname(file), `.tmp-${randomBytes(8).toString('hex')}`);
    const handle = await open(temp, 'wx', 0o600);
    let size = 0;
    try {
      await handle.write(header);
      if (body instanceof Uint8Array) {
        await handle.write(body);
        size = body.byteLength;
      } else {
        for await (const chunk of body) {
          const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Uint8Array);
          await handle.write(bytes);
          size += bytes.byteLength;
        }
      }
      // Flushed before the rename, so a crash cannot leave a complete-looking name over partial bytes.
      await handle.sync();
      await handle.close();
      await rename(temp, file);
    } catch (error) {
      await handle.close().catch(() => undefined);
      await unlink(temp).catch(() => undefined);
      throw error;
    }
    return { key, contentType: options.contentType, visibility: options.visibility, size };
  }

  async get(key: string): Promise<StoredObject | null> {
    const opened = await this.openObject(key);
    if (!opened) return null;
    const { handle, meta, offset } = opened;
    // The stream owns the handle from here and closes it when it ends or is destroyed.
    return { meta, body: handle.createReadStream({ start: offset, autoClose: true }) };
  }

  async head(key: string): Promise<ObjectMeta | null> {
    const opened = await this.openObject(key);
    if (!opened) return null;
    await opened.handle.close();
    return opened.meta;
  }

  async delete(key: string): Promise<void> {
    try {
      await unlink(this.fileOf(key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }

  async signedUrl(key: string, ttlSeconds: number): Promise<string> {
    assertObjectKey(key);
    checkTtl(ttlSeconds);
    return this.signer.sign(key, ttlSeconds);
  }

  private fileOf(key: string): string {
    assertObjectKey(key);
    const file = path.join(this.root, ...key.split('/'));
    // The key check already forbids escaping the root; this keeps it true if that check ever loosens.
    if (!file.startsWith(this.root + path.sep)) throw new InvalidObjectKeyError(key);
    return file;
  }

  private async openObject(key: string): Promise<{ handle: FileHandle; meta: ObjectMeta; offset: number } | null> {
    const file = this.fileOf(key);
    let handle: FileHandle;
    try {
      handle = await open(file, 'r');
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'ENOENT' || code === 'ENOTDIR' || code === 'EISDIR') return null;
      throw error;
    }
    try {
      const { size } = await handle.stat();
      const probe = Buffer.alloc(Math.min(HEADER_MAX, size));
      await handle.read(probe, 0, probe.length, 0);
      const end = probe.indexOf(NEWLINE);
      if (end < 0) throw new Error(`object ${key} has no header`);
      const header = JSON.parse(probe.subarray(0, end).toString('utf8')) as Header;
      const offset = end + 1;
      return { handle, offset, meta: { key, contentType: header.contentType, visibility: header.visibility, size: size - offset } };
    } catch (error) {
      await handle.close();
      // A key that names a folder of other keys ('media' when 'media/x' exists) is no object.
      if ((error as NodeJS.ErrnoException).code === 'EISDIR') return null;
      throw error;
    }
  }
}

function encodeHeader(header: Header): Buffer {
  const line = Buffer.from(JSON.stringify(header) + '\n', 'utf8');
  if (line.length > HEADER_MAX) throw new RangeError('content type too long');
  return line;
}
