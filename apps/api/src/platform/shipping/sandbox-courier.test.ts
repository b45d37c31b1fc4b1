import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../../test/clock.ts';
import { createTestDatabase } from '../../../test/db.ts';
import type { Db } from '../../db/connect.ts';
import type { CreateShipmentRequest, GeoPoint } from './courier.ts';
import { SandboxCourier } from './sandbox-courier.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const pharmacy: GeoPoint = { lat: -6.2088, lng: 106.8456, postalCode: '10220' }; // Jakarta Pusat
const nearby: GeoPoint = { lat: -6.2297, lng: 106.8295, postalCode: '12920' }; // ~3 km away
const bandung: GeoPoint = { lat: -6.9175, lng: 107.6191, postalCode: '40111' };

function shipment(overrides: Partial<CreateShipmentRequest> = {}): CreateShipmentRequest {
  return {
    orderRef: 'ORD-7Q2K9X',
    service: 'instant',
    origin: pharmacy,
    destination: nearby,
    weightGrams: 800,
    sender: { name: 'Apotek Sehat Menteng', phone: '+62213100000', address: 'Jl. Menteng Raya 1, Jakarta Pusat' },
    receiver: { name: 'Siti Aminah', phone: '+6281234567890', address: 'Jl. Setiabudi 5, Jakarta Selatan' },
    items: [{ name: 'Paracetamol 500 mg', quantity: 2, price: 12_000, weightGrams: 400 }],
    ...overrides,
  };
}

