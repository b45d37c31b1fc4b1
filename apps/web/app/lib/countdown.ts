/** Milliseconds left until `expiresAt`, never below 0; an unreadable time counts as already past. */
export function remainingMs(expiresAt: string | Date, now: number = Date.now()): number {
  const end = new Date(expiresAt).getTime();
  return Number.isFinite(end) ? Math.max(0, end - now) : 0;
}

const two = (n: number) => String(n).padStart(2, '0');

/**
 * The countdown as a bank shows it: HH:MM:SS, hours running past 24 for a longer window (a VA may stay
 * open a day or more). Partial seconds round up, so the display reaches 00:00:00 exactly at the deadline.
 */
export function formatCountdown(ms: number): string {
  const total = Number.isFinite(ms) && ms > 0 ? Math.ceil(ms / 1000) : 0;
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  return `${two(hours)}:${two(minutes)}:${two(seconds)}`;
}

/** mm:ss under an hour, h:mm:ss above (a consultation's minutes); partial seconds round up, as above. */
export function formatRemaining(ms: number): string {
  const total = Number.isFinite(ms) && ms > 0 ? Math.ceil(ms / 1000) : 0;
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  return hours > 0 ? `${hours}:${two(minutes)}:${two(seconds)}` : `${two(minutes)}:${two(seconds)}`;
}
