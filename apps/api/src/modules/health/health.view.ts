import { bmiCategory, HEALTH_SOURCES, type HealthEntry, type HealthTrackerName, type HealthTrackerView, healthTrackerName, sortHealthEntries } from '@apotek/contract';
import type { HealthEntryRow } from './health.repository.ts';

function parseValues(text: string): Record<string, number> {
  try {
    const parsed: unknown = JSON.parse(text);
    if (!parsed || typeof parsed !== 'object') return {};
    return Object.fromEntries(Object.entries(parsed).filter((e): e is [string, number] => typeof e[1] === 'number'));
  } catch {
    return {};
  }
}

export function toHealthEntry(row: HealthEntryRow): HealthEntry | null {
  const tracker = healthTrackerName.safeParse(row.tracker);
  if (!tracker.success) return null;
  const values = parseValues(row.values);
  return {
    id: Number(row.id),
    tracker: tracker.data,
    date: row.date,
    created_at: row.created_at,
    label: row.label,
    note: row.note,
    values,
    ...(tracker.data === 'bmi' && values.bmi !== undefined ? { category: bmiCategory(values.bmi) } : {}),
  };
}

/** One tracker's entries in SPEC §4's order, with the source of its reference ranges. */
export function trackerView(name: HealthTrackerName, rows: readonly HealthEntryRow[]): HealthTrackerView {
  const entries = rows.filter((r) => r.tracker === name).flatMap((r) => toHealthEntry(r) ?? []);
  return { name, entries: sortHealthEntries(entries), source: HEALTH_SOURCES[name] };
}
