import type { StockMovementKind, StockReason } from '@apotek/contract';
import { sql } from 'kysely';
import type { Executor } from '../../db/database.ts';

/**
 * The stock-movement ledger's writes (docs/decisions/040-stock-ledger.md). Every change of
 * `product_stock.quantity` goes through one of the functions here, in the caller's transaction, right
 * after the conditional UPDATE that made it: the row records the signed change and the balance the UPDATE
 * returned, so the sum of a pair's rows is its quantity at every commit.
 *
 * Batches: `stock_batches.remaining` are the units of a batch still on the shelf. Their sum never exceeds
 * the quantity; the difference is stock without a batch (from before batches were recorded). Units leave
 * unbatched stock first, then batches first-expiry-first-out; expired batches only when nothing else is left.
 */

export interface MovementInput {
  pharmacyId: number;
  productId: number;
  kind: StockMovementKind;
  reason?: StockReason | null;
  quantity: number;
  balanceAfter: number;
  batchId?: number | null;
  actorUserId?: number | null;
  note?: string | null;
  nowIso: string;
}

/**
 * Stock that was on the shelf before the ledger knew the pair (the seed, data from before the migration)
 * becomes its `opening` row, once. Call before changing the quantity, in the same transaction. One
 * statement reads the quantity and that no movement exists, so a concurrent first movement is either seen
 * or (its own opening row being written) collides on the partial unique index and this insert does nothing.
 */
export async function ensureOpening(trx: Executor, pharmacyId: number, productId: number, nowIso: string): Promise<void> {
  const row = await trx
    .selectFrom('product_stock as s')
    .select('s.quantity')
    .where('s.pharmacy_id', '=', pharmacyId)
    .where('s.product_id', '=', productId)
    .where((eb) =>
      eb.not(eb.exists(eb.selectFrom('stock_movements as m').select('m.id').whereRef('m.pharmacy_id', '=', 's.pharmacy_id').whereRef('m.product_id', '=', 's.product_id'))),
    )
    .executeTakeFirst();
  if (!row) return;
  await trx
    .insertInto('stock_movements')
    .values({
      pharmacy_id: pharmacyId,
      product_id: productId,
      kind: 'opening',
      reason: null,
      quantity: Number(row.quantity),
      balance_after: Number(row.quantity),
      batch_id: null,
      actor_user_id: null,
      note: null,
      created_at: nowIso,
    })
    // The index's own predicate, written out: a bound parameter would not match it on SQLite.
    .onConflict((oc) => oc.columns(['pharmacy_id', 'product_id']).where(sql<boolean>`kind = 'opening'`).doNothing())
    .execute();
}

export async function recordMovement(trx: Executor, m: MovementInput): Promise<number> {
  const row = await trx
    .insertInto('stock_movements')
    .values({
      pharmacy_id: m.pharmacyId,
      product_id: m.productId,
      kind: m.kind,
      reason: m.reason ?? null,
      quantity: m.quantity,
      balance_after: m.balanceAfter,
      batch_id: m.batchId ?? null,
      actor_user_id: m.actorUserId ?? null,
      note: m.note ?? null,
      created_at: m.nowIso,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Adds `delta` to the pair's quantity unless that would go below zero (the conditional UPDATE decides,
 * not a read: concurrent changes wait on the row and re-check). Creates the row for a positive delta.
 * Returns the quantity after, or null when refused.
 */
export async function changeQuantity(trx: Executor, pharmacyId: number, productId: number, delta: number, nowIso: string): Promise<number | null> {
  if (delta >= 0) {
    const row = await trx
      .insertInto('product_stock')
      .values({ pharmacy_id: pharmacyId, product_id: productId, quantity: delta, updated_at: nowIso })
      .onConflict((oc) => oc.columns(['pharmacy_id', 'product_id']).doUpdateSet((eb) => ({ quantity: eb('product_stock.quantity', '+', delta), updated_at: nowIso })))
      .returning('quantity')
      .executeTakeFirstOrThrow();
    return Number(row.quantity);
  }
  const row = await trx
    .updateTable('product_stock')
    .set((eb) => ({ quantity: eb('quantity', '+', delta), updated_at: nowIso }))
    .where('pharmacy_id', '=', pharmacyId)
    .where('product_id', '=', productId)
    .where('quantity', '>=', -delta)
    .returning('quantity')
    .executeTakeFirst();
  return row ? Number(row.quantity) : null;
}

/** Today (UTC day) of an instant. */
export function dayOf(nowIso: string): string {
  return nowIso.slice(0, 10);
}

async function batchUnits(trx: Executor, pharmacyId: number, productId: number): Promise<number> {
  const row = await trx
    .selectFrom('stock_batches')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number | string>('remaining'), eb.lit(0)).as('units'))
    .where('pharmacy_id', '=', pharmacyId)
    .where('product_id', '=', productId)
    .executeTakeFirst();
  return Number(row?.units ?? 0);
}

