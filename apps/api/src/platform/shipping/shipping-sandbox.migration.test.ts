import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/db.ts';
import type { Db } from '../../db/connect.ts';
import { down, up } from '../../db/migrations/20251121_0010_shipping_sandbox.ts';

describe('migration 20251121_0010_shipping_sandbox', () => {
  let database: Db;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  it('goes down and up again, and enforces unique waybills', async () => {
    const db = database.db as Kysely<unknown>;
    await down(db);
    await expect(sql`select 1 from shipping_sandbox_shipments`.execute(db)).rejects.toThrow();
    await up(db);
    const row = {
      waybill: '10000000000042',
      order_ref: 'ORD1',
      service: 'instant',
      weight_grams: 500,
      cost: 10_000,
      sender_name: 'Apotek',
      sender_phone: '+62210000000',
      sender_address: 'Jl. A',
      receiver_name: 'Siti',
      receiver_phone: '+6281200000000',
      receiver_address: 'Jl. B',
      items: '[]',
      created_at: '2026-01-15T03:00:00.000Z',
    };
    const insert = () => sql`insert into shipping_sandbox_shipments (waybill, order_ref, service, weight_grams, cost, sender_name, sender_phone, sender_address, receiver_name, receiver_phone, receiver_address, items, created_at)
      values (${row.waybill}, ${row.order_ref}, ${row.service}, ${row.weight_grams}, ${row.cost}, ${row.sender_name}, ${row.sender_phone}, ${row.sender_address}, ${row.receiver_name}, ${row.receiver_phone}, ${row.receiver_address}, ${row.items}, ${row.created_at})`.execute(db);
    await insert();
    await expect(insert()).rejects.toThrow();
    const { rows } = await sql<{ fail_first_attempt: number; cancelled_at: string | null; eta_days: number | null }>`select fail_first_attempt, cancelled_at, eta_days from shipping_sandbox_shipments`.execute(db);
    expect(rows).toEqual([{ fail_first_attempt: 0, cancelled_at: null, eta_days: null }]);
  });
});
