import { createHash, randomBytes } from 'node:crypto';
import { FILE_URL_TTL_SECONDS, type FilePurpose, type StoredFile, type StoredFileMime, type UploadFields, type UploadTicket, type UploadTicketBody } from '@apotek/contract/files';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { notFound } from '../../platform/api-error.ts';
import type { Clock } from '../../platform/clock.ts';
import type { RateLimiter, RateLimitRule } from '../../platform/rate-limit/rate-limiter.ts';
import { type ObjectStorage, readAll, type StoredObject } from '../../platform/storage/object-storage.ts';
import { type CleanFile, cleanUpload, type ImageSupport } from './file-cleaner.ts';
import { FileUrlSigner } from './file-url-signer.ts';
import { fileEmpty, fileMissing, fileTooLarge, tooManyFiles } from './files.errors.ts';
import { type FileRow, FilesRepository } from './files.repository.ts';
import { UploadTickets, type VerifiedTicket } from './upload-ticket.ts';

/**
 * Who is asking for a file: its owner, or another module that has itself checked the caller may see it
 * (the prescriptions module for the staff of the pharmacy a prescription went to) and says so by name.
 */
export type FileViewer = { userId: number } | { vouchedBy: string };

export interface FilesDeps {
  db: Kysely<Database>;
  clock: Clock;
  storage: ObjectStorage;
  /** The media module's sharp pipeline, handed over by app.ts. */
  images: ImageSupport;
  limiter: RateLimiter;
  appSecret: string;
  publicUrl: string;
}

const MINUTE = 60_000;
/** Tickets per user: a form asks for one per upload; this leaves room for retries, not for a script. */
export const TICKET_RATE_LIMIT: RateLimitRule = { name: 'upload-ticket:user', max: 30, windowMs: 15 * MINUTE };

const EXTENSIONS: Record<StoredFileMime, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'application/pdf': 'pdf' };
/** Names shown on download, in the shop's language: the uploaded name may carry a patient's name. */
const NAME_PREFIX: Record<FilePurpose, string> = { prescription: 'resep', chat: 'lampiran', kyc: 'identitas' };

/** One upload, as read from the request: the parser has already capped its size. */
export interface IncomingFile {
  bytes: Buffer;
}

/**
 * Private uploads: ticket, check, clean, store, describe. Every stored file is a private object under a
 * name our code made, read back only through a signed link from `describe` / `signedUrlFor`.
 */
export class FilesService {
  private readonly repository: FilesRepository;
  private readonly tickets: UploadTickets;
  private readonly urls: FileUrlSigner;

  constructor(private readonly deps: FilesDeps) {
    this.repository = new FilesRepository(deps.db);
    this.tickets = new UploadTickets(deps.appSecret, deps.clock);
    this.urls = new FileUrlSigner(deps.appSecret, deps.clock, deps.publicUrl);
  }

  async issueTicket(userId: number, body: UploadTicketBody): Promise<UploadTicket> {
    await this.deps.limiter.consume(TICKET_RATE_LIMIT, String(userId));
    return this.tickets.issue(userId, body.purpose, body.count);
  }

  /** Throws the SPEC §8 refusals; the route calls it before reading any file part. */
  verifyTicket(userId: number, fields: UploadFields): VerifiedTicket {
    return this.tickets.verify(userId, fields);
  }

  /** The most files any ticket allows, for the parser's own limit. */
  checkCount(ticket: VerifiedTicket, count: number): void {
    if (count > ticket.maxFiles) throw tooManyFiles(ticket.maxFiles);
  }

  checkSize(ticket: VerifiedTicket, size: number): void {
    if (size > ticket.maxBytes) throw fileTooLarge(ticket.maxBytes);
  }

