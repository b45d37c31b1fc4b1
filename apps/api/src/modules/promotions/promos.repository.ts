import type { Selectable } from 'kysely';
import type { Executor } from '../../db/database.ts';
import type { PromotionsTable } from './promotions.tables.ts';

export type PromotionRow = Selectable<PromotionsTable>;

export function findPromotion(db: Executor, slug: string): Promise<PromotionRow | undefined> {
  return db.selectFrom('promotions').selectAll().where('slug', '=', slug.toLowerCase()).executeTakeFirst();
}

export function findPromotionsByIds(db: Executor, ids: readonly number[]): Promise<PromotionRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('promotions').selectAll().where('id', 'in', [...ids]).execute();
}

function running(db: Executor, nowIso: string, q?: string) {
  let query = db.selectFrom('promotions').where('valid_from', '<=', nowIso).where('valid_to', '>', nowIso);
  if (q) {
    const like = `%${q.toLowerCase().replace(/[%_\\]/g, '')}%`;
    query = query.where((eb) => eb.or([eb(eb.fn('lower', ['title_id']), 'like', like), eb(eb.fn('lower', ['title_en']), 'like', like)]));
  }
  return query;
}

/** Promotions running now, newest first. */
export function listRunning(db: Executor, nowIso: string, q: string | undefined, page: { offset: number; limit: number }): Promise<PromotionRow[]> {
  return running(db, nowIso, q).selectAll().orderBy('valid_from', 'desc').orderBy('id', 'desc').offset(page.offset).limit(page.limit).execute();
}

export async function countRunning(db: Executor, nowIso: string, q: string | undefined): Promise<number> {
  const row = await running(db, nowIso, q).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Product ids per promotion, in their order. */
export async function promotionProductIds(db: Executor, promotionIds: readonly number[]): Promise<Map<number, number[]>> {
  const map = new Map<number, number[]>();
  if (promotionIds.length === 0) return map;
  const rows = await db.selectFrom('promotion_products').select(['promotion_id', 'product_id']).where('promotion_id', 'in', [...promotionIds]).orderBy('promotion_id').orderBy('position').execute();
  for (const row of rows) map.set(row.promotion_id, [...(map.get(row.promotion_id) ?? []), row.product_id]);
  return map;
}

/** Public vouchers per promotion that have not ended. */
export async function promotionVoucherCounts(db: Executor, promotionIds: readonly number[], nowIso: string): Promise<Map<number, number>> {
  const map = new Map<number, number>();
  if (promotionIds.length === 0) return map;
  const rows = await db
    .selectFrom('vouchers')
    .select(['promotion_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where('promotion_id', 'in', [...promotionIds])
    .where('is_public', '=', 1)
    .where('valid_to', '>', nowIso)
    .groupBy('promotion_id')
    .execute();
  for (const row of rows) if (row.promotion_id !== null) map.set(row.promotion_id, Number(row.n));
  return map;
}

/** Products of the promotions running now, in promotion then position order (GET /api/products/promoted). */
export async function runningPromotionProductIds(db: Executor, nowIso: string): Promise<number[]> {
  const rows = await db
    .selectFrom('promotion_products as pp')
    .innerJoin('promotions as p', 'p.id', 'pp.promotion_id')
    .select('pp.product_id')
    .where('p.valid_from', '<=', nowIso)
    .where('p.valid_to', '>', nowIso)
    .orderBy('p.valid_from', 'desc')
    .orderBy('pp.promotion_id')
    .orderBy('pp.position')
    .execute();
  return [...new Set(rows.map((r) => r.product_id))];
}
