import { randomUUID } from 'node:crypto';
import { type ExpiringSoon, lastPageOf, type LoyaltyTransaction, type Page } from '@apotek/contract';
import type { Kysely } from 'kysely';
import type { Database, Executor } from '../../db/database.ts';
import type { Clock } from '../../platform/clock.ts';
import { customerBalance, findTransactionByKey, type PostResult } from './ledger.repository.ts';
import { addMonthsIso, jakartaDay, jakartaMonth, jakartaNextMonthStartIso } from './jakarta-time.ts';
import type { LoyaltyConfig } from './loyalty-config.ts';
import { type Clawback, clawBackCredit, creditLoyalty, openAccount, redeemLoyalty, releaseRedeem } from './loyalty-ledger.ts';
import { accountHistory, accountOf, activeRedeems, creditByKey, hasDueLots, type HeldRedeem, liveRemaining } from './loyalty.repository.ts';
import type { LoyaltyCurrency } from './wallet.tables.ts';

export interface LoyaltyDeps {
  db: Kysely<Database>;
  clock: Clock;
  config: LoyaltyConfig;
}

export const earnKey = (orderRef: string) => `earn:${orderRef}`;
export const clawbackKey = (orderRef: string) => `clawback:${orderRef}`;
export const allowanceKey = (userId: number, month: string) => `allowance:${userId}:${month}`;

/**
 * Points, Koin Apotek and employee coins for their owner (docs/decisions/032-points-and-coins.md). The
 * ledger's rules live in loyalty-ledger.ts; this class picks keys, dates and amounts from the config, and
 * sweeps lapsed lots before it answers a balance. Order-side work (what an order may take, earning on
 * completion) is workflows/loyalty.ts's; it calls the methods taking a transaction.
 */
export class LoyaltyService {
  constructor(private readonly deps: LoyaltyDeps) {}

  get config(): LoyaltyConfig {
    return this.deps.config;
  }

  get db(): Kysely<Database> {
    return this.deps.db;
  }

  nowIso(): string {
    return this.deps.clock.now().toISOString();
  }

  /** Rupiah one unit of a currency takes off at checkout. */
  rupiahPer(currency: LoyaltyCurrency): number {
    const c = this.deps.config;
    return currency === 'POINT' ? c.pointValueRupiah : currency === 'COIN' ? c.coinValueRupiah : c.employeeCoinValueRupiah;
  }

  /** Expires what has lapsed on one account, in its own transaction, only when something has. */
  async sweep(userId: number, currency: LoyaltyCurrency): Promise<void> {
    const { db } = this.deps;
    const nowIso = this.nowIso();
    const account = await accountOf(db, userId, currency);
    if (!account || !(await hasDueLots(db, account.id, nowIso))) return;
    await db.transaction().execute((trx) => openAccount(trx, nowIso, userId, currency));
  }

  /** The balance after the sweep. */
  async balance(userId: number, currency: LoyaltyCurrency): Promise<number> {
    await this.sweep(userId, currency);
    return customerBalance(this.deps.db, userId, currency);
  }

  // Points

  /** Points for a completed order: 1 per LOYALTY_POINT_PER_RUPIAH paid, lapsing LOYALTY_POINT_EXPIRY_MONTHS after completion. Once per order. */
  async earn(trx: Executor, p: { userId: number; orderRef: string; paid: number; completedAt: string }): Promise<PostResult | null> {
    const points = Math.floor(p.paid / this.deps.config.pointPerRupiah);
    if (points <= 0) return null;
    return creditLoyalty(trx, this.nowIso(), {
      userId: p.userId,
      currency: 'POINT',
      kind: 'earn',
      amount: points,
      key: earnKey(p.orderRef),
      orderRef: p.orderRef,
      expiresAt: addMonthsIso(p.completedAt, this.deps.config.pointExpiryMonths),
    });
  }

  /** The order was refunded: its points are taken back, as far as the balance allows. Null when it earned none. */
  async clawBackEarning(trx: Executor, orderRef: string): Promise<Clawback | null> {
    const earned = await findTransactionByKey(trx, earnKey(orderRef));
    if (!earned) return null;
    return clawBackCredit(trx, this.nowIso(), { transactionId: earned.id, key: clawbackKey(orderRef), note: 'order refunded' });
  }

  async pointsHistory(userId: number, page: { page: number; perPage: number }): Promise<Page<LoyaltyTransaction> & { balance: number; expiring_soon: ExpiringSoon }> {
    return this.history(userId, 'POINT', page);
  }

  // Koin Apotek

  async coinHistory(userId: number, page: { page: number; perPage: number }): Promise<Page<LoyaltyTransaction> & { balance: number; expiring_soon: ExpiringSoon }> {
    return this.history(userId, 'COIN', page);
  }

