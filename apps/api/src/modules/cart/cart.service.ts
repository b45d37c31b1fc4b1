import { type Cart, type CartState, DRUG_CLASS_RULES, type Locale } from '@apotek/contract';
import type { Kysely } from 'kysely';
import type { Database, Executor } from '../../db/database.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { ApiError, notFound } from '../../platform/api-error.ts';
import type { Clock } from '../../platform/clock.ts';
import { type CartOwner, userOwner } from './cart-owner.ts';
import type { CartCatalog, CartPrescriptions, CartProduct } from './cart.ports.ts';
import {
  countItems,
  type CartItemRow,
  type CartRow,
  deleteGuestCarts,
  deleteItems,
  ensureCart,
  findCart,
  findItemByProduct,
  findOwnedItem,
  guestTokenKnown,
  insertItem,
  listCarts,
  listItems,
  setItemQuantity,
  setItemsSelected,
  touchCart,
  upsertPrescribedItem,
} from './cart.repository.ts';
import { needsPrescription, toCart } from './cart.view.ts';

/** The contract's ceiling for one line (cart.ts `quantity`); merging never goes above it either. */
export const MAX_LINE_QUANTITY = 999;

export interface CartDeps {
  db: Kysely<Database>;
  clock: Clock;
  catalog: CartCatalog;
  /** Approved prescriptions covering obat keras lines (issue 10); without it every keras line is held. */
  prescriptions?: CartPrescriptions;
}

export interface StockCheck {
  store_id: number;
  ok: boolean;
  items: Array<{ id: number; product_id: number; quantity: number; available: number; ok: boolean }>;
}

function insufficient(available: number): ApiError {
  const key = available > 0 ? 'insufficientStock' : 'outOfStock';
  return new ApiError(422, key, { vars: { available }, fields: { quantity: [{ message: key, vars: { available } }] } });
}

function overLimit(max: number): ApiError {
  return new ApiError(422, 'quantityOverLimit', { vars: { max }, fields: { quantity: [{ message: 'quantityOverLimit', vars: { max } }] } });
}

/**
 * A line may hold at most the pharmacy's per-order limit and what is on its shelf. The refusal names the
 * one that binds, so the shopper is told the number that would be accepted.
 */
function assertLineFits(product: CartProduct, quantity: number): void {
  const ceiling = Math.min(product.max_per_order, MAX_LINE_QUANTITY);
  if (quantity <= Math.min(ceiling, product.available)) return;
  throw product.available < ceiling ? insufficient(product.available) : overLimit(ceiling);
}

/** A class that may not enter a cart at all (ARCHITECTURE §4): 422 naming the product. */
function assertSellable(product: CartProduct): void {
  if (!DRUG_CLASS_RULES[product.drug_class].sellableOnline) {
    throw new ApiError(422, 'productNotSoldOnline', { fields: { product_id: [{ message: 'productNotSoldOnline' }] } });
  }
}

/**
 * Carts per owner and pharmacy. Prices are never stored or accepted: every answer reads the catalogue's
 * current price (promo first), so a tampered body cannot set one. Quantities are checked against the
 * pharmacy's stock when they grow; stock is only reserved at checkout.
 */
export class CartService {
  constructor(private readonly deps: CartDeps) {}

  async state(owner: CartOwner | null, locale: Locale, storeId?: number): Promise<Omit<CartState, 'id_temp'>> {
    if (!owner) return { counter: 0, carts: [] };
    const { db, catalog } = this.deps;
    const carts = await listCarts(db, owner, storeId);
    const items = await listItems(
      db,
      carts.map((c) => c.id),
    );
    const stores = new Map((await catalog.stores(db, [...new Set(carts.map((c) => c.store_id))])).map((s) => [s.id, s]));
    const views: Cart[] = [];
    for (const cart of carts) {
      const lines = items.filter((i) => i.cart_id === cart.id);
      const store = stores.get(cart.store_id);
      // Empty carts stay as rows (they keep a guest token known) but are not shown.
      if (lines.length === 0 || !store) continue;
      const products = await catalog.products(
        db,
        cart.store_id,
        lines.map((l) => l.product_id),
      );
      const byId = new Map(products.map((p) => [p.id, p]));
      const rx = await this.coverage(db, owner, cart.store_id, lines, byId);
      views.push(toCart(cart, store, lines, byId, locale, rx));
    }
    return { counter: await countItems(db, owner), carts: views };
  }

  /** True when the guest token has a cart here, i.e. we issued it; unknown tokens are replaced on add. */
  isKnownGuest(tokenHash: string): Promise<boolean> {
    return guestTokenKnown(this.deps.db, tokenHash);
  }

