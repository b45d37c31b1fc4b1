import { sql } from 'kysely';
import type { Executor } from '../../db/database.ts';
import { lotMismatches } from './loyalty-lots.repository.ts';
import type { LedgerCurrency, LedgerTransactionKind, SystemAccountKind, WalletSystemAccountKind, WalletTransactionKind } from './wallet.tables.ts';

export interface LedgerEntry {
  accountId: number;
  /** Signed rupiah: positive adds to the account's balance, negative takes from it. */
  amount: number;
}

export interface NewLedgerTransaction {
  kind: LedgerTransactionKind;
  idempotencyKey: string;
  userId: number | null;
  amount: number;
  orderRef?: string | null;
  paymentRef?: string | null;
  reversesId?: number | null;
  note?: string | null;
  shortfall?: number | null;
}

export interface LedgerTransactionRow {
  id: number;
  kind: LedgerTransactionKind;
  currency: LedgerCurrency;
  idempotency_key: string;
  user_id: number | null;
  amount: number;
  order_ref: string | null;
  payment_ref: string | null;
  reverses_id: number | null;
  note: string | null;
  shortfall: number | null;
  created_at: string;
}

/** An account would go below zero: the caller's transaction must roll back. */
export class InsufficientFundsError extends Error {
  constructor(readonly accountId: number) {
    super(`account ${accountId} would go below zero`);
    this.name = 'InsufficientFundsError';
  }
}

export type PostResult = { posted: true; transaction: LedgerTransactionRow } | { posted: false; transaction: LedgerTransactionRow };

function toTransaction(row: Record<string, unknown>): LedgerTransactionRow {
  return {
    id: Number(row.id),
    kind: row.kind as LedgerTransactionKind,
    currency: (row.currency as LedgerCurrency | undefined) ?? 'IDR',
    idempotency_key: String(row.idempotency_key),
    user_id: row.user_id === null ? null : Number(row.user_id),
    amount: Number(row.amount),
    order_ref: (row.order_ref as string | null) ?? null,
    payment_ref: (row.payment_ref as string | null) ?? null,
    reverses_id: row.reverses_id === null || row.reverses_id === undefined ? null : Number(row.reverses_id),
    note: (row.note as string | null) ?? null,
    shortfall: row.shortfall === null || row.shortfall === undefined ? null : Number(row.shortfall),
    created_at: String(row.created_at),
  };
}

export async function findTransactionByKey(db: Executor, key: string): Promise<LedgerTransactionRow | undefined> {
  const row = await db.selectFrom('wallet_transactions').selectAll().where('idempotency_key', '=', key).executeTakeFirst();
  return row ? toTransaction(row) : undefined;
}

/** The wallet payment of an order, if it was paid from a wallet. */
export async function findOrderPayment(db: Executor, orderRef: string): Promise<LedgerTransactionRow | undefined> {
  const row = await db.selectFrom('wallet_transactions').selectAll().where('order_ref', '=', orderRef).where('kind', '=', 'payment').executeTakeFirst();
  return row ? toTransaction(row) : undefined;
}

export async function findTransactionById(db: Executor, id: number): Promise<LedgerTransactionRow | undefined> {
  const row = await db.selectFrom('wallet_transactions').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? toTransaction(row) : undefined;
}

export async function entriesOf(db: Executor, transactionId: number): Promise<LedgerEntry[]> {
  const rows = await db.selectFrom('wallet_entries').select(['account_id', 'amount']).where('transaction_id', '=', transactionId).orderBy('id').execute();
  return rows.map((r) => ({ accountId: Number(r.account_id), amount: Number(r.amount) }));
}

/**
 * Posts one balanced transaction inside the caller's database transaction. The idempotency key is
 * unique: a second post with the same key changes nothing and answers the first (on PostgreSQL a racing
 * twin waits for the first to commit, then sees it). Each account's cached balance moves by a
 * conditional update that refuses to take a customer below zero, so the database, not a read-then-write,
 * decides who gets the last rupiah; accounts are touched in id order so two posts never deadlock.
 * Throws InsufficientFundsError, which must roll the caller's transaction back.
 */
