import { describe, expect, it } from 'vitest';
import { ListSnapshot } from './list-snapshot.ts';

describe('ListSnapshot', () => {
  it('loads once for concurrent readers, holds the rows for ttl, then loads again', async () => {
    let now = 0;
    let loads = 0;
    const snapshot = new ListSnapshot(async () => [++loads], 5_000, () => now);
    const [a, b] = await Promise.all([snapshot.rows(), snapshot.rows()]);
    expect([a, b, loads]).toEqual([[1], [1], 1]);
    now = 4_999;
    expect(await snapshot.rows()).toEqual([1]);
    now = 5_000;
    expect(await snapshot.rows()).toEqual([2]);
    snapshot.forget();
    expect(await snapshot.rows()).toEqual([3]);
  });

  it('keeps no failed load: the next reader tries again', async () => {
    let fail = true;
    const snapshot = new ListSnapshot(async () => {
      if (fail) throw new Error('database away');
      return ['row'];
    });
    await expect(snapshot.rows()).rejects.toThrow('database away');
    fail = false;
    expect(await snapshot.rows()).toEqual(['row']);
  });
});
