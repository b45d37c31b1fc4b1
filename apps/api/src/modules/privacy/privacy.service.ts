import { randomUUID } from 'node:crypto';
import {
  type AccountDeletion,
  type ConsentDocumentName,
  DATA_EXPORT_KEEP_DAYS,
  type DataExport,
  DELETION_GRACE_DAYS,
  formatDateTime,
  isWithdrawable,
  type Locale,
  type PrivacyConsent,
} from '@apotek/contract';
import type { Kysely } from 'kysely';
import type { Database, Executor } from '../../db/database.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { ApiError, fieldError, notFound } from '../../platform/api-error.ts';
import type { Clock } from '../../platform/clock.ts';
import type { JobQueue } from '../../platform/jobs/job-queue.ts';
import type { JobsTables } from '../../platform/jobs/jobs.tables.ts';
import type { JobTypes } from '../../platform/jobs/jobs.ts';
import type { Messaging } from '../../platform/messaging/messaging.ts';
import { type ObjectStorage, readAll } from '../../platform/storage/object-storage.ts';
import { buildArchive, renderSummaryPdf } from './export-archive.ts';
import type { PersonalDataPorts } from './privacy.ports.ts';
import * as repo from './privacy.repository.ts';
import './privacy-jobs.ts';

const DAY_MS = 86_400_000;
/** A download link lives this long: handed out per click, never stored or mailed. */
export const EXPORT_LINK_TTL_SECONDS = 15 * 60;

export interface PrivacyLog {
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface PrivacyServiceDeps {
  db: Kysely<Database>;
  clock: Clock;
  jobs: JobQueue;
  storage: ObjectStorage;
  messaging: Messaging;
  ports: PersonalDataPorts;
  /** Where the shop is reached (PUBLIC_URL), for the link in the e-mails. */
  publicUrl: string;
  log: PrivacyLog;
}

const MAIL = {
  id: {
    readySubject: 'Ekspor data Anda siap diunduh',
    ready: (name: string, url: string, until: string) =>
      `Halo ${name},\n\nSalinan data pribadi Anda (ZIP berisi JSON dan ringkasan PDF) sudah siap. Unduh dari halaman Data & privasi: ${url}\nBerkas tersedia sampai ${until}.\n\nJika Anda tidak memintanya, ubah kata sandi Anda.`,
    deletionSubject: 'Permintaan hapus akun diterima',
    deletion: (name: string, url: string, at: string) =>
      `Halo ${name},\n\nAkun Anda akan dihapus pada ${at}. Sampai saat itu, cukup masuk (login) kembali untuk membatalkannya, atau batalkan di ${url}.\nPesanan dan resep tetap disimpan tanpa identitas Anda selama yang diwajibkan aturan pajak dan kefarmasian.`,
  },
  en: {
    readySubject: 'Your data export is ready',
    ready: (name: string, url: string, until: string) =>
      `Hello ${name},\n\nThe copy of your personal data (a ZIP of JSON and a PDF summary) is ready. Download it from the Data & privacy page: ${url}\nIt is available until ${until}.\n\nIf you did not ask for it, change your password.`,
    deletionSubject: 'Account deletion requested',
    deletion: (name: string, url: string, at: string) =>
      `Hello ${name},\n\nYour account will be deleted on ${at}. Until then, simply sign in again to cancel it, or cancel it at ${url}.\nOrders and prescriptions are kept without your identity for as long as tax and pharmacy rules require.`,
  },
} as const satisfies Record<Locale, Record<string, unknown>>;

export function toDataExport(row: repo.DataExportRow): DataExport {
  return {
    id: row.public_id,
    status: row.status,
    requested_at: row.requested_at,
    ready_at: row.ready_at,
    expires_at: row.expires_at,
    size: row.size === null ? null : Number(row.size),
  };
}

export function toAccountDeletion(row: repo.AccountDeletionRow): AccountDeletion {
  return {
    id: row.public_id,
    status: row.status,
    requested_at: row.requested_at,
    erase_after: row.erase_after,
    cancelled_at: row.cancelled_at,
    cancelled_by: row.cancelled_by,
  };
}

/**
 * The user's personal-data rights (UU PDP 27/2022; docs/decisions/037-personal-data-rights.md): exports
 * made by a durable job into private storage, deletion after a grace period a login cancels, then the
 * erasure across the modules (through the ports), and consent withdrawal.
 */
export class PrivacyService {
  constructor(private readonly deps: PrivacyServiceDeps) {}

  private nowIso(): string {
    return this.deps.clock.now().toISOString();
  }

  private schedule<N extends keyof JobTypes & string>(db: Executor, name: N, payload: JobTypes[N], runAt: Date, uniqueKey: string) {
    return this.deps.jobs.schedule(db as unknown as Kysely<JobsTables>, { name, payload, runAt, uniqueKey });
  }

  // ---- Export -------------------------------------------------------------------------------------