export async function postTransaction(trx: Executor, tx: NewLedgerTransaction, entries: readonly LedgerEntry[], nowIso: string): Promise<PostResult> {
  if (entries.length < 2) throw new Error('a transaction needs at least two entries');
  if (entries.some((e) => !Number.isSafeInteger(e.amount) || e.amount === 0)) throw new Error('entries are non-zero integer rupiah');
  if (entries.reduce((sum, e) => sum + e.amount, 0) !== 0) throw new Error('entries must sum to zero');
  const currency = await currencyOf(trx, entries);

  const inserted = await trx
    .insertInto('wallet_transactions')
    .values({
      kind: tx.kind,
      currency,
      idempotency_key: tx.idempotencyKey,
      user_id: tx.userId,
      amount: tx.amount,
      order_ref: tx.orderRef ?? null,
      payment_ref: tx.paymentRef ?? null,
      reverses_id: tx.reversesId ?? null,
      note: tx.note ?? null,
      shortfall: tx.shortfall ?? null,
      created_at: nowIso,
    })
    .onConflict((oc) => oc.column('idempotency_key').doNothing())
    .returningAll()
    .executeTakeFirst();
  if (!inserted) {
    const existing = await findTransactionByKey(trx, tx.idempotencyKey);
    if (!existing) throw new Error(`transaction ${tx.idempotencyKey} vanished`);
    return { posted: false, transaction: existing };
  }
  const transaction = toTransaction(inserted);

  for (const entry of [...entries].sort((a, b) => a.accountId - b.accountId)) {
    const result = await trx
      .updateTable('wallet_accounts')
      .set((eb) => ({ balance: eb('balance', '+', entry.amount), updated_at: nowIso }))
      .where('id', '=', entry.accountId)
      .where((eb) => eb.or([eb('allow_negative', '=', 1), eb(eb('balance', '+', entry.amount), '>=', 0)]))
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) throw new InsufficientFundsError(entry.accountId);
  }
  await trx
    .insertInto('wallet_entries')
    .values(entries.map((e) => ({ transaction_id: transaction.id, account_id: e.accountId, amount: e.amount, created_at: nowIso })))
    .execute();
  return { posted: true, transaction };
}

/** The one currency of a transaction's accounts; a mix is refused before anything is written. */
async function currencyOf(db: Executor, entries: readonly LedgerEntry[]): Promise<LedgerCurrency> {
  const ids = [...new Set(entries.map((e) => e.accountId))];
  const rows = await db.selectFrom('wallet_accounts').select(['id', 'currency']).where('id', 'in', ids).execute();
  if (rows.length !== ids.length) throw new Error('a transaction names an account that does not exist');
  const currencies = new Set(rows.map((r) => r.currency));
  if (currencies.size !== 1) throw new Error(`a transaction moves one currency, not ${[...currencies].join(' and ')}`);
  return rows[0]!.currency;
}

export interface AccountRow {
  id: number;
  balance: number;
}

/** The customer's account in a currency (the wallet: IDR), made on first use (a racing twin's insert is a no-op). */
export async function customerAccount(db: Executor, userId: number, nowIso: string, currency: LedgerCurrency = 'IDR'): Promise<AccountRow> {
  const find = () => db.selectFrom('wallet_accounts').select(['id', 'balance']).where('user_id', '=', userId).where('currency', '=', currency).executeTakeFirst();
  const found = await find();
  if (found) return { id: Number(found.id), balance: Number(found.balance) };
  await db.insertInto('wallet_accounts').values({ kind: 'customer', currency, user_id: userId, allow_negative: 0, created_at: nowIso, updated_at: nowIso }).onConflict((oc) => oc.doNothing()).execute();
  const row = (await find())!;
  return { id: Number(row.id), balance: Number(row.balance) };
}

/** The customer's cached balance in a currency, or 0 before the first movement. */
export async function customerBalance(db: Executor, userId: number, currency: LedgerCurrency = 'IDR'): Promise<number> {
  const row = await db.selectFrom('wallet_accounts').select('balance').where('user_id', '=', userId).where('currency', '=', currency).executeTakeFirst();
  return Number(row?.balance ?? 0);
}

/**
 * A system account (the other side of customer movements); may go negative. Made on first use. The
 * wallet's kinds are rupiah; issued, redeemed and expired exist once per loyalty currency.
 */
export async function systemAccount(db: Executor, kind: WalletSystemAccountKind, nowIso: string): Promise<number>;
export async function systemAccount(db: Executor, kind: SystemAccountKind, nowIso: string, currency: LedgerCurrency): Promise<number>;
export async function systemAccount(db: Executor, kind: SystemAccountKind, nowIso: string, currency: LedgerCurrency = 'IDR'): Promise<number> {
  const find = () => db.selectFrom('wallet_accounts').select('id').where('kind', '=', kind).where('currency', '=', currency).where('user_id', 'is', null).executeTakeFirst();
  const found = await find();
  if (found) return Number(found.id);
  await db.insertInto('wallet_accounts').values({ kind, currency, user_id: null, allow_negative: 1, created_at: nowIso, updated_at: nowIso }).onConflict((oc) => oc.doNothing()).execute();
  return Number((await find())!.id);
}

/** Rupiah that came into a customer's wallet since `sinceIso` (top-ups), for the monthly cap. */
export async function incomingSince(db: Executor, userId: number, sinceIso: string): Promise<number> {
  const row = await db
    .selectFrom('wallet_transactions')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number | string>('amount'), sql<number>`0`).as('total'))
    .where('user_id', '=', userId)
    .where('kind', '=', 'top_up')
    .where('created_at', '>=', sinceIso)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