  /** Adds to the line of that product (or opens one); the resulting quantity must fit the stock and the per-order limit. */
  async add(owner: CartOwner, input: { productId: number; quantity: number; storeId: number }): Promise<void> {
    const { catalog } = this.deps;
    await this.retryingUnique(async (trx, nowIso) => {
      const [store] = await catalog.stores(trx, [input.storeId]);
      if (!store) throw notFound();
      const [product] = await catalog.products(trx, input.storeId, [input.productId]);
      if (!product) throw notFound();
      assertSellable(product);
      const cart = await ensureCart(trx, owner, input.storeId, nowIso);
      const line = await findItemByProduct(trx, cart.id, product.id);
      const quantity = (line?.quantity ?? 0) + input.quantity;
      assertLineFits(product, quantity);
      if (line) await setItemQuantity(trx, line.id, quantity, nowIso);
      else await insertItem(trx, cart.id, product.id, quantity, nowIso);
      await touchCart(trx, cart.id, nowIso);
    });
  }

  /** Sets a line's quantity; growing is checked against stock and the limit, shrinking never is (it only helps). */
  async setQuantity(owner: CartOwner, storeId: number, itemId: number, quantity: number): Promise<void> {
    await this.changeLine(owner, storeId, itemId, () => quantity);
  }

  /** One more or one fewer; one fewer of a single unit removes the line. */
  async step(owner: CartOwner, storeId: number, itemId: number, delta: 1 | -1): Promise<void> {
    await this.changeLine(owner, storeId, itemId, (current) => current + delta);
  }

  async remove(owner: CartOwner, storeId: number, which: { id?: number | undefined; ids?: number[] | undefined; all?: boolean | undefined }): Promise<void> {
    await this.deps.db.transaction().execute(async (trx) => {
      const cart = await findCart(trx, owner, storeId);
      if (!cart) throw notFound();
      if (which.all) {
        await deleteItems(trx, cart.id);
        return;
      }
      const wanted = [...new Set([...(which.id !== undefined ? [which.id] : []), ...(which.ids ?? [])])];
      const owned = new Set((await listItems(trx, [cart.id])).map((i) => i.id));
      // One foreign or unknown id fails the whole call: nothing is removed, nothing is revealed.
      if (wanted.some((id) => !owned.has(id))) throw notFound();
      await deleteItems(trx, cart.id, wanted);
    });
  }

  /** Ticks or unticks lines for checkout; like remove, one foreign or unknown id fails the whole call (404). */
  async select(owner: CartOwner, storeId: number, which: { ids?: number[] | undefined; all?: boolean | undefined }, selected: boolean): Promise<void> {
    const { db, clock } = this.deps;
    await db.transaction().execute(async (trx) => {
      const cart = await findCart(trx, owner, storeId);
      if (!cart) throw notFound();
      const nowIso = clock.now().toISOString();
      if (which.all) {
        await setItemsSelected(trx, cart.id, undefined, selected, nowIso);
        return;
      }
      const wanted = [...new Set(which.ids ?? [])];
      const owned = new Set((await listItems(trx, [cart.id])).map((i) => i.id));
      if (wanted.some((id) => !owned.has(id))) throw notFound();
      await setItemsSelected(trx, cart.id, wanted, selected, nowIso);
    });
  }

  async checkStock(owner: CartOwner, storeId: number): Promise<StockCheck> {
    const { db, catalog } = this.deps;
    const cart = await findCart(db, owner, storeId);
    const items = cart ? await listItems(db, [cart.id]) : [];
    const products = new Map(
      (
        await catalog.products(
          db,
          storeId,
          items.map((i) => i.product_id),
        )
      ).map((p) => [p.id, p]),
    );
    const lines = items.map((item) => {
      const available = products.get(item.product_id)?.available ?? 0;
      return { id: item.id, product_id: item.product_id, quantity: item.quantity, available, ok: item.quantity <= available };
    });
    return { store_id: storeId, ok: lines.length > 0 && lines.every((l) => l.ok), items: lines };
  }

  /**
   * Moves a guest's carts into the user's after login: quantities add, capped at the pharmacy's stock and
   * per-order limit (never below what the user already had) and at the line limit; the guest carts are
   * then deleted.
   */
  async merge(userId: number, guestTokenHash: string): Promise<void> {
    const { catalog } = this.deps;
    const owner = userOwner(userId);
    await this.retryingUnique(async (trx, nowIso) => {
      const guestCarts = await listCarts(trx, { kind: 'guest', tokenHash: guestTokenHash });
      const guestItems = await listItems(
        trx,
        guestCarts.map((c) => c.id),
      );
      for (const guestCart of guestCarts) {
        const lines = guestItems.filter((i) => i.cart_id === guestCart.id);
        if (lines.length === 0) continue;
        const products = new Map(
          (
            await catalog.products(
              trx,
              guestCart.store_id,
              lines.map((l) => l.product_id),
            )
          ).map((p) => [p.id, p]),
        );
        const cart = await ensureCart(trx, owner, guestCart.store_id, nowIso);
        for (const line of lines) {
          const product = products.get(line.product_id);
          if (!product || !DRUG_CLASS_RULES[product.drug_class].sellableOnline) continue;
          const mine = await findItemByProduct(trx, cart.id, line.product_id);
          const had = mine?.quantity ?? 0;
          const quantity = Math.min(had + line.quantity, Math.max(had, Math.min(product.available, product.max_per_order)), MAX_LINE_QUANTITY);
          if (quantity <= 0 || quantity === had) continue;
          if (mine) await setItemQuantity(trx, mine.id, quantity, nowIso);
          else await insertItem(trx, cart.id, line.product_id, quantity, nowIso);
        }
        await touchCart(trx, cart.id, nowIso);
      }
      await deleteGuestCarts(trx, guestTokenHash);
    });
  }

