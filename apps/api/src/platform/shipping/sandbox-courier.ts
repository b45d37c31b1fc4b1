import { randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import type { Clock } from '../clock.ts';
import { type CreateShipmentRequest, type Courier, CourierError, type Quote, type QuoteRequest, type Shipment, type Tracking } from './courier.ts';
import { findSandboxShipment, insertSandboxShipment, markSandboxShipmentCancelled, type SandboxDb, sandboxDb } from './sandbox-shipments.repository.ts';
import { trackingAt } from './sandbox-timeline.ts';
import { quoteShipping } from './shipping-rates.ts';

export interface SandboxCourierOptions {
  /**
   * Failure injection: when it answers true for a shipment, the first delivery attempt fails and the
   * parcel arrives a day later. Lets testers and e2e see the "failed" state without a real courier.
   */
  failFirstAttempt?: (request: CreateShipmentRequest) => boolean;
}

/** AnterAja's waybills are 14 digits starting with "10" (e.g. 10001079472341); the sandbox's look alike. */
export function sandboxWaybill(): string {
  return `10${String(randomInt(0, 1_000_000_000_000)).padStart(12, '0')}`;
}

/**
 * The embedded default: prices from shipping-rates.ts, shipments in its own table, and a status that
 * advances with the Clock along the service's timeline (sandbox-timeline.ts). Nothing leaves the machine.
 */
export class SandboxCourier implements Courier {
  readonly kind = 'sandbox' as const;
  private readonly db: SandboxDb;

  constructor(
    db: Kysely<Database>,
    private readonly clock: Clock,
    private readonly options: SandboxCourierOptions = {},
  ) {
    this.db = sandboxDb(db);
  }

  async quote(request: QuoteRequest): Promise<Quote> {
    return quoteShipping(request);
  }

  async createShipment(request: CreateShipmentRequest): Promise<Shipment> {
    if ((request.service as string) === 'pickup') {
      throw new CourierError('invalid_request', 'Pick-up at the pharmacy needs no courier');
    }
    const quote = quoteShipping(request);
    if (!quote.available) throw new CourierError('unavailable', `Service ${request.service} cannot take this parcel: ${quote.reason}`);

    const row = {
      order_ref: request.orderRef,
      service: request.service,
      weight_grams: request.weightGrams,
      cost: quote.cost,
      eta_days: quote.etaDays ?? null,
      sender_name: request.sender.name,
      sender_phone: request.sender.phone,
      sender_address: request.sender.address,
      receiver_name: request.receiver.name,
      receiver_phone: request.receiver.phone,
      receiver_address: request.receiver.address,
      items: JSON.stringify(request.items),
      fail_first_attempt: this.options.failFirstAttempt?.(request) ? 1 : 0,
      created_at: this.clock.now().toISOString(),
    };
    // 10^12 numbers make a clash rare; when one happens, draw again rather than fail the order.
    for (let attempt = 0; ; attempt++) {
      const waybill = sandboxWaybill();
      try {
        await insertSandboxShipment(this.db, { ...row, waybill });
        return { waybill, courier: 'sandbox', service: request.service, status: 'created' };
      } catch (error) {
        if (!isUniqueViolation(error) || attempt >= 4) throw error;
      }
    }
  }

  async track(waybill: string): Promise<Tracking> {
    const row = await findSandboxShipment(this.db, waybill);
    if (!row) throw new CourierError('unknown_waybill', `No sandbox shipment ${waybill}`);
    return trackingAt(
      {
        waybill: row.waybill,
        service: row.service,
        etaDays: row.eta_days,
        senderName: row.sender_name,
        receiverName: row.receiver_name,
        failFirstAttempt: row.fail_first_attempt === 1,
        createdAt: row.created_at,
        cancelledAt: row.cancelled_at,
      },
      this.clock.now(),
    );
  }

  async cancel(waybill: string): Promise<void> {
    const tracking = await this.track(waybill);
    if (tracking.status === 'cancelled') return;
    if (tracking.status !== 'created') throw new CourierError('not_cancellable', `Shipment ${waybill} is already ${tracking.status}`);
    await markSandboxShipmentCancelled(this.db, waybill, this.clock.now().toISOString());
  }
}
