import type { IndonesianTimeZone, OpeningHours } from '@apotek/contract';
import { operationAt } from './opening-hours.ts';

interface Window {
  /** The instant it was worked out at, and the next instant it opens or closes (Infinity: never). */
  from: number;
  until: number;
  isOpen: boolean;
}

/**
 * "Open now" per pharmacy, worked out once and reused until its next opening or closing. A list of 70
 * pharmacies otherwise reads each week's hours through the time-zone library on every call. The key
 * holds the hours themselves, so hours edited in the database give a new key rather than a stale answer;
 * and a clock set back before `from` (tests do) works it out again instead of trusting the window.
 */
export class OpenNowCache {
  private readonly windows = new Map<string, Window>();

  constructor(private readonly maxEntries = 10_000) {}

  isOpen(pharmacyId: number, hours: readonly OpeningHours[], zone: IndonesianTimeZone, now: Date): boolean {
    const key = `${pharmacyId}|${zone}|${hours.map((h) => `${h.weekday}${h.closed ? 'x' : ''}${h.opens_at ?? ''}-${h.closes_at ?? ''}`).join(',')}`;
    return this.lookup(key, hours, zone, now);
  }

  /**
   * The same, keyed by a text that already stands for the week (the list query's hours column), so a page
   * of 70 does not rebuild 70 keys from the parsed weeks. Its keys cannot meet `isOpen`'s: they start with 't'.
   */
  isOpenByText(pharmacyId: number, hoursText: string, hours: readonly OpeningHours[], zone: IndonesianTimeZone, now: Date): boolean {
    return this.lookup(`t${pharmacyId}|${zone}|${hoursText}`, hours, zone, now);
  }

  private lookup(key: string, hours: readonly OpeningHours[], zone: IndonesianTimeZone, now: Date): boolean {
    const at = now.getTime();
    const hit = this.windows.get(key);
    if (hit !== undefined && hit.from <= at && at < hit.until) return hit.isOpen;
    const op = operationAt(hours, now, zone);
    const change = op.is_open ? op.next_closing : op.next_opening;
    if (this.windows.size >= this.maxEntries) this.windows.clear();
    this.windows.set(key, { from: at, until: change === null ? Infinity : Date.parse(change), isOpen: op.is_open });
    return op.is_open;
  }
}
