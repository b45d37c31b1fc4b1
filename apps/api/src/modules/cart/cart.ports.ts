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

/** A line as the prescription port reads it. */
export interface CartRxLine {
  id: number;
  product_id: number;
  quantity: number;
  prescription_item_id: number | null;
}

/** What approved prescriptions say about one obat keras line (issue 10). */
export interface LineCoverage {
  /** The linked item covers this line now: the customer's, redeemable, unexpired, this pharmacy and product, enough left. */
  covered: boolean;
  /** The customer's redeemable prescriptions at this pharmacy whose items could cover the product, with what each offers. */
  options: Array<{ prescription_id: string; remaining: number }>;
}

/**
 * What the cart needs from prescriptions, implemented at wiring time by the prescriptions module (its
 * redemption service). Only for signed-in owners: a guest has no prescriptions.
 */
export interface CartPrescriptions {
  coverage(db: Executor, userId: number, storeId: number, lines: readonly CartRxLine[]): Promise<Map<number, LineCoverage>>;
}
