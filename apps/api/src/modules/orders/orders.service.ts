import { lastPageOf, type Locale, type Order, type OrderPayment, type OrderPickup, type OrderStatus, type OrderSummary, type Page } from '@apotek/contract';
import type { Insertable, Kysely, Updateable } from 'kysely';
import type { Database, Executor } from '../../db/database.ts';
import { ApiError, notFound } from '../../platform/api-error.ts';
import type { EventBus } from '../../platform/bus/bus.ts';
import type { Clock } from '../../platform/clock.ts';
import { findOpenDeliveryIssue, openDeliveryIssues } from './delivery-issue.repository.ts';
import { newOrderId, newPickupCode } from './order-id.ts';
import { assertMove, OPEN_STATUSES } from './order-state.ts';
import { toOrder, toSummary } from './order.view.ts';
import {
  countOrders,
  findOrder,
  findOwnedOrder,
  insertOrder,
  insertOrderEvent,
  insertOrderItems,
  listOrderEvents,
  listOrderItems,
  listOrders,
  type OrderFilter,
  type OrderRow,
  openSlot,
  updateOrderIf,
} from './orders.repository.ts';
import type { OrderActor, OrderItemsTable, OrdersTable } from './orders.tables.ts';

export interface OrdersDeps {
  db: Kysely<Database>;
  clock: Clock;
  bus: EventBus;
  /** Port: where a pick-up order is collected (the pharmacy, its hours today), implemented by the commerce wiring. */
  pickupPlace?: PickupPlaceLookup;
  /** Port: the order's newest payment as the buyer sees it, implemented by the payments module. */
  latestPayment: LatestPaymentLookup;
}

/** The payment an order view shows; null before the order is confirmed. */
export type LatestPaymentLookup = (orderId: number) => Promise<OrderPayment | null>;

/** The pharmacy side of a pick-up card; the orders module adds the code. Null when the pharmacy is gone. */
export type PickupPlaceLookup = (storeId: number, at: Date) => Promise<Omit<OrderPickup, 'code'> | null>;

/** States in which the buyer's pick-up code is shown: paid and not yet collected or closed. */
const PICKUP_CODE_SHOWN: readonly OrderStatus[] = ['paid', 'processing', 'ready_for_pickup'];

export interface Actor {
  who: OrderActor;
  userId?: number | undefined;
}

export interface NewOrder {
  userId: number;
  store: { id: number; slug: string; name: string };
  lines: Array<Omit<Insertable<OrderItemsTable>, 'order_id'>>;
  expiresAt: string;
  note?: string;
}

export interface MovedOrder {
  publicId: string;
  status: OrderStatus;
}

/**
 * Orders: creating one, moving it through the state machine (order-state.ts) with a timeline row for
 * every move, and reading them for their buyer and for the pharmacy. Cross-module work (stock, cart,
 * payments, couriers) is done by the workflows that call in here, inside their transactions.
 */
export class OrdersService {
  constructor(private readonly deps: OrdersDeps) {}

  get db(): Kysely<Database> {
    return this.deps.db;
  }

  nowIso(): string {
    return this.deps.clock.now().toISOString();
  }

  /** Inserts the order in `checkout` with its price snapshot; the caller's transaction holds the stock. */
  async create(trx: Executor, input: NewOrder): Promise<{ id: number; publicId: string }> {
    const nowIso = this.nowIso();
    const subtotal = input.lines.reduce((sum, line) => sum + Number(line.unit_price) * Number(line.quantity), 0);
    const weight = input.lines.reduce((sum, line) => sum + Number(line.weight_grams) * Number(line.quantity), 0);
    const publicId = newOrderId();
    const row: Insertable<OrdersTable> = {
      public_id: publicId,
      user_id: input.userId,
      store_id: input.store.id,
      store_slug: input.store.slug,
      store_name: input.store.name,
      status: 'checkout',
      open_slot: openSlot(input.userId, input.store.id),
      subtotal,
      total: subtotal,
      item_count: input.lines.length,
      first_item: input.lines[0]?.name ?? null,
      // A parcel weighs something even when the catalogue says 0 g; couriers refuse a weightless one.
      total_weight_grams: Math.max(1, weight),
      expires_at: input.expiresAt,
      created_at: nowIso,
      updated_at: nowIso,
    };
    const id = await insertOrder(trx, row);
    await insertOrderItems(
      trx,
      input.lines.map((line) => ({ ...line, order_id: id })),
    );
    await insertOrderEvent(trx, {
      order_id: id,
      from_status: null,
      to_status: 'checkout',
      actor: 'customer',
      actor_user_id: input.userId,
      note: input.note ?? null,
      created_at: nowIso,
    });
    return { id, publicId };
  }

