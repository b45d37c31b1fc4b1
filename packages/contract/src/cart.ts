import { z } from 'zod';
import { drugClass } from './catalog.ts';
import { envelope } from './envelope.ts';

/**
 * The guest cart id. SPEC §4 uses the current unix seconds, which collide and can be guessed; the server
 * issues a random token instead and the client keeps it under the same `idtemporary` key
 * (docs/spec-deviations.md). Anything else is treated as "no guest cart yet".
 */
export const GUEST_CART_ID_PATTERN = /^[A-Za-z0-9_-]{22,64}$/;
export const guestCartId = z.string().regex(GUEST_CART_ID_PATTERN);

/** `is_nologin` arrives as 0/1, "0"/"1" or a boolean from the old client. */
const flag = z
  .union([z.boolean(), z.literal(0), z.literal(1), z.literal('0'), z.literal('1'), z.literal('true'), z.literal('false')])
  .transform((v) => v === true || v === 1 || v === '1' || v === 'true');

const storeId = z.coerce.number().int().min(1).max(2_147_483_647);
const quantity = z.coerce.number().int().min(1).max(999);
const itemId = z.coerce.number().int().min(1).max(2_147_483_647);

/** Who owns the cart a call is about: a signed-in user, or a guest holding `id_temp`. */
export const cartOwner = z.object({
  is_nologin: flag.default(false),
  id_temp: z.string().max(100).optional(),
});

export const cartQuery = z.object({ store_id: storeId.optional(), id_temp: z.string().max(100).optional() });
export const storeQuery = z.object({ store_id: storeId });

export const CART_BLOCKS = ['prescription_required', 'not_sold_online', 'out_of_stock', 'over_limit', 'insufficient_stock', 'unavailable'] as const;
export const cartBlock = z.enum(CART_BLOCKS);

export const cartItem = z.object({
  id: z.number().int(),
  product_id: z.number().int(),
  product: z.object({
    slug: z.string(),
    name: z.string(),
    image_url: z.string().nullable(),
    drug_class: drugClass,
    requires_prescription: z.boolean(),
    weight_grams: z.number().int(),
  }),
  quantity: z.number().int(),
  /** Ticked for checkout; the web sends the ticked lines that may be sold as `item_ids` (issue 8, point 3). */
  selected: z.boolean(),
  /** What one unit costs now (promo price while it runs), integer rupiah, computed by the server. */
  unit_price: z.number().int(),
  original_price: z.number().int(),
  subtotal: z.number().int(),
  available: z.number().int(),
  /** The most of this product one order may hold at this pharmacy (its setting for the drug class). */
  max_per_order: z.number().int(),
  /** Why this line cannot be checked out now, or null. */
  blocked: cartBlock.nullable(),
  /**
   * Obat keras (issue 10): the approved prescription item this line is bought against (set by
   * POST /api/prescriptions/{id}/add-to-cart), or null. A linked line that the item covers is not blocked.
   */
  prescription_item_id: z.number().int().nullable(),
  /**
   * For a line held for a prescription: the customer's approved prescriptions at this pharmacy that could
   * cover its product, with what each still offers (the web's "use an approved one"). Empty otherwise.
   */
  prescription_options: z.array(z.object({ prescription_id: z.string(), remaining: z.number().int() })),
});
export type CartItem = z.infer<typeof cartItem>;

export const cart = z.object({
  id: z.number().int(),
  store: z.object({ id: z.number().int(), slug: z.string(), name: z.string() }),
  items: z.array(cartItem),
  subtotal: z.number().int(),
  total_quantity: z.number().int(),
  /** True when at least one line may be checked out now; held lines stay behind in the cart. */
  can_checkout: z.boolean(),
});
export type Cart = z.infer<typeof cart>;

/** Every cart answer: the carts (one per pharmacy), the top-bar counter (number of cart items) and, for guests, the id to keep. */
export const cartState = z.object({
  counter: z.number().int(),
  id_temp: z.string().nullable(),
  carts: z.array(cart),
});
export type CartState = z.infer<typeof cartState>;
export const cartResponse = envelope(cartState);

export const addToCartBody = cartOwner.extend({
  product_id: z.coerce.number().int().min(1).max(2_147_483_647),
  quantity: quantity.default(1),
  store_id: storeId,
});
export const quantityUpdateBody = cartOwner.extend({ id: itemId, quantity });
export const stepBody = cartOwner.extend({ id: itemId });
/** Remove one line (`id`), several (`ids`) or clear the pharmacy's cart (`all`). */
export const removeBody = cartOwner
  .extend({ store_id: storeId, id: itemId.optional(), ids: z.array(itemId).max(100).optional(), all: z.boolean().optional() })
  .refine((b) => b.id !== undefined || (b.ids?.length ?? 0) > 0 || b.all === true, { path: ['id'], params: { rule: 'required' } });
/** Tick (`selected: true`) or untick lines (`ids`) or every line of the pharmacy's cart (`all`). */
export const selectBody = cartOwner
  .extend({ store_id: storeId, ids: z.array(itemId).max(100).optional(), all: z.boolean().optional(), selected: z.boolean() })
  .refine((b) => (b.ids?.length ?? 0) > 0 || b.all === true, { path: ['ids'], params: { rule: 'required' } });
export const mergeCartBody = z.object({ id_temp: guestCartId });

export const checkingStockBody = z.object({ store_id: storeId });
export const stockCheck = z.object({
  store_id: z.number().int(),
  ok: z.boolean(),
  items: z.array(z.object({ id: z.number().int(), product_id: z.number().int(), quantity: z.number().int(), available: z.number().int(), ok: z.boolean() })),
});
export const stockCheckResponse = envelope(stockCheck);

/**
 * POST /api/cart/product/checkout: reserves stock and opens an order; `message` and `data.id` (SPEC §8).
 * `item_ids` (our addition, docs/spec-deviations.md) names the cart lines to buy; without it every line
 * that may be sold now is bought and lines held for a prescription stay in the cart.
 */
export const checkoutBody = z.object({ store_id: storeId, item_ids: z.array(itemId).min(1).max(100).optional() });
export const checkoutResult = z.object({ id: z.string() });
export const checkoutResponse = envelope(checkoutResult);
