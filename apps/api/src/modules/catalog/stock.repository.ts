import type { Executor } from '../../db/database.ts';
import type { DrugClass } from '@apotek/contract';
import { changeQuantity, ensureOpening, recordMovement, returnToBatches, takeFromBatches } from './stock-ledger.ts';

/**
 * Stock as the cart and checkout see it: products with their price and what one pharmacy holds, and the
 * two writes that move units between the shelf and an order. Reserving is a conditional UPDATE
 * (`quantity >= wanted`), so the database, not a read-then-write, decides who gets the last unit: on
 * PostgreSQL a second UPDATE of the row waits for the first to commit and re-checks the condition; on
 * SQLite transactions run one at a time (Kysely's driver holds its one connection for the transaction).
 */

export interface StockedProduct {
  id: number;
  slug: string;
  name: string;
  name_en: string;
  image_url: string | null;
  drug_class: DrugClass;
  requires_prescription: number;
  price: number;
  promo_price: number | null;
  weight_grams: number;
  /** Units on this pharmacy's shelf now (0 when it has no stock row). */
  available: number;
}

function stockedProducts(db: Executor, storeId: number) {
  return db
    .selectFrom('products as p')
    .leftJoin('product_stock as s', (join) => join.onRef('s.product_id', '=', 'p.id').on('s.pharmacy_id', '=', storeId))
    .select([
      'p.id',
      'p.slug',
      'p.name',
      'p.name_en',
      'p.image_url',
      'p.drug_class',
      'p.requires_prescription',
      'p.price',
      'p.promo_price',
      'p.weight_grams',
      's.quantity as stock_quantity',
    ]);
}

type Row = { stock_quantity: number | null } & Omit<StockedProduct, 'available'>;
const toStocked = ({ stock_quantity, ...row }: Row): StockedProduct => ({ ...row, available: Number(stock_quantity ?? 0) });

export async function findStockedProducts(db: Executor, storeId: number, productIds: readonly number[]): Promise<StockedProduct[]> {
  if (productIds.length === 0) return [];
  const rows = await stockedProducts(db, storeId).where('p.id', 'in', [...new Set(productIds)]).execute();
  return rows.map(toStocked);
}

/** By numeric id or slug, as product URLs name them. */
export async function findStockedProduct(db: Executor, storeId: number, idOrSlug: string): Promise<StockedProduct | undefined> {
  const query = stockedProducts(db, storeId);
  const row = /^\d+$/.test(idOrSlug) && Number(idOrSlug) <= 2_147_483_647
    ? await query.where('p.id', '=', Number(idOrSlug)).executeTakeFirst()
    : await query.where('p.slug', '=', idOrSlug).executeTakeFirst();
  return row ? toStocked(row) : undefined;
}

export interface StockLine {
  productId: number;
  quantity: number;
}

export interface StockShortage {
  productId: number;
  wanted: number;
  available: number;
}

/**
 * Takes units off the shelf for every line, or reports every line that is short. The caller runs it in
 * a transaction and rolls back when anything is short, so a partial reservation never commits. Lines go
 * in product order so two multi-line checkouts on PostgreSQL lock rows in the same order (no deadlock).
 * Each line taken is a `sale` row of the stock ledger (docs/decisions/040-stock-ledger.md), its units
 * leaving unbatched stock first and then batches first-expiry-first-out.
 */
export async function reserveStock(trx: Executor, storeId: number, lines: readonly StockLine[], nowIso: string): Promise<StockShortage[]> {
  const shortages: StockShortage[] = [];
  for (const line of [...lines].sort((a, b) => a.productId - b.productId)) {
    await ensureOpening(trx, storeId, line.productId, nowIso);
    const after = await changeQuantity(trx, storeId, line.productId, -line.quantity, nowIso);
    if (after !== null) {
      await recordMovement(trx, { pharmacyId: storeId, productId: line.productId, kind: 'sale', quantity: -line.quantity, balanceAfter: after, nowIso });
      await takeFromBatches(trx, storeId, line.productId, line.quantity, after + line.quantity, nowIso);
      continue;
    }
    const row = await trx
      .selectFrom('product_stock')
      .select('quantity')
      .where('pharmacy_id', '=', storeId)
      .where('product_id', '=', line.productId)
      .executeTakeFirst();
    shortages.push({ productId: line.productId, wanted: line.quantity, available: Number(row?.quantity ?? 0) });
  }
  return shortages;
}

/**
 * Puts reserved units back. Exactly-once is the caller's job: it releases only in the transaction that
 * moves the order out of its reserving state, and that move is conditional on the state it left. Each
 * line is a `cancel` row of the stock ledger; the units refill the batches FEFO took them from.
 */
export async function releaseStock(trx: Executor, storeId: number, lines: readonly StockLine[], nowIso: string): Promise<void> {
  for (const line of [...lines].sort((a, b) => a.productId - b.productId)) {
    await ensureOpening(trx, storeId, line.productId, nowIso);
    // A stock row deleted meanwhile is recreated with what returns.
    const after = (await changeQuantity(trx, storeId, line.productId, line.quantity, nowIso))!;
    await recordMovement(trx, { pharmacyId: storeId, productId: line.productId, kind: 'cancel', quantity: line.quantity, balanceAfter: after, nowIso });
    await returnToBatches(trx, storeId, line.productId, line.quantity, nowIso);
  }
}
