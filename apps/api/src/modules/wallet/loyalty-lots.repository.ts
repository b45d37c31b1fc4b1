import { sql } from 'kysely';
import type { Executor } from '../../db/database.ts';

/**
 * Lots: the credits of points and coins that are spent oldest first and lapse (migration 0038). The
 * sum of an account's `remaining` equals its balance; checkLedger holds us to it. Every function runs
 * in the caller's transaction after `lockAccount`, so reads here are not raced by another writer.
 */
export interface LotRow {
  id: number;
  accountId: number;
  transactionId: number;
  amount: number;
  remaining: number;
  expired: number;
  expiresAt: string | null;
}

function toLot(row: { id: number; account_id: number; transaction_id: number; amount: number | string; remaining: number | string; expired: number | string; expires_at: string | null }): LotRow {
  return {
    id: Number(row.id),
    accountId: Number(row.account_id),
    transactionId: Number(row.transaction_id),
    amount: Number(row.amount),
    remaining: Number(row.remaining),
    expired: Number(row.expired),
    expiresAt: row.expires_at,
  };
}

/**
 * Takes the account's row lock (a no-op update) so lot reads and writes of this account run one
 * transaction at a time: PostgreSQL makes a second one wait here until the first commits; SQLite has one writer.
 */
export async function lockAccount(trx: Executor, accountId: number, nowIso: string): Promise<void> {
  await trx.updateTable('wallet_accounts').set({ updated_at: nowIso }).where('id', '=', accountId).execute();
}

export async function insertLot(trx: Executor, lot: { accountId: number; transactionId: number; amount: number; expiresAt: string | null; nowIso: string }): Promise<void> {
  await trx
    .insertInto('wallet_lots')
    .values({ account_id: lot.accountId, transaction_id: lot.transactionId, amount: lot.amount, remaining: lot.amount, expires_at: lot.expiresAt, created_at: lot.nowIso })
    .execute();
}

export async function lotOfTransaction(db: Executor, transactionId: number): Promise<LotRow | undefined> {
  const row = await db.selectFrom('wallet_lots').selectAll().where('transaction_id', '=', transactionId).executeTakeFirst();
  return row ? toLot(row) : undefined;
}

/** Lots with something left whose time has come. */
export async function dueLots(db: Executor, accountId: number, nowIso: string): Promise<LotRow[]> {
  const rows = await db.selectFrom('wallet_lots').selectAll().where('account_id', '=', accountId).where('remaining', '>', 0).where('expires_at', '<=', nowIso).orderBy('id').execute();
  return rows.map(toLot);
}

/** Lots with something left and not lapsed, the one that lapses first first (never-lapsing ones last): FIFO. */
export async function liveLots(db: Executor, accountId: number, nowIso: string): Promise<LotRow[]> {
  const rows = await db
    .selectFrom('wallet_lots')
    .selectAll()
    .where('account_id', '=', accountId)
    .where('remaining', '>', 0)
    .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', nowIso)]))
    // SQLite sorts nulls first and PostgreSQL last; say it once for both.
    .orderBy(sql`case when expires_at is null then 1 else 0 end`)
    .orderBy('expires_at')
    .orderBy('id')
    .execute();
  return rows.map(toLot);
}

/** Moves `amount` out of (negative) or back into (positive) a lot; the CHECK keeps it within 0..amount. */
export async function changeLot(trx: Executor, lotId: number, delta: number, expired = 0): Promise<void> {
  await trx
    .updateTable('wallet_lots')
    .set((eb) => ({ remaining: eb('remaining', '+', delta), expired: eb('expired', '+', expired) }))
    .where('id', '=', lotId)
    .execute();
}

export interface LotUse {
  lotId: number;
  amount: number;
}

export async function insertLotUses(trx: Executor, transactionId: number, uses: readonly LotUse[], nowIso: string): Promise<void> {
  if (uses.length === 0) return;
  await trx
    .insertInto('wallet_lot_uses')
    .values(uses.map((u) => ({ transaction_id: transactionId, lot_id: u.lotId, amount: u.amount, created_at: nowIso })))
    .execute();
}

export async function lotUsesOf(db: Executor, transactionId: number): Promise<LotUse[]> {
  const rows = await db.selectFrom('wallet_lot_uses').select(['lot_id', 'amount']).where('transaction_id', '=', transactionId).orderBy('id').execute();
  return rows.map((r) => ({ lotId: Number(r.lot_id), amount: Number(r.amount) }));
}

/** Loyalty accounts whose lots do not add up to their balance (for checkLedger). */
export async function lotMismatches(db: Executor): Promise<Array<{ id: number; balance: number; lots: number }>> {
  const rows = await db
    .selectFrom('wallet_accounts as a')
    .leftJoin('wallet_lots as l', 'l.account_id', 'a.id')
    .select((eb) => ['a.id', 'a.balance', eb.fn.coalesce(eb.fn.sum<number | string>('l.remaining'), sql<number>`0`).as('lots')])
    .where('a.kind', '=', 'customer')
    .where('a.currency', '<>', 'IDR')
    .groupBy(['a.id', 'a.balance'])
    .execute();
  return rows.filter((r) => Number(r.balance) !== Number(r.lots)).map((r) => ({ id: Number(r.id), balance: Number(r.balance), lots: Number(r.lots) }));
}
