import { randomInt } from 'node:crypto';
import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';
import type { Clock } from '../../clock.ts';
import type { AnterAjaHistoryEntry, AnterAjaOrderBody } from '../anteraja-wire.ts';

/**
 * A local stand-in for AnterAja's B2B API, for the adapter's tests: the same paths, headers, envelope
 * and documented answers (anteraja-wire.ts says which parts of its behaviour are assumptions).
 * Tests move a parcel along with push(); prices are the fake's own, not AnterAja's.
 */

export interface FakeAnterAjaOptions {
  accessKeyId?: string;
  secretAccessKey?: string;
  clock?: Clock;
}

interface FakeOrder {
  body: AnterAjaOrderBody;
  waybill: string;
  history: AnterAjaHistoryEntry[];
  cancelled: boolean;
}

export interface FakeAnterAja {
  url: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Orders as received, by waybill, so tests can check the fields the adapter sent. */
  orders: Map<string, FakeOrder>;
  /** Appends a tracking event (the fake keeps history newest first, as AnterAja answers). */
  push(waybill: string, tracking_code: number, message: string, hub_name?: string | null): void;
  close(): Promise<void>;
}

const DISTRICT = /^\d{2}\.\d{2}\.\d{2}$/;
const SERVICE_CODES = ['SD', 'ND', 'REG', 'ICE', 'BIG'];

function envelope(reply: FastifyReply, status: number, info: string, content: unknown = null) {
  return reply.code(status).send({ status, info, content });
}

/** AnterAja's timestamp style: milliseconds and "+0000". */
function anterAjaTime(date: Date): string {
  return date.toISOString().replace('Z', '+0000');
}

export async function startFakeAnterAja(options: FakeAnterAjaOptions = {}): Promise<FakeAnterAja> {
  const accessKeyId = options.accessKeyId ?? 'fake-access-key-id';
  const secretAccessKey = options.secretAccessKey ?? 'fake-secret-access-key';
  const now = () => options.clock?.now() ?? new Date();
  const orders = new Map<string, FakeOrder>();
  const bookings = new Set<string>();

  const app = Fastify({ logger: false });
  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.headers['access-key-id'] !== accessKeyId || request.headers['secret-access-key'] !== secretAccessKey) {
      return envelope(reply, 401, 'Unauthorized');
    }
  });

  app.post('/serviceRates', async (request, reply) => {
    const body = (request.body ?? {}) as { origin?: unknown; destination?: unknown; weight?: unknown };
    if (typeof body.origin !== 'string' || !DISTRICT.test(body.origin) || typeof body.destination !== 'string' || !DISTRICT.test(body.destination)) {
      return envelope(reply, 400, 'origin and destination must be district codes');
    }
    if (typeof body.weight !== 'number' || !Number.isInteger(body.weight) || body.weight <= 0) return envelope(reply, 400, 'weight must be grams');
    const kg = Math.ceil(body.weight / 1000);
    const sameProvince = body.origin.slice(0, 2) === body.destination.slice(0, 2);
    const services = [
      { product_code: 'ND', product_name: 'Anteraja Next Day', etd: '1-2 Day', rates: kg * (sameProvince ? 16_000 : 26_000), is_cod: false, surcharges: null },
      { product_code: 'REG', product_name: 'Anteraja Regular', etd: sameProvince ? '1-2 Day' : '2-4 Day', rates: kg * (sameProvince ? 10_000 : 20_000), is_cod: true, surcharges: null },
      // Same day only within a province, as in real life.
      ...(sameProvince ? [{ product_code: 'SD', product_name: 'Anteraja Same Day', etd: '0 Day', rates: 15_000 + (kg - 1) * 5_000, is_cod: false, surcharges: null }] : []),
    ];
    return envelope(reply, 200, 'OK', { origin: body.origin, destination: body.destination, services });
  });

  app.post('/order', async (request, reply) => {
    const body = (request.body ?? {}) as Partial<AnterAjaOrderBody>;
    const parties = [body.shipper, body.receiver];
    const problem =
      !body.booking_id || body.booking_id.length > 25
        ? 'booking_id is required, at most 25 characters'
        : !body.service_code || !SERVICE_CODES.includes(body.service_code)
          ? 'service_code is invalid'
          : typeof body.parcel_total_weight !== 'number' || body.parcel_total_weight < 1000 || body.parcel_total_weight > 50_000
            ? 'parcel_total_weight must be 1000 to 50000'
            : parties.some((p) => !p?.name || !p.phone || !p.address || !p.postcode || !p.district || !DISTRICT.test(p.district))
              ? 'shipper and receiver need name, phone, district, address and postcode'
              : !Array.isArray(body.items) || body.items.length === 0 || body.items.length > 30 || body.items.some((i) => !i.item_name)
                ? 'items must hold 1 to 30 items with item_name'
                : undefined;
    if (problem) return envelope(reply, 400, problem);
    // booking_id is compared trimmed and case-insensitively (documented).
    const booking = body.booking_id!.trim().toLowerCase();
    if (bookings.has(booking)) return envelope(reply, 400, 'booking_id already exists');
    bookings.add(booking);

    const waybill = `1000${String(randomInt(0, 10_000_000_000)).padStart(10, '0')}`;
    const at = now();
    orders.set(waybill, {
      body: body as AnterAjaOrderBody,
      waybill,
      cancelled: false,
      history: [{ hub_name: null, message: { id: 'Pickup sudah di-request oleh shipper, dan SATRIA akan segera pickup parcel.' }, params: null, tracking_code: 100, timestamp: anterAjaTime(at) }],
    });
    const finish = new Date(at.getTime() + 2 * 86_400_000);
    return envelope(reply, 200, 'OK', { waybill_no: waybill, expect_start: anterAjaTime(at), expect_finish: anterAjaTime(finish) });
  });

  app.post('/tracking', async (request, reply) => {
    const waybill = String((request.body as { waybill_no?: unknown } | undefined)?.waybill_no ?? '');
    const order = orders.get(waybill);
    // Documented: an unknown waybill is still a 200, with history and order null.
    if (!order) return envelope(reply, 200, 'OK', { waybill_no: waybill, history: null, order: null });
    return envelope(reply, 200, 'OK', {
      waybill_no: waybill,
      history: order.history,
      order: {
        booking_id: order.body.booking_id,
        waybill,
        service_code: order.body.service_code,
        weight: order.body.parcel_total_weight,
        invoice: order.body.invoice_no,
        shipper: order.body.shipper,
        receiver: order.body.receiver,
      },
    });
  });

  app.post('/cancelOrder', async (request, reply) => {
    const waybill = String((request.body as { waybill_no?: unknown } | undefined)?.waybill_no ?? '');
    const order = orders.get(waybill);
    if (!order) return envelope(reply, 404, 'Waybill not found');
    if (!order.cancelled && order.history.some((h) => h.tracking_code >= 200 && h.tracking_code !== 400)) {
      return envelope(reply, 400, 'Order has been picked up and cannot be cancelled');
    }
    order.cancelled = true;
    return envelope(reply, 200, 'OK');
  });

  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    url,
    accessKeyId,
    secretAccessKey,
    orders,
    push(waybill, tracking_code, message, hub_name = null) {
      const order = orders.get(waybill);
      if (!order) throw new Error(`fake AnterAja: no order ${waybill}`);
      order.history.unshift({ hub_name, message: { id: message }, params: null, tracking_code, timestamp: anterAjaTime(now()) });
    },
    close: () => app.close(),
  };
}