  async listExports(userId: number): Promise<DataExport[]> {
    return (await repo.exportsOf(this.deps.db, userId)).map(toDataExport);
  }

  /** A new export, or the one still being made (one at a time per user). */
  async requestExport(userId: number): Promise<DataExport> {
    const { db } = this.deps;
    let row: repo.DataExportRow;
    try {
      row = await db.transaction().execute(async (trx) => {
        const open = await repo.pendingExportOf(trx, userId);
        if (open) return open;
        const made = await repo.insertExport(trx, { public_id: randomUUID(), user_id: userId, status: 'pending', requested_at: this.nowIso() });
        await this.schedule(trx, 'privacy.export', { exportId: made.id }, this.deps.clock.now(), `privacy.export:${made.id}`);
        return made;
      });
    } catch (error) {
      // Two requests at once: the partial unique index let one through; answer with that one.
      if (!isUniqueViolation(error)) throw error;
      const open = await repo.pendingExportOf(db, userId);
      if (!open) throw error;
      row = open;
    }
    this.deps.jobs.wake();
    return toDataExport(row);
  }

  /** A short-lived signed link to a ready export of this user; anyone else's, or a missing one, is a 404. */
  async exportLink(userId: number, publicId: string): Promise<{ url: string; expires_at: string }> {
    const row = await repo.ownExport(this.deps.db, userId, publicId);
    const now = this.deps.clock.now();
    if (!row || row.status !== 'ready' || !row.storage_key || !row.expires_at || Date.parse(row.expires_at) <= now.getTime()) throw notFound();
    const url = await this.deps.storage.signedUrl(row.storage_key, EXPORT_LINK_TTL_SECONDS);
    return { url, expires_at: new Date(now.getTime() + EXPORT_LINK_TTL_SECONDS * 1000).toISOString() };
  }

  /** The `privacy.export` job: gathers, renders, zips and stores the archive, then tells the user. */
  async buildExport(exportId: number): Promise<void> {
    const { db, storage, ports } = this.deps;
    const row = await repo.findExport(db, exportId);
    if (!row || row.status !== 'pending') return;
    const now = this.deps.clock.now();
    const contact = await ports.contact(row.user_id);
    const locale: Locale = contact?.locale ?? 'id';
    const data = await ports.collect(row.user_id);
    const files: Array<{ id: string; purpose: string; mime: string; bytes: Uint8Array }> = [];
    for (const file of data.files) {
      const object = await storage.get(file.storageKey);
      if (!object) {
        this.deps.log.warn({ exportId, file: file.id }, 'export: a stored file is missing');
        continue;
      }
      files.push({ id: file.id, purpose: file.purpose, mime: file.mime, bytes: new Uint8Array(await readAll(object.body)) });
    }
    const pdf = await renderSummaryPdf(data, locale, now);
    const zip = buildArchive(data, pdf, files, now);
    const key = `privacy/exports/${row.public_id}.zip`;
    await storage.put(key, zip, { contentType: 'application/zip', visibility: 'private' });
    const expiresAt = new Date(now.getTime() + DATA_EXPORT_KEEP_DAYS * DAY_MS);
    await db.transaction().execute(async (trx) => {
      await repo.updateExport(trx, row.id, { status: 'ready', storage_key: key, size: zip.byteLength, ready_at: now.toISOString(), expires_at: expiresAt.toISOString() });
      await this.schedule(trx, 'privacy.export-expire', { exportId: row.id }, expiresAt, `privacy.export-expire:${row.id}`);
    });
    if (contact) {
      const mail = MAIL[locale];
      await this.deps.messaging.send({
        channel: 'email',
        recipient: contact.email,
        subject: mail.readySubject,
        body: mail.ready(contact.name, `${this.deps.publicUrl}/backup`, formatDateTime(expiresAt, locale)),
      });
    }
  }

  /** Marks an export failed after its last attempt, so the page stops showing it as in progress. */
  async failExport(exportId: number, error: unknown): Promise<void> {
    await repo.updateExport(this.deps.db, exportId, { status: 'failed', error: String(error instanceof Error ? error.message : error).slice(0, 500) });
  }

  /** The `privacy.export-expire` job: the ZIP goes, the row says so. */
  async expireExport(exportId: number): Promise<void> {
    const row = await repo.findExport(this.deps.db, exportId);
    if (!row || row.status !== 'ready') return;
    if (row.storage_key) await this.deps.storage.delete(row.storage_key);
    await repo.updateExport(this.deps.db, row.id, { status: 'expired', storage_key: null });
  }

  // ---- Deletion -----------------------------------------------------------------------------------

  async deletion(userId: number): Promise<AccountDeletion | null> {
    const row = await repo.latestDeletionOf(this.deps.db, userId);
    return row ? toAccountDeletion(row) : null;
  }

