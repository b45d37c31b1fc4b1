import { describe, expect, it } from 'vitest';
import { chargeFixture, consultationFixture } from './consultation-fixture';
import { changed } from './use-consultation-watch';

describe('changed', () => {
  it('notices a paid charge, a new state, and a new charge', () => {
    const open = consultationFixture({ payment: chargeFixture() });
    expect(changed(open, open)).toBe(false);
    expect(changed(open, { ...open, payment: chargeFixture({ status: 'paid' }) })).toBe(true);
    expect(changed(open, { ...open, status: 'waiting' })).toBe(true);
    expect(changed(consultationFixture(), open)).toBe(true);
  });

  it('ignores what the page does not show differently', () => {
    const waiting = consultationFixture({ status: 'waiting', updated_at: '2026-05-12T07:05:00.000Z' });
    const later = consultationFixture({ status: 'waiting', updated_at: '2026-05-12T07:06:00.000Z' });
    expect(changed(waiting, later)).toBe(false);
  });
});
