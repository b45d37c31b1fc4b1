import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/connect.ts';
import type { Executor } from '../../db/database.ts';
import { createTestDatabase } from '../../../test/db.ts';
import { creditTopUp } from './ledger.ts';
import { checkLedger, customerAccount, customerBalance, InsufficientFundsError, ledgerIsSound, postTransaction, systemAccount } from './ledger.repository.ts';
import { clawBackCredit, creditLoyalty, openAccount, redeemLoyalty, releaseRedeem } from './loyalty-ledger.ts';
import type { LoyaltyCurrency } from './wallet.tables.ts';

let database: Db;
let userSeq = 0;
const T0 = '2026-01-10T03:00:00.000Z';
const at = (days: number) => new Date(Date.parse(T0) + days * 86_400_000).toISOString();

async function newUser(): Promise<number> {
  userSeq += 1;
  const row = await database.db
    .insertInto('users')
    .values({ public_id: `lo-${userSeq}`, name: `Loyal ${userSeq}`, email: `loyal${userSeq}@contoh.co.id`, phone: `+62813000${String(userSeq).padStart(5, '0')}`, password_hash: 'x', role: 'customer', verified_at: T0, locale: 'id', created_at: T0, updated_at: T0 })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

const tx = <T>(fn: (trx: Executor) => Promise<T>) => database.db.transaction().execute(fn);
const credit = (userId: number, amount: number, key: string, nowIso: string, expiresAt: string | null, currency: LoyaltyCurrency = 'POINT') =>
  tx((trx) => creditLoyalty(trx, nowIso, { userId, currency, kind: currency === 'POINT' ? 'earn' : 'grant', amount, key, orderRef: key, expiresAt }));
const redeem = (userId: number, amount: number, key: string, nowIso: string, currency: LoyaltyCurrency = 'POINT') =>
  tx((trx) => redeemLoyalty(trx, nowIso, { userId, currency, amount, key, orderRef: key }));
const lots = (userId: number) =>
  database.db
    .selectFrom('wallet_lots as l')
    .innerJoin('wallet_accounts as a', 'a.id', 'l.account_id')
    .select(['l.amount', 'l.remaining', 'l.expired'])
    .where('a.user_id', '=', userId)
    .orderBy('l.id')
    .execute()
    .then((rows) => rows.map((r) => ({ amount: Number(r.amount), remaining: Number(r.remaining), expired: Number(r.expired) })));
const sweep = (userId: number, nowIso: string) => tx((trx) => openAccount(trx, nowIso, userId, 'POINT'));

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

describe('currencies in one ledger', () => {
  it('keeps one account per user and currency, and refuses a transaction that mixes currencies', async () => {
    const user = await newUser();
    const wallet = await customerAccount(database.db, user, T0);
    const points = await customerAccount(database.db, user, T0, 'POINT');
    expect(points.id).not.toBe(wallet.id);
    expect((await customerAccount(database.db, user, T0, 'POINT')).id).toBe(points.id);
    await expect(database.db.insertInto('wallet_accounts').values({ kind: 'customer', currency: 'POINT', user_id: user, allow_negative: 0, created_at: T0, updated_at: T0 }).execute()).rejects.toThrow();
    await expect(postTransaction(database.db, { kind: 'adjustment', idempotencyKey: `mix-${user}`, userId: user, amount: 5 }, [{ accountId: wallet.id, amount: 5 }, { accountId: points.id, amount: -5 }], T0)).rejects.toThrow('one currency');
    expect(await database.db.selectFrom('wallet_transactions').select('id').where('idempotency_key', '=', `mix-${user}`).execute()).toHaveLength(0);
    // The database refuses a loyalty kind in rupiah and a wallet kind in points, whatever the code does.
    await expect(database.db.insertInto('wallet_accounts').values({ kind: 'shop_clearing', currency: 'POINT', user_id: null, allow_negative: 1, created_at: T0, updated_at: T0 }).execute()).rejects.toThrow();
    await expect(database.db.insertInto('wallet_transactions').values({ kind: 'earn', currency: 'IDR', idempotency_key: `bad-earn-${user}`, user_id: user, amount: 1, order_ref: null, payment_ref: null, reverses_id: null, note: null, created_at: T0 }).execute()).rejects.toThrow();
    // Rupiah and points never mix in a balance.
    await tx((trx) => creditTopUp(trx, T0, { userId: user, amount: 20_000, key: `top-${user}`, paymentRef: 'p' }));
    await credit(user, 70, `earn-${user}`, T0, at(365));
    expect([await customerBalance(database.db, user), await customerBalance(database.db, user, 'POINT')]).toEqual([20_000, 70]);
    expect(await systemAccount(database.db, 'issued', T0, 'POINT')).not.toBe(await systemAccount(database.db, 'issued', T0, 'COIN'));
  });
});

describe('spending and lapsing', () => {
  it('spends the oldest first (FIFO) and records which lots a redeem took', async () => {
    const user = await newUser();
    await credit(user, 100, `a-${user}`, at(0), at(365));
    await credit(user, 50, `b-${user}`, at(10), at(375));
    await redeem(user, 120, `r-${user}`, at(20));
    expect(await lots(user)).toEqual([
      { amount: 100, remaining: 0, expired: 0 },
      { amount: 50, remaining: 30, expired: 0 },
    ]);
    expect(await customerBalance(database.db, user, 'POINT')).toBe(30);
    await expect(redeem(user, 31, `r2-${user}`, at(21))).rejects.toBeInstanceOf(InsufficientFundsError);
    expect(await customerBalance(database.db, user, 'POINT')).toBe(30);
  });

  it('lapses what is left of a lot at its expiry, once however often the sweep runs', async () => {
    const user = await newUser();
    await credit(user, 100, `a-${user}`, at(0), at(365));
    await credit(user, 40, `b-${user}`, at(100), at(465));
    await redeem(user, 60, `r-${user}`, at(200));
    await sweep(user, at(364));
    expect(await customerBalance(database.db, user, 'POINT')).toBe(80);
    await sweep(user, at(366));
    await sweep(user, at(367));
    expect(await customerBalance(database.db, user, 'POINT')).toBe(40);
    const expires = await database.db.selectFrom('wallet_transactions').select(['amount']).where('user_id', '=', user).where('kind', '=', 'expire').execute();
    expect(expires.map((e) => Number(e.amount))).toEqual([40]);
    // A redeem after the lapse cannot spend the lapsed points.
    await expect(redeem(user, 41, `r2-${user}`, at(368))).rejects.toBeInstanceOf(InsufficientFundsError);
    expect(ledgerIsSound(await checkLedger(database.db))).toBe(true);
  });

  it('a released redeem gives each lot its part back; a part of a lapsed lot lapses again at once', async () => {
    const user = await newUser();
    await credit(user, 100, `a-${user}`, at(0), at(30));
    await credit(user, 100, `b-${user}`, at(0), at(400));
    const held = await redeem(user, 150, `r-${user}`, at(10));
    await sweep(user, at(31));
    expect(await customerBalance(database.db, user, 'POINT')).toBe(50);
    await tx((trx) => releaseRedeem(trx, at(40), { transactionId: held.transaction.id, key: `rel-${user}` }));
    // 100 came back to the lapsed lot and lapsed again; 50 came back to the live one.
    expect(await customerBalance(database.db, user, 'POINT')).toBe(100);
    expect(await lots(user)).toEqual([
      { amount: 100, remaining: 0, expired: 100 },
      { amount: 100, remaining: 100, expired: 0 },
    ]);
    // Released once: a second release under another key is refused by the unique reverses_id.
    await expect(tx((trx) => releaseRedeem(trx, at(41), { transactionId: held.transaction.id, key: `rel2-${user}` }))).rejects.toThrow();
    expect(ledgerIsSound(await checkLedger(database.db))).toBe(true);
  });
});

describe('clawing back a credit', () => {
  it('takes back all of it while it is unspent', async () => {
    const user = await newUser();
    const earned = await credit(user, 80, `a-${user}`, at(0), at(365));
    const back = await tx((trx) => clawBackCredit(trx, at(5), { transactionId: earned.transaction.id, key: `cb-${user}` }));
    expect(back).toMatchObject({ taken: 80, shortfall: 0, result: { posted: true, transaction: { kind: 'reversal', reverses_id: earned.transaction.id, shortfall: null } } });
    expect(await customerBalance(database.db, user, 'POINT')).toBe(0);
  });

  it('when partly spent takes what the balance has and books the rest as the shortfall, never below zero; once', async () => {
    const user = await newUser();
    const earned = await credit(user, 100, `a-${user}`, at(0), at(365));
    await credit(user, 20, `b-${user}`, at(1), at(366));
    await redeem(user, 90, `r-${user}`, at(2));
    const back = await tx((trx) => clawBackCredit(trx, at(3), { transactionId: earned.transaction.id, key: `cb-${user}` }));
    expect(back).toMatchObject({ taken: 30, shortfall: 70, result: { posted: true, transaction: { amount: 100, shortfall: 70 } } });
    expect(await customerBalance(database.db, user, 'POINT')).toBe(0);
    const again = await tx((trx) => clawBackCredit(trx, at(4), { transactionId: earned.transaction.id, key: `cb-${user}` }));
    expect(again.result?.posted).toBe(false);
    const writtenOff = await database.db.selectFrom('wallet_accounts').select('balance').where('kind', '=', 'written_off').where('currency', '=', 'POINT').executeTakeFirstOrThrow();
    expect(Number(writtenOff.balance)).toBeLessThanOrEqual(-70);
    expect(ledgerIsSound(await checkLedger(database.db))).toBe(true);
  });

  it('with nothing left records the whole as the shortfall', async () => {
    const user = await newUser();
    const earned = await credit(user, 40, `a-${user}`, at(0), at(365));
    await redeem(user, 40, `r-${user}`, at(1));
    const back = await tx((trx) => clawBackCredit(trx, at(2), { transactionId: earned.transaction.id, key: `cb-${user}` }));
    expect(back).toMatchObject({ taken: 0, shortfall: 40 });
    expect(await customerBalance(database.db, user, 'POINT')).toBe(0);
  });
});

describe('concurrency', () => {
  it('30 concurrent redeems of one account: exactly as many as the balance covers, lots matching', async () => {
    const user = await newUser();
    await credit(user, 60, `a-${user}`, at(0), at(365));
    await credit(user, 40, `b-${user}`, at(1), at(366));
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) => redeem(user, 10, `race-${user}-${i}`, at(2)).then(() => 'ok', (e: unknown) => (e instanceof InsufficientFundsError ? 'short' : Promise.reject(e)))),
    );
    expect(results.filter((r) => r === 'ok')).toHaveLength(10);
    expect(await customerBalance(database.db, user, 'POINT')).toBe(0);
    expect(ledgerIsSound(await checkLedger(database.db))).toBe(true);
  });
});
