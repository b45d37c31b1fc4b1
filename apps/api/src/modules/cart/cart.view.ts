import { type Cart, type CartItem, DRUG_CLASS_RULES, type Locale } from '@apotek/contract';
import type { CartProduct, LineCoverage, StoreRef } from './cart.ports.ts';
import type { CartItemRow, CartRow } from './cart.repository.ts';

/** What one unit costs now: the promotion's price while it runs (never set on obat keras), else the list price. */
export function unitPriceOf(product: Pick<CartProduct, 'price' | 'promo_price'>): number {
  return product.promo_price ?? product.price;
}

export function productName(product: Pick<CartProduct, 'name' | 'name_en'>, locale: Locale): string {
  return locale === 'en' && product.name_en ? product.name_en : product.name;
}

/** Obat keras, or anything the catalogue marks as prescription-only. */
export function needsPrescription(product: Pick<CartProduct, 'drug_class' | 'requires_prescription'>): boolean {
  return DRUG_CLASS_RULES[product.drug_class].needsPrescription || product.requires_prescription === 1;
}

/**
 * Why a line cannot be checked out now. Classes come first: no amount of stock makes a not-for-online
 * product or an unprescribed obat keras sellable (ARCHITECTURE §4). Obat keras passes only when an
 * approved prescription item covers the line (quantity included); checkout checks it again under lock.
 */
export function blockOf(product: CartProduct | undefined, quantity: number, rx?: LineCoverage): CartItem['blocked'] {
  if (!product) return 'unavailable';
  if (!DRUG_CLASS_RULES[product.drug_class].sellableOnline) return 'not_sold_online';
  if (needsPrescription(product) && !rx?.covered) return 'prescription_required';
  if (product.available <= 0) return 'out_of_stock';
  // A line from before the limit, or the pharmacy lowered it since: checkout would refuse it.
  if (quantity > product.max_per_order) return 'over_limit';
  if (quantity > product.available) return 'insufficient_stock';
  return null;
}

/** Reasons of class: the line waits (a prescription, or never online) while the rest of the cart is bought. */
const HELD: ReadonlySet<CartItem['blocked']> = new Set(['prescription_required', 'not_sold_online']);

export function toCartItem(row: CartItemRow, product: CartProduct | undefined, locale: Locale, rx?: LineCoverage): CartItem {
  const unitPrice = product ? unitPriceOf(product) : 0;
  return {
    id: row.id,
    product_id: row.product_id,
    product: {
      slug: product?.slug ?? '',
      name: product ? productName(product, locale) : '',
      image_url: product?.image_url ?? null,
      drug_class: product?.drug_class ?? 'bebas',
      requires_prescription: product ? product.requires_prescription === 1 || product.drug_class === 'keras' : false,
      weight_grams: product?.weight_grams ?? 0,
    },
    quantity: row.quantity,
    selected: row.selected === 1,
    unit_price: unitPrice,
    original_price: product?.price ?? 0,
    subtotal: unitPrice * row.quantity,
    available: product?.available ?? 0,
    max_per_order: product?.max_per_order ?? 0,
    blocked: blockOf(product, row.quantity, rx),
    prescription_item_id: row.prescription_item_id,
    prescription_options: product && needsPrescription(product) ? (rx?.options ?? []) : [],
  };
}

export function toCart(cart: CartRow, store: StoreRef, items: CartItemRow[], products: Map<number, CartProduct>, locale: Locale, rx: Map<number, LineCoverage> = new Map()): Cart {
  const lines = items.map((row) => toCartItem(row, products.get(row.product_id), locale, rx.get(row.id)));
  return {
    id: cart.id,
    store: { id: store.id, slug: store.slug, name: store.name },
    items: lines,
    subtotal: lines.reduce((sum, line) => sum + line.subtotal, 0),
    total_quantity: lines.reduce((sum, line) => sum + line.quantity, 0),
    // What a checkout without a selection would do: held lines stay behind, but a line short of stock or
    // over the limit fails it until the buyer fixes or deselects it.
    can_checkout: lines.some((line) => line.blocked === null) && lines.every((line) => line.blocked === null || HELD.has(line.blocked)),
  };
}
