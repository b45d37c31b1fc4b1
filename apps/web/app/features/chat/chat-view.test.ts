import { describe, expect, it } from 'vitest';
import { dayLabel, initials, listTime, sortRooms, startsDay } from './chat-view';
import { endsConsultation } from './consultation-events';

const room = (room_id: number, at: number | null, created_at = '2026-11-01T00:00:00.000Z') => ({
  room_id,
  created_at,
  last_comment: at === null ? null : { seq: 1, type: 'text' as const, message: 'x', sender_side: 'customer' as const, created_at: new Date(at * 1000).toISOString(), unix_timestamp: at },
});

describe('the room list', () => {
  it('is newest first by last_comment.unix_timestamp; a room without messages by when it opened', () => {
    const sorted = sortRooms([room(1, 1_800_000_100), room(2, 1_800_000_300), room(3, null, '2027-06-01T00:00:00.000Z'), room(4, 1_800_000_200)]);
    expect(sorted.map((r) => r.room_id)).toEqual([3, 2, 4, 1]);
  });

  it('shows the clock today, the day this year, the date before (Asia/Jakarta)', () => {
    const now = new Date('2026-11-21T10:00:00+07:00');
    expect(listTime('2026-11-21T08:05:00+07:00', 'id', now)).toBe('08.05');
    expect(listTime('2026-11-21T08:05:00+07:00', 'en', now)).toBe('08:05');
    // 23:30 UTC on the 20th is already the 21st in Jakarta.
    expect(listTime('2026-11-20T23:30:00Z', 'en', now)).toBe('06:30');
    expect(listTime('2026-03-02T08:05:00+07:00', 'en', now)).toBe('2 Mar');
    expect(listTime('2025-03-02T08:05:00+07:00', 'en', now)).toBe('02/03/2025');
  });

  it('names the initials of a room without a picture', () => {
    expect(initials('Apotek Menteng')).toBe('M');
    expect(initials('Budi Santoso')).toBe('BS');
    expect(initials('')).toBe('?');
  });
});

describe('day separators', () => {
  const now = new Date('2026-11-21T10:00:00+07:00');
  it('label today, yesterday and older days', () => {
    expect(dayLabel('2026-11-21T01:00:00+07:00', 'id', now)).toEqual({ kind: 'today' });
    expect(dayLabel('2026-11-20T23:59:00+07:00', 'id', now)).toEqual({ kind: 'yesterday' });
    expect(dayLabel('2026-11-02T09:00:00+07:00', 'id', now)).toEqual({ kind: 'date', text: '2 November 2026' });
  });
  it('start at the first message and where the Jakarta date changes', () => {
    const list = [{ created_at: '2026-11-20T16:00:00Z' }, { created_at: '2026-11-20T16:59:00Z' }, { created_at: '2026-11-20T17:00:00Z' }];
    expect(list.map((_, i) => startsDay(list, i))).toEqual([true, false, true]);
  });
});

describe('SPEC §4: a consultation\'s closing message', () => {
  it('carries a payload and one of the two texts', () => {
    expect(endsConsultation({ message: 'doctor_end_chat', payload: { consultation_id: 'C1' } })).toBe(true);
    expect(endsConsultation({ message: 'Thank you for consulting', payload: {} })).toBe(true);
    expect(endsConsultation({ message: 'doctor_end_chat', payload: null })).toBe(false);
    expect(endsConsultation({ message: 'Thank you for consulting!', payload: {} })).toBe(false);
  });
});
