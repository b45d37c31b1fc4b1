import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmptyTestDatabase, migrateThrough, migrationBefore } from '../../../test/db.ts';
import type { Db } from '../../db/connect.ts';
import { migrateToLatest } from '../../db/migrate.ts';
import * as m0007 from '../../db/migrations/20251121_0007_pharmacies_hours_regions.ts';
import { DEMO_PHARMACIES } from '../../db/seed/pharmacies/pharmacies.seed-data.ts';
import { seedPharmacies } from '../../db/seed/pharmacies/pharmacies.seed.ts';

/** A database as it was before 20251121_0007: outlets with one opens_at/closes_at pair, no region codes. */
let database: Db;
beforeAll(async () => {
  database = await createEmptyTestDatabase();
  const db = database.db as unknown as Kysely<unknown>;
  await migrateThrough(db, migrationBefore('20251121_0007_pharmacies_hours_regions'));
  const legacy = (slug: string, opens: string, closes: string) => sql`
    insert into pharmacies (slug, name, legal_name, licence_number, pharmacist_name, sipa_number, address, city, province,
      postal_code, latitude, longitude, phone, opens_at, closes_at, created_at)
    values (${slug}, 'Lama', 'PT Lama', 'SIA-1', 'apt. Lama, S.Farm.', 'SIPA-1', 'Jl. Lama 1', 'Jakarta Pusat', 'DKI Jakarta',
      '10310', -6.2, 106.8, '+62211', ${opens}, ${closes}, ${new Date('2025-01-01T00:00:00Z').toISOString()})`.execute(db);
  await legacy(DEMO_PHARMACIES[0]!.slug, '07:00', '22:00');
  await legacy('apotek-lama-24-jam', '00:00', '23:59');
  await migrateToLatest(database.db);
});
afterAll(async () => {
  await database.close();
});

describe('migration 20251121_0007 and the seed on an older database', () => {
  it('turns the old opening pair into hours for every weekday, 00:00–23:59 into 24 hours', async () => {
    const rows = await database.db
      .selectFrom('pharmacy_hours')
      .innerJoin('pharmacies', 'pharmacies.id', 'pharmacy_hours.pharmacy_id')
      .select(['slug', 'weekday', 'opens_at', 'closes_at', 'closed'])
      .orderBy('slug')
      .orderBy('weekday')
      .execute();
    const allDay = rows.filter((r) => r.slug === 'apotek-lama-24-jam');
    expect(allDay.map((r) => r.weekday)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(allDay.every((r) => r.opens_at === '00:00' && r.closes_at === '24:00' && Number(r.closed) === 0)).toBe(true);
    expect(rows.filter((r) => r.slug === DEMO_PHARMACIES[0]!.slug).every((r) => r.opens_at === '07:00' && r.closes_at === '22:00')).toBe(true);
  });

  it('completes an outlet seeded before region codes, keeping its id, and adds the rest once', async () => {
    const seeded = DEMO_PHARMACIES[0]!;
    const before = await database.db.selectFrom('pharmacies').select('id').where('slug', '=', seeded.slug).executeTakeFirstOrThrow();
    expect(await seedPharmacies(database.db, new Date().toISOString())).toBe(DEMO_PHARMACIES.length - 1);
    const after = await database.db.selectFrom('pharmacies').selectAll().where('slug', '=', seeded.slug).executeTakeFirstOrThrow();
    expect(after).toMatchObject({ id: before.id, village_code: seeded.village_code, pharmacist_name: seeded.pharmacist_name });
    const hours = await database.db.selectFrom('pharmacy_hours').selectAll().where('pharmacy_id', '=', before.id).orderBy('weekday').execute();
    expect(hours.map((h) => [h.opens_at, h.closes_at])).toEqual(seeded.hours.map((h) => [h.opens_at, h.closes_at]));
    expect(await seedPharmacies(database.db, new Date().toISOString())).toBe(0);
    // An outlet the seed does not know keeps what it had.
    const other = await database.db.selectFrom('pharmacies').select(['village_code']).where('slug', '=', 'apotek-lama-24-jam').executeTakeFirstOrThrow();
    expect(other.village_code).toBe('');
  });

  it('can be undone and redone, keeping Monday\'s hours as the single pair', async () => {
    const db = database.db as unknown as Kysely<unknown>;
    await m0007.down(db);
    const legacy = await sql<{ slug: string; opens_at: string; closes_at: string }>`select slug, opens_at, closes_at from pharmacies order by slug`.execute(db);
    expect(legacy.rows.find((r) => r.slug === 'apotek-tebet-jakarta-selatan')).toMatchObject({ opens_at: '08:00', closes_at: '21:00' });
    await m0007.up(db);
    const hours = await database.db.selectFrom('pharmacy_hours').select('pharmacy_id').execute();
    expect(hours.length).toBe(7 * (DEMO_PHARMACIES.length + 1));
  });
});
