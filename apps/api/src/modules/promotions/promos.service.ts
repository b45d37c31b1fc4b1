import { lastPageOf, type Locale, mayBePromoted, type Page, type PromoDetail, type PromoSummary, type promosQuery } from '@apotek/contract';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/database.ts';
import { ApiError } from '../../platform/api-error.ts';
import type { Clock } from '../../platform/clock.ts';
import type { PromotionPorts } from './promotions.ports.ts';
import { countRunning, findPromotion, listRunning, promotionProductIds, type PromotionRow, promotionVoucherCounts, runningPromotionProductIds } from './promos.repository.ts';
import type { VouchersService } from './vouchers.service.ts';

export interface PromosDeps {
  db: Kysely<Database>;
  clock: Clock;
  ports: PromotionPorts;
  vouchers: VouchersService;
}

const notFound = () => new ApiError(404, 'promoNotFound');
/** How long the running promotions' product ids are reused. */
const PROMOTED_IDS_MS = 30_000;

/**
 * Promotions (SPEC §7 GET /api/promo, GET /api/promotions/{name}/check; issue 13): shown only inside their
 * period. Their products are catalogue cards with obat keras and products not sold online left out (BPOM
 * forbids promoting prescription drugs to the public; ARCHITECTURE §4).
 */
export class PromosService {
  constructor(private readonly deps: PromosDeps) {}

  private isRunning(row: PromotionRow): boolean {
    const now = this.deps.clock.now().getTime();
    return Date.parse(row.valid_from) <= now && now < Date.parse(row.valid_to);
  }

  private summary(row: PromotionRow, locale: Locale, counts: { vouchers: number; products: number }): PromoSummary {
    const title = locale === 'en' ? row.title_en : row.title_id;
    return {
      id: row.id,
      slug: row.slug,
      title,
      summary: locale === 'en' ? row.summary_en : row.summary_id,
      banner: row.banner_url ? { url: row.banner_url, alt: title } : null,
      valid_from: row.valid_from,
      valid_to: row.valid_to,
      voucher_count: counts.vouchers,
      product_count: counts.products,
    };
  }

  async list(query: z.output<typeof promosQuery>, locale: Locale): Promise<Page<PromoSummary>> {
    const { db, clock } = this.deps;
    const nowIso = clock.now().toISOString();
    const rows = await listRunning(db, nowIso, query.q, { offset: (query.page - 1) * query.perPage, limit: query.perPage });
    const total = await countRunning(db, nowIso, query.q);
    const ids = rows.map((r) => r.id);
    const products = await promotionProductIds(db, ids);
    const vouchers = await promotionVoucherCounts(db, ids, nowIso);
    return {
      data: rows.map((row) => this.summary(row, locale, { vouchers: vouchers.get(row.id) ?? 0, products: products.get(row.id)?.length ?? 0 })),
      page: query.page,
      perPage: query.perPage,
      total,
      lastPage: lastPageOf(total, query.perPage),
    };
  }

  async detail(slug: string, userId: number | null, locale: Locale): Promise<PromoDetail> {
    const { db, clock } = this.deps;
    const row = await findPromotion(db, slug);
    if (!row || !this.isRunning(row)) throw notFound();
    const ids = (await promotionProductIds(db, [row.id])).get(row.id) ?? [];
    const cards = (await this.deps.ports.productCards(ids, locale)).filter((p) => mayBePromoted(p.drug_class) && p.sellable_online && !p.requires_prescription);
    const vouchers = await this.deps.vouchers.list(userId, { page: 1, perPage: 50, promotion: row.slug }, locale);
    const nowIso = clock.now().toISOString();
    const voucherCount = (await promotionVoucherCounts(db, [row.id], nowIso)).get(row.id) ?? 0;
    return { ...this.summary(row, locale, { vouchers: voucherCount, products: cards.length }), body: locale === 'en' ? row.body_en : row.body_id, products: cards, vouchers: vouchers.data };
  }

  /** GET /api/promotions/{name}/check: true only while it runs. */
  async check(name: string): Promise<{ name: string; is_valid: boolean }> {
    const row = await findPromotion(this.deps.db, name);
    return { name, is_valid: row !== undefined && this.isRunning(row) };
  }

  private promoted: { ids: Promise<number[]>; from: number; until: number } | undefined;

  /**
   * Product ids on the promotions running now (the catalogue's promoted list leads with them). The home
   * page asks on every render, so the answer is kept for PROMOTED_IDS_MS: a promotion that starts or ends
   * shows there that much later at most.
   */
  promotedProductIds(): Promise<number[]> {
    const now = this.deps.clock.now().getTime();
    if (!this.promoted || now < this.promoted.from || this.promoted.until <= now) {
      const ids = runningPromotionProductIds(this.deps.db, new Date(now).toISOString());
      this.promoted = { ids, from: now, until: now + PROMOTED_IDS_MS };
      // A failed read is not kept.
      ids.catch(() => (this.promoted = undefined));
    }
    return this.promoted.ids;
  }
}
