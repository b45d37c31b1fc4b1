import { sql } from 'kysely';
import type { Executor } from '../../db/database.ts';
import type { LedgerTransactionRow } from './ledger.repository.ts';
import type { LoyaltyCurrency, LoyaltyTransactionKind } from './wallet.tables.ts';

/** Reads of points and coins for their owner and for orders. */

export interface HeldRedeem {
  id: number;
  currency: LoyaltyCurrency;
  amount: number;
}

/** The redeems an order holds and that were not given back, per currency at most one in practice. */
export async function activeRedeems(db: Executor, orderRef: string, currency?: LoyaltyCurrency): Promise<HeldRedeem[]> {
  let query = db
    .selectFrom('wallet_transactions as t')
    .select(['t.id', 't.currency', 't.amount'])
    .where('t.order_ref', '=', orderRef)
    .where('t.kind', '=', 'redeem')
    .where(({ not, exists, selectFrom }) => not(exists(selectFrom('wallet_transactions as r').select('r.id').whereRef('r.reverses_id', '=', 't.id'))));
  if (currency) query = query.where('t.currency', '=', currency);
  const rows = await query.orderBy('t.id').execute();
  return rows.map((r) => ({ id: Number(r.id), currency: r.currency as LoyaltyCurrency, amount: Number(r.amount) }));
}

export interface LoyaltyHistoryRow {
  id: number;
  kind: LoyaltyTransactionKind;
  /** Signed, on the customer's account. */
  amount: number;
  orderRef: string | null;
  createdAt: string;
  expiresAt: string | null;
  shortfall: number | null;
}

/** One account's movements, newest first, with the lapse date of the credits. */
export async function accountHistory(db: Executor, accountId: number, page: { page: number; perPage: number }): Promise<{ rows: LoyaltyHistoryRow[]; total: number }> {
  const base = db
    .selectFrom('wallet_entries as e')
    .innerJoin('wallet_transactions as t', 't.id', 'e.transaction_id')
    .leftJoin('wallet_lots as l', 'l.transaction_id', 't.id')
    .where('e.account_id', '=', accountId);
  const [rows, count] = await Promise.all([
    base
      .select(['t.id', 't.kind', 'e.amount', 't.order_ref', 't.created_at', 'l.expires_at', 't.shortfall'])
      .orderBy('t.created_at', 'desc')
      .orderBy('t.id', 'desc')
      .limit(page.perPage)
      .offset((page.page - 1) * page.perPage)
      .execute(),
    base.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    rows: rows.map((r) => ({
      id: Number(r.id),
      kind: r.kind as LoyaltyTransactionKind,
      amount: Number(r.amount),
      orderRef: r.order_ref,
      createdAt: r.created_at,
      expiresAt: r.expires_at ?? null,
      shortfall: r.shortfall === null || r.shortfall === undefined ? null : Number(r.shortfall),
    })),
    total: Number(count.n),
  };
}

/** The lots still live (expiry date and what is left), soonest lapse first. */
export async function liveRemaining(db: Executor, accountId: number, nowIso: string): Promise<Array<{ expiresAt: string; remaining: number }>> {
  const rows = await db
    .selectFrom('wallet_lots')
    .select(['expires_at', 'remaining'])
    .where('account_id', '=', accountId)
    .where('remaining', '>', 0)
    .where('expires_at', '>', nowIso)
    .orderBy('expires_at')
    .execute();
  return rows.map((r) => ({ expiresAt: r.expires_at!, remaining: Number(r.remaining) }));
}

/** A credit by its key, with its lapse date (the allowance of a month). */
export async function creditByKey(db: Executor, key: string): Promise<Pick<LedgerTransactionRow, 'id' | 'amount'> & { expiresAt: string | null } | undefined> {
  const row = await db
    .selectFrom('wallet_transactions as t')
    .leftJoin('wallet_lots as l', 'l.transaction_id', 't.id')
    .select(['t.id', 't.amount', 'l.expires_at'])
    .where('t.idempotency_key', '=', key)
    .executeTakeFirst();
  return row ? { id: Number(row.id), amount: Number(row.amount), expiresAt: row.expires_at ?? null } : undefined;
}

/** The user's account of a currency, if it exists. */
export async function accountOf(db: Executor, userId: number, currency: LoyaltyCurrency): Promise<{ id: number; balance: number } | undefined> {
  const row = await db.selectFrom('wallet_accounts').select(['id', 'balance']).where('user_id', '=', userId).where('currency', '=', currency).executeTakeFirst();
  return row ? { id: Number(row.id), balance: Number(row.balance) } : undefined;
}

/** Whether any lot of the account has lapsed with something left (a read that then sweeps only when needed). */
export async function hasDueLots(db: Executor, accountId: number, nowIso: string): Promise<boolean> {
  const row = await db.selectFrom('wallet_lots').select(sql<number>`1`.as('one')).where('account_id', '=', accountId).where('remaining', '>', 0).where('expires_at', '<=', nowIso).limit(1).executeTakeFirst();
  return row !== undefined;
}
