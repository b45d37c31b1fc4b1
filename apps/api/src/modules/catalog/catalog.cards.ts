import type { Locale, ProductSummary } from '@apotek/contract';
import type { Executor } from '../../db/database.ts';
import type { CatalogIndex } from './catalog.index.ts';
import { toSummary } from './catalog.mappers.ts';
import { findSummaries } from './catalog.repository.ts';

/**
 * Product cards by id, in the order asked, as the catalogue's lists show them (no pharmacy asked, so
 * `in_stock` is null); ids with no product are left out. The catalogue's public read for other modules
 * (a campaign's products, issue 11): rows come from the index's memory where held, the rest in one query.
 */
export async function productCards(index: CatalogIndex, db: Executor, ids: readonly number[], locale: Locale): Promise<ProductSummary[]> {
  const missing = ids.filter((id) => index.rows.get(id) === undefined);
  if (missing.length > 0) for (const { stock_quantity: _stock, ...row } of await findSummaries(db, missing, null)) index.rows.set(row);
  const snapshot = index.snapshot;
  return ids.flatMap((id) => {
    const row = index.rows.get(id);
    return row ? [toSummary({ ...row, stock_quantity: 0 }, snapshot, locale, false)] : [];
  });
}