export interface HistoryFilter {
  userId: number;
  kinds?: readonly WalletTransactionKind[] | undefined;
  fromIso?: string | undefined;
  toIso?: string | undefined;
  page: number;
  perPage: number;
}

/** A customer's wallet movements (rupiah only), newest first, with the signed amount on their wallet. */
export async function listHistory(db: Executor, filter: HistoryFilter): Promise<{ rows: Array<LedgerTransactionRow & { kind: WalletTransactionKind; wallet_amount: number }>; total: number }> {
  let base = db
    .selectFrom('wallet_transactions as t')
    .innerJoin('wallet_entries as e', 'e.transaction_id', 't.id')
    .innerJoin('wallet_accounts as a', 'a.id', 'e.account_id')
    .where('a.user_id', '=', filter.userId)
    .where('a.currency', '=', 'IDR');
  if (filter.kinds?.length) base = base.where('t.kind', 'in', filter.kinds);
  if (filter.fromIso) base = base.where('t.created_at', '>=', filter.fromIso);
  if (filter.toIso) base = base.where('t.created_at', '<', filter.toIso);
  const count = await base.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow();
  const rows = await base
    .selectAll('t')
    .select('e.amount as wallet_amount')
    .orderBy('t.created_at', 'desc')
    .orderBy('t.id', 'desc')
    .limit(filter.perPage)
    .offset((filter.page - 1) * filter.perPage)
    .execute();
  return { rows: rows.map((r) => ({ ...toTransaction(r), kind: r.kind as WalletTransactionKind, wallet_amount: Number(r.wallet_amount) })), total: Number(count.n) };
}

export interface LedgerCheck {
  /** Sum of every entry ever posted: 0 in a balanced ledger. */
  entriesTotal: number;
  /** The same per currency (rupiah and points never offset each other): every value 0. */
  entriesByCurrency: Partial<Record<LedgerCurrency, number>>;
  /** Accounts whose cached balance differs from the sum of their entries. */
  mismatchedAccounts: Array<{ id: number; cached: number; entries: number }>;
  /** Transactions whose entries do not sum to zero. */
  unbalancedTransactions: number[];
  /** Customer accounts below zero. */
  negativeAccounts: number[];
  /** Point and coin accounts whose lots (what is left of each credit) do not add up to the balance. */
  lotMismatches: Array<{ id: number; balance: number; lots: number }>;
}

/** The auditor's check: every cached balance equals the sum of its entries and every transaction balances. */
export async function checkLedger(db: Executor): Promise<LedgerCheck> {
  const total = await db.selectFrom('wallet_entries').select((eb) => eb.fn.coalesce(eb.fn.sum<number | string>('amount'), sql<number>`0`).as('total')).executeTakeFirstOrThrow();
  const byCurrency = await db
    .selectFrom('wallet_entries as e')
    .innerJoin('wallet_accounts as a', 'a.id', 'e.account_id')
    .select((eb) => ['a.currency', eb.fn.sum<number | string>('e.amount').as('total')])
    .groupBy('a.currency')
    .execute();
  const accounts = await db
    .selectFrom('wallet_accounts as a')
    .leftJoin('wallet_entries as e', 'e.account_id', 'a.id')
    .select((eb) => ['a.id', 'a.balance', 'a.allow_negative', eb.fn.coalesce(eb.fn.sum<number | string>('e.amount'), sql<number>`0`).as('entries')])
    .groupBy(['a.id', 'a.balance', 'a.allow_negative'])
    .execute();
  const unbalanced = await db
    .selectFrom('wallet_entries')
    .select('transaction_id')
    .groupBy('transaction_id')
    .having((eb) => eb.fn.sum('amount'), '<>', 0)
    .execute();
  return {
    entriesTotal: Number(total.total),
    entriesByCurrency: Object.fromEntries(byCurrency.map((r) => [r.currency, Number(r.total)])),
    mismatchedAccounts: accounts.filter((a) => Number(a.balance) !== Number(a.entries)).map((a) => ({ id: Number(a.id), cached: Number(a.balance), entries: Number(a.entries) })),
    unbalancedTransactions: unbalanced.map((r) => Number(r.transaction_id)),
    lotMismatches: await lotMismatches(db),
    negativeAccounts: accounts.filter((a) => Number(a.allow_negative) === 0 && Number(a.balance) < 0).map((a) => Number(a.id)),
  };
}

/** True when the ledger passes checkLedger with nothing to report. */
export function ledgerIsSound(check: LedgerCheck): boolean {
  return check.entriesTotal === 0 && Object.values(check.entriesByCurrency).every((v) => v === 0) && check.mismatchedAccounts.length === 0 && check.unbalancedTransactions.length === 0 && check.negativeAccounts.length === 0 && check.lotMismatches.length === 0;
}
