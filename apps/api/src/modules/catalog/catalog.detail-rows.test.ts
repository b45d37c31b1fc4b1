import { describe, expect, it } from 'vitest';
import { type DetailEntry, DetailRows } from './catalog.detail-rows.ts';

const entry = (id: number): DetailEntry => ({ row: { id } as DetailEntry['row'], images: [], shown: {} });

describe('DetailRows', () => {
  it('holds one entry per product, found by every key it was asked by', () => {
    const rows = new DetailRows(2);
    const first = entry(1);
    rows.set({ slug: 'a' }, first);
    rows.set({ id: 1 }, entry(1));
    expect(rows.get({ id: 1 })).toBe(first);
    expect(rows.get({ slug: 'a' })).toBe(first);
    // Two keys of one product take one place: a second product still fits.
    rows.set({ id: 2 }, entry(2));
    expect(rows.get({ slug: 'a' })).toBe(first);
    expect(rows.get({ id: 2 })?.row.id).toBe(2);
  });

  it('drops every key of a product whose stock moved, and the least recently used product when full', () => {
    const rows = new DetailRows(2);
    rows.set({ slug: 'a' }, entry(1));
    rows.set({ sku: 'A1' }, entry(1));
    rows.set({ id: 2 }, entry(2));
    rows.delete([1]);
    expect(rows.get({ slug: 'a' })).toBeUndefined();
    expect(rows.get({ sku: 'A1' })).toBeUndefined();
    rows.set({ id: 3 }, entry(3));
    rows.set({ id: 4 }, entry(4));
    expect(rows.get({ id: 2 })).toBeUndefined();
    expect(rows.get({ id: 4 })?.row.id).toBe(4);
  });
});
