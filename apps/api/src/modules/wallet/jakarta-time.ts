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
