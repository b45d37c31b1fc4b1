import type { Address, Locale, Order, OrderStatus, OrderSummary, Page } from '@apotek/contract';
import { deliveryBlock, findOpenDeliveryIssue, listOrderItems, needsPickupCode, type OrderRow, type OrdersService, pickupCodeMatches, SHIPMENT_BLOCK_MESSAGES, staffPharmacyOf } from '../modules/orders/index.ts';
import { findPharmacy } from '../modules/pharmacies/index.ts';
import { auditActor, type AuditSnapshot, recordAudit } from '../modules/audit/index.ts';
import type { Executor } from '../db/database.ts';
import { ApiError, notFound } from '../platform/api-error.ts';
import type { AuthUser } from '../platform/request-context.ts';
import { RATE_LIMITS, type RateLimiter } from '../platform/rate-limit/rate-limiter.ts';
import { type Courier, CourierError, type Tracking } from '../platform/shipping/courier.ts';
import type { OrderClosing } from './order-closing.ts';
import { runWorkflow, type WorkflowLog } from './workflow.ts';

export interface FulfilmentDeps {
  orders: OrdersService;
  closing: OrderClosing;
  courier: Courier;
  limiter: RateLimiter;
  log: WorkflowLog;
}

type ConsoleTarget = 'processing' | 'ready_for_pickup' | 'shipped' | 'delivered' | 'completed' | 'cancelled';

function courierFailure(error: unknown): unknown {
  if (!(error instanceof CourierError)) return error;
  if (error.code === 'unknown_waybill') return new ApiError(404, 'noShipment');
  if (error.code === 'unavailable' || error.code === 'invalid_request') return new ApiError(422, 'shippingNotOffered');
  return new ApiError(502, 'courierUnavailable');
}

function addressLine(address: Address): string {
  return [address.address_line, address.village.name, address.district.name, address.city.name, address.province.name, address.postal_code].filter(Boolean).join(', ');
}

/**
 * The pharmacy's side of an order (the first /console screen) and the buyer's tracking. A pharmacist
 * sees and moves only the orders of the pharmacy they work at (pharmacy_staff); an admin sees all.
 */
export class Fulfilment {
  constructor(private readonly deps: FulfilmentDeps) {}

  async list(user: AuthUser, query: { page: number; perPage: number; status?: OrderStatus[] | undefined }, locale: Locale = 'id'): Promise<Page<OrderSummary>> {
    const storeId = await this.pharmacyScope(user);
    return this.deps.orders.list({ ...(storeId !== null ? { storeId } : {}), statuses: query.status }, query, 'pharmacist', locale);
  }

  async transition(user: AuthUser, publicId: string, to: ConsoleTarget, note: string | null, locale: Locale): Promise<Order> {
    const { orders, closing } = this.deps;
    const storeId = await this.pharmacyScope(user);
    const order = await orders.require(orders.db, publicId);
    if (storeId !== null && order.store_id !== storeId) throw notFound();
    const actor = { who: 'pharmacist' as const, userId: user.id };
    const audited = (trx: Executor, from: OrderRow, extra: AuditSnapshot = {}) =>
      this.audit(trx, user, 'order.transition', from, { status: from.status }, { status: to, note, ...extra });

    if (to === 'cancelled') {
      await closing.cancelByPharmacy(order, actor, note, (trx, closed) => audited(trx, closed));
    } else if (to === 'shipped') {
      await this.ship(order, actor, note, (trx, waybill) => audited(trx, order, { waybill }));
    } else {
      // Pick-up orders wait at the counter; couriered ones leave with a waybill: the state table keeps each on its road,
      // and refuses the hand-over of a pick-up order without its code (handOver).
      await orders.db.transaction().execute(async (trx) => {
        await orders.move(trx, order, to, actor, { note });
        await audited(trx, order);
      });
      await orders.announce([{ publicId, status: to }]);
    }
    return orders.view(await orders.require(orders.db, publicId), locale, 'pharmacist');
  }

  /**
   * POST /api/console/orders/{id}/pickup: ready_for_pickup → completed, only with the code the customer reads
   * out at the counter. Every attempt counts against the order (RATE_LIMITS.pickupCodeOrder) before the code
   * is compared, so concurrent guesses cannot slip past; a wrong code answers 422 and changes nothing.
   */
  async handOver(user: AuthUser, publicId: string, code: string, locale: Locale): Promise<Order> {
    const { orders, limiter } = this.deps;
    const storeId = await this.pharmacyScope(user);
    const order = await orders.require(orders.db, publicId);
    if (storeId !== null && order.store_id !== storeId) throw notFound();
    if (!needsPickupCode(order, 'completed')) throw new ApiError(409, 'orderTransitionNotAllowed', { vars: { from: order.status, to: 'completed' } });
    await limiter.consume(RATE_LIMITS.pickupCodeOrder, publicId);
    if (!pickupCodeMatches(order.pickup_code, code)) throw new ApiError(422, 'pickupCodeWrong');
    await limiter.refund(RATE_LIMITS.pickupCodeOrder, publicId);
    const actor = { who: 'pharmacist' as const, userId: user.id };
    await orders.db.transaction().execute(async (trx) => {
      await orders.move(trx, order, 'completed', actor, { note: null, pickupCodeChecked: true });
      // The code itself is a secret of the buyer's: the entry says only that it was checked.
      await this.audit(trx, user, 'order.pickup_handover', order, { status: order.status }, { status: 'completed', pickup_code_checked: true });
    });
    await orders.announce([{ publicId, status: 'completed' }]);
    return orders.view(await orders.require(orders.db, publicId), locale, 'pharmacist');
  }

