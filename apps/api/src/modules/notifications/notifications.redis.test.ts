import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import type { Db } from '../../db/connect.ts';
import type { EventBus, BusTopics } from '../../platform/bus/bus.ts';
import { eventually } from '../../platform/bus/bus.fixture.ts';
import { createBus } from '../../platform/bus/create-bus.ts';
import { JobQueue } from '../../platform/jobs/job-queue.ts';
import { injector, registerVerified, testConfig } from '../../../test/app.ts';
import { ManualClock } from '../../../test/clock.ts';
import { createTestDatabase } from '../../../test/db.ts';

// Redis is part of the scale-out test environment, so an unreachable server fails the run.
const url = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const quiet = { error: () => {}, warn: () => {}, info: () => {} };

interface Node {
  app: Awaited<ReturnType<typeof buildApp>>;
  bus: EventBus;
  jobs: JobQueue;
  realtime: Array<BusTopics['realtime.user']>;
}

let database: Db;
const clock = new ManualClock();
let a: Node;
let b: Node;

async function node(prefix: string): Promise<Node> {
  const bus = await createBus({ redisUrl: url, log: quiet, channelPrefix: prefix });
  const jobs = new JobQueue({ db: database.db, clock, log: quiet });
  const app = await buildApp({ config: testConfig(), db: database, clock, bus, jobs });
  const realtime: Node['realtime'] = [];
  bus.subscribe('realtime.user', (p) => void realtime.push(p));
  return { app, bus, jobs, realtime };
}

beforeAll(async () => {
  database = await createTestDatabase();
  const prefix = `apotek-test:${randomUUID()}:`;
  a = await node(prefix);
  b = await node(prefix);
});
afterAll(async () => {
  for (const n of [a, b]) {
    await n.app.close();
    await n.bus.close();
  }
  await database.close();
});

const count = async (userId: number) =>
  Number((await database.db.selectFrom('notifications').select((eb) => eb.fn.countAll<number>().as('n')).where('user_id', '=', userId).executeTakeFirstOrThrow()).n);

describe('two API nodes on one Redis bus', () => {
  it('an event published on one node makes one notification (only the publishing node handles it), and the counter reaches both', async () => {
    const { body } = await registerVerified({ database, call: injector(a.app) } as never);
    const user = await database.db.selectFrom('users').select('id').where('email', '=', String(body.email)).executeTakeFirstOrThrow();
    const jobsOf = async () => database.db.selectFrom('jobs').select('id').where('name', '=', 'notification.event').execute();

    // Chat events have no unique job key, so a second node handling it would make a second job.
    await a.bus.publish('chat.offline', { userId: user.id, roomId: 5, senderName: 'Apotek Sehat', text: 'Halo' });
    await eventually(async () => expect(await jobsOf()).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await jobsOf()).toHaveLength(1);
    await b.jobs.runDue(clock.now(), { names: ['notification.event'] });
    expect(await count(user.id)).toBe(1);
    await eventually(() => {
      for (const n of [a, b]) expect(n.realtime.some((m) => m.userIds.includes(user.id) && m.event.unread === 1)).toBe(true);
    });
  });
});
