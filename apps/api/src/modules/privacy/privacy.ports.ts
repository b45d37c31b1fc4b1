import type { Locale } from '@apotek/contract';
import type { Executor } from '../../db/database.ts';

/**
 * What the privacy module needs from the other modules, implemented in workflows/personal-data.ts from
 * their `*.erasure.ts` files (a module never imports another; ADR 014). Each module reads and erases only
 * its own tables; this module holds the requests, the jobs, the archive and the clock of the grace period.
 */

/** A stored file to put into the export: its public id, type and where storage keeps it. */
export interface ExportFile {
  id: string;
  purpose: string;
  mime: string;
  storageKey: string;
}

/** Everything held about a user, section by section (each becomes data/<section>.json in the ZIP). */
export interface PersonalData {
  sections: Record<string, unknown>;
  files: ExportFile[];
  /** What the PDF summary shows. */
  summary: {
    name: string;
    email: string;
    phone: string;
    memberSince: string | null;
    orders: Array<{ code: string; date: string; status: string; total: number; store: string }>;
    prescriptions: Array<{ code: string; date: string; status: string; doctor: string }>;
    consultations: Array<{ code: string; date: string; status: string }>;
    consents: Array<{ document: string; version: string; at: string; withdrawnAt: string | null }>;
    addresses: number;
    chats: number;
    healthEntries: number;
    staffAccess: Array<{ who: string; role: string; what: string; at: string }>;
  };
}

export interface Contact {
  email: string;
  name: string;
  locale: Locale;
}

export interface PersonalDataPorts {
  collect(userId: number): Promise<PersonalData>;
  contact(userId: number): Promise<Contact | undefined>;
  checkPassword(userId: number, password: string): Promise<boolean>;
  /** The user's consent rows, newest first, documents as stored. */
  consents(userId: number): Promise<Array<{ document: string; version: string; channel: string; consented_at: string; withdrawn_at: string | null }>>;
  /** Marks the user's live consents to a document withdrawn; how many rows changed. */
  withdrawConsent(userId: number, document: string, nowIso: string): Promise<number>;
  /**
   * Erases or anonymises the user across the modules, on the transaction given (one unit with the
   * request's own row); returns storage keys to remove after it commits.
   */
  erase(trx: Executor, userId: number, nowIso: string): Promise<{ objectKeys: string[] }>;
  /** Calls `hook` after each successful password login, before the session is made (the accounts module). */
  onLogin(hook: (userId: number) => Promise<void>): void;
}
