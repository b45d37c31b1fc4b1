import { type Kysely, sql } from 'kysely';
import { timestampType, withId } from './_columns.ts';

/** The job queue (platform/jobs): one table both run modes poll; see job-queue.ts for how rows are claimed. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('jobs'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('run_at', timestampType(db), (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('max_attempts', 'integer', (c) => c.notNull())
    .addColumn('locked_by', 'text')
    .addColumn('locked_until', timestampType(db))
    .addColumn('last_error', 'text')
    .addColumn('done_at', timestampType(db))
    .addColumn('failed_at', timestampType(db))
    // NULLs are distinct in both dialects, so only jobs that ask for it are deduplicated.
    .addColumn('unique_key', 'text', (c) => c.unique())
    .addColumn('created_at', timestampType(db), (c) => c.notNull())
    .execute();
  // Polling only ever looks at open jobs; finished rows pile up without slowing it down.
  await db.schema
    .createIndex('jobs_open_run_at_idx')
    .on('jobs')
    .columns(['run_at', 'id'])
    .where(sql<boolean>`done_at is null and failed_at is null`)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('jobs').execute();
}
