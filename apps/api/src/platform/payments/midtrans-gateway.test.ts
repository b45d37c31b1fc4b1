import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../../test/clock.ts';
import { MidtransGateway } from './midtrans-gateway.ts';
import { fromJakartaTime, mapMidtransStatus, parseGrossAmount, toJakartaTime } from './midtrans-protocol.ts';
import { type ChargeRequest, InvalidSignatureError, type PaymentChannel, PaymentGatewayError } from './payment-gateway.ts';
import { verifyCrc } from './qris.ts';
import { FakeMidtransServer } from './testing/fake-midtrans-server.ts';

const SERVER_KEY = 'SB-Mid-server-TEST0123456789abcdef';
const clock = new ManualClock();
const fake = new FakeMidtransServer({ serverKey: SERVER_KEY, clock });
let baseUrl = '';
let gateway: MidtransGateway;

beforeAll(async () => {
  baseUrl = await fake.start();
  gateway = new MidtransGateway({ serverKey: SERVER_KEY, baseUrl, clock });
});

afterAll(async () => {
  await fake.close();
});

let counter = 0;
function request(channel: PaymentChannel, overrides: Partial<ChargeRequest> = {}): ChargeRequest {
  counter += 1;
  return {
    orderId: `ORD-MT-${counter}`,
    amount: 64_000,
    channel,
    customer: { name: 'Budi Santoso', email: 'budi@contoh.co.id', phone: '+6281298765432' },
    expiresAt: new Date(clock.now().getTime() + 30 * 60_000),
    ...overrides,
  };
}

async function gatewayError(promise: Promise<unknown>): Promise<PaymentGatewayError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof PaymentGatewayError) return error;
    throw error;
  }
  throw new Error('expected a PaymentGatewayError');
}

describe('Midtrans protocol helpers', () => {
  it('maps transaction_status and fraud_status to the shop statuses', () => {
    expect(mapMidtransStatus('settlement')).toBe('paid');
    expect(mapMidtransStatus('capture', 'accept')).toBe('paid');
    expect(mapMidtransStatus('capture', 'challenge')).toBe('pending');
    expect(mapMidtransStatus('settlement', 'deny')).toBe('failed');
    expect(mapMidtransStatus('pending')).toBe('pending');
    expect(mapMidtransStatus('expire')).toBe('expired');
    expect(mapMidtransStatus('cancel')).toBe('cancelled');
    expect(mapMidtransStatus('deny')).toBe('failed');
    expect(mapMidtransStatus('failure')).toBe('failed');
    expect(mapMidtransStatus('refund')).toBe('refunded');
    expect(mapMidtransStatus('partial_refund')).toBe('refunded');
    expect(() => mapMidtransStatus('mystery')).toThrow();
  });

  it('reads amounts and GMT+7 times the way Midtrans writes them', () => {
    expect(parseGrossAmount('145000.00')).toBe(145_000);
    expect(parseGrossAmount('145000')).toBe(145_000);
    expect(() => parseGrossAmount('145000.50')).toThrow();
    expect(toJakartaTime(new Date('2026-01-15T03:00:00Z'))).toBe('2026-01-15 10:00:00');
    expect(fromJakartaTime('2026-01-15 10:00:00').toISOString()).toBe('2026-01-15T03:00:00.000Z');
  });
});

