import type { CartCatalog } from '../modules/cart/cart.ports.ts';
import { findStockedProduct, findStockedProducts } from '../modules/catalog/stock.repository.ts';
import { findPharmacy } from '../modules/pharmacies/pharmacies.repository.ts';

/**
 * The cart's view of the catalogue and the pharmacies (modules/cart/cart.ports.ts): products with their
 * current price and the stock of one pharmacy, and the pharmacies' names. Reads only.
 */
export const cartCatalog: CartCatalog = {
  products: (db, storeId, productIds) => findStockedProducts(db, storeId, productIds),
  product: (db, storeId, idOrSlug) => findStockedProduct(db, storeId, idOrSlug),
  async stores(db, storeIds) {
    const found = await Promise.all(storeIds.map((id) => findPharmacy(db, id)));
    return found.filter((row) => row !== undefined).map((row) => ({ id: row.id, slug: row.slug, name: row.name }));
  },
};
