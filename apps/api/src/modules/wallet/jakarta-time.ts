/** Asia/Jakarta is UTC+7 all year (no daylight saving), so its calendar is a fixed shift of UTC. */
const WIB_MS = 7 * 3600_000;

/** The start of the Asia/Jakarta calendar month containing `now`, as an ISO instant. */
export function jakartaMonthStartIso(now: Date): string {
  const local = new Date(now.getTime() + WIB_MS);
  return new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), 1) - WIB_MS).toISOString();
}

/** The instant an Asia/Jakarta day (YYYY-MM-DD) starts; `plusDays` moves to a later day. */
export function jakartaDayStartIso(day: string, plusDays = 0): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + plusDays) - WIB_MS).toISOString();
}

/** The Asia/Jakarta calendar month containing `now`, as YYYY-MM. */
export function jakartaMonth(now: Date): string {
  return new Date(now.getTime() + WIB_MS).toISOString().slice(0, 7);
}

/** The Asia/Jakarta calendar day containing an instant, as YYYY-MM-DD. */
export function jakartaDay(iso: string): string {
  return new Date(Date.parse(iso) + WIB_MS).toISOString().slice(0, 10);
}

/** The start of the Asia/Jakarta month after the one containing `now`, as an ISO instant. */
export function jakartaNextMonthStartIso(now: Date): string {
  const local = new Date(now.getTime() + WIB_MS);
  return new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth() + 1, 1) - WIB_MS).toISOString();
}

/** The same instant `months` calendar months later (the 31st of a short month runs into the next). */
export function addMonthsIso(iso: string, months: number): string {
  const d = new Date(iso);
  d.setUTCMonth(d.getUTCMonth() + months);
  return d.toISOString();
}