describe('MidtransGateway charge', () => {
  it('charges QRIS with the acquirer, Basic auth and a custom expiry', async () => {
    const req = request('qris', { amount: 25_000 });
    const charge = await gateway.charge(req);
    expect(charge).toMatchObject({ provider: 'midtrans', channel: 'qris', amount: 25_000, status: 'pending' });
    expect(verifyCrc(charge.qrisPayload ?? '')).toBe(true);
    expect(charge.qrImageUrl).toMatch(/\/v2\/qris\/.+\/qr-code$/);
    expect(charge.expiresAt).toBe(new Date(req.expiresAt).toISOString());

    const sent = fake.requests.at(-1)!;
    expect(sent.method).toBe('POST');
    expect(sent.url).toBe('/v2/charge');
    expect(sent.authorization).toBe(`Basic ${Buffer.from(`${SERVER_KEY}:`).toString('base64')}`);
    expect(sent.body).toEqual({
      payment_type: 'qris',
      qris: { acquirer: 'gopay' },
      transaction_details: { order_id: req.orderId, gross_amount: 25_000 },
      customer_details: { first_name: 'Budi Santoso', email: 'budi@contoh.co.id', phone: '+6281298765432' },
      custom_expiry: { order_time: `${toJakartaTime(clock.now())} +0700`, expiry_duration: 1800, unit: 'second' },
    });
  });

  it.each([
    ['va_bca', 'bca'],
    ['va_bni', 'bni'],
    ['va_bri', 'bri'],
  ] as const)('charges %s as bank_transfer and reads va_numbers', async (channel, bank) => {
    const charge = await gateway.charge(request(channel));
    expect(charge).toMatchObject({ channel, bank, status: 'pending' });
    expect(charge.vaNumber).toBe(fake.transactions.get(`ORD-MT-${counter}`)?.va_number);
    expect(fake.requests.at(-1)?.body).toMatchObject({ payment_type: 'bank_transfer', bank_transfer: { bank } });
  });

  it('charges Permata and reads permata_va_number', async () => {
    const charge = await gateway.charge(request('va_permata'));
    expect(charge).toMatchObject({ bank: 'permata' });
    expect(charge.vaNumber).toMatch(/^8778\d{12}$/);
    expect(fake.requests.at(-1)?.body).toMatchObject({ bank_transfer: { bank: 'permata' } });
  });

  it('charges Mandiri as echannel and reads bill_key and biller_code', async () => {
    const req = request('va_mandiri');
    const charge = await gateway.charge(req);
    expect(charge).toMatchObject({ bank: 'mandiri', billerCode: '70012' });
    expect(charge.billKey).toMatch(/^\d+$/);
    expect(charge.vaNumber).toBeUndefined();
    expect(fake.requests.at(-1)?.body).toMatchObject({
      payment_type: 'echannel',
      echannel: { bill_info1: 'Pembayaran', bill_info2: `Pesanan ${req.orderId}` },
    });
  });

  it('maps a reused order_id (406) to duplicate_order', async () => {
    const req = request('va_bca');
    await gateway.charge(req);
    const error = await gatewayError(gateway.charge(req));
    expect(error.code).toBe('duplicate_order');
    expect(error.providerStatus).toBe('406');
  });

  it('refuses a bad request before calling Midtrans', async () => {
    const before = fake.requests.length;
    expect((await gatewayError(gateway.charge(request('va_bca', { amount: 0 })))).code).toBe('invalid_request');
    expect(fake.requests.length).toBe(before);
  });
});

describe('MidtransGateway status, cancel and refund', () => {
  it('follows a charge from pending to paid', async () => {
    const req = request('va_bni');
    const charge = await gateway.charge(req);
    expect(await gateway.getStatus(req.orderId)).toEqual({ status: 'pending', amount: 64_000, providerRef: charge.providerRef });
    clock.advance(60_000);
    fake.settle(req.orderId);
    expect(await gateway.getStatus(req.orderId)).toEqual({
      status: 'paid',
      amount: 64_000,
      providerRef: charge.providerRef,
      paidAt: clock.now().toISOString(),
    });
    expect(fake.requests.at(-1)).toMatchObject({ method: 'GET', url: `/v2/${req.orderId}/status` });
  });

  it('reads an expired transaction (status_code 407) as expired', async () => {
    const req = request('va_bri', { expiresAt: new Date(clock.now().getTime() + 60_000) });
    await gateway.charge(req);
    clock.advance(61_000);
    expect((await gateway.getStatus(req.orderId)).status).toBe('expired');
  });

  it('answers not_found for an unknown order', async () => {
    expect((await gatewayError(gateway.getStatus('ORD-NEVER'))).code).toBe('not_found');
  });

  it('cancels a pending charge, and refuses to cancel a settled one', async () => {
    const pending = request('va_bca');
    await gateway.charge(pending);
    expect((await gateway.cancel(pending.orderId)).status).toBe('cancelled');

    const settled = request('va_bca');
    await gateway.charge(settled);
    fake.settle(settled.orderId);
    const error = await gatewayError(gateway.cancel(settled.orderId));
    expect(error.code).toBe('not_allowed');
  });

  it('refunds a settled QRIS payment in parts, once per refund key', async () => {
    const req = request('qris', { amount: 90_000 });
    await gateway.charge(req);
    fake.settle(req.orderId);
    const first = await gateway.refund(req.orderId, 40_000, 'barang habis', { refundKey: 'rk-1' });
    expect(first).toMatchObject({ refundKey: 'rk-1', amount: 40_000, totalRefunded: 40_000, status: 'refunded' });
    expect(fake.requests.find((r) => r.url === `/v2/${req.orderId}/refund`)?.body).toEqual({ refund_key: 'rk-1', amount: 40_000, reason: 'barang habis' });
    const again = await gateway.refund(req.orderId, 40_000, 'barang habis', { refundKey: 'rk-1' });
    expect(again.totalRefunded).toBe(40_000);
    expect((await gatewayError(gateway.refund(req.orderId, 50_001, 'terlalu banyak'))).code).toBe('not_allowed');
    const rest = await gateway.refund(req.orderId, 50_000, 'pesanan dibatalkan');
    expect(rest.totalRefunded).toBe(90_000);
    expect(await gateway.getStatus(req.orderId)).toMatchObject({ status: 'refunded', refundedAmount: 90_000 });
  });

  it('surfaces Midtrans refusing a refund of a bank transfer', async () => {
    const req = request('va_bca');
    await gateway.charge(req);
    fake.settle(req.orderId);
    const error = await gatewayError(gateway.refund(req.orderId, 1_000, 'salah transfer'));
    expect(error.code).toBe('not_allowed');
    expect(error.message).toMatch(/not supported for refund/);
  });
});

