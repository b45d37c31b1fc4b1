import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../../test/clock.ts';
import { AnterAjaCourier } from './anteraja-courier.ts';
import { anterAjaTimestampToIso, etdToDays } from './anteraja-wire.ts';
import type { CreateShipmentRequest, GeoPoint } from './courier.ts';
import { type FakeAnterAja, startFakeAnterAja } from './testing/fake-anteraja-server.ts';

const MINUTE = 60_000;

// Menteng (Jakarta Pusat) and Setiabudi (Jakarta Selatan): same province; Coblong is in Bandung.
const menteng: GeoPoint = { lat: -6.1963, lng: 106.8305, postalCode: '10310', districtCode: '31.71.06' };
const setiabudi: GeoPoint = { lat: -6.2146, lng: 106.8292, postalCode: '12910', districtCode: '31.74.02' };
const coblong: GeoPoint = { lat: -6.8915, lng: 107.6107, postalCode: '40132', districtCode: '32.73.20' };

function order(overrides: Partial<CreateShipmentRequest> = {}): CreateShipmentRequest {
  return {
    orderRef: 'ORD7Q2K9X',
    service: 'regular',
    origin: menteng,
    destination: setiabudi,
    weightGrams: 700,
    sender: { name: 'Apotek Sehat Menteng', phone: '+62 21-3100-000', address: 'Jl. Menteng Raya No. 1 #B, Jakarta Pusat' },
    receiver: { name: 'Siti Aminah', phone: '081234567890', address: 'Jl. Setiabudi 5, Jakarta Selatan' },
    items: [
      { name: 'Paracetamol 500 mg (strip 10)', quantity: 2, price: 12_000, weightGrams: 50 },
      { name: 'Vitamin C 1000 mg', quantity: 1, price: 45_000 },
    ],
    ...overrides,
  };
}

