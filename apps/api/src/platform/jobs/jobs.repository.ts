import type { Kysely } from 'kysely';
import type { JobsTables } from './jobs.tables.ts';

/** A claimed job: (id, attempts, locked_by) fences every later write to this run. */
export interface ClaimedJob {
  id: number;
  name: string;
  payload: string;
  attempts: number;
  max_attempts: number;
}

export interface Claim {
  names: string[];
  workerId: string;
  now: string;
  leaseUntil: string;
  limit: number;
  /** PostgreSQL: lock the picked rows with SKIP LOCKED so concurrent claimers take different ones. */
  skipLocked: boolean;
}

type Db = Kysely<JobsTables>;

export async function insertJob(
  db: Db,
  row: { name: string; payload: string; run_at: string; max_attempts: number; unique_key: string | null; created_at: string },
): Promise<number | null> {
  const inserted = await db
    .insertInto('jobs')
    .values(row)
    .onConflict((oc) => oc.column('unique_key').doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted?.id ?? null;
}

/**
 * Takes up to `limit` due jobs in one statement. On PostgreSQL the inner SELECT … FOR UPDATE SKIP LOCKED
 * makes concurrent claimers pass over each other's rows; SQLite runs the whole UPDATE under its single
 * write lock, so the rows it reads cannot change before it writes them. Either way, a row is claimable
 * only when unlocked or its lease has run out, which is how a crashed node's jobs come back.
 */
export function claimDue(db: Db, c: Claim): Promise<ClaimedJob[]> {
  const due = db
    .selectFrom('jobs')
    .select('id')
    .where('done_at', 'is', null)
    .where('failed_at', 'is', null)
    .where('run_at', '<=', c.now)
    .where((eb) => eb('attempts', '<', eb.ref('max_attempts')))
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', c.now)]))
    .where('name', 'in', c.names)
    .orderBy('run_at')
    .orderBy('id')
    .limit(c.limit)
    .$if(c.skipLocked, (qb) => qb.forUpdate().skipLocked());
  return db
    .updateTable('jobs')
    .set((eb) => ({ locked_by: c.workerId, locked_until: c.leaseUntil, attempts: eb('attempts', '+', 1) }))
    .where('id', 'in', due)
    .returning(['id', 'name', 'payload', 'attempts', 'max_attempts'])
    .execute();
}

/** Writes to a run only while it is still this worker's: a run that lost its lease changes nothing. */
function ownRun(db: Db, job: ClaimedJob, workerId: string) {
  return db
    .updateTable('jobs')
    .where('id', '=', job.id)
    .where('attempts', '=', job.attempts)
    .where('locked_by', '=', workerId)
    .where('done_at', 'is', null)
    .where('failed_at', 'is', null);
}

async function changed(query: { executeTakeFirst(): Promise<{ numUpdatedRows: bigint }> }): Promise<boolean> {
  return (await query.executeTakeFirst()).numUpdatedRows > 0n;
}

export function markDone(db: Db, job: ClaimedJob, workerId: string, now: string): Promise<boolean> {
  return changed(ownRun(db, job, workerId).set({ done_at: now, locked_until: null }));
}

export function markRetry(db: Db, job: ClaimedJob, workerId: string, runAt: string, error: string): Promise<boolean> {
  return changed(ownRun(db, job, workerId).set({ run_at: runAt, locked_until: null, last_error: error }));
}

export function markFailed(db: Db, job: ClaimedJob, workerId: string, now: string, error: string): Promise<boolean> {
  return changed(ownRun(db, job, workerId).set({ failed_at: now, locked_until: null, last_error: error }));
}

export function extendLease(db: Db, job: ClaimedJob, workerId: string, leaseUntil: string): Promise<boolean> {
  return changed(ownRun(db, job, workerId).set({ locked_until: leaseUntil }));
}

/** A node died during a job's last attempt: nobody may claim it again, so record it as failed. */
export async function failAbandoned(db: Db, now: string, names?: string[]): Promise<number> {
  if (names?.length === 0) return 0;
  const result = await db
    .updateTable('jobs')
    .set({ failed_at: now, locked_until: null, last_error: 'lease expired during the last attempt (worker lost)' })
    .where('done_at', 'is', null)
    .where('failed_at', 'is', null)
    .where((eb) => eb('attempts', '>=', eb.ref('max_attempts')))
    .where('locked_until', '<=', now)
    .$if(names !== undefined, (qb) => qb.where('name', 'in', names!))
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Deletes a job that has not started (or whose run was lost), freeing its unique key; a running job stays. */
export async function cancelPending(db: Db, uniqueKey: string, now: string): Promise<boolean> {
  const result = await db
    .deleteFrom('jobs')
    .where('unique_key', '=', uniqueKey)
    .where('done_at', 'is', null)
    .where('failed_at', 'is', null)
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', now)]))
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}
