import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/connect.ts';
import type { Executor } from '../../db/database.ts';
import { createTestDatabase } from '../../../test/db.ts';
import { adjustWallet, creditTopUp, payFromWallet, refundToWallet, reverseTransaction } from './ledger.ts';
import { checkLedger, customerAccount, customerBalance, InsufficientFundsError, ledgerIsSound, postTransaction, systemAccount } from './ledger.repository.ts';
import { clawBackCredit, creditLoyalty, openAccount, redeemLoyalty, releaseRedeem } from './loyalty-ledger.ts';
import type { LoyaltyCurrency } from './wallet.tables.ts';

let database: Db;
const NOW = '2026-11-24T10:00:00.000Z';
let userSeq = 0;

async function newUser(db: Executor): Promise<number> {
  userSeq += 1;
  const row = await db
    .insertInto('users')
    .values({ public_id: `u-${userSeq}`, name: `Ledger ${userSeq}`, email: `ledger${userSeq}@contoh.co.id`, phone: `+62812000${String(userSeq).padStart(5, '0')}`, password_hash: 'x', role: 'customer', verified_at: NOW, locale: 'id', created_at: NOW, updated_at: NOW })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/** Runs one movement in its own transaction, as the service does; a refused debit rolls it all back. */
async function run<T>(fn: (trx: Executor) => Promise<T>): Promise<T | 'refused'> {
  try {
    return await database.db.transaction().execute(fn);
  } catch (error) {
    if (error instanceof InsufficientFundsError) return 'refused';
    throw error;
  }
}

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

describe('posting', () => {
  it('refuses entries that do not sum to zero, and zero entries', async () => {
    const user = await newUser(database.db);
    const wallet = await customerAccount(database.db, user, NOW);
    const clearing = await systemAccount(database.db, 'shop_clearing', NOW);
    await expect(postTransaction(database.db, { kind: 'adjustment', idempotencyKey: 'bad-1', userId: user, amount: 5 }, [{ accountId: wallet.id, amount: 5 }, { accountId: clearing, amount: -4 }], NOW)).rejects.toThrow('sum to zero');
    await expect(postTransaction(database.db, { kind: 'adjustment', idempotencyKey: 'bad-2', userId: user, amount: 0 }, [{ accountId: wallet.id, amount: 0 }, { accountId: clearing, amount: 0 }], NOW)).rejects.toThrow('non-zero');
    expect(await database.db.selectFrom('wallet_transactions').select('id').where('idempotency_key', 'in', ['bad-1', 'bad-2']).execute()).toHaveLength(0);
  });

  it('posts a key once: the second post answers the first and moves nothing', async () => {
    const user = await newUser(database.db);
    const first = await run((trx) => creditTopUp(trx, NOW, { userId: user, amount: 50_000, key: `once-${user}`, paymentRef: 'TOPUP-x' }));
    const second = await run((trx) => creditTopUp(trx, NOW, { userId: user, amount: 50_000, key: `once-${user}`, paymentRef: 'TOPUP-x' }));
    expect(first).toMatchObject({ posted: true });
    expect(second).toMatchObject({ posted: false });
    expect(second !== 'refused' && first !== 'refused' && second.transaction.id).toBe(first !== 'refused' && first.transaction.id);
    expect(await customerBalance(database.db, user)).toBe(50_000);
  });

  it('refuses a debit below zero and leaves no trace of it', async () => {
    const user = await newUser(database.db);
    await run((trx) => creditTopUp(trx, NOW, { userId: user, amount: 10_000, key: `short-top-${user}`, paymentRef: 'p' }));
    expect(await run((trx) => payFromWallet(trx, NOW, { userId: user, amount: 10_001, key: `short-pay-${user}`, orderRef: 'APT-0000000001' }))).toBe('refused');
    expect(await customerBalance(database.db, user)).toBe(10_000);
    expect(await database.db.selectFrom('wallet_transactions').select('id').where('idempotency_key', '=', `short-pay-${user}`).execute()).toHaveLength(0);
    expect(ledgerIsSound(await checkLedger(database.db))).toBe(true);
  });

  it('the database itself refuses a negative customer balance, whatever the code does', async () => {
    const user = await newUser(database.db);
    const wallet = await customerAccount(database.db, user, NOW);
    await expect(database.db.updateTable('wallet_accounts').set({ balance: -1 }).where('id', '=', wallet.id).execute()).rejects.toThrow();
  });

  it('reverses by a new transaction, once; the original entries stay', async () => {
    const user = await newUser(database.db);
    const top = await run((trx) => creditTopUp(trx, NOW, { userId: user, amount: 30_000, key: `rev-top-${user}`, paymentRef: 'p' }));
    if (top === 'refused') throw new Error('top-up refused');
    const reversed = await run((trx) => reverseTransaction(trx, NOW, { transactionId: top.transaction.id, key: `rev-${user}` }));
    expect(reversed).toMatchObject({ posted: true, transaction: { kind: 'reversal', reverses_id: top.transaction.id } });
    expect(await customerBalance(database.db, user)).toBe(0);
    // A second reversal under another key is refused by the unique reverses_id.
    await expect(run((trx) => reverseTransaction(trx, NOW, { transactionId: top.transaction.id, key: `rev2-${user}` }))).rejects.toThrow();
    const entries = await database.db.selectFrom('wallet_entries').select('amount').where('transaction_id', '=', top.transaction.id).execute();
    expect(entries.map((e) => Number(e.amount)).sort((a, b) => a - b)).toEqual([-30_000, 30_000]);
  });

  it('refuses reversing a top-up that was already spent', async () => {
    const user = await newUser(database.db);
    const top = await run((trx) => creditTopUp(trx, NOW, { userId: user, amount: 20_000, key: `spent-top-${user}`, paymentRef: 'p' }));
    if (top === 'refused') throw new Error('top-up refused');
    await run((trx) => payFromWallet(trx, NOW, { userId: user, amount: 15_000, key: `spent-pay-${user}`, orderRef: 'APT-0000000002' }));
    expect(await run((trx) => reverseTransaction(trx, NOW, { transactionId: top.transaction.id, key: `spent-rev-${user}` }))).toBe('refused');
    expect(await customerBalance(database.db, user)).toBe(5_000);
  });
});

describe('concurrency', () => {
  it('50 concurrent payments against one wallet: exactly as many as the balance covers, never below zero', async () => {
    const user = await newUser(database.db);
    await run((trx) => creditTopUp(trx, NOW, { userId: user, amount: 200_000, key: `race-top-${user}`, paymentRef: 'p' }));
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) => run((trx) => payFromWallet(trx, NOW, { userId: user, amount: 10_000, key: `race-${user}-${i}`, orderRef: `APT-RACE${String(i).padStart(6, '0')}` }))),
    );
    expect(results.filter((r) => r !== 'refused')).toHaveLength(20);
    expect(await customerBalance(database.db, user)).toBe(0);
    const check = await checkLedger(database.db);
    expect(check).toMatchObject({ entriesTotal: 0, mismatchedAccounts: [], unbalancedTransactions: [], negativeAccounts: [] });
  });

  it('50 concurrent posts of one key post once', async () => {
    const user = await newUser(database.db);
    const results = await Promise.all(Array.from({ length: 50 }, () => run((trx) => creditTopUp(trx, NOW, { userId: user, amount: 7_000, key: `dup-${user}`, paymentRef: 'p' }))));
    expect(results.filter((r) => r !== 'refused' && r.posted)).toHaveLength(1);
    expect(await customerBalance(database.db, user)).toBe(7_000);
  });
});