  /**
   * One move of the state machine: refused (409) unless the table allows it for this actor, and applied
   * only if the order is still where the caller saw it, so a racing move makes this one fail instead of
   * running twice. Leaving the unpaid states frees the buyer's open-order slot and the deadline.
   */
  async move(
    trx: Executor,
    order: Pick<OrderRow, 'id' | 'status'> & { shipment_type?: OrderRow['shipment_type'] },
    to: OrderStatus,
    actor: Actor,
    options: { note?: string | null; patch?: Updateable<OrdersTable>; pickupCodeChecked?: boolean } = {},
  ): Promise<void> {
    assertMove(order.status, to, actor.who, { shipmentType: order.shipment_type, pickupCodeChecked: options.pickupCodeChecked === true });
    const nowIso = this.nowIso();
    const leavesOpen = OPEN_STATUSES.includes(order.status) && !OPEN_STATUSES.includes(to);
    const moved = await updateOrderIf(trx, order.id, order.status, {
      ...options.patch,
      status: to,
      updated_at: nowIso,
      ...(leavesOpen ? { open_slot: null, ...(options.patch?.expires_at === undefined ? { expires_at: null } : {}) } : {}),
    });
    if (!moved) throw new ApiError(409, 'orderTransitionNotAllowed', { vars: { from: order.status, to } });
    await insertOrderEvent(trx, {
      order_id: order.id,
      from_status: order.status,
      to_status: to,
      actor: actor.who,
      actor_user_id: actor.userId ?? null,
      note: options.note ?? null,
      created_at: nowIso,
    });
    // A paid pick-up order gets the code its buyer shows at the counter (also one switched to pick-up later).
    if (to === 'paid' || to === 'ready_for_pickup') {
      await trx.updateTable('orders').set({ pickup_code: newPickupCode() }).where('id', '=', order.id).where('shipment_type', '=', 'pickup').where('pickup_code', 'is', null).execute();
    }
  }

  /** Tells other parts (and other nodes) that orders moved; call after the transaction committed. */
  async announce(moves: readonly MovedOrder[]): Promise<void> {
    for (const move of moves) await this.deps.bus.publish('order.changed', { orderId: move.publicId, status: move.status });
  }

  async requireOwned(db: Executor, userId: number, publicId: string): Promise<OrderRow> {
    const row = await findOwnedOrder(db, userId, publicId);
    if (!row) throw notFound();
    return row;
  }

  async require(db: Executor, publicId: string): Promise<OrderRow> {
    const row = await findOrder(db, publicId);
    if (!row) throw notFound();
    return row;
  }

  async view(row: OrderRow, locale: Locale, by: OrderActor): Promise<Order> {
    const { db } = this.deps;
    const [items, events, payment, place, issue] = await Promise.all([
      listOrderItems(db, [row.id]),
      listOrderEvents(db, row.id),
      this.deps.latestPayment(row.id),
      // The pick-up card and its code are the buyer's only.
      by === 'customer' && row.shipment_type === 'pickup' && this.deps.pickupPlace ? this.deps.pickupPlace(row.store_id, this.deps.clock.now()) : null,
      findOpenDeliveryIssue(db, row.id),
    ]);
    const pickup: OrderPickup | null = place ? { ...place, code: PICKUP_CODE_SHOWN.includes(row.status) ? row.pickup_code : null } : null;
    return toOrder(row, items, events, payment, locale, by, pickup, issue);
  }

  async mine(userId: number, publicId: string, locale: Locale): Promise<Order> {
    return this.view(await this.requireOwned(this.deps.db, userId, publicId), locale, 'customer');
  }

  async list(filter: OrderFilter, page: { page: number; perPage: number }, by: OrderActor, locale: Locale = 'id'): Promise<Page<OrderSummary>> {
    const { db } = this.deps;
    const [rows, total] = await Promise.all([
      listOrders(db, filter, { offset: (page.page - 1) * page.perPage, limit: page.perPage }),
      countOrders(db, filter),
    ]);
    const issues = await openDeliveryIssues(db, rows.map((row) => row.id));
    return { data: rows.map((row) => toSummary(row, by, issues.get(row.id), locale)), page: page.page, perPage: page.perPage, total, lastPage: lastPageOf(total, page.perPage) };
  }
}
