import { describe, expect, it } from 'vitest';
import type { BusMessageMeta, BusTopics } from './bus.ts';
import { recordingLog, eventually, settle } from './bus.fixture.ts';
import { createBus } from './create-bus.ts';
import { MemoryBus } from './memory-bus.ts';

describe('MemoryBus', () => {
  it('is what createBus gives without a Redis URL', async () => {
    const bus = await createBus({ log: recordingLog() });
    expect(bus.kind).toBe('memory');
    await bus.close();
  });

  it('delivers to every subscriber of the topic, after publish returns, and not to other topics', async () => {
    const bus = new MemoryBus(recordingLog());
    const seen: string[] = [];
    bus.subscribe('stock.changed', (p) => void seen.push(`a:${p.pharmacyId}:${p.productIds.join(',')}`));
    bus.subscribe('stock.changed', (p) => void seen.push(`b:${p.pharmacyId}`));
    bus.subscribe('catalog.changed', () => void seen.push('catalog'));

    await bus.publish('stock.changed', { pharmacyId: 7, productIds: [1, 2] });
    // Never synchronous: code written against the memory bus must not rely on it.
    expect(seen).toEqual([]);
    await eventually(() => expect(seen.sort()).toEqual(['a:7:1,2', 'b:7']));
    await bus.close();
  });

  it('gives each handler its own copy and says the message is local', async () => {
    const bus = new MemoryBus(recordingLog());
    const got: Array<[BusTopics['order.changed'], BusMessageMeta]> = [];
    bus.subscribe('order.changed', (p, meta) => void got.push([p, meta]));
    const payload = { orderId: 'APT-1', status: 'paid' };
    await bus.publish('order.changed', payload);
    await eventually(() => expect(got).toHaveLength(1));
    expect(got[0]?.[0]).toEqual(payload);
    expect(got[0]?.[0]).not.toBe(payload);
    expect(got[0]?.[1]).toEqual({ nodeId: bus.nodeId, local: true });
    await bus.close();
  });

  it('logs a failing handler without failing the publisher or the other handlers', async () => {
    const log = recordingLog();
    const bus = new MemoryBus(log);
    const seen: number[] = [];
    bus.subscribe('catalog.changed', () => {
      throw new Error('sync boom');
    });
    bus.subscribe('catalog.changed', async () => {
      throw new Error('async boom');
    });
    bus.subscribe('catalog.changed', (p) => void seen.push(...p.productIds));

    await expect(bus.publish('catalog.changed', { productIds: [3] })).resolves.toBeUndefined();
    await eventually(() => expect(log.errors).toHaveLength(2));
    expect(seen).toEqual([3]);
    expect(log.errors).toEqual(
      expect.arrayContaining([expect.objectContaining({ topic: 'catalog.changed', err: expect.objectContaining({ message: 'sync boom' }) })]),
    );
    await bus.close();
  });

  it('stops delivering to a handler once unsubscribed', async () => {
    const bus = new MemoryBus(recordingLog());
    let calls = 0;
    const off = bus.subscribe('catalog.changed', () => void (calls += 1));
    const offTwice = bus.subscribe('catalog.changed', () => void (calls += 10));
    offTwice();
    await bus.publish('catalog.changed', { productIds: [1] });
    await eventually(() => expect(calls).toBe(1));
    off();
    await bus.publish('catalog.changed', { productIds: [1] });
    await settle();
    expect(calls).toBe(1);
    await bus.close();
  });

  it('close waits for running handlers and refuses later publishes', async () => {
    const bus = new MemoryBus(recordingLog());
    let release!: () => void;
    let finished = false;
    bus.subscribe('catalog.changed', async () => {
      await new Promise<void>((resolve) => (release = resolve));
      finished = true;
    });
    await bus.publish('catalog.changed', { productIds: [1] });
    await eventually(() => expect(release).toBeTypeOf('function'));

    let closed = false;
    const closing = bus.close().then(() => (closed = true));
    await settle();
    expect(closed).toBe(false);
    release();
    await closing;
    expect(finished).toBe(true);
    await expect(bus.publish('catalog.changed', { productIds: [1] })).rejects.toThrow(/closed/);
  });
});
