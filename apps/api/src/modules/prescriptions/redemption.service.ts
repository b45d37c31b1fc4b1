import type { Executor } from '../../db/database.ts';
import { ApiError, notFound } from '../../platform/api-error.ts';
import type { Clock } from '../../platform/clock.ts';
import { findPrescription } from './prescriptions.repository.ts';
import {
  coverageForProducts,
  coverageOfItems,
  coverageOfPrescription,
  type ItemCoverage,
  insertRedemptions,
  lockPrescriptions,
  moveRedemptions,
  redeemableNow,
  redemptionsOf,
  remainingOf,
} from './redemption.repository.ts';

/** What a redemption gives or takes of one prescription item. */
interface RedemptionLine {
  itemId: number;
  quantity: number;
}

/**
 * The prescription's state moves that a redemption causes (the prescriptions service: conditional update
 * of redeemed_quantity, the move from the table, the timeline event), and the bus announcement after commit.
 */
export interface RxStateMoves<M = unknown> {
  redeem(trx: Executor, publicId: string, lines: RedemptionLine[], note?: string): Promise<M>;
  release(trx: Executor, publicId: string, lines: RedemptionLine[], note?: string): Promise<M | null>;
  announce(moved: readonly M[]): Promise<void>;
}

/** An obat keras line of a checkout: the product, how many, and the item it is bought against (if any). */
export interface RxLine {
  productId: number;
  quantity: number;
  prescriptionItemId: number | null;
  /** The product's name in the reader's language, for the refusal. */
  name: string;
  /**
   * Obat keras: the line needs the prescription and is refused without it. An over-the-counter line that
   * came from a prescription is not required; it counts against its item where the item still offers it,
   * so a prescription whose every item was bought ends redeemed.
   */
  required: boolean;
}

/** A line that passed the gate, to hold with the order. */
export interface RxClaim {
  prescriptionId: number;
  itemId: number;
  productId: number;
  quantity: number;
}

/** A cart line as the cart module asks about it (cart.ports.ts CartRxLine). */
interface CartLine {
  id: number;
  product_id: number;
  quantity: number;
  prescription_item_id: number | null;
}

/** The same shape as the cart module's LineCoverage: this module does not import the cart's. */
interface LineCoverage {
  covered: boolean;
  options: Array<{ prescription_id: string; remaining: number }>;
}

function coversLine(item: ItemCoverage | undefined, userId: number, storeId: number, productId: number, nowIso: string): item is ItemCoverage {
  return item !== undefined && item.userId === userId && item.pharmacyId === storeId && item.productId === productId && redeemableNow(item, nowIso);
}

/** An order's redemption rows per prescription, as the lines the prescription's state moves take. */
function linesByPrescription(rows: ReadonlyArray<{ public_id: string; prescription_item_id: number; quantity: number }>): Map<string, RedemptionLine[]> {
  const groups = new Map<string, RedemptionLine[]>();
  for (const row of rows) groups.set(row.public_id, [...(groups.get(row.public_id) ?? []), { itemId: row.prescription_item_id, quantity: row.quantity }]);
  return groups;
}

const idsOf = (rows: ReadonlyArray<{ id: number }>) => rows.map((r) => r.id);

/**
 * Rx gating and redemption (ARCHITECTURE §4; docs/decisions/023-rx-gating-and-audit.md). An obat keras
 * line reaches an order only against an approved, unexpired prescription item of the same customer, for
 * the same product, at the prescription's pharmacy, within what the item still offers: prescribed less
 * bought less held by unpaid orders. Checkout holds that quantity with the order (same transaction, the
 * prescription row locked on PostgreSQL), payment consumes it and the prescription moves
 * approved → partly_redeemed → redeemed, and an order that expires or is cancelled gives it back.
 */
export class RxRedemptions {
  constructor(private readonly deps: { clock: Clock; moves: RxStateMoves }) {}

  private nowIso(): string {
    return this.deps.clock.now().toISOString();
  }

