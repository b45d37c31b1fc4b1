import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { injector, registerVerified, testConfig, type TestApp } from '../../../test/app.ts';
import { ManualClock } from '../../../test/clock.ts';
import { createTestDatabase } from '../../../test/db.ts';
import { buildApp } from '../../app.ts';
import type { Db } from '../../db/connect.ts';

/** Two API nodes on one database and one Redis, as the scale-out mode runs them behind a load balancer. */
let database: Db;
let redis: Redis[];
let nodes: TestApp[];

beforeAll(async () => {
  database = await createTestDatabase();
  const prefix = `rl-test-${randomBytes(4).toString('hex')}`;
  redis = [new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379'), new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379')];
  const clock = new ManualClock();
  nodes = await Promise.all(
    redis.map(async (client) => {
      const app = await buildApp({ config: testConfig(), db: database, clock, rateLimits: { kind: 'redis', client, prefix } });
      return { app, database, clock, call: injector(app), close: () => app.close() };
    }),
  );
});
afterAll(async () => {
  for (const node of nodes) await node.close();
  for (const client of redis) client.disconnect();
  await database.close();
});

describe('login limits across two API nodes on Redis', () => {
  it('100 simultaneous wrong passwords, half to each node, have at most 5 evaluated in all', async () => {
    const { body } = await registerVerified(nodes[0]!);
    const responses = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        nodes[i % 2]!.call({ method: 'POST', url: '/api/login', ip: '192.0.2.77', payload: { login: body.email, password: `Salah-Tebak-${i}` } }),
      ),
    );
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(5);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(95);
    // The other node refuses the right password too: the account is out of tries everywhere.
    const right = await nodes[1]!.call({ method: 'POST', url: '/api/login', ip: '192.0.2.78', payload: { login: body.email, password: body.password } });
    expect(right.statusCode).toBe(429);
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(0);
  });
});
