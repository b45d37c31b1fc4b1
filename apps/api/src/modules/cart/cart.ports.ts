import type { DrugClass } from '@apotek/contract';
import type { Executor } from '../../db/database.ts';

/**
 * What the cart needs from the catalogue and the pharmacies, declared here and implemented at wiring
 * time (workflows/cart-catalog.ts), so this module never imports another. Every method takes the
 * executor to read with: inside a transaction it must be that transaction (on SQLite, reading through
 * the pool while a transaction holds the one connection would wait for itself).
 */
export interface CartProduct {
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
  /** Units at the cart's pharmacy now. */
  available: number;
  /** The most of it one order may hold at the cart's pharmacy (0 when it may not be sold online). */
  max_per_order: number;
}

export interface StoreRef {
  id: number;
  slug: string;
  name: string;
}

export interface CartCatalog {
  products(db: Executor, storeId: number, productIds: readonly number[]): Promise<CartProduct[]>;
  product(db: Executor, storeId: number, idOrSlug: string): Promise<CartProduct | undefined>;
  stores(db: Executor, storeIds: readonly number[]): Promise<StoreRef[]>;
}