describe('AnterAjaCourier against a local fake AnterAja', () => {
  let fake: FakeAnterAja;
  let clock: ManualClock;
  let courier: AnterAjaCourier;

  beforeAll(async () => {
    clock = new ManualClock();
    fake = await startFakeAnterAja({ clock });
    courier = new AnterAjaCourier({ baseUrl: `${fake.url}/`, accessKeyId: fake.accessKeyId, secretAccessKey: fake.secretAccessKey, bookingPrefix: 'APT' });
  });
  afterAll(async () => {
    await fake.close();
  });

  describe('quote (serviceRates)', () => {
    it('prices regular and same day with AnterAja REG and SD, billing at least 1 kg', async () => {
      expect(await courier.quote({ origin: menteng, destination: setiabudi, weightGrams: 700, service: 'regular' })).toEqual({ service: 'regular', cost: 10_000, etaDays: 2, available: true });
      expect(await courier.quote({ origin: menteng, destination: setiabudi, weightGrams: 2_100, service: 'same_day' })).toEqual({ service: 'same_day', cost: 25_000, etaDays: 0, available: true });
    });

    it('says not offered when AnterAja lists no such product (same day across provinces, instant ever)', async () => {
      expect(await courier.quote({ origin: menteng, destination: coblong, weightGrams: 700, service: 'same_day' })).toEqual({ service: 'same_day', cost: 0, available: false, reason: 'not_offered' });
      expect(await courier.quote({ origin: menteng, destination: setiabudi, weightGrams: 700, service: 'instant' })).toMatchObject({ available: false, reason: 'not_offered' });
    });

    it('answers pick-up itself, refuses over 50 kg, and needs district codes', async () => {
      expect(await courier.quote({ origin: menteng, destination: coblong, weightGrams: 700, service: 'pickup' })).toMatchObject({ available: true, cost: 0 });
      expect(await courier.quote({ origin: menteng, destination: coblong, weightGrams: 50_001, service: 'regular' })).toMatchObject({ available: false, reason: 'too_heavy' });
      const { districtCode: _omitted, ...noDistrict } = setiabudi;
      await expect(courier.quote({ origin: menteng, destination: noDistrict, weightGrams: 700, service: 'regular' })).rejects.toMatchObject({ code: 'invalid_request' });
    });
  });

  describe('createShipment (order)', () => {
    it('books with the documented fields and returns AnterAja’s waybill', async () => {
      const shipment = await courier.createShipment(order());
      expect(shipment).toMatchObject({ courier: 'anteraja', service: 'regular', status: 'created' });
      expect(shipment.waybill).toMatch(/^10\d{12}$/);

      const sent = fake.orders.get(shipment.waybill)?.body;
      expect(sent).toMatchObject({
        booking_id: 'APT-ORD7Q2K9X',
        invoice_no: 'ORD7Q2K9X',
        service_code: 'REG',
        parcel_total_weight: 1_000,
        use_insurance: false,
        declared_value: 69_000,
        shipper: { name: 'Apotek Sehat Menteng', phone: '62213100000', district: '31.71.06', postcode: '10310', address: 'Jl. Menteng Raya No. 1 B, Jakarta Pusat', geoloc: '106.8305,-6.1963' },
        receiver: { name: 'Siti Aminah', phone: '6281234567890', district: '31.74.02', postcode: '12910' },
      });
      expect(sent?.items).toEqual([
        { item_name: 'Paracetamol 500 mg (strip 10)', item_desc: '2 x Paracetamol 500 mg (strip 10)', item_category: 'Kesehatan', item_value: 24_000, weight: 100 },
        { item_name: 'Vitamin C 1000 mg', item_desc: '1 x Vitamin C 1000 mg', item_category: 'Kesehatan', item_value: 45_000 },
      ]);
    });

    it('surfaces AnterAja’s refusal (a booking id used twice) as invalid_request', async () => {
      await courier.createShipment(order({ orderRef: 'ORDTWICE' }));
      await expect(courier.createShipment(order({ orderRef: 'ordtwice ' }))).rejects.toMatchObject({ code: 'invalid_request' });
    });

    it('refuses instant and booking ids over 25 characters before calling', async () => {
      await expect(courier.createShipment(order({ service: 'instant' }))).rejects.toMatchObject({ code: 'unavailable' });
      await expect(courier.createShipment(order({ orderRef: 'X'.repeat(22) }))).rejects.toMatchObject({ code: 'invalid_request' });
    });
  });

  describe('track (tracking)', () => {
    it('maps AnterAja’s history, newest first, into our timeline, oldest first', async () => {
      const start = clock.now().getTime();
      const { waybill } = await courier.createShipment(order({ orderRef: 'ORDTRACK1' }));
      expect(await courier.track(waybill)).toMatchObject({ waybill, status: 'created' });

      clock.advance(30 * MINUTE);
      fake.push(waybill, 150, 'SATRIA sudah ditugaskan dan parcel akan segera di-pickup.', 'Hub Menteng');
      clock.advance(30 * MINUTE);
      fake.push(waybill, 200, 'Parcel sudah di-pickup oleh SATRIA.', 'Hub Menteng');
      expect((await courier.track(waybill)).status).toBe('picked_up');
      clock.advance(60 * MINUTE);
      fake.push(waybill, 220, 'Parcel sudah tiba di Hub Jakarta Selatan.', 'Hub Setiabudi');
      fake.push(waybill, 999, 'Kode yang belum kami kenal.', 'Hub Setiabudi');
      expect((await courier.track(waybill)).status).toBe('in_transit');
      clock.advance(60 * MINUTE);
      fake.push(waybill, 240, 'SATRIA sudah ditugaskan dan parcel akan segera diantar ke penerima.', 'Hub Setiabudi');
      expect((await courier.track(waybill)).status).toBe('out_for_delivery');
      clock.advance(30 * MINUTE);
      fake.push(waybill, 250, 'Delivery sukses oleh SATRIA dan paket telah diterima oleh Siti Aminah.', 'Hub Setiabudi');

      const tracking = await courier.track(waybill);
      expect(tracking.status).toBe('delivered');
      expect(tracking.events.map((e) => e.status)).toEqual(['created', 'created', 'picked_up', 'in_transit', 'in_transit', 'out_for_delivery', 'delivered']);
      expect(tracking.events[0]).toEqual({ at: new Date(start).toISOString(), status: 'created', description: 'Pickup sudah di-request oleh shipper, dan SATRIA akan segera pickup parcel.' });
      expect(tracking.events.at(-1)).toEqual({
        at: new Date(start + 210 * MINUTE).toISOString(),
        status: 'delivered',
        description: 'Delivery sukses oleh SATRIA dan paket telah diterima oleh Siti Aminah.',
        location: 'Hub Setiabudi',
      });
    });

    it('answers unknown_waybill for a waybill AnterAja does not know (their documented null history)', async () => {
      await expect(courier.track('10009999999999')).rejects.toMatchObject({ name: 'CourierError', code: 'unknown_waybill' });
    });
  });

  describe('cancel (cancelOrder)', () => {
    it('cancels before pick-up and refuses after', async () => {
      const early = await courier.createShipment(order({ orderRef: 'ORDCANCEL1' }));
      await expect(courier.cancel(early.waybill)).resolves.toBeUndefined();
      expect(fake.orders.get(early.waybill)?.cancelled).toBe(true);

      const late = await courier.createShipment(order({ orderRef: 'ORDCANCEL2' }));
      fake.push(late.waybill, 200, 'Parcel sudah di-pickup oleh SATRIA.');
      await expect(courier.cancel(late.waybill)).rejects.toMatchObject({ code: 'not_cancellable' });
    });

    it('answers unknown_waybill for a waybill AnterAja does not know', async () => {
      await expect(courier.cancel('10009999999999')).rejects.toMatchObject({ code: 'unknown_waybill' });
    });
  });

  describe('bad keys', () => {
    it('turns AnterAja’s 401 into an auth error on every call', async () => {
      const wrong = new AnterAjaCourier({ baseUrl: fake.url, accessKeyId: fake.accessKeyId, secretAccessKey: 'not-the-secret', bookingPrefix: 'APT' });
      await expect(wrong.quote({ origin: menteng, destination: setiabudi, weightGrams: 700, service: 'regular' })).rejects.toMatchObject({ code: 'auth' });
      await expect(wrong.createShipment(order({ orderRef: 'ORDBADKEY' }))).rejects.toMatchObject({ code: 'auth' });
      await expect(wrong.track('10009999999999')).rejects.toMatchObject({ code: 'auth' });
      await expect(wrong.cancel('10009999999999')).rejects.toMatchObject({ code: 'auth' });
    });
  });

  describe('a provider that is down or talks nonsense', () => {
    it('is a provider error, not a crash', async () => {
      const down = new AnterAjaCourier({ baseUrl: 'http://127.0.0.1:1', accessKeyId: 'a', secretAccessKey: 'b', bookingPrefix: 'APT', timeoutMs: 2_000 });
      await expect(down.track('10000000000001')).rejects.toMatchObject({ code: 'provider' });
      const html = new AnterAjaCourier({
        baseUrl: 'http://anteraja.invalid',
        accessKeyId: 'a',
        secretAccessKey: 'b',
        bookingPrefix: 'APT',
        fetch: async () => new Response('<html>502 Bad Gateway</html>', { status: 502 }),
      });
      await expect(html.track('10000000000001')).rejects.toMatchObject({ code: 'provider' });
    });
  });
});

describe('AnterAja wire helpers', () => {
  it('reads their "+0000" timestamps and "1-2 Day" estimates', () => {
    expect(anterAjaTimestampToIso('2021-04-06T10:45:03.949+0000')).toBe('2021-04-06T10:45:03.949Z');
    expect(anterAjaTimestampToIso('2021-04-06T17:45:03.949+0700')).toBe('2021-04-06T10:45:03.949Z');
    expect(() => anterAjaTimestampToIso('kemarin')).toThrow(RangeError);
    expect(etdToDays('1-2 Day')).toBe(2);
    expect(etdToDays('0 Day')).toBe(0);
    expect(etdToDays('soon')).toBeUndefined();
  });
});
