import { type HealthEntry, sortHealthEntries } from '@apotek/contract';
import type { Executor } from '../../db/database.ts';
import { anonymiseHealthAccess, deleteHealthEntriesOf, listHealthAccessRows, listHealthEntryRows } from './health.repository.ts';
import { toHealthEntry } from './health.view.ts';

/**
 * What other modules use of the health tracker, through ports built in app.ts (the privacy module's
 * export and account deletion; docs/decisions/035-health-tracker.md).
 */

/** Every entry of the user, each tracker in SPEC §4's order. */
export async function listHealthEntries(db: Executor, userId: number): Promise<HealthEntry[]> {
  const entries = (await listHealthEntryRows(db, userId)).flatMap((row) => toHealthEntry(row) ?? []);
  return sortHealthEntries(entries).sort((a, b) => (a.tracker < b.tracker ? -1 : a.tracker > b.tracker ? 1 : 0));
}

export interface HealthAccess {
  staff_name: string;
  staff_role: string;
  consultation_id: string;
  accessed_at: string;
}

/** Who of the staff read the user's health data, when and in which consultation; newest first. */
export async function listHealthAccess(db: Executor, userId: number): Promise<HealthAccess[]> {
  const rows = await listHealthAccessRows(db, userId);
  return rows.map((r) => ({ staff_name: r.staff_name, staff_role: r.staff_role, consultation_id: r.consultation_ref, accessed_at: r.accessed_at }));
}

/** Erasure: the entries go; the access log stays without the person it was about. Use inside the caller's transaction. */
export async function eraseHealthData(db: Executor, userId: number): Promise<{ entries: number; accessAnonymised: number }> {
  const entries = await deleteHealthEntriesOf(db, userId);
  const accessAnonymised = await anonymiseHealthAccess(db, userId);
  return { entries, accessAnonymised };
}
