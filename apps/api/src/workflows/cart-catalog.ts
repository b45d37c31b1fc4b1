import type { CartCatalog } from '../modules/cart/cart.ports.ts';
import { findStockedProduct, findStockedProducts } from '../modules/catalog/stock.repository.ts';
import { findPharmacyNames } from '../modules/pharmacies/pharmacies.repository.ts';

/**
 * The cart's view of the catalogue and the pharmacies (modules/cart/cart.ports.ts): products with their
 * current price and the stock of one pharmacy, and the pharmacies' names. Reads only.
 */
export const cartCatalog: CartCatalog = {
  products: (db, storeId, productIds) => findStockedProducts(db, storeId, productIds),
  product: (db, storeId, idOrSlug) => findStockedProduct(db, storeId, idOrSlug),
  stores: (db, storeIds) => findPharmacyNames(db, storeIds),
};
