import { describe, expect, it } from 'vitest';
import { prefetchAllowed } from './link-prefetch';

describe('link prefetch (SPEC §9: skipped on 2g or data saver)', () => {
  it('prefetches where the browser says nothing about the connection', () => {
    expect(prefetchAllowed(undefined)).toBe(true);
    expect(prefetchAllowed({})).toBe(true);
  });

  it('prefetches on 3g and 4g without data saver', () => {
    expect(prefetchAllowed({ effectiveType: '4g', saveData: false })).toBe(true);
    expect(prefetchAllowed({ effectiveType: '3g' })).toBe(true);
  });

  it('skips on 2g and slow-2g', () => {
    expect(prefetchAllowed({ effectiveType: '2g' })).toBe(false);
    expect(prefetchAllowed({ effectiveType: 'slow-2g', saveData: false })).toBe(false);
  });

  it('skips with data saver on, whatever the speed', () => {
    expect(prefetchAllowed({ effectiveType: '4g', saveData: true })).toBe(false);
    expect(prefetchAllowed({ saveData: true })).toBe(false);
  });
});