  /** Coins the shop gives (goodwill, compensation, a campaign's reward); once per key. The console's later (issue 15). */
  async grantCoins(executor: Executor | null, p: { userId: number; amount: number; key: string; note: string }): Promise<PostResult> {
    const nowIso = this.nowIso();
    const run = (trx: Executor) =>
      creditLoyalty(trx, nowIso, { userId: p.userId, currency: 'COIN', kind: 'grant', amount: p.amount, key: p.key, note: p.note, expiresAt: addMonthsIso(nowIso, this.deps.config.coinExpiryMonths) });
    return executor ? run(executor) : this.deps.db.transaction().execute(run);
  }

  async coinSummary(userId: number, currency: LoyaltyCurrency): Promise<{ balance: number; expiring_soon: ExpiringSoon }> {
    const balance = await this.balance(userId, currency);
    return { balance, expiring_soon: await this.expiringSoon(userId, currency) };
  }

  // Employee coins

  /** This Asia/Jakarta month's allowance, credited once (by key) on the first call of the month; lapses when the month ends. */
  async ensureAllowance(userId: number): Promise<{ month: string; expiresAt: string }> {
    const now = this.deps.clock.now();
    const month = jakartaMonth(now);
    const expiresAt = jakartaNextMonthStartIso(now);
    const amount = this.deps.config.employeeCoinMonthly;
    const key = allowanceKey(userId, month);
    if (amount > 0 && !(await creditByKey(this.deps.db, key))) {
      await this.deps.db.transaction().execute((trx) =>
        creditLoyalty(trx, now.toISOString(), { userId, currency: 'EMPLOYEE_COIN', kind: 'allowance', amount, key, note: `allowance ${month}`, expiresAt }),
      );
    }
    return { month, expiresAt };
  }

  async employeeHistory(userId: number, page: { page: number; perPage: number }): Promise<Page<LoyaltyTransaction> & { balance: number; expiring_soon: ExpiringSoon }> {
    await this.ensureAllowance(userId);
    return this.history(userId, 'EMPLOYEE_COIN', page);
  }

  // Orders

  heldFor(executor: Executor, orderRef: string, currency?: LoyaltyCurrency): Promise<HeldRedeem[]> {
    return activeRedeems(executor, orderRef, currency);
  }

  /**
   * Makes the order hold `amount` of a currency (0: none), replacing what it held: the old redeem is
   * released and a new one posted, in the caller's transaction. Throws InsufficientFundsError when short.
   */
  async hold(trx: Executor, p: { userId: number; currency: LoyaltyCurrency; amount: number; orderRef: string }): Promise<void> {
    await this.release(trx, p.orderRef, p.currency);
    if (p.amount <= 0) return;
    await redeemLoyalty(trx, this.nowIso(), { userId: p.userId, currency: p.currency, amount: p.amount, key: `redeem:${p.currency}:${p.orderRef}:${randomUUID()}`, orderRef: p.orderRef });
  }

  /** Gives back what the order holds (of one currency, or all): closing, removing, replacing. Idempotent. */
  async release(trx: Executor, orderRef: string, currency?: LoyaltyCurrency): Promise<number> {
    let released = 0;
    for (const held of await activeRedeems(trx, orderRef, currency)) {
      const result = await releaseRedeem(trx, this.nowIso(), { transactionId: held.id, key: `release:${held.id}` });
      if (result.posted) released += held.amount;
    }
    return released;
  }

  private async history(userId: number, currency: LoyaltyCurrency, page: { page: number; perPage: number }): Promise<Page<LoyaltyTransaction> & { balance: number; expiring_soon: ExpiringSoon }> {
    const balance = await this.balance(userId, currency);
    const account = await accountOf(this.deps.db, userId, currency);
    const { rows, total } = account ? await accountHistory(this.deps.db, account.id, page) : { rows: [], total: 0 };
    return {
      data: rows.map((r) => ({ id: r.id, kind: r.kind, amount: r.amount, order_id: r.orderRef, created_at: r.createdAt, expires_at: r.expiresAt, shortfall: r.shortfall })),
      page: page.page,
      perPage: page.perPage,
      total,
      lastPage: lastPageOf(total, page.perPage),
      balance,
      expiring_soon: await this.expiringSoon(userId, currency),
    };
  }

  /** The next lapse: the earliest expiry date among what is left, and all that lapses on that Asia/Jakarta day. */
  private async expiringSoon(userId: number, currency: LoyaltyCurrency): Promise<ExpiringSoon> {
    const account = await accountOf(this.deps.db, userId, currency);
    if (!account) return null;
    const live = await liveRemaining(this.deps.db, account.id, this.nowIso());
    const first = live[0];
    if (!first) return null;
    const day = jakartaDay(first.expiresAt);
    const amount = live.filter((l) => jakartaDay(l.expiresAt) === day).reduce((sum, l) => sum + l.remaining, 0);
    return { amount, date: first.expiresAt };
  }
}