  /** The cart's view of its obat keras lines (the cart module's CartPrescriptions port). */
  async coverage(db: Executor, userId: number, storeId: number, lines: readonly CartLine[]): Promise<Map<number, LineCoverage>> {
    const nowIso = this.nowIso();
    const linked = await coverageOfItems(db, lines.flatMap((l) => (l.prescription_item_id === null ? [] : [l.prescription_item_id])));
    const candidates = await coverageForProducts(db, userId, storeId, lines.map((l) => l.product_id), nowIso);
    const out = new Map<number, LineCoverage>();
    for (const line of lines) {
      const item = line.prescription_item_id === null ? undefined : linked.get(line.prescription_item_id);
      const covered = coversLine(item, userId, storeId, line.product_id, nowIso) && line.quantity <= remainingOf(item);
      const offers = new Map<string, number>();
      for (const c of candidates) {
        if (c.productId === line.product_id && remainingOf(c) > 0) offers.set(c.publicId, (offers.get(c.publicId) ?? 0) + remainingOf(c));
      }
      out.set(line.id, { covered, options: [...offers].map(([prescription_id, remaining]) => ({ prescription_id, remaining })) });
    }
    return out;
  }

  /**
   * Checkout's gate, inside its transaction: every obat keras line must be covered (422 prescriptionRequired
   * naming the ones that are not; 422 rxQuantityShort when an item offers too little). The prescriptions
   * are locked first, so a concurrent checkout of the same prescription waits and then sees this one's hold.
   */
  async claim(trx: Executor, userId: number, storeId: number, lines: readonly RxLine[]): Promise<RxClaim[]> {
    if (lines.length === 0) return [];
    const nowIso = this.nowIso();
    const itemIds = lines.flatMap((l) => (l.prescriptionItemId === null ? [] : [l.prescriptionItemId]));
    const before = await coverageOfItems(trx, itemIds);
    await lockPrescriptions(trx, [...before.values()].map((i) => i.prescriptionId));
    // Read again under the lock: what another checkout held or a payment consumed meanwhile counts.
    const items = await coverageOfItems(trx, itemIds);
    const covered = (l: RxLine) => l.prescriptionItemId !== null && coversLine(items.get(l.prescriptionItemId), userId, storeId, l.productId, nowIso);
    const uncovered = lines.filter((l) => l.required && !covered(l));
    if (uncovered.length > 0) throw new ApiError(422, 'prescriptionRequired', { vars: { names: uncovered.map((l) => l.name).join(', ') } });

    const wanted = new Map<number, number>();
    for (const line of lines.filter((l) => l.required)) wanted.set(line.prescriptionItemId!, (wanted.get(line.prescriptionItemId!) ?? 0) + line.quantity);
    for (const [itemId, quantity] of wanted) {
      const item = items.get(itemId)!;
      if (quantity > remainingOf(item)) {
        const name = lines.find((l) => l.prescriptionItemId === itemId)!.name;
        throw new ApiError(422, 'rxQuantityShort', { vars: { name, remaining: remainingOf(item) } });
      }
    }
    const claims: RxClaim[] = [];
    for (const l of lines) {
      if (!covered(l)) continue;
      const item = items.get(l.prescriptionItemId!)!;
      // A required line was checked above; an optional one takes what the item still has after the others.
      const quantity = l.required ? l.quantity : Math.min(l.quantity, remainingOf(item) - (wanted.get(item.itemId) ?? 0));
      if (quantity <= 0) continue;
      if (!l.required) wanted.set(item.itemId, (wanted.get(item.itemId) ?? 0) + quantity);
      claims.push({ prescriptionId: item.prescriptionId, itemId: item.itemId, productId: l.productId, quantity });
    }
    return claims;
  }

  /** Holds the claimed quantities with the order just created, in the same transaction. */
  async hold(trx: Executor, orderId: number, claims: readonly RxClaim[]): Promise<void> {
    const rows = claims.map((c) => ({ prescription_id: c.prescriptionId, prescription_item_id: c.itemId, order_id: orderId, product_id: c.productId, quantity: c.quantity }));
    await insertRedemptions(trx, rows, this.nowIso());
  }

