import type { Executor } from '../../db/database.ts';
import { customerAccount, entriesOf, findTransactionById, type PostResult, postTransaction, systemAccount } from './ledger.repository.ts';

/**
 * The movements the shop makes, each as one balanced transaction (docs/decisions/028-wallet-ledger.md).
 * Sign: an entry adds to its account's balance. A customer's wallet is what the shop owes them; the
 * system accounts carry the other side, so the sum over all accounts stays 0 by construction.
 * Every function runs inside the caller's database transaction and is idempotent by its key.
 */

/** Money the provider collected for us (QRIS/VA) becomes the customer's balance. */
export async function creditTopUp(trx: Executor, nowIso: string, p: { userId: number; amount: number; key: string; paymentRef: string }): Promise<PostResult> {
  const wallet = await customerAccount(trx, p.userId, nowIso);
  const receivable = await systemAccount(trx, 'provider_receivable', nowIso);
  return postTransaction(trx, { kind: 'top_up', idempotencyKey: p.key, userId: p.userId, amount: p.amount, paymentRef: p.paymentRef }, [
    { accountId: receivable, amount: -p.amount },
    { accountId: wallet.id, amount: p.amount },
  ], nowIso);
}

/** The customer pays an order: the balance moves to the shop's clearing account. */
export async function payFromWallet(trx: Executor, nowIso: string, p: { userId: number; amount: number; key: string; orderRef: string }): Promise<PostResult> {
  const wallet = await customerAccount(trx, p.userId, nowIso);
  const clearing = await systemAccount(trx, 'shop_clearing', nowIso);
  return postTransaction(trx, { kind: 'payment', idempotencyKey: p.key, userId: p.userId, amount: p.amount, orderRef: p.orderRef }, [
    { accountId: wallet.id, amount: -p.amount },
    { accountId: clearing, amount: p.amount },
  ], nowIso);
}

/**
 * Money owed back goes to the wallet. From `shop_clearing` when the order was paid from the wallet (the
 * money never left the shop), from `refunds` when it was paid elsewhere (a QRIS/VA payment, a
 * consultation) and the shop gives it back as balance.
 */
export async function refundToWallet(trx: Executor, nowIso: string, p: { userId: number; amount: number; key: string; orderRef: string; from?: 'shop_clearing' | 'refunds' }): Promise<PostResult> {
  const wallet = await customerAccount(trx, p.userId, nowIso);
  const refunds = await systemAccount(trx, p.from ?? 'refunds', nowIso);
  return postTransaction(trx, { kind: 'refund', idempotencyKey: p.key, userId: p.userId, amount: p.amount, orderRef: p.orderRef }, [
    { accountId: refunds, amount: -p.amount },
    { accountId: wallet.id, amount: p.amount },
  ], nowIso);
}

/** A correction by staff: positive credits the customer, negative debits (never below zero). */
export async function adjustWallet(trx: Executor, nowIso: string, p: { userId: number; amount: number; key: string; note: string }): Promise<PostResult> {
  const wallet = await customerAccount(trx, p.userId, nowIso);
  const adjustments = await systemAccount(trx, 'adjustments', nowIso);
  return postTransaction(trx, { kind: 'adjustment', idempotencyKey: p.key, userId: p.userId, amount: Math.abs(p.amount), note: p.note }, [
    { accountId: adjustments, amount: -p.amount },
    { accountId: wallet.id, amount: p.amount },
  ], nowIso);
}

/**
 * Undoes a transaction by posting its entries negated; the original stays as it was. A transaction is
 * reversed at most once (reverses_id is unique), a reversal is not itself reversed, and a reversal that
 * would take a customer below zero (a top-up already spent) is refused like any other debit.
 */
export async function reverseTransaction(trx: Executor, nowIso: string, p: { transactionId: number; key: string; note?: string }): Promise<PostResult> {
  const original = await findTransactionById(trx, p.transactionId);
  if (!original) throw new Error(`no transaction ${p.transactionId}`);
  if (original.kind === 'reversal') throw new Error('a reversal is not reversed; post a new movement instead');
  const entries = await entriesOf(trx, original.id);
  return postTransaction(
    trx,
    { kind: 'reversal', idempotencyKey: p.key, userId: original.user_id, amount: original.amount, orderRef: original.order_ref, paymentRef: original.payment_ref, reversesId: original.id, note: p.note ?? null },
    entries.map((e) => ({ accountId: e.accountId, amount: -e.amount })),
    nowIso,
  );
}
