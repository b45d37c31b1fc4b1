import type { Executor } from '../../database.ts';
import { DEMO_PHARMACIES, type SeedPharmacy } from './pharmacies.seed-data.ts';

function hourRows(pharmacyId: number, p: SeedPharmacy) {
  return p.hours.map((h) => ({ pharmacy_id: pharmacyId, weekday: h.weekday, opens_at: h.opens_at, closes_at: h.closes_at, closed: h.closed ? 1 : 0 }));
}

/**
 * Loads the demo outlets with their hours; answers how many were new. An outlet that exists is left
 * alone, except one seeded before region codes existed (empty village_code): it gets its region, image
 * and weekly hours once, so an older demo database catches up without losing its ids.
 */
export async function seedPharmacies(db: Executor, nowIso: string): Promise<number> {
  const existing = await db.selectFrom('pharmacies').select(['id', 'slug', 'village_code']).execute();
  const bySlug = new Map(existing.map((r) => [r.slug, r]));
  let inserted = 0;
  for (const p of DEMO_PHARMACIES) {
    const { hours: _hours, ...columns } = p;
    const found = bySlug.get(p.slug);
    if (!found) {
      const row = await db.insertInto('pharmacies').values({ ...columns, created_at: nowIso }).returning('id').executeTakeFirstOrThrow();
      await db.insertInto('pharmacy_hours').values(hourRows(row.id, p)).execute();
      inserted += 1;
    } else if (found.village_code === '') {
      await db.updateTable('pharmacies').set(columns).where('id', '=', found.id).execute();
      await db.deleteFrom('pharmacy_hours').where('pharmacy_id', '=', found.id).execute();
      await db.insertInto('pharmacy_hours').values(hourRows(found.id, p)).execute();
    }
  }
  return inserted;
}
