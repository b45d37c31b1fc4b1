import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmptyTestDatabase, migrateThrough, migrationBefore } from '../../../test/db.ts';
import type { Db } from '../../db/connect.ts';
import { migrateToLatest } from '../../db/migrate.ts';

/** A database as it was before 20251121_0021: pick-up orders paid and waiting, with no code to hand them over by. */
let database: Db;
beforeAll(async () => {
  database = await createEmptyTestDatabase();
  const db = database.db as unknown as Kysely<unknown>;
  await migrateThrough(db, migrationBefore('20251121_0021_pickup_code'));
  const at = new Date('2025-01-01T00:00:00Z').toISOString();
  await sql`insert into users (public_id, name, email, phone, password_hash, created_at, updated_at)
    values ('u1', 'Budi', 'budi@example.test', '+628111', 'x', ${at}, ${at})`.execute(db);
  await sql`insert into pharmacies (slug, name, legal_name, licence_number, pharmacist_name, sipa_number, address, city, province,
      postal_code, latitude, longitude, phone, province_code, created_at)
    values ('apotek-lama', 'Apotek Lama', 'PT Lama', 'SIA-1', 'apt. Lama, S.Farm.', 'SIPA-1', 'Jl. Lama 1', 'Jakarta Pusat', 'DKI Jakarta',
      '10310', -6.2, 106.8, '+62211', '31', ${at})`.execute(db);
  const user = (await sql<{ id: number }>`select id from users`.execute(db)).rows[0]!.id;
  const store = (await sql<{ id: number }>`select id from pharmacies`.execute(db)).rows[0]!.id;
  const order = (publicId: string, status: string, type: string | null) => sql`
    insert into orders (public_id, user_id, store_id, store_slug, store_name, status, subtotal, total, item_count, total_weight_grams, shipment_type, created_at, updated_at)
    values (${publicId}, ${user}, ${store}, 'apotek-lama', 'Apotek Lama', ${status}, 1000, 1000, 1, 100, ${type}, ${at}, ${at})`.execute(db);
  await order('APT-000000000A', 'paid', 'pickup');
  await order('APT-000000000B', 'ready_for_pickup', 'pickup');
  await order('APT-000000000C', 'completed', 'pickup');
  await order('APT-000000000D', 'processing', 'regular');
  await order('APT-000000000E', 'awaiting_payment', 'pickup');
  await migrateToLatest(database.db);
});
afterAll(async () => {
  await database.close();
});

describe('migration 20251121_0021_pickup_code', () => {
  it('gives pick-up orders paid and not yet collected a code, and no other order one', async () => {
    const rows = await database.db.selectFrom('orders').select(['public_id', 'pickup_code']).orderBy('public_id').execute();
    const codes = Object.fromEntries(rows.map((r) => [r.public_id, r.pickup_code]));
    expect(codes['APT-000000000A']).toMatch(/^[A-HJ-NP-Z2-9]{6}$/);
    expect(codes['APT-000000000B']).toMatch(/^[A-HJ-NP-Z2-9]{6}$/);
    expect(codes['APT-000000000C']).toBeNull();
    expect(codes['APT-000000000D']).toBeNull();
    expect(codes['APT-000000000E']).toBeNull();
  });
});
