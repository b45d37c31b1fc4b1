import type { Executor } from '../../db/database.ts';
import { reverseTransaction } from './ledger.ts';
import { type AccountRow, customerAccount, customerBalance, findTransactionById, findTransactionByKey, InsufficientFundsError, type LedgerEntry, type PostResult, postTransaction, systemAccount } from './ledger.repository.ts';
import { changeLot, dueLots, insertLot, insertLotUses, liveLots, lockAccount, type LotUse, lotOfTransaction, lotUsesOf } from './loyalty-lots.repository.ts';
import type { LoyaltyCurrency } from './wallet.tables.ts';

/**
 * The movements of points and coins (docs/decisions/032-points-and-coins.md), in the wallet's ledger:
 * each is one balanced transaction in one currency, idempotent by its key, run in the caller's database
 * transaction. Credits (earn, grant, allowance) come from the currency's `issued` account and open a
 * lot; debits (redeem, expire, clawback) take from lots oldest-expiring first and record which; a
 * released redeem puts back what it took. Whatever touches lots first locks the customer's account, so
 * lot reads and writes of one account never interleave.
 */

export type CreditKind = 'earn' | 'grant' | 'allowance';

export interface LoyaltyCredit {
  userId: number;
  currency: LoyaltyCurrency;
  kind: CreditKind;
  amount: number;
  key: string;
  orderRef?: string | null;
  note?: string | null;
  /** When what is left of it lapses; null never. */
  expiresAt: string | null;
}

export async function creditLoyalty(trx: Executor, nowIso: string, p: LoyaltyCredit): Promise<PostResult> {
  const account = await customerAccount(trx, p.userId, nowIso, p.currency);
  const issued = await systemAccount(trx, 'issued', nowIso, p.currency);
  const result = await postTransaction(trx, { kind: p.kind, idempotencyKey: p.key, userId: p.userId, amount: p.amount, orderRef: p.orderRef ?? null, note: p.note ?? null }, [
    { accountId: issued, amount: -p.amount },
    { accountId: account.id, amount: p.amount },
  ], nowIso);
  if (result.posted) await insertLot(trx, { accountId: account.id, transactionId: result.transaction.id, amount: p.amount, expiresAt: p.expiresAt, nowIso });
  return result;
}

/** The customer's account of a currency, locked for this transaction, with every lapsed lot expired first. */
export async function openAccount(trx: Executor, nowIso: string, userId: number, currency: LoyaltyCurrency): Promise<AccountRow> {
  const account = await customerAccount(trx, userId, nowIso, currency);
  await lockAccount(trx, account.id, nowIso);
  await expireDue(trx, nowIso, { accountId: account.id, userId, currency });
  return { id: account.id, balance: await customerBalance(trx, userId, currency) };
}

/**
 * Posts an `expire` for what is left of every lapsed lot. The key names the lot and how much it will
 * have lost in all, so a rerun posts nothing and a lot refilled by a released hold lapses again.
 */
export async function expireDue(trx: Executor, nowIso: string, p: { accountId: number; userId: number; currency: LoyaltyCurrency }): Promise<number> {
  const due = await dueLots(trx, p.accountId, nowIso);
  if (due.length === 0) return 0;
  const expired = await systemAccount(trx, 'expired', nowIso, p.currency);
  let total = 0;
  for (const lot of due) {
    const key = `expire:${lot.id}:${lot.expired + lot.remaining}`;
    const result = await postTransaction(trx, { kind: 'expire', idempotencyKey: key, userId: p.userId, amount: lot.remaining }, [
      { accountId: p.accountId, amount: -lot.remaining },
      { accountId: expired, amount: lot.remaining },
    ], nowIso);
    if (!result.posted) throw new Error(`expiry ${key} posted twice: the account lock was not held`);
    await changeLot(trx, lot.id, -lot.remaining, lot.remaining);
    await insertLotUses(trx, result.transaction.id, [{ lotId: lot.id, amount: lot.remaining }], nowIso);
    total += lot.remaining;
  }
  return total;
}

/** Takes `amount` from the live lots, the one lapsing first first (`first`: that lot before the others). */
async function consumeLots(trx: Executor, accountId: number, transactionId: number, amount: number, nowIso: string, first?: number): Promise<void> {
  const lots = await liveLots(trx, accountId, nowIso);
  const ordered = first === undefined ? lots : [...lots.filter((l) => l.id === first), ...lots.filter((l) => l.id !== first)];
  const uses: LotUse[] = [];
  let left = amount;
  for (const lot of ordered) {
    if (left === 0) break;
    const take = Math.min(left, lot.remaining);
    uses.push({ lotId: lot.id, amount: take });
    left -= take;
  }
  // The balance covered it, so the lots must: anything else is a broken invariant, not a short balance.
  if (left > 0) throw new Error(`the lots of account ${accountId} cover ${amount - left} of ${amount}`);
  for (const use of uses) await changeLot(trx, use.lotId, -use.amount);
  await insertLotUses(trx, transactionId, uses, nowIso);
}

