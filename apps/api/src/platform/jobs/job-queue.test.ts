import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ManualClock } from '../../../test/clock.ts';
import { createTestDatabase } from '../../../test/db.ts';
import { JobQueue } from './job-queue.ts';
import type { JobContext } from './jobs.ts';
import { withJobsTable, type JobsTestDb, recordingJobLog } from './jobs.fixture.ts';

interface TestJobs {
  'test.echo': { n: number };
  'test.flaky': { failTimes: number };
  'test.other': Record<string, never>;
}

const SECOND = 1000;

describe('JobQueue: scheduling and running', () => {
  let t: JobsTestDb;
  let clock: ManualClock;
  let log: ReturnType<typeof recordingJobLog>;
  let queue: JobQueue<TestJobs>;
  let seen: Array<{ n: number; job: JobContext }>;

  beforeAll(async () => {
    t = await withJobsTable(await createTestDatabase());
  });
  afterAll(async () => {
    await t.close();
  });
  beforeEach(async () => {
    await t.db.deleteFrom('jobs').execute();
    clock = new ManualClock();
    log = recordingJobLog();
    seen = [];
    queue = new JobQueue<TestJobs>({ db: t.db, clock, log, backoff: (attempt) => attempt * 10 * SECOND });
    queue.register('test.echo', (payload, job) => void seen.push({ n: payload.n, job }));
  });

  it('schedules inside the caller transaction: rolled back, nothing is left; committed, it runs', async () => {
    const rollback = new Error('rollback');
    await expect(
      t.db.transaction().execute(async (tx) => {
        await queue.schedule(tx, { name: 'test.echo', payload: { n: 1 }, runAt: clock.now() });
        throw rollback;
      }),
    ).rejects.toBe(rollback);
    expect(await t.db.selectFrom('jobs').selectAll().execute()).toEqual([]);
    expect(await queue.runDue()).toBe(0);

    const id = await t.db.transaction().execute((tx) => queue.schedule(tx, { name: 'test.echo', payload: { n: 2 }, runAt: clock.now() }));
    expect(id).toEqual(expect.any(Number));
    expect(await queue.runDue()).toBe(1);
    expect(seen).toEqual([{ n: 2, job: { id, name: 'test.echo', attempt: 1, maxAttempts: 5 } }]);
    const row = await t.db.selectFrom('jobs').selectAll().where('id', '=', id!).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ attempts: 1, done_at: clock.now().toISOString(), failed_at: null, locked_until: null, locked_by: queue.workerId });
  });

  it('schedules a unique key once, even after the job ran, and cancel frees a pending key', async () => {
    const key = 'order.expire:APT-7K2M9Q';
    const first = await queue.schedule(t.db, { name: 'test.echo', payload: { n: 1 }, runAt: clock.now(), uniqueKey: key });
    const again = await queue.schedule(t.db, { name: 'test.echo', payload: { n: 2 }, runAt: clock.now(), uniqueKey: key });
    expect(first).toEqual(expect.any(Number));
    expect(again).toBeNull();
    // Jobs without a key are never deduplicated.
    await queue.schedule(t.db, { name: 'test.echo', payload: { n: 3 }, runAt: clock.now() });
    await queue.schedule(t.db, { name: 'test.echo', payload: { n: 3 }, runAt: clock.now() });

    expect(await queue.runDue()).toBe(3);
    expect(seen.map((s) => s.n).sort()).toEqual([1, 3, 3]);
    expect(await queue.schedule(t.db, { name: 'test.echo', payload: { n: 4 }, runAt: clock.now(), uniqueKey: key })).toBeNull();

    const later = 'reminder:42';
    await queue.schedule(t.db, { name: 'test.echo', payload: { n: 5 }, runAt: new Date(clock.now().getTime() + 60 * SECOND), uniqueKey: later });
    expect(await queue.cancel(t.db, later)).toBe(true);
    expect(await queue.cancel(t.db, later)).toBe(false);
    expect(await queue.schedule(t.db, { name: 'test.echo', payload: { n: 6 }, runAt: clock.now(), uniqueKey: later })).toEqual(expect.any(Number));
    // A finished job is history, not cancellable.
    expect(await queue.cancel(t.db, key)).toBe(false);
  });

  it('runs a job only once it is due, in run_at order', async () => {
    const start = clock.now().getTime();
    await queue.schedule(t.db, { name: 'test.echo', payload: { n: 3 }, runAt: new Date(start + 3 * SECOND) });
    await queue.schedule(t.db, { name: 'test.echo', payload: { n: 1 }, runAt: new Date(start + 1 * SECOND) });
    await queue.schedule(t.db, { name: 'test.echo', payload: { n: 0 }, runAt: new Date(start) });

    expect(await queue.runDue()).toBe(1);
    clock.advance(999);
    expect(await queue.runDue()).toBe(0);
    clock.advance(1);
    expect(await queue.runDue()).toBe(1);
    clock.advance(10 * SECOND);
    expect(await queue.runDue()).toBe(1);
    expect(seen.map((s) => s.n)).toEqual([0, 1, 3]);
    expect(await queue.runDue()).toBe(0);
  });

  it('claims only jobs it has a handler for', async () => {
    await queue.schedule(t.db, { name: 'test.other', payload: {}, runAt: clock.now() });
    expect(await queue.runDue()).toBe(0);
    const other = new JobQueue<TestJobs>({ db: t.db, clock, log });
    let ran = 0;
    other.register('test.other', () => void (ran += 1));
    expect(await other.runDue()).toBe(1);
    expect(ran).toBe(1);
    expect(() => other.register('test.other', () => undefined)).toThrow(/already registered/);
  });

  it('retries a failing job after its backoff, recording each error, until it succeeds', async () => {
    const attempts: number[] = [];
    queue.register('test.flaky', (payload, job) => {
      attempts.push(job.attempt);
      if (job.attempt <= payload.failTimes) throw new Error(`boom #${job.attempt}`);
    });
    const id = (await queue.schedule(t.db, { name: 'test.flaky', payload: { failTimes: 2 }, runAt: clock.now() }))!;
    const row = () => t.db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

    expect(await queue.runDue()).toBe(1);
    expect(await row()).toMatchObject({ attempts: 1, done_at: null, failed_at: null, locked_until: null, run_at: iso(clock, 10 * SECOND) });
    expect((await row()).last_error).toContain('boom #1');

    clock.advance(10 * SECOND - 1);
    expect(await queue.runDue()).toBe(0);
    clock.advance(1);
    expect(await queue.runDue()).toBe(1);
    // Backoff grows with the attempt number.
    expect(await row()).toMatchObject({ attempts: 2, run_at: iso(clock, 20 * SECOND) });
    expect((await row()).last_error).toContain('boom #2');

    clock.advance(20 * SECOND);
    expect(await queue.runDue()).toBe(1);
    expect(await row()).toMatchObject({ attempts: 3, done_at: clock.now().toISOString(), failed_at: null });
    expect(attempts).toEqual([1, 2, 3]);
    expect(log.warnings).toHaveLength(2);
  });

  it('retries a job registered with its own backoff on that schedule, not the queue\'s', async () => {
    const delays = [7 * SECOND, 90 * SECOND];
    queue.register('test.flaky', (payload, job) => {
      if (job.attempt <= payload.failTimes) throw new Error(`boom #${job.attempt}`);
    }, { backoff: (attempt) => delays[attempt - 1]! });
    const id = (await queue.schedule(t.db, { name: 'test.flaky', payload: { failTimes: 2 }, runAt: clock.now() }))!;
    const row = () => t.db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    await queue.runDue();
    expect(await row()).toMatchObject({ attempts: 1, run_at: iso(clock, 7 * SECOND) });
    clock.advance(7 * SECOND);
    await queue.runDue();
    expect(await row()).toMatchObject({ attempts: 2, run_at: iso(clock, 90 * SECOND) });
    clock.advance(90 * SECOND);
    await queue.runDue();
    expect((await row()).done_at).toBe(clock.now().toISOString());
  });

  it('runDue with names runs only those jobs and leaves the others due', async () => {
    let flaky = 0;
    queue.register('test.flaky', () => void (flaky += 1));
    await queue.schedule(t.db, { name: 'test.echo', payload: { n: 1 }, runAt: clock.now() });
    await queue.schedule(t.db, { name: 'test.flaky', payload: { failTimes: 0 }, runAt: clock.now() });
    expect(await queue.runDue(clock.now(), { names: ['test.flaky'] })).toBe(1);
    expect(flaky).toBe(1);
    expect(seen).toEqual([]);
    expect(await queue.runDue(clock.now(), { names: ['test.other'] })).toBe(0);
    expect(await queue.runDue()).toBe(1);
    expect(seen.map((s) => s.n)).toEqual([1]);
  });

  it('marks a job failed after maxAttempts and never runs it again', async () => {
    let runs = 0;
    queue.register('test.flaky', () => {
      runs += 1;
      throw new Error('always');
    });
    const id = (await queue.schedule(t.db, { name: 'test.flaky', payload: { failTimes: 99 }, runAt: clock.now(), maxAttempts: 2 }))!;
    await queue.runDue();
    clock.advance(10 * SECOND);
    await queue.runDue();
    const row = await t.db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ attempts: 2, done_at: null, failed_at: clock.now().toISOString(), locked_until: null });
    expect(row.last_error).toContain('always');
    clock.advance(24 * 3600 * SECOND);
    expect(await queue.runDue()).toBe(0);
    expect(runs).toBe(2);
    await expect(queue.schedule(t.db, { name: 'test.flaky', payload: { failTimes: 1 }, runAt: clock.now(), maxAttempts: 0 })).rejects.toThrow(/maxAttempts/);
  });

  it('treats an unreadable payload as a failure, not a crash', async () => {
    const id = (await queue.schedule(t.db, { name: 'test.echo', payload: { n: 1 }, runAt: clock.now(), maxAttempts: 1 }))!;
    await t.db.updateTable('jobs').set({ payload: '{not json' }).where('id', '=', id).execute();
    expect(await queue.runDue()).toBe(1);
    const row = await t.db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.failed_at).toBe(clock.now().toISOString());
    expect(row.last_error).toMatch(/JSON/);
    expect(seen).toEqual([]);
  });
});

function iso(clock: ManualClock, afterMs: number): string {
  return new Date(clock.now().getTime() + afterMs).toISOString();
}
