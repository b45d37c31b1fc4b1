import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmptyTestDatabase, migrateThrough, migrationBefore } from '../../../test/db.ts';
import type { Db } from '../../db/connect.ts';
import { down, up } from '../../db/migrations/20251125_0046_catalog_admin.ts';

const MIGRATION = '20251125_0046_catalog_admin';
const AT = '2026-01-01T00:00:00.000Z';

let database: Db;
let db: Kysely<unknown>;
const insertAudit = (entity: string) =>
  sql`insert into console_audit_log (actor_user_id, actor_public_id, actor_role, action, entity, entity_id, before_json, after_json, at)
    values (null, 'u-1', 'admin', 'x', ${entity}, 'E-1', null, ${'{"a":1}'}, ${AT})`.execute(db);

beforeAll(async () => {
  database = await createEmptyTestDatabase();
  db = database.db as unknown as Kysely<unknown>;
  await migrateThrough(db, migrationBefore(MIGRATION));
  await insertAudit('order');
  await insertAudit('prescription');
  await migrateThrough(db, MIGRATION);
});
afterAll(async () => {
  await database?.close();
});

describe('migration 0046 (console catalogue)', () => {
  it('keeps every audit entry with its id, and lets the log name products, categories, brands, users and stock', async () => {
    const rows = (await sql<{ id: number; entity: string; after_json: string }>`select id, entity, after_json from console_audit_log order by id`.execute(db)).rows;
    expect(rows.map((r) => [Number(r.id), r.entity, r.after_json])).toEqual([
      [1, 'order', '{"a":1}'],
      [2, 'prescription', '{"a":1}'],
    ]);
    for (const entity of ['product', 'category', 'brand', 'user', 'stock']) await insertAudit(entity);
    await expect(insertAudit('bogus')).rejects.toThrow();
  });

  it('adds products.archived_at, and goes down and up again', async () => {
    await sql`select archived_at from products`.execute(db);
    await down(db);
    const left = (await sql<{ entity: string }>`select entity from console_audit_log order by id`.execute(db)).rows.map((r) => r.entity);
    expect(left).toEqual(['order', 'prescription']);
    await expect(insertAudit('product')).rejects.toThrow();
    await expect(sql`select archived_at from products`.execute(db)).rejects.toThrow();
    await up(db);
    await insertAudit('product');
  });
});