/** Spends points or coins on an order: customer → redeemed. Throws InsufficientFundsError when short. */
export async function redeemLoyalty(trx: Executor, nowIso: string, p: { userId: number; currency: LoyaltyCurrency; amount: number; key: string; orderRef: string }): Promise<PostResult> {
  const account = await openAccount(trx, nowIso, p.userId, p.currency);
  if (account.balance < p.amount) throw new InsufficientFundsError(account.id);
  const redeemed = await systemAccount(trx, 'redeemed', nowIso, p.currency);
  const result = await postTransaction(trx, { kind: 'redeem', idempotencyKey: p.key, userId: p.userId, amount: p.amount, orderRef: p.orderRef }, [
    { accountId: account.id, amount: -p.amount },
    { accountId: redeemed, amount: p.amount },
  ], nowIso);
  if (result.posted) await consumeLots(trx, account.id, result.transaction.id, p.amount, nowIso);
  return result;
}

/**
 * Gives a redeem back (the order closed, or its hold was replaced): a reversal, and each lot it took
 * from gets its part back. A lot that lapsed meanwhile lapses again at once.
 */
export async function releaseRedeem(trx: Executor, nowIso: string, p: { transactionId: number; key: string }): Promise<PostResult> {
  const original = await findTransactionById(trx, p.transactionId);
  if (!original || original.kind !== 'redeem' || original.user_id === null || original.currency === 'IDR') throw new Error(`transaction ${p.transactionId} is not a redeem of points or coins`);
  const account = await customerAccount(trx, original.user_id, nowIso, original.currency);
  await lockAccount(trx, account.id, nowIso);
  const result = await reverseTransaction(trx, nowIso, { transactionId: original.id, key: p.key });
  if (result.posted) {
    for (const use of await lotUsesOf(trx, original.id)) await changeLot(trx, use.lotId, use.amount);
    await expireDue(trx, nowIso, { accountId: account.id, userId: original.user_id, currency: original.currency });
  }
  return result;
}

export interface Clawback {
  result: PostResult | null;
  /** Taken back from the balance. */
  taken: number;
  /** Owed but already spent: booked to written_off. */
  shortfall: number;
}

/**
 * Takes a credit back (the order it was earned on was refunded): what is still owed of it (less what
 * lapsed) comes out of the balance, from its own lot first, then the others oldest first. What the
 * balance cannot cover was spent already: the balance stays at zero, never below, and the rest is
 * booked to `written_off` and recorded as the reversal's shortfall. Once per credit (reverses_id).
 */
export async function clawBackCredit(trx: Executor, nowIso: string, p: { transactionId: number; key: string; note?: string | null }): Promise<Clawback> {
  const done = await findTransactionByKey(trx, p.key);
  if (done) return { result: { posted: false, transaction: done }, taken: Number(done.amount) - (done.shortfall ?? 0), shortfall: done.shortfall ?? 0 };
  const original = await findTransactionById(trx, p.transactionId);
  if (!original || !['earn', 'grant', 'allowance'].includes(original.kind) || original.user_id === null || original.currency === 'IDR') {
    throw new Error(`transaction ${p.transactionId} is not a credit of points or coins`);
  }
  const currency = original.currency;
  const account = await openAccount(trx, nowIso, original.user_id, currency);
  const lot = await lotOfTransaction(trx, original.id);
  const owed = original.amount - (lot?.expired ?? 0);
  if (owed <= 0) return { result: null, taken: 0, shortfall: 0 };
  const taken = Math.min(owed, account.balance);
  const shortfall = owed - taken;
  const entries: LedgerEntry[] = [{ accountId: await systemAccount(trx, 'issued', nowIso, currency), amount: owed }];
  if (taken > 0) entries.push({ accountId: account.id, amount: -taken });
  if (shortfall > 0) entries.push({ accountId: await systemAccount(trx, 'written_off', nowIso, currency), amount: -shortfall });
  const result = await postTransaction(
    trx,
    { kind: 'reversal', idempotencyKey: p.key, userId: original.user_id, amount: owed, orderRef: original.order_ref, reversesId: original.id, note: p.note ?? null, shortfall: shortfall > 0 ? shortfall : null },
    entries,
    nowIso,
  );
  if (result.posted && taken > 0) await consumeLots(trx, account.id, result.transaction.id, taken, nowIso, lot?.id);
  return { result, taken, shortfall };
}
