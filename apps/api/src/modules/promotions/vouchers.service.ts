import { apiMessage, lastPageOf, type Locale, type OrderVouchers, type Page, type VoucherQuote, type VoucherView, type vouchersQuery } from '@apotek/contract';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database, Executor } from '../../db/database.ts';
import { ApiError } from '../../platform/api-error.ts';
import type { Clock } from '../../platform/clock.ts';
import { findPromotion, findPromotionsByIds } from './promos.repository.ts';
import { priceVoucher, type RuleLine, shippingDiscountOf, type VoucherPrice } from './voucher-rules.ts';
import { refusalError, refusalText, rulesOf, toVoucherView } from './voucher.view.ts';
import {
  claimsOf,
  countVouchers,
  findVoucher,
  findVouchersByIds,
  insertClaim,
  insertRedemption,
  listVouchers,
  liveRedemption,
  releaseRedemption,
  takeQuota,
  takeUse,
  type RedemptionRow,
  type VoucherFilter,
  type VoucherRow,
} from './vouchers.repository.ts';

export interface VouchersDeps {
  db: Kysely<Database>;
  clock: Clock;
}

/** An order in checkout as the vouchers see it (given by workflows/vouchers.ts from the orders module). */
export interface VoucherOrder {
  /** The order's public id. */
  ref: string;
  userId: number;
  storeId: number;
  lines: ReadonlyArray<RuleLine & { name: string }>;
  /** The buyer never had an order paid. */
  newCustomer: boolean;
}

const notFound = () => new ApiError(404, 'voucherNotFound');
/** How many vouchers the checkout weighs for one order. */
const OPTION_LIMIT = 50;

/**
 * Vouchers (SPEC §7; issue 13): the list and detail, collecting, and pricing against an order in checkout.
 * Applying takes one use of the total quota and one of the buyer's own by conditional updates in the
 * caller's transaction (vouchers.repository.ts), so the database decides who gets the last use; closing
 * the order gives both back once (release).
 */
export class VouchersService {
  constructor(private readonly deps: VouchersDeps) {}

  private now(): number {
    return this.deps.clock.now().getTime();
  }

  private async views(db: Executor, rows: readonly VoucherRow[], userId: number | null, locale: Locale): Promise<VoucherView[]> {
    const claims = userId === null ? [] : await claimsOf(db, userId, rows.map((r) => r.id));
    const promotions = await findPromotionsByIds(db, [...new Set(rows.flatMap((r) => (r.promotion_id === null ? [] : [r.promotion_id])))]);
    const now = this.now();
    return rows.map((row) =>
      toVoucherView(
        row,
        claims.find((c) => c.voucher_id === row.id),
        promotions.find((p) => p.id === row.promotion_id),
        locale,
        now,
      ),
    );
  }

  /** GET /api/voucher. `collected` lists the caller's own; a guest asking for theirs gets an empty page. */
  async list(userId: number | null, query: z.output<typeof vouchersQuery>, locale: Locale): Promise<Page<VoucherView>> {
    const { db } = this.deps;
    const empty = { data: [], page: query.page, perPage: query.perPage, total: 0, lastPage: 1 };
    if (query.collected && userId === null) return empty;
    const filter: VoucherFilter = { nowIso: this.deps.clock.now().toISOString(), q: query.q, target: query.target };
    if (query.collected) filter.collectedBy = userId!;
    if (query.promotion) {
      const promotion = await findPromotion(db, query.promotion);
      if (!promotion) return empty;
      filter.promotionId = promotion.id;
    }
    if (query.store_id !== undefined) filter.storeId = query.store_id;
    const rows = await listVouchers(db, filter, { offset: (query.page - 1) * query.perPage, limit: query.perPage });
    const total = await countVouchers(db, filter);
    return { data: await this.views(db, rows, userId, locale), page: query.page, perPage: query.perPage, total, lastPage: lastPageOf(total, query.perPage) };
  }

  /** A private voucher is found by its code only (or when the caller already holds it). */
  private async visible(db: Executor, idOrCode: string, userId: number | null): Promise<VoucherRow> {
    const row = await findVoucher(db, idOrCode);
    if (!row) throw notFound();
    if (row.is_public !== 1 && /^\d+$/.test(idOrCode)) {
      const claimed = userId === null ? [] : await claimsOf(db, userId, [row.id]);
      if (claimed.length === 0) throw notFound();
    }
    return row;
  }

  async get(idOrCode: string, userId: number | null, locale: Locale): Promise<VoucherView> {
    const row = await this.visible(this.deps.db, idOrCode, userId);
    return (await this.views(this.deps.db, [row], userId, locale))[0]!;
  }

  /** POST /api/voucher/{id}/collect: saved once; an ended voucher cannot be saved. */
  async collect(userId: number, idOrCode: string, locale: Locale): Promise<VoucherView> {
    const { db, clock } = this.deps;
    const row = await this.visible(db, idOrCode, userId);
    if (this.now() >= Date.parse(row.valid_to)) throw new ApiError(422, 'voucherExpired');
    await insertClaim(db, row.id, userId, clock.now().toISOString());
    return (await this.views(db, [row], userId, locale))[0]!;
  }

  private quote(row: VoucherRow, view: VoucherView, order: VoucherOrder, price: VoucherPrice, locale: Locale): VoucherQuote {
    return {
      voucher: view,
      eligible: price.refusal === null,
      reason: price.refusal ? refusalText(price.refusal, locale) : null,
      eligible_subtotal: price.eligibleSubtotal,
      item_discount: price.itemDiscount,
      shipping_discount_cap: price.shippingCap,
      lines: price.lines.map((line, i) => ({
        product_id: line.productId,
        name: order.lines[i]!.name,
        subtotal: order.lines[i]!.subtotal,
        eligible: line.eligible,
        reason: line.reason,
        reason_text: line.reason === null ? null : apiMessage(line.reason === 'not_promotable' ? 'voucherLineNotPromotable' : 'voucherLineOtherCategory', locale),
        discount: line.discount,
      })),
    };
  }