type Op =
  | { op: 'top_up'; user: number; amount: number }
  | { op: 'pay'; user: number; amount: number }
  | { op: 'refund'; user: number; amount: number }
  | { op: 'adjust'; user: number; amount: number }
  | { op: 'reverse'; pick: number };

const amount = fc.integer({ min: 1, max: 500_000 });
const opArb: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ op: fc.constant('top_up' as const), user: fc.nat(2), amount }),
  fc.record({ op: fc.constant('pay' as const), user: fc.nat(2), amount }),
  fc.record({ op: fc.constant('refund' as const), user: fc.nat(2), amount }),
  fc.record({ op: fc.constant('adjust' as const), user: fc.nat(2), amount: fc.integer({ min: -200_000, max: 200_000 }).filter((n) => n !== 0) }),
  fc.record({ op: fc.constant('reverse' as const), pick: fc.nat(1000) }),
);

describe('property: any sequence of movements', () => {
  it('keeps every balance equal to the sum of its entries and never below zero, matching a simple model', async () => {
    let run_ = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(opArb, { minLength: 1, maxLength: 25 }), async (ops) => {
        run_ += 1;
        const users = [await newUser(database.db), await newUser(database.db), await newUser(database.db)];
        const model = new Map(users.map((u) => [u, 0]));
        const reversible: Array<{ id: number; user: number; delta: number }> = [];
        for (const [i, op] of ops.entries()) {
          const key = `prop-${run_}-${i}-${users[0]}`;
          if (op.op === 'reverse') {
            if (reversible.length === 0) continue;
            const target = reversible.splice(op.pick % reversible.length, 1)[0]!;
            const r = await run((trx) => reverseTransaction(trx, NOW, { transactionId: target.id, key }));
            const expectRefused = model.get(target.user)! - target.delta < 0;
            expect(r === 'refused').toBe(expectRefused);
            if (r !== 'refused') model.set(target.user, model.get(target.user)! - target.delta);
            else reversible.push(target);
            continue;
          }
          const user = users[op.user]!;
          const delta = op.op === 'pay' ? -op.amount : op.amount;
          const r = await run((trx) => {
            if (op.op === 'top_up') return creditTopUp(trx, NOW, { userId: user, amount: op.amount, key, paymentRef: key });
            if (op.op === 'pay') return payFromWallet(trx, NOW, { userId: user, amount: op.amount, key, orderRef: key });
            if (op.op === 'refund') return refundToWallet(trx, NOW, { userId: user, amount: op.amount, key, orderRef: key });
            return adjustWallet(trx, NOW, { userId: user, amount: op.amount, key, note: 'property test' });
          });
          const expectRefused = model.get(user)! + delta < 0;
          expect(r === 'refused').toBe(expectRefused);
          if (r !== 'refused') {
            model.set(user, model.get(user)! + delta);
            reversible.push({ id: r.transaction.id, user, delta });
          }
        }
        for (const user of users) expect(await customerBalance(database.db, user)).toBe(model.get(user));
        const check = await checkLedger(database.db);
        expect(check).toMatchObject({ entriesTotal: 0, mismatchedAccounts: [], unbalancedTransactions: [], negativeAccounts: [] });
      }),
      { numRuns: 40 },
    );
  });
});

