import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { BusMessageMeta, EventBus } from './bus.ts';
import { recordingLog, eventually, settle } from './bus.fixture.ts';
import { createBus } from './create-bus.ts';
import type { RedisBus } from './redis-bus.ts';

// Redis is part of the test environment (locally and in CI), so an unreachable server fails the run.
const url = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

describe('RedisBus: two nodes on one Redis', () => {
  // Each test gets its own channel prefix so parallel files and runs on a shared Redis never cross.
  let prefix = '';
  const open: EventBus[] = [];

  async function node(log = recordingLog()): Promise<EventBus> {
    const bus = await createBus({ redisUrl: url, log, channelPrefix: prefix });
    open.push(bus);
    return bus;
  }

  beforeAll(async () => {
    const probe = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
    probe.on('error', () => undefined);
    try {
      await probe.connect();
      await probe.ping();
    } catch (error) {
      throw new Error(`Redis is not reachable at ${url} (set TEST_REDIS_URL): ${(error as Error).message}`);
    } finally {
      probe.disconnect();
    }
  });

  afterEach(async () => {
    await Promise.all(open.splice(0).map((bus) => bus.close()));
    prefix = `apotek-test:${randomUUID()}:`;
  });
  prefix = `apotek-test:${randomUUID()}:`;

  it('createBus picks Redis when given a URL', async () => {
    const bus = await node();
    expect(bus.kind).toBe('redis');
  });

  it('runs the handlers on both nodes exactly once, the publisher included', async () => {
    const a = await node();
    const b = await node();
    expect(a.nodeId).not.toBe(b.nodeId);
    const seen: Array<{ on: string; meta: BusMessageMeta; productIds: number[] }> = [];
    a.subscribe('stock.changed', (p, meta) => void seen.push({ on: 'a', meta, productIds: p.productIds }));
    b.subscribe('stock.changed', (p, meta) => void seen.push({ on: 'b', meta, productIds: p.productIds }));

    await a.publish('stock.changed', { pharmacyId: 1, productIds: [10, 11] });
    await eventually(() => expect(seen).toHaveLength(2));
    // Long enough for a's own echo to come back from Redis: it must be dropped, not run twice.
    await settle(100);
    expect(seen).toHaveLength(2);
    const byNode = Object.fromEntries(seen.map((s) => [s.on, s]));
    expect(byNode.a).toEqual({ on: 'a', meta: { nodeId: a.nodeId, local: true }, productIds: [10, 11] });
    expect(byNode.b).toEqual({ on: 'b', meta: { nodeId: a.nodeId, local: false }, productIds: [10, 11] });
  });

  it('keeps topics apart and keeps message order per publisher', async () => {
    const a = await node();
    const b = await node();
    const orders: string[] = [];
    const catalog: number[] = [];
    b.subscribe('order.changed', (p) => void orders.push(`${p.orderId}:${p.status}`));
    b.subscribe('catalog.changed', (p) => void catalog.push(...p.productIds));
    for (const status of ['awaiting_payment', 'paid', 'processed']) await a.publish('order.changed', { orderId: 'APT-9', status });
    await a.publish('catalog.changed', { productIds: [5] });
    await eventually(() => expect(orders).toHaveLength(3));
    await eventually(() => expect(catalog).toEqual([5]));
    expect(orders).toEqual(['APT-9:awaiting_payment', 'APT-9:paid', 'APT-9:processed']);
  });

  it('logs a failing handler on the receiving node without stopping the others', async () => {
    const logB = recordingLog();
    const a = await node();
    const b = await node(logB);
    const seen: number[] = [];
    b.subscribe('catalog.changed', () => {
      throw new Error('boom on b');
    });
    b.subscribe('catalog.changed', (p) => void seen.push(...p.productIds));
    await expect(a.publish('catalog.changed', { productIds: [1] })).resolves.toBeUndefined();
    await eventually(() => expect(seen).toEqual([1]));
    await eventually(() => expect(logB.errors).toHaveLength(1));
  });

  it('close waits for running handlers, stops delivery and releases both connections', async () => {
    const a = await node();
    const b = (await node()) as RedisBus;
    let release!: () => void;
    let finished = false;
    const after: number[] = [];
    b.subscribe('catalog.changed', async (p) => {
      if (p.productIds[0] === 1) {
        await new Promise<void>((resolve) => (release = resolve));
        finished = true;
      } else after.push(...p.productIds);
    });
    await a.publish('catalog.changed', { productIds: [1] });
    await eventually(() => expect(release).toBeTypeOf('function'));

    expect(await connectionsOf(b.nodeId)).toBe(2);
    let closed = false;
    const closing = b.close().then(() => (closed = true));
    await settle(50);
    expect(closed).toBe(false);
    release();
    await closing;
    expect(finished).toBe(true);
    await expect(b.publish('catalog.changed', { productIds: [3] })).rejects.toThrow(/closed/);

    await a.publish('catalog.changed', { productIds: [2] });
    await settle(100);
    expect(after).toEqual([]);
    // b's publisher and subscriber connections are gone from the server.
    await eventually(async () => expect(await connectionsOf(b.nodeId)).toBe(0));
  });

  it('fails clearly when Redis is not there', async () => {
    await expect(createBus({ redisUrl: 'redis://:secret@127.0.0.1:1', log: recordingLog() })).rejects.toThrow(
      /Redis bus: cannot connect to redis:\/\/:\*\*\*@127\.0\.0\.1:1/,
    );
  });
});

/** Connections the server holds for one bus node, found by the names the bus gives them. */
async function connectionsOf(nodeId: string): Promise<number> {
  const admin = new Redis(url);
  try {
    const list = (await admin.call('CLIENT', 'LIST')) as string;
    return list.split('\n').filter((line) => line.includes(`name=apotek-bus:${nodeId}:`)).length;
  } finally {
    await admin.quit();
  }
}