  /**
   * The order was paid (its transaction): its holds become purchases and each prescription moves on
   * (approved → partly_redeemed → redeemed). A prescription that expired while the order waited for its
   * money keeps its status (the table has no move out of expired); the purchase is still recorded here.
   * Answers what moved, to announce after commit.
   */
  async consume(trx: Executor, orderId: number, orderPublicId: string): Promise<unknown[]> {
    const rows = await redemptionsOf(trx, orderId, 'held');
    if (rows.length === 0) return [];
    const nowIso = this.nowIso();
    const moved: unknown[] = [];
    for (const [publicId, lines] of linesByPrescription(rows)) {
      const prescription = await findPrescription(trx, publicId);
      if (prescription && redeemableNow({ status: prescription.status, expiresAt: prescription.expires_at }, nowIso)) {
        moved.push(await this.deps.moves.redeem(trx, publicId, lines, orderPublicId));
      }
    }
    // Conditional on `held`: a payment applied twice consumes once.
    await moveRedemptions(trx, idsOf(rows), 'held', 'consumed', nowIso);
    return moved;
  }

  /**
   * The order expired or was cancelled (its closing transaction): held quantities go back to the
   * prescription, and so do bought ones of a paid order the pharmacy cancelled (nothing was handed over,
   * the money is refunded), which moves the prescription back (redeemed → partly_redeemed → approved).
   */
  async release(trx: Executor, orderId: number, orderPublicId: string): Promise<unknown[]> {
    const nowIso = this.nowIso();
    const held = await redemptionsOf(trx, orderId, 'held');
    await moveRedemptions(trx, idsOf(held), 'held', 'released', nowIso);
    const consumed = await redemptionsOf(trx, orderId, 'consumed');
    const moved: unknown[] = [];
    for (const [publicId, lines] of linesByPrescription(consumed)) {
      const m = await this.deps.moves.release(trx, publicId, lines, orderPublicId);
      if (m !== null) moved.push(m);
    }
    await moveRedemptions(trx, idsOf(consumed), 'consumed', 'released', nowIso);
    return moved;
  }

  announce(moved: readonly unknown[]): Promise<void> {
    return moved.length > 0 ? this.deps.moves.announce(moved) : Promise.resolve();
  }

  /**
   * POST /api/prescriptions/{id}/add-to-cart, the prescription's side: which items and how many may go into
   * the cart now. Another customer's prescription is 404; one that cannot be bought from (not approved yet,
   * rejected, expired, fully bought, all of it in unpaid orders) is 409 saying why; a chosen item that is
   * not on it is 404, a quantity above what it offers 422.
   */
  async cartLines(
    db: Executor,
    userId: number,
    publicId: string,
    chosen?: ReadonlyArray<{ item_id: number; quantity: number }>,
  ): Promise<{ storeId: number; lines: Array<{ itemId: number; productId: number; quantity: number }> }> {
    const prescription = await findPrescription(db, publicId, { userId });
    if (!prescription) throw notFound();
    const nowIso = this.nowIso();
    const { status } = prescription;
    if (status === 'rejected') throw new ApiError(409, 'rxRejected');
    if (status === 'redeemed') throw new ApiError(409, 'rxFullyRedeemed');
    if (status === 'expired' || (status !== 'approved' && status !== 'partly_redeemed')) throw new ApiError(409, status === 'expired' ? 'rxExpired' : 'rxNotApprovedYet');
    if (!redeemableNow({ status, expiresAt: prescription.expires_at }, nowIso)) throw new ApiError(409, 'rxExpired');

    const items = await coverageOfPrescription(db, prescription.id);
    if (chosen) {
      const byId = new Map(items.map((i) => [i.itemId, i]));
      const lines = chosen.map((c) => {
        const item = byId.get(c.item_id);
        if (!item) throw new ApiError(404, 'prescriptionItemUnknown');
        if (c.quantity > remainingOf(item)) {
          const vars = { name: item.productName, remaining: remainingOf(item) };
          throw new ApiError(422, 'rxQuantityShort', { vars, fields: { quantity: [{ message: 'rxQuantityShort', vars }] } });
        }
        return { itemId: item.itemId, productId: item.productId, quantity: c.quantity };
      });
      return { storeId: prescription.pharmacy_id, lines };
    }
    const open = items.filter((i) => remainingOf(i) > 0);
    if (open.length === 0) throw new ApiError(409, items.every((i) => i.redeemed >= i.quantity) ? 'rxFullyRedeemed' : 'rxAllHeld');
    return { storeId: prescription.pharmacy_id, lines: open.map((i) => ({ itemId: i.itemId, productId: i.productId, quantity: remainingOf(i) })) };
  }
}
