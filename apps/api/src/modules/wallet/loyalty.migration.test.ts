import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmptyTestDatabase, migrateThrough, migrationBefore } from '../../../test/db.ts';
import type { Db } from '../../db/connect.ts';
import { migrateToLatest } from '../../db/migrate.ts';
import { checkLedger, ledgerIsSound } from './ledger.repository.ts';
import { creditLoyalty } from './loyalty-ledger.ts';

/** A wallet as it was before 20251121_0038: rupiah accounts, a top-up, a payment and its reversal. */
let database: Db;
const at = '2025-06-01T00:00:00.000Z';
let user = 0;
let ids: { wallet: number; receivable: number; clearing: number; topUp: number; payment: number; reversal: number };

beforeAll(async () => {
  database = await createEmptyTestDatabase();
  const db = database.db as unknown as Kysely<unknown>;
  await migrateThrough(db, migrationBefore('20251121_0038_loyalty_ledger'));
  user = (await sql<{ id: number }>`insert into users (public_id, name, email, phone, password_hash, created_at, updated_at)
    values ('u1', 'Budi', 'budi@example.test', '+628111', 'x', ${at}, ${at}) returning id`.execute(db)).rows[0]!.id;
  const account = async (kind: string, userId: number | null, balance: number, allowNegative: number) =>
    (await sql<{ id: number }>`insert into wallet_accounts (kind, user_id, balance, allow_negative, created_at, updated_at)
      values (${kind}, ${userId}, ${balance}, ${allowNegative}, ${at}, ${at}) returning id`.execute(db)).rows[0]!.id;
  const transaction = async (kind: string, key: string, amount: number, reverses: number | null) =>
    (await sql<{ id: number }>`insert into wallet_transactions (kind, idempotency_key, user_id, amount, order_ref, payment_ref, reverses_id, note, created_at)
      values (${kind}, ${key}, ${user}, ${amount}, 'APT-0000000001', null, ${reverses}, null, ${at}) returning id`.execute(db)).rows[0]!.id;
  const entry = (tx: number, acc: number, amount: number) => sql`insert into wallet_entries (transaction_id, account_id, amount, created_at) values (${tx}, ${acc}, ${amount}, ${at})`.execute(db);
  const wallet = await account('customer', user, 70_000, 0);
  const receivable = await account('provider_receivable', null, -100_000, 1);
  const clearing = await account('shop_clearing', null, 30_000, 1);
  const topUp = await transaction('top_up', 'topup:1', 100_000, null);
  await entry(topUp, receivable, -100_000);
  await entry(topUp, wallet, 100_000);
  const payment = await transaction('payment', 'pay:1', 50_000, null);
  await entry(payment, wallet, -50_000);
  await entry(payment, clearing, 50_000);
  const reversal = await transaction('reversal', 'rev:1', 20_000, null);
  await entry(reversal, clearing, -20_000);
  await entry(reversal, wallet, 20_000);
  ids = { wallet, receivable, clearing, topUp, payment, reversal };
  await migrateToLatest(database.db);
});
afterAll(async () => {
  await database.close();
});

describe('migration 20251121_0038_loyalty_ledger', () => {
  it('keeps every account, transaction and entry with its id, all in rupiah, and the ledger sound', async () => {
    const { db } = database;
    const accounts = await db.selectFrom('wallet_accounts').select(['id', 'kind', 'currency', 'user_id', 'balance']).orderBy('id').execute();
    expect(accounts.map((a) => [a.id, a.kind, a.currency, Number(a.balance)])).toEqual([
      [ids.wallet, 'customer', 'IDR', 70_000],
      [ids.receivable, 'provider_receivable', 'IDR', -100_000],
      [ids.clearing, 'shop_clearing', 'IDR', 30_000],
    ]);
    const txs = await db.selectFrom('wallet_transactions').select(['id', 'kind', 'currency', 'idempotency_key', 'shortfall']).orderBy('id').execute();
    expect(txs.map((t) => [t.id, t.kind, t.currency, t.idempotency_key, t.shortfall])).toEqual([
      [ids.topUp, 'top_up', 'IDR', 'topup:1', null],
      [ids.payment, 'payment', 'IDR', 'pay:1', null],
      [ids.reversal, 'reversal', 'IDR', 'rev:1', null],
    ]);
    expect(await db.selectFrom('wallet_entries').select('id').execute()).toHaveLength(6);
    expect(ledgerIsSound(await checkLedger(db))).toBe(true);
  });

  it('still holds the old rules: no negative customer balance, unique keys, one reversal per transaction, real accounts', async () => {
    const { db } = database;
    await expect(db.updateTable('wallet_accounts').set({ balance: -1 }).where('id', '=', ids.wallet).execute()).rejects.toThrow();
    await expect(db.insertInto('wallet_transactions').values({ kind: 'adjustment', idempotency_key: 'pay:1', user_id: user, amount: 1, order_ref: null, payment_ref: null, reverses_id: null, note: null, created_at: at }).execute()).rejects.toThrow();
    await expect(db.insertInto('wallet_transactions').values({ kind: 'reversal', idempotency_key: 'rev:2', user_id: user, amount: 1, order_ref: null, payment_ref: null, reverses_id: ids.reversal, note: null, created_at: at }).execute()).resolves.toBeDefined();
    await expect(db.insertInto('wallet_transactions').values({ kind: 'reversal', idempotency_key: 'rev:3', user_id: user, amount: 1, order_ref: null, payment_ref: null, reverses_id: ids.reversal, note: null, created_at: at }).execute()).rejects.toThrow();
    // The foreign keys still point at the rebuilt tables.
    await expect(db.insertInto('wallet_entries').values({ transaction_id: ids.topUp, account_id: 999_999, amount: 1, created_at: at }).execute()).rejects.toThrow();
    await expect(db.insertInto('wallet_transactions').values({ kind: 'reversal', idempotency_key: 'rev:4', user_id: user, amount: 1, order_ref: null, payment_ref: null, reverses_id: 999_999, note: null, created_at: at }).execute()).rejects.toThrow();
    await db.deleteFrom('wallet_transactions').where('idempotency_key', '=', 'rev:2').execute();
  });

  it('takes points next to the rupiah: a second account per currency, new kinds, one account per user and currency', async () => {
    const { db } = database;
    const posted = await db.transaction().execute((trx) => creditLoyalty(trx, at, { userId: user, currency: 'POINT', kind: 'earn', amount: 75, key: 'earn:APT-0000000001', orderRef: 'APT-0000000001', expiresAt: '2026-06-01T00:00:00.000Z' }));
    expect(posted.transaction).toMatchObject({ kind: 'earn', currency: 'POINT' });
    const mine = await db.selectFrom('wallet_accounts').select(['currency', 'balance']).where('user_id', '=', user).orderBy('id').execute();
    expect(mine.map((a) => [a.currency, Number(a.balance)])).toEqual([
      ['IDR', 70_000],
      ['POINT', 75],
    ]);
    await expect(db.insertInto('wallet_accounts').values({ kind: 'customer', currency: 'IDR', user_id: user, allow_negative: 0, created_at: at, updated_at: at }).execute()).rejects.toThrow();
    await expect(db.insertInto('wallet_accounts').values({ kind: 'issued', currency: 'POINT', user_id: null, allow_negative: 1, created_at: at, updated_at: at }).execute()).rejects.toThrow();
    expect(ledgerIsSound(await checkLedger(db))).toBe(true);
  });
});