  /** Prices vouchers against the order; a voucher already held by this order does not count against the buyer's limit. */
  private async price(db: Executor, rows: readonly VoucherRow[], order: VoucherOrder, live: RedemptionRow | undefined, locale: Locale): Promise<VoucherQuote[]> {
    const claims = await claimsOf(db, order.userId, rows.map((r) => r.id));
    const views = await this.views(db, rows, order.userId, locale);
    const now = this.now();
    return rows.map((row, i) => {
      const uses = Number(claims.find((c) => c.voucher_id === row.id)?.uses ?? 0) - (live?.voucher_id === row.id ? 1 : 0);
      const price = priceVoucher(rulesOf(row), { storeId: order.storeId, lines: order.lines, newCustomer: order.newCustomer, usesByBuyer: uses, now });
      return this.quote(row, views[i]!, order, price, locale);
    });
  }

  /**
   * GET /api/order/{id}/apply-voucher: the applied voucher and the options (the buyer's collected ones
   * and the public ones running now), eligible first by saving; with a code, that voucher alone.
   */
  async forOrder(order: VoucherOrder & { subtotal: number; discount: number }, code: string | undefined, locale: Locale): Promise<OrderVouchers> {
    const { db } = this.deps;
    const live = await liveRedemption(db, order.ref);
    const applied = live ? (await this.price(db, await findVouchersByIds(db, [live.voucher_id]), order, live, locale))[0]! : null;
    let rows: VoucherRow[];
    if (code !== undefined) {
      const row = await findVoucher(db, code);
      if (!row) throw notFound();
      rows = [row];
    } else {
      const nowIso = this.deps.clock.now().toISOString();
      const mine = await listVouchers(db, { nowIso, collectedBy: order.userId }, { offset: 0, limit: OPTION_LIMIT });
      const running = await listVouchers(db, { nowIso }, { offset: 0, limit: OPTION_LIMIT });
      const seen = new Set<number>();
      rows = [...mine, ...running].filter((row) => !seen.has(row.id) && seen.add(row.id) && Date.parse(row.valid_to) > this.now());
    }
    const options = (await this.price(db, rows, order, live, locale)).sort(
      (a, b) => Number(b.eligible) - Number(a.eligible) || saving(b) - saving(a) || a.voucher.id - b.voucher.id,
    );
    const best = options.find((o) => o.eligible && saving(o) > 0);
    return { applied, options, best_code: best?.voucher.code ?? null, subtotal: order.subtotal, discount: order.discount };
  }

  /**
   * Applies a voucher inside the caller's transaction: the previous one (if another) is given back, the
   * rules are checked line by line, then a use of the quota and one of the buyer's are taken. Answers the
   * voucher's item discount. Applying the voucher the order already holds changes nothing.
   */
  async apply(trx: Executor, order: VoucherOrder, code: string, locale: Locale): Promise<number> {
    const nowIso = this.deps.clock.now().toISOString();
    const row = await findVoucher(trx, code);
    if (!row) throw notFound();
    const live = await liveRedemption(trx, order.ref);
    if (live?.voucher_id === row.id) return Number(live.item_discount);
    if (live) await releaseRedemption(trx, live, nowIso);
    const claim = (await claimsOf(trx, order.userId, [row.id]))[0];
    const rules = rulesOf(row);
    const price = priceVoucher(rules, { storeId: order.storeId, lines: order.lines, newCustomer: order.newCustomer, usesByBuyer: Number(claim?.uses ?? 0), now: this.now() });
    if (price.refusal) throw refusalError(price.refusal, locale);
    if (!(await takeQuota(trx, row.id, nowIso))) throw new ApiError(409, 'voucherSoldOut');
    await insertClaim(trx, row.id, order.userId, nowIso);
    if (!(await takeUse(trx, row.id, order.userId, rules.per_user_limit))) throw new ApiError(409, 'voucherUsedUp', { vars: { limit: rules.per_user_limit } });
    await insertRedemption(trx, { voucher_id: row.id, user_id: order.userId, order_ref: order.ref, item_discount: price.itemDiscount, shipping_discount_cap: price.shippingCap, created_at: nowIso });
    return price.itemDiscount;
  }

  /** Gives the order's voucher use back, once (the order closed, or the buyer took the voucher off). */
  async release(trx: Executor, orderRef: string): Promise<boolean> {
    const live = await liveRedemption(trx, orderRef);
    return live ? releaseRedemption(trx, live, this.deps.clock.now().toISOString()) : false;
  }

  /** The item discount the order's live voucher holds (0 without one). */
  async itemDiscount(db: Executor, orderRef: string): Promise<number> {
    return Number((await liveRedemption(db, orderRef))?.item_discount ?? 0);
  }

  /** What the order's shipping voucher takes off a delivery of `cost` (0 without one). */
  async shippingDiscount(db: Executor, orderRef: string, cost: number): Promise<number> {
    const live = await liveRedemption(db, orderRef);
    if (!live || Number(live.shipping_discount_cap) === 0) return 0;
    const row = (await findVouchersByIds(db, [live.voucher_id]))[0];
    return row ? shippingDiscountOf(rulesOf(row), cost) : 0;
  }
}

function saving(quote: VoucherQuote): number {
  return quote.item_discount + quote.shipping_discount_cap;
}

