import { describe, expect, it } from 'vitest';
import { doctorDeadline, excerpt, isOver, minutesSince, titleWithCount, waitedFor } from './consult-time';

const NOW = Date.parse('2026-11-25T03:00:00Z');

describe('queue times', () => {
  it('counts whole minutes since payment, never negative', () => {
    expect(minutesSince('2026-11-25T02:52:30Z', NOW)).toBe(7);
    expect(minutesSince('2026-11-25T03:05:00Z', NOW)).toBe(0);
    expect(minutesSince(null, NOW)).toBe(0);
    expect(minutesSince('not a date', NOW)).toBe(0);
  });

  it('says "just now" under a minute and hours once an hour has gone by', () => {
    expect(waitedFor('2026-11-25T02:59:30Z', NOW)).toEqual({ unit: 'now', count: 0 });
    expect(waitedFor('2026-11-25T02:59:00Z', NOW)).toEqual({ unit: 'minutes', count: 1 });
    expect(waitedFor('2026-11-25T02:01:00Z', NOW)).toEqual({ unit: 'minutes', count: 59 });
    expect(waitedFor('2026-11-25T00:30:00Z', NOW)).toEqual({ unit: 'hours', count: 2 });
  });

  it('races the answer deadline while waiting and the end while active', () => {
    const base = { answer_due_at: '2026-11-25T03:10:00Z', ends_at: '2026-11-25T03:30:00Z' };
    expect(doctorDeadline({ status: 'waiting', ...base })).toEqual({ kind: 'answer', at: base.answer_due_at });
    expect(doctorDeadline({ status: 'active', ...base })).toEqual({ kind: 'ends', at: base.ends_at });
    expect(doctorDeadline({ status: 'ended', ...base })).toBeNull();
    expect(doctorDeadline({ status: 'waiting', answer_due_at: null, ends_at: null })).toBeNull();
  });

  it('knows which states are over', () => {
    expect(['waiting', 'active', 'ended', 'reviewed', 'refunded'].map((s) => isOver(s as never))).toEqual([false, false, true, true, true]);
  });
});

describe('queue text', () => {
  it('cuts a long complaint at a word and keeps a short one whole', () => {
    expect(excerpt('Demam  sejak\nkemarin')).toBe('Demam sejak kemarin');
    const long = 'Batuk berdahak sudah tiga hari disertai demam ringan pada malam hari dan pilek';
    const cut = excerpt(long, 40);
    expect(cut.endsWith('…')).toBe(true);
    expect(cut.length).toBeLessThanOrEqual(41);
    expect(long.startsWith(cut.slice(0, -1))).toBe(true);
    expect(cut.slice(0, -1).endsWith(' ')).toBe(false);
  });

  it('puts the waiting count in front of the title only when one waits', () => {
    expect(titleWithCount('Konsultasi | Apotek', 0)).toBe('Konsultasi | Apotek');
    expect(titleWithCount('Konsultasi | Apotek', 2)).toBe('(2) Konsultasi | Apotek');
    expect(titleWithCount('Konsultasi | Apotek', 120)).toBe('(99+) Konsultasi | Apotek');
  });
});