  /**
   * Cleans every file first and stores them only when all passed: one bad file refuses the upload and
   * nothing is kept. Objects are written before the rows; should the rows fail, the objects are removed.
   */
  async store(userId: number, ticket: VerifiedTicket, files: IncomingFile[]): Promise<StoredFile[]> {
    if (files.length === 0) throw fileMissing();
    this.checkCount(ticket, files.length);
    const cleaned: CleanFile[] = [];
    // One at a time: decoding is CPU and memory heavy, and the first refusal ends the upload.
    for (const file of files) {
      if (file.bytes.byteLength === 0) throw fileEmpty();
      this.checkSize(ticket, file.bytes.byteLength);
      cleaned.push(await cleanUpload(file.bytes, this.deps.images));
    }
    const createdAt = this.deps.clock.now().toISOString();
    const rows = cleaned.map((clean) => ({
      public_id: randomBytes(16).toString('base64url'),
      owner_user_id: userId,
      purpose: ticket.purpose,
      mime: clean.mime,
      size: clean.bytes.byteLength,
      width: clean.width,
      height: clean.height,
      pages: clean.pages,
      storage_key: `private/files/${randomBytes(16).toString('hex')}.${EXTENSIONS[clean.mime]}`,
      sha256: createHash('sha256').update(clean.bytes).digest('hex'),
      created_at: createdAt,
    }));
    const written: string[] = [];
    try {
      for (const [i, row] of rows.entries()) {
        await this.deps.storage.put(row.storage_key, cleaned[i]!.bytes, { contentType: row.mime, visibility: 'private' });
        written.push(row.storage_key);
      }
      await this.deps.db.transaction().execute((trx) => new FilesRepository(trx).insertAll(rows));
    } catch (error) {
      await Promise.allSettled(written.map((key) => this.deps.storage.delete(key)));
      throw error;
    }
    const stored = await Promise.all(rows.map((row) => this.repository.find(row.public_id)));
    return stored.map((row) => this.describeRow(row!));
  }

  /** The owner's user id, or null when there is no such file. */
  async ownerOf(fileId: string): Promise<number | null> {
    return (await this.repository.find(fileId))?.owner_user_id ?? null;
  }

  /** The file with a fresh signed URL; a file the viewer may not see is as missing as an unknown one (404). */
  async describe(fileId: string, viewer: FileViewer): Promise<StoredFile> {
    return this.describeRow(await this.visibleRow(fileId, viewer));
  }

  async signedUrlFor(fileId: string, viewer: FileViewer): Promise<{ url: string; expires_at: string }> {
    const { url, url_expires_at } = await this.describe(fileId, viewer);
    return { url, expires_at: url_expires_at };
  }

  /** The stored bytes, for a module that has checked access itself (the prescription PDF embeds the photos). */
  async read(fileId: string): Promise<{ bytes: Buffer; mime: StoredFileMime; width: number | null; height: number | null; pages: number | null } | null> {
    const row = await this.repository.find(fileId);
    if (!row) return null;
    const object = await this.deps.storage.get(row.storage_key);
    if (!object) return null;
    return { bytes: await readAll(object.body), mime: row.mime, width: row.width, height: row.height, pages: row.pages };
  }

  /** The bytes behind a signed link; null when the link is forged or expired (403), undefined when the file is gone (404). */
  async openSigned(fileId: string, expires: unknown, signature: unknown): Promise<{ row: FileRow; object: StoredObject; name: string } | null | undefined> {
    if (!this.urls.verify(fileId, expires, signature)) return null;
    const row = await this.repository.find(fileId);
    const object = row ? await this.deps.storage.get(row.storage_key) : null;
    if (!row || !object) return undefined;
    return { row, object, name: fileName(row) };
  }

  private async visibleRow(fileId: string, viewer: FileViewer): Promise<FileRow> {
    const row = await this.repository.find(fileId);
    if (!row) throw notFound();
    if ('userId' in viewer && viewer.userId !== row.owner_user_id) throw notFound();
    return row;
  }

  private describeRow(row: FileRow): StoredFile {
    const { url, expiresAt } = this.urls.sign(row.public_id, FILE_URL_TTL_SECONDS);
    return {
      id: row.public_id,
      name: fileName(row),
      mime: row.mime,
      purpose: row.purpose,
      size: row.size,
      width: row.width,
      height: row.height,
      pages: row.pages,
      url,
      url_expires_at: expiresAt.toISOString(),
      created_at: new Date(row.created_at).toISOString(),
    };
  }
}

/** `resep-20261124-a1b2c3.jpg`: the date and a piece of the id, so two downloads do not collide. */
function fileName(row: FileRow): string {
  const day = new Date(row.created_at).toISOString().slice(0, 10).replaceAll('-', '');
  const tag = row.public_id.slice(0, 6).toLowerCase().replace(/[^a-z0-9]/g, 'x');
  return `${NAME_PREFIX[row.purpose]}-${day}-${tag}.${EXTENSIONS[row.mime]}`;
}