  // ---- for the checkout and prescription-to-cart workflows (always inside their transaction) ----

  /**
   * Puts prescribed items in the user's cart at the prescription's pharmacy, each line linked to its item
   * and set to the quantity asked (not added to what was there: the prescription bounds it). The line must
   * fit the pharmacy's stock and per-order limit like any other (422).
   */
  /**
   * Lines of a prescription into the user's cart at its pharmacy. With `fit`, the caller asked for "all that
   * remains": each line is trimmed to the product's per-order limit and to the pharmacy's stock, and a line
   * the pharmacy has none of is left out (the rest of the prescription stays for a later order). Chosen
   * quantities (no `fit`) must fit as they are. Answers what went in; nothing at all is the stock's 422.
   */
  async addPrescribed(
    trx: Executor,
    userId: number,
    storeId: number,
    lines: ReadonlyArray<{ productId: number; quantity: number; prescriptionItemId: number }>,
    opts: { fit?: boolean } = {},
  ): Promise<Array<{ productId: number; quantity: number; prescriptionItemId: number }>> {
    const { catalog, clock } = this.deps;
    const nowIso = clock.now().toISOString();
    const [store] = await catalog.stores(trx, [storeId]);
    if (!store) throw notFound();
    const products = new Map((await catalog.products(trx, storeId, lines.map((l) => l.productId))).map((p) => [p.id, p]));
    const cart = await ensureCart(trx, userOwner(userId), storeId, nowIso);
    const added: Array<{ productId: number; quantity: number; prescriptionItemId: number }> = [];
    for (const line of lines) {
      const product = products.get(line.productId);
      if (!product) throw notFound();
      assertSellable(product);
      const quantity = opts.fit ? Math.min(line.quantity, product.max_per_order, MAX_LINE_QUANTITY, product.available) : line.quantity;
      if (quantity <= 0) continue;
      assertLineFits(product, quantity);
      await upsertPrescribedItem(trx, cart.id, { ...line, quantity }, nowIso);
      added.push({ ...line, quantity });
    }
    if (added.length === 0) throw insufficient(0);
    await touchCart(trx, cart.id, nowIso);
    return added;
  }

  /** The user's cart at a pharmacy with its lines, read in the caller's transaction. */
  async cartForCheckout(trx: Executor, userId: number, storeId: number): Promise<{ cart: CartRow; items: CartItemRow[] } | undefined> {
    const cart = await findCart(trx, userOwner(userId), storeId);
    if (!cart) return undefined;
    return { cart, items: await listItems(trx, [cart.id]) };
  }

  /** Removes the lines that became an order, in the order's transaction. */
  async removeCheckedOut(trx: Executor, cartId: number, itemIds: readonly number[]): Promise<void> {
    await deleteItems(trx, cartId, itemIds);
  }

  // ---- internals ----

  private async coverage(db: Executor, owner: CartOwner, storeId: number, lines: CartItemRow[], products: Map<number, CartProduct>) {
    const { prescriptions } = this.deps;
    const keras = lines.filter((l) => {
      const p = products.get(l.product_id);
      return p !== undefined && DRUG_CLASS_RULES[p.drug_class].sellableOnline && needsPrescription(p);
    });
    if (!prescriptions || owner.kind !== 'user' || keras.length === 0) return undefined;
    return prescriptions.coverage(db, owner.userId, storeId, keras);
  }

  private async changeLine(owner: CartOwner, storeId: number, itemId: number, next: (current: number) => number): Promise<void> {
    const { db, clock, catalog } = this.deps;
    await db.transaction().execute(async (trx) => {
      const item = await findOwnedItem(trx, owner, itemId);
      if (!item || item.store_id !== storeId) throw notFound();
      const nowIso = clock.now().toISOString();
      const quantity = next(item.quantity);
      if (quantity <= 0) {
        await deleteItems(trx, item.cart_id, [item.id]);
        return;
      }
      if (quantity > item.quantity) {
        const [product] = await catalog.products(trx, storeId, [item.product_id]);
        if (!product) throw notFound();
        assertSellable(product);
        assertLineFits(product, quantity);
      }
      await setItemQuantity(trx, item.id, quantity, nowIso);
      await touchCart(trx, item.cart_id, nowIso);
    });
  }

  /**
   * Runs a write transaction, once more if it met a unique index: two first adds of one owner racing
   * for the same cart or line. PostgreSQL aborts the whole transaction on the violation, so the retry
   * is of the transaction, not of the statement.
   */
  private async retryingUnique(work: (trx: Executor, nowIso: string) => Promise<void>): Promise<void> {
    const { db, clock } = this.deps;
    for (let attempt = 0; ; attempt += 1) {
      try {
        await db.transaction().execute((trx) => work(trx, clock.now().toISOString()));
        return;
      } catch (error) {
        if (!isUniqueViolation(error) || attempt >= 2) throw error;
      }
    }
  }
}
