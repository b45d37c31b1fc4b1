import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmptyTestDatabase, migrateThrough, migrationBefore } from '../../../test/db.ts';
import type { Db } from '../../db/connect.ts';

const MIGRATION = '20251121_0015_session_devices';

let database: Db;
beforeAll(async () => {
  database = await createEmptyTestDatabase();
  const db = database.db as unknown as Kysely<unknown>;
  await migrateThrough(db, migrationBefore(MIGRATION));
  const at = new Date('2026-01-01T00:00:00Z').toISOString();
  await sql`insert into users (public_id, name, email, phone, password_hash, role, verified_at, locale, created_at, updated_at)
    values ('u-1', 'Lama', 'lama@contoh.co.id', '+6281200000001', 'x', 'customer', ${at}, 'id', ${at}, ${at})`.execute(db);
  for (const hash of ['hash-a', 'hash-b', 'hash-c']) {
    await sql`insert into sessions (user_id, token_hash, created_at, expires_at, revoked_at, last_used_at)
      values ((select id from users where public_id = 'u-1'), ${hash}, ${at}, ${at}, null, ${at})`.execute(db);
  }
  await migrateThrough(db, MIGRATION);
});
afterAll(async () => {
  await database?.close();
});

describe('migration 0015 (session devices)', () => {
  it('gives every existing session its own public id, and leaves device and address unknown', async () => {
    const rows = await sql<{ public_id: string; user_agent: string | null; ip: string | null }>`select public_id, user_agent, ip from sessions`.execute(
      database.db,
    );
    expect(rows.rows).toHaveLength(3);
    const ids = rows.rows.map((r) => r.public_id);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(new Set(ids).size).toBe(3);
    expect(rows.rows.every((r) => r.user_agent === null && r.ip === null)).toBe(true);
  });

  it('refuses two sessions with one public id', async () => {
    const [first] = (await sql<{ public_id: string }>`select public_id from sessions limit 1`.execute(database.db)).rows;
    const at = new Date().toISOString();
    await expect(
      sql`insert into sessions (user_id, token_hash, created_at, expires_at, revoked_at, last_used_at, public_id)
        values ((select id from users where public_id = 'u-1'), 'hash-d', ${at}, ${at}, null, ${at}, ${first!.public_id})`.execute(database.db),
    ).rejects.toThrow();
  });
});
