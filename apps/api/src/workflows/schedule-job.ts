import type { Kysely } from 'kysely';
import type { Executor } from '../db/database.ts';
import type { JobQueue } from '../platform/jobs/job-queue.ts';
import type { JobTypes, ScheduleInput } from '../platform/jobs/jobs.ts';
import type { JobsTables } from '../platform/jobs/jobs.tables.ts';

/**
 * Schedules a job in the caller's transaction, so the job exists exactly when the write that needs it
 * commits. The cast only helps the compiler: Kysely's types are invariant in the schema and cannot see
 * that Database contains the jobs table (db/database.ts says it does).
 */
export function scheduleJob<N extends keyof JobTypes & string>(jobs: JobQueue, trx: Executor, input: ScheduleInput<N, JobTypes[N]>): Promise<number | null> {
  return jobs.schedule(trx as unknown as Kysely<JobsTables>, input);
}
