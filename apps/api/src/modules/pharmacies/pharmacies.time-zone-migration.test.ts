import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmptyTestDatabase, migrateThrough, migrationBefore } from '../../../test/db.ts';
import type { Db } from '../../db/connect.ts';
import { migrateToLatest } from '../../db/migrate.ts';
import * as m0020 from '../../db/migrations/20251121_0020_pharmacy_time_zone.ts';

/** A database as it was before 20251121_0020: outlets without a time zone, all read on the Jakarta clock. */
let database: Db;
beforeAll(async () => {
  database = await createEmptyTestDatabase();
  const db = database.db as unknown as Kysely<unknown>;
  await migrateThrough(db, migrationBefore('20251121_0020_pharmacy_time_zone'));
  const outlet = (slug: string, city: string, province: string, provinceCode: string) => sql`
    insert into pharmacies (slug, name, legal_name, licence_number, pharmacist_name, sipa_number, address, city, province,
      postal_code, latitude, longitude, phone, province_code, created_at)
    values (${slug}, ${slug}, 'PT Lama', 'SIA-1', 'apt. Lama, S.Farm.', 'SIPA-1', 'Jl. Lama 1', ${city}, ${province},
      '10310', -6.2, 106.8, '+62211', ${provinceCode}, ${new Date('2025-01-01T00:00:00Z').toISOString()})`.execute(db);
  await outlet('apotek-pettarani-makassar', 'Makassar', 'Sulawesi Selatan', '73');
  await outlet('apotek-renon-denpasar', 'Denpasar', 'Bali', '51');
  // An older row without region codes is placed by its province's name.
  await outlet('apotek-kupang', 'Kupang', 'Nusa Tenggara Timur', '');
  await outlet('apotek-jayapura', 'Jayapura', 'Papua', '91');
  await outlet('apotek-ambon', 'Ambon', 'maluku', '');
  await outlet('apotek-menteng-jakarta-pusat', 'Jakarta Pusat', 'DKI Jakarta', '31');
  await outlet('apotek-pontianak', 'Pontianak', 'Kalimantan Barat', '61');
  await migrateToLatest(database.db);
});
afterAll(async () => {
  await database.close();
});

const zones = async () =>
  Object.fromEntries((await database.db.selectFrom('pharmacies').select(['slug', 'time_zone']).execute()).map((r) => [r.slug, r.time_zone]));

describe('migration 20251121_0020_pharmacy_time_zone', () => {
  it('places existing WITA and WIT outlets by province code or name, and leaves the rest on WIB', async () => {
    expect(await zones()).toEqual({
      'apotek-pettarani-makassar': 'Asia/Makassar',
      'apotek-renon-denpasar': 'Asia/Makassar',
      'apotek-kupang': 'Asia/Makassar',
      'apotek-jayapura': 'Asia/Jayapura',
      'apotek-ambon': 'Asia/Jayapura',
      'apotek-menteng-jakarta-pusat': 'Asia/Jakarta',
      'apotek-pontianak': 'Asia/Jakarta',
    });
  });

  it('defaults a new outlet to Asia/Jakarta and refuses a zone outside Indonesia', async () => {
    const db = database.db as unknown as Kysely<unknown>;
    await sql`insert into pharmacies (slug, name, legal_name, licence_number, pharmacist_name, sipa_number, address, city, province,
      postal_code, latitude, longitude, phone, created_at)
      values ('apotek-baru', 'Baru', 'PT', 'SIA', 'apt.', 'SIPA', 'Jl.', 'Bogor', 'Jawa Barat', '16111', -6.6, 106.8, '+62251', '2026-01-01T00:00:00Z')`.execute(db);
    expect((await zones())['apotek-baru']).toBe('Asia/Jakarta');
    await expect(sql`update pharmacies set time_zone = 'Asia/Singapore' where slug = 'apotek-baru'`.execute(db)).rejects.toThrow();
  });

  it('can be undone and redone', async () => {
    const db = database.db as unknown as Kysely<unknown>;
    await m0020.down(db);
    const columns = await sql<{ slug: string }>`select * from pharmacies`.execute(db);
    expect(Object.keys(columns.rows[0] ?? {})).not.toContain('time_zone');
    await m0020.up(db);
    expect((await zones())['apotek-renon-denpasar']).toBe('Asia/Makassar');
  });
});