/**
 * `units` left the shelf (`before` was the quantity before): takes them from unbatched stock first, then
 * from batches first-expiry-first-out (expired batches last, or first when `expiredFirst`: a write-off of
 * expired stock). Runs under the pair's product_stock row lock the caller's UPDATE holds.
 */
export async function takeFromBatches(
  trx: Executor,
  pharmacyId: number,
  productId: number,
  units: number,
  before: number,
  nowIso: string,
  expiredFirst = false,
): Promise<void> {
  const inBatches = await batchUnits(trx, pharmacyId, productId);
  let left = units - Math.min(units, Math.max(0, before - inBatches));
  if (left <= 0) return;
  const today = dayOf(nowIso);
  const batches = await trx
    .selectFrom('stock_batches')
    .select(['id', 'remaining', 'expires_on'])
    .where('pharmacy_id', '=', pharmacyId)
    .where('product_id', '=', productId)
    .where('remaining', '>', 0)
    .orderBy('expires_on')
    .orderBy('id')
    .execute();
  const expired = batches.filter((b) => b.expires_on < today);
  const good = batches.filter((b) => b.expires_on >= today);
  for (const batch of expiredFirst ? [...expired, ...good] : [...good, ...expired]) {
    if (left <= 0) break;
    const take = Math.min(left, Number(batch.remaining));
    await trx.updateTable('stock_batches').set((eb) => ({ remaining: eb('remaining', '-', take) })).where('id', '=', batch.id).execute();
    left -= take;
  }
}

/**
 * `units` came back to the shelf (a cancelled order): they refill batches first-expiry-first-out up to
 * what each received (FEFO took from those first), expired batches never; the rest is unbatched.
 */
export async function returnToBatches(trx: Executor, pharmacyId: number, productId: number, units: number, nowIso: string): Promise<void> {
  let left = units;
  const batches = await trx
    .selectFrom('stock_batches')
    .select(['id', 'remaining', 'received_quantity'])
    .where('pharmacy_id', '=', pharmacyId)
    .where('product_id', '=', productId)
    .where('expires_on', '>=', dayOf(nowIso))
    .whereRef('remaining', '<', 'received_quantity')
    .orderBy('expires_on')
    .orderBy('id')
    .execute();
  for (const batch of batches) {
    if (left <= 0) break;
    const put = Math.min(left, Number(batch.received_quantity) - Number(batch.remaining));
    await trx.updateTable('stock_batches').set((eb) => ({ remaining: eb('remaining', '+', put) })).where('id', '=', batch.id).execute();
    left -= put;
  }
}

export interface LedgerDrift {
  pharmacyId: number;
  productId: number;
  onHand: number;
  ledger: number;
}

/**
 * The ledger's check (issue 16's invariant, the shelf's half): pairs whose quantity differs from the sum
 * of their movements. Pairs the ledger never touched (no movement yet) are skipped: their opening row is
 * written on their first movement.
 */
export async function ledgerDrift(db: Executor, pharmacyId?: number): Promise<LedgerDrift[]> {
  let q = db
    .selectFrom('stock_movements as m')
    .leftJoin('product_stock as s', (j) => j.onRef('s.pharmacy_id', '=', 'm.pharmacy_id').onRef('s.product_id', '=', 'm.product_id'))
    .select((eb) => ['m.pharmacy_id', 'm.product_id', eb.fn.sum<number | string>('m.quantity').as('ledger'), eb.fn.max('s.quantity').as('on_hand')])
    .groupBy(['m.pharmacy_id', 'm.product_id']);
  if (pharmacyId !== undefined) q = q.where('m.pharmacy_id', '=', pharmacyId);
  const rows = await q.execute();
  return rows
    .map((r) => ({ pharmacyId: r.pharmacy_id, productId: r.product_id, onHand: Number(r.on_hand ?? 0), ledger: Number(r.ledger) }))
    .filter((r) => r.onHand !== r.ledger);
}