  /** After the password check: a pending request erased after the grace period unless a login comes first. */
  async requestDeletion(userId: number, password: string): Promise<AccountDeletion> {
    const { db, ports } = this.deps;
    if (!(await ports.checkPassword(userId, password))) throw fieldError('password', 'currentPasswordWrong');
    const now = this.deps.clock.now();
    const eraseAfter = new Date(now.getTime() + DELETION_GRACE_DAYS * DAY_MS);
    let row: repo.AccountDeletionRow;
    let made = false;
    try {
      row = await db.transaction().execute(async (trx) => {
        const open = await repo.pendingDeletionOf(trx, userId);
        if (open) return open;
        const inserted = await repo.insertDeletion(trx, {
          public_id: randomUUID(),
          user_id: userId,
          status: 'pending',
          method: 'password',
          requested_at: now.toISOString(),
          erase_after: eraseAfter.toISOString(),
        });
        await this.schedule(trx, 'privacy.erase', { deletionId: inserted.id }, eraseAfter, `privacy.erase:${inserted.id}`);
        made = true;
        return inserted;
      });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      const open = await repo.pendingDeletionOf(db, userId);
      if (!open) throw error;
      row = open;
    }
    const contact = made ? await ports.contact(userId) : undefined;
    if (contact) {
      const mail = MAIL[contact.locale];
      await this.deps.messaging.send({
        channel: 'email',
        recipient: contact.email,
        subject: mail.deletionSubject,
        body: mail.deletion(contact.name, `${this.deps.publicUrl}/backup`, formatDateTime(row.erase_after, contact.locale)),
      });
    }
    return toAccountDeletion(row);
  }

  /** Cancels the user's pending request (the user's own click, or a login); the latest request after. */
  async cancelDeletion(userId: number, by: 'login' | 'user'): Promise<AccountDeletion | null> {
    const { db } = this.deps;
    await db.transaction().execute(async (trx) => {
      const open = await repo.pendingDeletionOf(trx, userId);
      if (!open) return;
      if (await repo.settleDeletion(trx, open.id, { status: 'cancelled', cancelled_at: this.nowIso(), cancelled_by: by })) {
        await this.deps.jobs.cancel(trx as unknown as Kysely<JobsTables>, `privacy.erase:${open.id}`);
      }
    });
    return this.deletion(userId);
  }

  /**
   * Erases the account of a request still pending. The `privacy.erase` job runs at erase_after (the queue
   * only claims it then, and cancelling drops it), so it passes no `at`; the sandbox's moved clock passes
   * its `now`, and a request not due by then is left.
   */
  async erase(deletionId: number, at?: Date): Promise<boolean> {
    const { db, ports } = this.deps;
    const now = at ?? this.deps.clock.now();
    const objectKeys: string[] = [];
    const erased = await db.transaction().execute(async (trx) => {
      const row = await repo.findDeletion(trx, deletionId);
      if (!row || row.status !== 'pending') return false;
      if (at && Date.parse(row.erase_after) > at.getTime()) return false;
      const nowIso = now.toISOString();
      if (!(await repo.settleDeletion(trx, row.id, { status: 'erased', erased_at: nowIso }))) return false;
      const done = await ports.erase(trx, row.user_id, nowIso);
      objectKeys.push(...done.objectKeys);
      // This module's own rows: the exports (and their ZIPs) go too.
      for (const e of await repo.exportKeysOf(trx, row.user_id)) if (e.storage_key) objectKeys.push(e.storage_key);
      await repo.deleteExportsOf(trx, row.user_id);
      return true;
    });
    // After the commit: a crash here leaves orphan objects that nothing points at, never rows without files.
    for (const key of objectKeys) {
      try {
        await this.deps.storage.delete(key);
      } catch (error) {
        this.deps.log.warn({ err: error, key }, 'erasure: a stored object could not be removed');
      }
    }
    return erased;
  }

  /** Every erasure due at `now` (the sandbox's moved clock; the jobs do the same one by one). */
  async eraseDue(now: Date): Promise<string[]> {
    const due = await repo.dueDeletions(this.deps.db, now.toISOString());
    const erased: string[] = [];
    for (const row of due) if (await this.erase(row.id, now)) erased.push(row.public_id);
    return erased;
  }

  // ---- Consents -----------------------------------------------------------------------------------

  async consents(userId: number): Promise<PrivacyConsent[]> {
    return (await this.deps.ports.consents(userId)).map((c) => ({ ...c, withdrawable: isWithdrawable(c.document) }));
  }

  async withdrawConsent(userId: number, document: ConsentDocumentName): Promise<{ document: ConsentDocumentName; withdrawn_at: string }> {
    // The terms and the privacy notice carry the account itself: deleting the account withdraws them.
    if (!isWithdrawable(document)) throw new ApiError(403, 'forbidden');
    const nowIso = this.nowIso();
    const changed = await this.deps.ports.withdrawConsent(userId, document, nowIso);
    if (changed === 0) throw notFound();
    return { document, withdrawn_at: nowIso };
  }
}