type LoyaltyOp =
  | { op: 'credit'; user: number; cur: number; amount: number; lifeDays: number }
  | { op: 'redeem'; user: number; cur: number; amount: number }
  | { op: 'release'; pick: number }
  | { op: 'clawback'; pick: number }
  | { op: 'tick'; days: number };

const CURRENCIES: readonly LoyaltyCurrency[] = ['POINT', 'COIN', 'EMPLOYEE_COIN'];
const units = fc.integer({ min: 1, max: 5_000 });
const loyaltyOpArb: fc.Arbitrary<LoyaltyOp> = fc.oneof(
  fc.record({ op: fc.constant('credit' as const), user: fc.nat(1), cur: fc.nat(2), amount: units, lifeDays: fc.integer({ min: 1, max: 400 }) }),
  fc.record({ op: fc.constant('redeem' as const), user: fc.nat(1), cur: fc.nat(2), amount: units }),
  fc.record({ op: fc.constant('release' as const), pick: fc.nat(1000) }),
  fc.record({ op: fc.constant('clawback' as const), pick: fc.nat(1000) }),
  fc.record({ op: fc.constant('tick' as const), days: fc.integer({ min: 1, max: 200 }) }),
);

/** What the ledger should hold: per account its lots (what is left, when it lapses), spent oldest-lapsing first. */
interface ModelLot {
  txId: number;
  remaining: number;
  expired: number;
  amount: number;
  expiresAt: number;
}

