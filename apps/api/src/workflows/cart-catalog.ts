import type { CartCatalog, CartProduct } from '../modules/cart/index.ts';
import { findStockedProduct, findStockedProducts, type OrderLimit, type StockedProduct } from '../modules/catalog/index.ts';
import { findPharmacyNames, findPurchaseLimits, maxPerOrder } from '../modules/pharmacies/index.ts';
import type { Executor } from '../db/database.ts';

/** Each product with the most of it one order may hold at that pharmacy (the pharmacy's setting). */
async function withLimits(db: Executor, storeId: number, products: StockedProduct[]): Promise<CartProduct[]> {
  if (products.length === 0) return [];
  const limits = (await findPurchaseLimits(db, [storeId])).get(storeId);
  return products.map((p) => ({ ...p, max_per_order: maxPerOrder(limits, p.drug_class) }));
}

/**
 * The cart's view of the catalogue and the pharmacies (modules/cart/cart.ports.ts): products with their
 * current price, the stock and the per-order limit of one pharmacy, and the pharmacies' names. Reads only.
 */
export const cartCatalog: CartCatalog = {
  products: async (db, storeId, productIds) => withLimits(db, storeId, await findStockedProducts(db, storeId, productIds)),
  product: async (db, storeId, idOrSlug) => {
    const found = await findStockedProduct(db, storeId, idOrSlug);
    return found ? (await withLimits(db, storeId, [found]))[0] : undefined;
  },
  stores: (db, storeIds) => findPharmacyNames(db, storeIds),
};

/** The product page's per-order limit at the chosen pharmacy (modules/catalog/catalog.ports.ts). */
export const catalogOrderLimit: OrderLimit = async (db, storeId, drugClass) => maxPerOrder((await findPurchaseLimits(db, [storeId])).get(storeId), drugClass);
