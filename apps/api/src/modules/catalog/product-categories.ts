import type { Executor } from '../../db/database.ts';

/** Each product's category, sub-category and segment ids (a voucher limited to categories matches any of them). */
export async function productCategoryIds(db: Executor, productIds: readonly number[]): Promise<Map<number, number[]>> {
  const map = new Map<number, number[]>();
  if (productIds.length === 0) return map;
  const rows = await db.selectFrom('products').select(['id', 'category_id', 'sub_category_id', 'segment_id']).where('id', 'in', [...new Set(productIds)]).execute();
  for (const row of rows) map.set(row.id, [row.category_id, row.sub_category_id, row.segment_id].filter((id): id is number => id !== null));
  return map;
}