  /** POST /api/shipping/anteraja/tracking: the buyer's own order only; a delivered parcel moves the order. */
  async track(userId: number, publicId: string): Promise<Tracking & { order_id: string; courier: string }> {
    const { orders, courier } = this.deps;
    const order = await orders.requireOwned(orders.db, userId, publicId);
    if (!order.waybill) throw new ApiError(404, 'noShipment');
    let tracking: Tracking;
    try {
      tracking = await courier.track(order.waybill);
    } catch (error) {
      throw courierFailure(error);
    }
    if (tracking.status === 'delivered' && order.status === 'shipped') {
      try {
        await orders.db.transaction().execute((trx) => orders.move(trx, order, 'delivered', { who: 'system' }, { note: order.waybill }));
        await orders.announce([{ publicId, status: 'delivered' }]);
      } catch (error) {
        // Someone moved it first (the pharmacist marked it delivered): nothing to do.
        if (!(error instanceof ApiError)) throw error;
      }
    }
    return { ...tracking, order_id: publicId, courier: order.courier ?? courier.kind };
  }

  /**
   * processing → shipped: book the courier, then record the waybill with the move. If the move fails
   * (the order changed meanwhile), the booking is cancelled again.
   */
  private async ship(order: OrderRow, actor: { who: 'pharmacist'; userId: number }, note: string | null, within: (trx: Executor, waybill: string) => Promise<void>): Promise<void> {
    const { orders, courier } = this.deps;
    if (order.status !== 'processing' || !order.shipment_type || order.shipment_type === 'pickup' || !order.address_json) {
      throw new ApiError(409, 'orderTransitionNotAllowed', { vars: { from: order.status, to: 'shipped' } });
    }
    // The customer has been asked for another address (a delivery issue): not before they answer.
    if (await findOpenDeliveryIssue(orders.db, order.id)) throw new ApiError(409, 'deliveryIssueOpen');
    const service = order.shipment_type;
    const address = JSON.parse(order.address_json) as Address;
    const ctx: { waybill?: string } = {};
    await runWorkflow<typeof ctx>(
      'ship-order',
      [
        {
          name: 'book courier',
          run: async (c) => {
            const pharmacy = await findPharmacy(orders.db, order.store_id);
            if (!pharmacy) throw notFound();
            // The rule checkout offered the service by, so an order it took is one the courier can be booked for.
            const block = deliveryBlock(service, address);
            if (block || address.latitude === null || address.longitude === null) throw new ApiError(422, SHIPMENT_BLOCK_MESSAGES[block ?? 'needs_pin']);
            const items = await listOrderItems(orders.db, [order.id]);
            try {
              const shipment = await courier.createShipment({
                orderRef: order.public_id,
                service,
                origin: { lat: pharmacy.latitude, lng: pharmacy.longitude, postalCode: pharmacy.postal_code, districtCode: pharmacy.district_code },
                destination: { lat: address.latitude, lng: address.longitude, postalCode: address.postal_code, districtCode: address.district.code },
                weightGrams: order.total_weight_grams,
                sender: { name: pharmacy.name, phone: pharmacy.phone, address: pharmacy.address },
                receiver: { name: address.recipient_name, phone: address.recipient_phone, address: addressLine(address) },
                items: items.map((i) => ({ name: i.name, quantity: i.quantity, price: Number(i.unit_price), weightGrams: i.weight_grams })),
              });
              c.waybill = shipment.waybill;
            } catch (error) {
              throw courierFailure(error);
            }
          },
          undo: async (c) => {
            if (c.waybill) await courier.cancel(c.waybill);
          },
        },
        {
          name: 'record waybill',
          run: (c) =>
            orders.db.transaction().execute(async (trx) => {
              await orders.move(trx, order, 'shipped', actor, { note: note ?? c.waybill ?? null, patch: { waybill: c.waybill!, courier: courier.kind } });
              await within(trx, c.waybill!);
            }),
        },
      ],
      ctx,
      this.deps.log,
    );
    await orders.announce([{ publicId: order.public_id, status: 'shipped' }]);
  }

  /** The decision's audit entry, in its transaction (docs/decisions/023-rx-gating-and-audit.md). */
  private audit(trx: Executor, user: AuthUser, action: 'order.transition' | 'order.pickup_handover', order: OrderRow, before: AuditSnapshot, after: AuditSnapshot): Promise<void> {
    return recordAudit(trx, { ...auditActor(user), action, entity: 'order', entityId: order.public_id, before, after, at: this.deps.orders.nowIso() });
  }

  /** The pharmacy a console user may act for: theirs, or null (all) for an admin. */
  private async pharmacyScope(user: AuthUser): Promise<number | null> {
    if (user.role === 'admin') return null;
    const storeId = await staffPharmacyOf(this.deps.orders.db, user.id);
    if (storeId === undefined) throw new ApiError(403, 'noPharmacy');
    return storeId;
  }
}
