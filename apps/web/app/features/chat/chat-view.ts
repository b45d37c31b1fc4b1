import { TIME_ZONE, type Locale } from '@apotek/contract/constants';
import { jakartaDate } from '@apotek/contract/format/date';
import type { ChatMessage, ChatRoom } from '@apotek/contract/chat';

/** Rooms newest first by their last message's unix_timestamp (SPEC §3); a room without one by when it opened. */
export function sortRooms<T extends Pick<ChatRoom, 'room_id' | 'last_comment' | 'created_at'>>(rooms: readonly T[]): T[] {
  const at = (room: T) => room.last_comment?.unix_timestamp ?? Math.floor(Date.parse(room.created_at) / 1000);
  return [...rooms].sort((a, b) => at(b) - at(a) || b.room_id - a.room_id);
}

const tags: Record<Locale, string> = { id: 'id-ID', en: 'en-GB' };
const formatters = new Map<string, Intl.DateTimeFormat>();
function format(locale: Locale, options: Intl.DateTimeFormatOptions, date: Date): string {
  const key = `${locale}:${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (!formatter) formatters.set(key, (formatter = new Intl.DateTimeFormat(tags[locale], { timeZone: TIME_ZONE, ...options })));
  return formatter.format(date);
}

/** A message's clock time in Jakarta: 14.05 (id) / 14:05 (en). */
export function clockTime(iso: string, locale: Locale): string {
  return format(locale, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }, new Date(iso));
}

/** The room list's time: the clock today (Jakarta), the day and month this year, else the date. */
export function listTime(iso: string, locale: Locale, now: Date = new Date()): string {
  const date = new Date(iso);
  if (jakartaDate(date) === jakartaDate(now)) return clockTime(iso, locale);
  if (jakartaDate(date).slice(0, 4) === jakartaDate(now).slice(0, 4)) return format(locale, { day: 'numeric', month: 'short' }, date);
  return format(locale, { day: '2-digit', month: '2-digit', year: 'numeric' }, date);
}

export type DayLabel = { kind: 'today' } | { kind: 'yesterday' } | { kind: 'date'; text: string };

/** The separator above a day's first message: today, yesterday, or the date (Jakarta). */
export function dayLabel(iso: string, locale: Locale, now: Date = new Date()): DayLabel {
  const day = jakartaDate(iso);
  if (day === jakartaDate(now)) return { kind: 'today' };
  if (day === jakartaDate(now.getTime() - 86_400_000)) return { kind: 'yesterday' };
  return { kind: 'date', text: format(locale, { day: 'numeric', month: 'long', year: 'numeric' }, new Date(iso)) };
}

/** Whether a message starts a new day in the list (the first one always does). */
export function startsDay(messages: readonly Pick<ChatMessage, 'created_at'>[], index: number): boolean {
  return index === 0 || jakartaDate(messages[index]!.created_at) !== jakartaDate(messages[index - 1]!.created_at);
}

/** The initial shown for a room without a picture. */
export function initials(name: string): string {
  const words = name.replace(/^(apotek|apt\.|dr\.?)\s+/i, '').split(/\s+/).filter(Boolean);
  return (words.slice(0, 2).map((w) => Array.from(w)[0]!.toUpperCase()).join('') || '?').slice(0, 2);
}