describe('MidtransGateway notifications', () => {
  it('accepts a notification whose signature_key is SHA512(order_id + status_code + gross_amount + key)', async () => {
    const req = request('qris', { amount: 33_000 });
    const charge = await gateway.charge(req);
    const raw = fake.settle(req.orderId);
    const body = JSON.parse(raw) as Record<string, string>;
    // The formula, computed here independently of the adapter and the fake.
    const expected = createHash('sha512')
      .update(`${req.orderId}200${'33000.00'}${SERVER_KEY}`)
      .digest('hex');
    expect(body.signature_key).toBe(expected);

    const notification = await gateway.parseNotification(raw, { 'content-type': 'application/json' });
    expect(notification).toMatchObject({ orderId: req.orderId, status: 'paid', amount: 33_000, providerRef: charge.providerRef });
    // A repeat of the same notification carries the same event id.
    expect((await gateway.parseNotification(raw, {})).eventId).toBe(notification.eventId);
  });

  it('reads expiry notifications', async () => {
    const req = request('va_bri');
    await gateway.charge(req);
    const notification = await gateway.parseNotification(fake.expire(req.orderId), {});
    expect(notification.status).toBe('expired');
  });

  it('rejects a tampered amount, a wrong key, a missing signature and junk', async () => {
    const req = request('va_bca', { amount: 10_000 });
    await gateway.charge(req);
    const raw = fake.settle(req.orderId);

    const tampered = raw.replace('"gross_amount":"10000.00"', '"gross_amount":"1000.00"');
    expect(tampered).not.toBe(raw);
    await expect(gateway.parseNotification(tampered, {})).rejects.toBeInstanceOf(InvalidSignatureError);

    const otherKey = fake.notification(req.orderId, 'SB-Mid-server-SOMEONE-ELSE');
    await expect(gateway.parseNotification(otherKey, {})).rejects.toBeInstanceOf(InvalidSignatureError);

    const unsigned = JSON.stringify({ ...JSON.parse(raw), signature_key: undefined });
    await expect(gateway.parseNotification(unsigned, {})).rejects.toBeInstanceOf(InvalidSignatureError);

    const recoded = JSON.stringify({ ...JSON.parse(raw), transaction_status: 'settlement', status_code: '201' });
    await expect(gateway.parseNotification(recoded, {})).rejects.toBeInstanceOf(InvalidSignatureError);

    await expect(gateway.parseNotification('not json', {})).rejects.toBeInstanceOf(InvalidSignatureError);
    await expect(gateway.parseNotification('null', {})).rejects.toBeInstanceOf(InvalidSignatureError);
  });
});

describe('MidtransGateway failures', () => {
  it('maps a wrong server key (401) to a clear unauthorized error', async () => {
    const wrong = new MidtransGateway({ serverKey: 'SB-Mid-server-WRONG', baseUrl, clock });
    const error = await gatewayError(wrong.charge(request('va_bca')));
    expect(error.code).toBe('unauthorized');
    expect(error.providerStatus).toBe('401');
    expect(error.message).toMatch(/MIDTRANS_SERVER_KEY/);
  });

  it('reads errors from status_code when Midtrans answers them with HTTP 200', async () => {
    const lenient = new FakeMidtransServer({ serverKey: SERVER_KEY, clock, errorsAsHttp200: true });
    const url = await lenient.start();
    try {
      const wrong = new MidtransGateway({ serverKey: 'SB-Mid-server-WRONG', baseUrl: url, clock });
      expect((await gatewayError(wrong.getStatus('ORD-1'))).code).toBe('unauthorized');
      const right = new MidtransGateway({ serverKey: SERVER_KEY, baseUrl: url, clock });
      expect((await gatewayError(right.getStatus('ORD-1'))).code).toBe('not_found');
      const req = request('va_bca');
      await right.charge(req);
      expect((await gatewayError(right.charge(req))).code).toBe('duplicate_order');
    } finally {
      await lenient.close();
    }
  });

  it('maps an unreachable Midtrans to unavailable', async () => {
    const down = new MidtransGateway({ serverKey: SERVER_KEY, baseUrl: 'http://127.0.0.1:9', clock, timeoutMs: 2_000 });
    expect((await gatewayError(down.getStatus('ORD-1'))).code).toBe('unavailable');
  });
});