describe('SandboxCourier', () => {
  let database: Db;
  let clock: ManualClock;
  let courier: SandboxCourier;

  beforeAll(async () => {
    database = await createTestDatabase();
    clock = new ManualClock();
    courier = new SandboxCourier(database.db, clock, { failFirstAttempt: (r) => r.receiver.name.includes('Gagal') });
  });
  afterAll(async () => {
    await database.close();
  });

  it('quotes from the sandbox price list', async () => {
    expect(await courier.quote({ origin: pharmacy, destination: nearby, weightGrams: 800, service: 'instant' })).toMatchObject({ available: true, etaMinutes: 60 });
    expect(await courier.quote({ origin: pharmacy, destination: bandung, weightGrams: 800, service: 'instant' })).toMatchObject({ available: false, reason: 'too_far' });
  });

  it('gives AnterAja-like waybills, all different', async () => {
    const a = await courier.createShipment(shipment());
    const b = await courier.createShipment(shipment());
    expect(a).toMatchObject({ courier: 'sandbox', service: 'instant', status: 'created' });
    expect(a.waybill).toMatch(/^10\d{12}$/);
    expect(b.waybill).not.toBe(a.waybill);
  });

  it('moves an instant parcel along with the clock: picked up at 10 min, delivered at 60 min', async () => {
    const start = clock.now().getTime();
    const { waybill } = await courier.createShipment(shipment());
    const statusAfter = async (ms: number) => {
      clock.advance(start + ms - clock.now().getTime());
      return (await courier.track(waybill)).status;
    };
    expect(await statusAfter(0)).toBe('created');
    expect(await statusAfter(10 * MINUTE - 1)).toBe('created');
    expect(await statusAfter(10 * MINUTE)).toBe('picked_up');
    expect(await statusAfter(12 * MINUTE)).toBe('out_for_delivery');
    expect(await statusAfter(60 * MINUTE - 1)).toBe('out_for_delivery');
    expect(await statusAfter(60 * MINUTE)).toBe('delivered');

    const tracking = await courier.track(waybill);
    expect(tracking.events.map((e) => e.status)).toEqual(['created', 'picked_up', 'out_for_delivery', 'delivered']);
    expect(tracking.events[0]).toEqual({
      at: new Date(start).toISOString(),
      status: 'created',
      description: 'Pesanan kurir instan dibuat. Mencari pengemudi terdekat.',
      location: 'Apotek Sehat Menteng',
    });
    expect(tracking.events.at(-1)?.description).toBe('Paket sudah diterima oleh Siti Aminah. Terima kasih telah berbelanja di Apotek.');
    expect(tracking.events.at(-1)?.at).toBe(new Date(start + 60 * MINUTE).toISOString());
  });

  it('takes hours for same day and days for regular (by distance band)', async () => {
    const sameDay = await courier.createShipment(shipment({ service: 'same_day' }));
    const regular = await courier.createShipment(shipment({ service: 'regular', destination: bandung }));
    clock.advance(5 * HOUR);
    expect((await courier.track(sameDay.waybill)).status).toBe('out_for_delivery');
    expect((await courier.track(regular.waybill)).status).toBe('picked_up');
    clock.advance(1 * HOUR);
    expect((await courier.track(sameDay.waybill)).status).toBe('delivered');
    clock.advance(3 * DAY);
    // Jakarta to Bandung is "within the island": four days.
    expect((await courier.track(regular.waybill)).status).toBe('in_transit');
    clock.advance(1 * DAY - 6 * HOUR);
    const done = await courier.track(regular.waybill);
    expect(done.status).toBe('delivered');
    expect(done.events.map((e) => e.status)).toEqual(['created', 'picked_up', 'in_transit', 'in_transit', 'in_transit', 'out_for_delivery', 'delivered']);
  });

  it('with failure injection, fails the first attempt and delivers the next day', async () => {
    const start = clock.now().getTime();
    const { waybill } = await courier.createShipment(shipment({ receiver: { name: 'Budi Gagal', phone: '+6281200000000', address: 'Jl. Kosong 1' } }));
    clock.advance(60 * MINUTE);
    const failed = await courier.track(waybill);
    expect(failed.status).toBe('failed');
    expect(failed.events.at(-1)?.description).toMatch(/gagal.*diantar ulang besok/i);
    clock.advance(22 * HOUR);
    expect((await courier.track(waybill)).status).toBe('out_for_delivery');
    clock.advance(2 * HOUR);
    const delivered = await courier.track(waybill);
    expect(delivered.status).toBe('delivered');
    expect(delivered.events.at(-1)?.at).toBe(new Date(start + 60 * MINUTE + DAY).toISOString());
    expect(delivered.events.map((e) => e.status)).toEqual(['created', 'picked_up', 'out_for_delivery', 'failed', 'out_for_delivery', 'delivered']);
  });

  it('cancels before pick-up (once), and refuses after', async () => {
    const early = await courier.createShipment(shipment());
    clock.advance(5 * MINUTE);
    await courier.cancel(early.waybill);
    await courier.cancel(early.waybill); // a retry is harmless
    clock.advance(2 * HOUR);
    const cancelled = await courier.track(early.waybill);
    expect(cancelled.status).toBe('cancelled');
    expect(cancelled.events.map((e) => e.status)).toEqual(['created', 'cancelled']);

    const late = await courier.createShipment(shipment());
    clock.advance(10 * MINUTE);
    await expect(courier.cancel(late.waybill)).rejects.toMatchObject({ name: 'CourierError', code: 'not_cancellable' });
    expect((await courier.track(late.waybill)).status).toBe('picked_up');
  });

  it('answers unknown_waybill for a waybill it never issued', async () => {
    await expect(courier.track('10000000000000')).rejects.toMatchObject({ code: 'unknown_waybill' });
    await expect(courier.cancel('10000000000000')).rejects.toMatchObject({ code: 'unknown_waybill' });
  });

  it('refuses a parcel the service cannot take, and pick-up (no courier needed)', async () => {
    await expect(courier.createShipment(shipment({ destination: bandung }))).rejects.toMatchObject({ code: 'unavailable' });
    await expect(courier.createShipment(shipment({ weightGrams: 6_000 }))).rejects.toMatchObject({ code: 'unavailable' });
    await expect(courier.createShipment(shipment({ service: 'pickup' as never }))).rejects.toMatchObject({ code: 'invalid_request' });
  });

  it('keeps no state of its own: another instance on the same database tracks the same parcel', async () => {
    const { waybill } = await courier.createShipment(shipment());
    clock.advance(10 * MINUTE);
    const other = new SandboxCourier(database.db, clock);
    expect((await other.track(waybill)).status).toBe('picked_up');
  });
});
