import type { Consultation } from '@apotek/contract/consultations';

const MINUTE = 60_000;

/** Less than this before the answer deadline: the row and the clock turn red (the fee is refunded at zero). */
export const ANSWER_URGENT_MS = 3 * MINUTE;

/** Whole minutes since `iso` (0 for a time in the future or an unreadable one). */
export function minutesSince(iso: string | null, now: number): number {
  const at = iso ? new Date(iso).getTime() : Number.NaN;
  return Number.isFinite(at) ? Math.max(0, Math.floor((now - at) / MINUTE)) : 0;
}

/** How long the waiting has lasted, in the largest whole unit the queue shows ("just now" under a minute). */
export function waitedFor(iso: string | null, now: number): { unit: 'now' | 'minutes' | 'hours'; count: number } {
  const minutes = minutesSince(iso, now);
  if (minutes >= 60) return { unit: 'hours', count: Math.floor(minutes / 60) };
  return minutes === 0 ? { unit: 'now', count: 0 } : { unit: 'minutes', count: minutes };
}

/** The clock the doctor races on: the answer deadline while waiting, the end while under way; null otherwise. */
export function doctorDeadline(c: Pick<Consultation, 'status' | 'answer_due_at' | 'ends_at'>): { kind: 'answer' | 'ends'; at: string } | null {
  if (c.status === 'waiting' && c.answer_due_at) return { kind: 'answer', at: c.answer_due_at };
  if (c.status === 'active' && c.ends_at) return { kind: 'ends', at: c.ends_at };
  return null;
}

/** The consultation is over for the doctor: the chat is closed, only notes and e-prescriptions remain. */
export function isOver(status: Consultation['status']): boolean {
  return status === 'ended' || status === 'reviewed' || status === 'refunded' || status === 'expired';
}

/** The first line or so of the complaint, cut at a word, for a queue row. */
export function excerpt(text: string, max = 140): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** "(2) Title": the waiting count in front of the page title, the console's silent alert. */
export function titleWithCount(title: string, waiting: number): string {
  return waiting > 0 ? `(${waiting > 99 ? '99+' : waiting}) ${title}` : title;
}
