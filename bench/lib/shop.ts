import type { Executor } from '../../apps/api/src/db/database.ts';
import { call, expectStatus } from './http.ts';

/** The demo data the benches buy from, and the few rows they set or read directly. */

export interface Target {
  storeId: number;
  productId: number;
  productName: string;
}

/** The first pharmacy and the first product anyone may buy online without a prescription. */
export async function pickTarget(db: Executor): Promise<Target> {
  const store = await db.selectFrom('pharmacies').select('id').orderBy('id').limit(1).executeTakeFirstOrThrow();
  const product = await db
    .selectFrom('products')
    .select(['id', 'name'])
    .where('drug_class', '=', 'bebas')
    .where('requires_prescription', '=', 0)
    .orderBy('id')
    .limit(1)
    .executeTakeFirstOrThrow();
  return { storeId: store.id, productId: product.id, productName: product.name };
}

/**
 * Sets the shelf directly, as an operator's stock import would; checkout reads stock with its own
 * conditional UPDATE, so the server's catalogue cache being a little behind changes nothing measured.
 */
export async function setStock(db: Executor, storeId: number, productId: number, quantity: number): Promise<void> {
  await db
    .insertInto('product_stock')
    .values({ pharmacy_id: storeId, product_id: productId, quantity, updated_at: new Date().toISOString() })
    .onConflict((oc) => oc.columns(['pharmacy_id', 'product_id']).doUpdateSet({ quantity }))
    .execute();
}

export async function stockOf(db: Executor, storeId: number, productId: number): Promise<number> {
  const row = await db.selectFrom('product_stock').select('quantity').where('pharmacy_id', '=', storeId).where('product_id', '=', productId).executeTakeFirst();
  return Number(row?.quantity ?? 0);
}

export async function addToCart(base: string, token: string, target: Target, quantity: number): Promise<void> {
  const answer = await call(base, 'POST', '/api/cart/product/add', { token, body: { product_id: target.productId, quantity, store_id: target.storeId } });
  expectStatus(answer, 'add to cart', 200);
}
