import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ManualClock } from '../../../test/clock.ts';
import { createTestDatabase } from '../../../test/db.ts';
import { JobQueue } from './job-queue.ts';
import { withJobsTable, deferred, eventually, type JobsTestDb, recordingJobLog, sleep } from './jobs.fixture.ts';

interface TestJobs {
  'test.count': { n: number };
  'test.block': { n: number };
}

const SECOND = 1000;

describe('JobQueue: several workers on one database', () => {
  let t: JobsTestDb;
  let clock: ManualClock;
  const queues: Array<JobQueue<TestJobs>> = [];

  function worker(db = t.db, options: { leaseMs?: number; pollMs?: number; concurrency?: number; workerId?: string } = {}) {
    const queue = new JobQueue<TestJobs>({ db, clock, log: recordingJobLog(), pollMs: 5, ...options });
    queues.push(queue);
    return queue;
  }

  beforeAll(async () => {
    t = await withJobsTable(await createTestDatabase());
  });
  afterAll(async () => {
    await Promise.all(queues.map((q) => q.stop()));
    await t.close();
  });
  beforeEach(async () => {
    await Promise.all(queues.splice(0).map((q) => q.stop()));
    await t.db.deleteFrom('jobs').execute();
    clock = new ManualClock();
  });

  it('two nodes polling the same table run each of 100 jobs exactly once', async () => {
    const peer = await t.openPeer();
    const a = worker(t.db, { workerId: 'node-a', concurrency: 4 });
    const b = worker(peer.db, { workerId: 'node-b', concurrency: 4 });
    const runs = new Map<number, number>();
    const byWorker = { 'node-a': 0, 'node-b': 0 };
    let active = 0;
    let overlapping = 0;
    const activeIds = new Set<number>();
    for (const [queue, name] of [[a, 'node-a'], [b, 'node-b']] as const) {
      queue.register('test.count', async (payload) => {
        if (activeIds.has(payload.n)) overlapping += 1;
        activeIds.add(payload.n);
        active += 1;
        runs.set(payload.n, (runs.get(payload.n) ?? 0) + 1);
        byWorker[name] += 1;
        // Long enough that both nodes hold jobs at the same time and poll while the other claims.
        await sleep(1 + (payload.n % 4));
        activeIds.delete(payload.n);
        active -= 1;
      });
    }
    for (let n = 0; n < 100; n += 1) await a.schedule(t.db, { name: 'test.count', payload: { n }, runAt: clock.now() });

    a.start();
    b.start();
    await eventually(async () => {
      const open = await t.db.selectFrom('jobs').select('id').where('done_at', 'is', null).execute();
      expect(open).toHaveLength(0);
    }, 20_000);
    await Promise.all([a.stop(), b.stop()]);

    expect(runs.size).toBe(100);
    expect([...runs.values()].every((count) => count === 1)).toBe(true);
    expect(overlapping).toBe(0);
    expect(active).toBe(0);
    // Both nodes took part, or the test proved nothing about concurrent claiming.
    expect(byWorker['node-a']).toBeGreaterThan(0);
    expect(byWorker['node-b']).toBeGreaterThan(0);
    expect(byWorker['node-a'] + byWorker['node-b']).toBe(100);
    const rows = await t.db.selectFrom('jobs').select(['attempts', 'locked_by']).execute();
    expect(rows.every((r) => r.attempts === 1)).toBe(true);
    expect(rows.filter((r) => r.locked_by === 'node-a')).toHaveLength(byWorker['node-a']);
  });

  it('concurrent runDue calls on two connections also split the jobs without overlap', async () => {
    const peer = await t.openPeer();
    const a = worker(t.db, { concurrency: 3 });
    const b = worker(peer.db, { concurrency: 3 });
    const runs = new Map<number, number>();
    for (const queue of [a, b]) {
      queue.register('test.count', async (payload) => {
        runs.set(payload.n, (runs.get(payload.n) ?? 0) + 1);
        await sleep(1);
      });
    }
    for (let n = 0; n < 30; n += 1) await a.schedule(t.db, { name: 'test.count', payload: { n }, runAt: clock.now() });
    const [ranA, ranB] = await Promise.all([a.runDue(), b.runDue()]);
    expect(ranA + ranB).toBe(30);
    expect(runs.size).toBe(30);
    expect([...runs.values()].every((count) => count === 1)).toBe(true);
  });

  it('claims a job again once the lease of a crashed node has run out, and ignores the late outcome of the lost run', async () => {
    const crashed = worker(t.db, { workerId: 'node-crashed', leaseMs: 30 * SECOND });
    const healthy = worker(t.db, { workerId: 'node-healthy', leaseMs: 30 * SECOND });
    const stuck = deferred();
    const attempts: string[] = [];
    crashed.register('test.block', async (_payload, job) => {
      attempts.push(`crashed:${job.attempt}`);
      await stuck.promise;
    });
    healthy.register('test.block', (_payload, job) => void attempts.push(`healthy:${job.attempt}`));
    const id = (await crashed.schedule(t.db, { name: 'test.block', payload: { n: 1 }, runAt: clock.now() }))!;

    const hung = crashed.runDue();
    await eventually(() => expect(attempts).toEqual(['crashed:1']));
    // Inside the lease nobody else may take it.
    clock.advance(30 * SECOND - 1);
    expect(await healthy.runDue()).toBe(0);
    clock.advance(1);
    expect(await healthy.runDue()).toBe(1);
    expect(attempts).toEqual(['crashed:1', 'healthy:2']);

    // The "crashed" node wakes up and reports: its outcome must not overwrite the newer run.
    stuck.resolve();
    await hung;
    const row = await t.db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ attempts: 2, locked_by: 'node-healthy', done_at: clock.now().toISOString() });
  });

  it('records a job failed when its node dies during the last attempt', async () => {
    const crashed = worker(t.db, { leaseMs: 30 * SECOND });
    const healthy = worker(t.db, { leaseMs: 30 * SECOND });
    const stuck = deferred();
    let healthyRuns = 0;
    crashed.register('test.block', () => stuck.promise);
    healthy.register('test.block', () => void (healthyRuns += 1));
    const id = (await crashed.schedule(t.db, { name: 'test.block', payload: { n: 1 }, runAt: clock.now(), maxAttempts: 1 }))!;
    const hung = crashed.runDue();
    await eventually(async () => expect((await t.db.selectFrom('jobs').select('attempts').executeTakeFirstOrThrow()).attempts).toBe(1));
    clock.advance(30 * SECOND);
    expect(await healthy.runDue()).toBe(0);
    expect(healthyRuns).toBe(0);
    const row = await t.db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.failed_at).toBe(clock.now().toISOString());
    expect(row.last_error).toMatch(/lease expired/);
    stuck.resolve();
    await hung;
  });

  it('renews the lease while a slow handler runs, so no other node takes the job', async () => {
    // leaseMs is in clock time and the renewal timer in real time: a 60 ms lease renews every 20 ms.
    const slow = worker(t.db, { leaseMs: 60 });
    const other = worker(t.db, { leaseMs: 60 });
    const release = deferred();
    let otherRuns = 0;
    slow.register('test.block', () => release.promise);
    other.register('test.block', () => void (otherRuns += 1));
    await slow.schedule(t.db, { name: 'test.block', payload: { n: 1 }, runAt: clock.now() });
    const running = slow.runDue();
    await eventually(async () => expect((await t.db.selectFrom('jobs').select('attempts').executeTakeFirstOrThrow()).attempts).toBe(1));

    for (let i = 0; i < 5; i += 1) {
      clock.advance(40);
      // After a renewal the lease ends 60 ms after the moved clock, so the job is still held.
      // Several renewal periods, so a busy machine still renews at least once in between.
      await sleep(100);
      expect(await other.runDue()).toBe(0);
    }
    release.resolve();
    expect(await running).toBe(1);
    expect(otherRuns).toBe(0);
  });

  it('stop() ends polling and waits for the handlers that are running', async () => {
    const queue = worker(t.db, { pollMs: 5 });
    const release = deferred();
    let started = 0;
    let finished = 0;
    queue.register('test.block', async () => {
      started += 1;
      await release.promise;
      finished += 1;
    });
    await queue.schedule(t.db, { name: 'test.block', payload: { n: 1 }, runAt: clock.now() });
    queue.start();
    await eventually(() => expect(started).toBe(1));

    let stopped = false;
    const stopping = queue.stop().then(() => (stopped = true));
    await sleep(50);
    expect(stopped).toBe(false);
    // Scheduled after stop(): it is not picked up.
    await queue.schedule(t.db, { name: 'test.block', payload: { n: 2 }, runAt: clock.now() });
    release.resolve();
    await stopping;
    expect(finished).toBe(1);
    await sleep(30);
    expect(started).toBe(1);
    const open = await t.db.selectFrom('jobs').select('id').where('done_at', 'is', null).execute();
    expect(open).toHaveLength(1);
  });

  it('a running poll loop picks up a job within a poll interval of its run_at', async () => {
    const queue = worker(t.db, { pollMs: 20 });
    const ran: number[] = [];
    queue.register('test.count', (payload) => void ran.push(payload.n));
    await queue.schedule(t.db, { name: 'test.count', payload: { n: 1 }, runAt: new Date(clock.now().getTime() + 60 * SECOND) });
    queue.start();
    await sleep(60);
    expect(ran).toEqual([]);
    clock.advance(60 * SECOND);
    await eventually(() => expect(ran).toEqual([1]), 500);
  });

  it('wake() runs a job just committed without waiting for the next poll', async () => {
    const queue = worker(t.db, { pollMs: 60 * SECOND });
    const ran: number[] = [];
    queue.register('test.count', (payload) => void ran.push(payload.n));
    queue.start();
    await sleep(30);
    await queue.schedule(t.db, { name: 'test.count', payload: { n: 1 }, runAt: clock.now() });
    await sleep(30);
    expect(ran).toEqual([]);
    queue.wake();
    await eventually(() => expect(ran).toEqual([1]), 500);
  });

  it('drains a backlog as jobs finish, not one batch per poll interval', async () => {
    const queue = worker(t.db, { pollMs: 60 * SECOND, concurrency: 2 });
    const ran: number[] = [];
    queue.register('test.count', async (payload) => {
      await sleep(1);
      ran.push(payload.n);
    });
    for (let n = 0; n < 10; n += 1) await queue.schedule(t.db, { name: 'test.count', payload: { n }, runAt: clock.now() });
    queue.start();
    await eventually(() => expect(ran).toHaveLength(10), 2000);
  });
});