describe('property: any sequence of point and coin movements', () => {
  it('keeps every balance equal to the sum of its entries and of its lots, per currency, never below zero, matching a FIFO model', async () => {
    let run_ = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(loyaltyOpArb, { minLength: 1, maxLength: 30 }), async (ops) => {
        run_ += 1;
        const users = [await newUser(database.db), await newUser(database.db)];
        const lots = new Map<string, ModelLot[]>();
        const lotsOf = (user: number, cur: LoyaltyCurrency) => lots.get(`${user}:${cur}`) ?? (lots.set(`${user}:${cur}`, []), lots.get(`${user}:${cur}`)!);
        let now = Date.parse('2026-03-01T00:00:00.000Z');
        const iso = () => new Date(now).toISOString();
        const sweep = (list: ModelLot[]) => list.forEach((l) => l.expiresAt <= now && ((l.expired += l.remaining), (l.remaining = 0)));
        const balance = (list: ModelLot[]) => list.reduce((sum, l) => sum + l.remaining, 0);
        const consume = (list: ModelLot[], amount: number, first?: number) => {
          const live = list.filter((l) => l.remaining > 0 && l.expiresAt > now).sort((a, b) => a.expiresAt - b.expiresAt || a.txId - b.txId);
          const ordered = first === undefined ? live : [...live.filter((l) => l.txId === first), ...live.filter((l) => l.txId !== first)];
          const uses: Array<[ModelLot, number]> = [];
          for (const lot of ordered) {
            if (amount === 0) break;
            const take = Math.min(amount, lot.remaining);
            lot.remaining -= take;
            amount -= take;
            uses.push([lot, take]);
          }
          return uses;
        };
        const redeems: Array<{ id: number; list: ModelLot[]; uses: Array<[ModelLot, number]> }> = [];
        const credits: Array<{ id: number; list: ModelLot[]; lot: ModelLot }> = [];
        for (const [i, op] of ops.entries()) {
          const key = `lprop-${run_}-${i}-${users[0]}`;
          if (op.op === 'tick') {
            now += op.days * 86_400_000;
            continue;
          }
          if (op.op === 'credit') {
            const user = users[op.user]!;
            const cur = CURRENCIES[op.cur]!;
            const expiresAt = now + op.lifeDays * 86_400_000;
            const r = await run((trx) => creditLoyalty(trx, iso(), { userId: user, currency: cur, kind: cur === 'POINT' ? 'earn' : cur === 'COIN' ? 'grant' : 'allowance', amount: op.amount, key, expiresAt: new Date(expiresAt).toISOString() }));
            if (r === 'refused') throw new Error('a credit was refused');
            const lot = { txId: r.transaction.id, remaining: op.amount, expired: 0, amount: op.amount, expiresAt };
            lotsOf(user, cur).push(lot);
            credits.push({ id: r.transaction.id, list: lotsOf(user, cur), lot });
            continue;
          }
          if (op.op === 'redeem') {
            const user = users[op.user]!;
            const cur = CURRENCIES[op.cur]!;
            const list = lotsOf(user, cur);
            sweep(list);
            const r = await run((trx) => redeemLoyalty(trx, iso(), { userId: user, currency: cur, amount: op.amount, key, orderRef: key }));
            expect(r === 'refused').toBe(balance(list) < op.amount);
            if (r !== 'refused') redeems.push({ id: r.transaction.id, list, uses: consume(list, op.amount) });
            continue;
          }
          if (op.op === 'release') {
            if (redeems.length === 0) continue;
            const target = redeems.splice(op.pick % redeems.length, 1)[0]!;
            const r = await run((trx) => releaseRedeem(trx, iso(), { transactionId: target.id, key }));
            expect(r).not.toBe('refused');
            for (const [lot, take] of target.uses) lot.remaining += take;
            sweep(target.list);
            continue;
          }
          if (credits.length === 0) continue;
          const target = credits.splice(op.pick % credits.length, 1)[0]!;
          sweep(target.list);
          const owed = target.lot.amount - target.lot.expired;
          const taken = Math.min(owed, balance(target.list));
          const back = await run((trx) => clawBackCredit(trx, iso(), { transactionId: target.id, key }));
          if (back === 'refused') throw new Error('a clawback was refused');
          expect([back.taken, back.shortfall]).toEqual(owed > 0 ? [taken, owed - taken] : [0, 0]);
          if (owed > 0) consume(target.list, taken, target.lot.txId);
          // A redeem that took from this lot may still be released: its part comes back like any other.
        }
        // A final sweep at the last instant, then every account agrees with the model.
        for (const user of users) {
          for (const cur of CURRENCIES) {
            const list = lotsOf(user, cur);
            sweep(list);
            await run((trx) => openAccount(trx, iso(), user, cur));
            expect(await customerBalance(database.db, user, cur)).toBe(balance(list));
          }
        }
        const check = await checkLedger(database.db);
        expect(check).toMatchObject({ entriesTotal: 0, mismatchedAccounts: [], unbalancedTransactions: [], negativeAccounts: [], lotMismatches: [] });
        expect(Object.values(check.entriesByCurrency).every((v) => v === 0)).toBe(true);
      }),
      { numRuns: 40 },
    );
  });
});
