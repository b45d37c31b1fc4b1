import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../../test/clock.ts';
import { createTestDatabase } from '../../../test/db.ts';
import type { Db } from '../../db/connect.ts';
import { JobQueue } from '../jobs/job-queue.ts';
import { createPaymentGateway, paymentsConfigFromEnv } from './create-gateway.ts';
import { MidtransGateway } from './midtrans-gateway.ts';
import { SandboxPaymentGateway } from './sandbox-gateway.ts';

const APP_SECRET = 'test-secret-test-secret-test-secret-0123';
const quiet = { error: () => {}, warn: () => {} };
let database: Db;
const queue = () => new JobQueue({ db: database.db, clock: new ManualClock(), log: quiet });

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database?.close();
});

describe('paymentsConfigFromEnv', () => {
  it('defaults to the sandbox with a secret derived from APP_SECRET', () => {
    const config = paymentsConfigFromEnv({}, APP_SECRET);
    expect(config.midtrans).toBeUndefined();
    expect(config.sandbox.secret).toMatch(/^[0-9a-f]{64}$/);
    expect(config.sandbox.secret).not.toContain(APP_SECRET);
    expect(paymentsConfigFromEnv({}, APP_SECRET).sandbox.secret).toBe(config.sandbox.secret);
    expect(paymentsConfigFromEnv({}, `${APP_SECRET}-other`).sandbox.secret).not.toBe(config.sandbox.secret);
    expect(config.merchant).toMatchObject({ mcc: '5912', name: 'APOTEK SEHAT' });
  });

  it('reads the sandbox delivery faults', () => {
    const config = paymentsConfigFromEnv(
      { PAYMENT_SANDBOX_FAIL_FIRST: '1', PAYMENT_SANDBOX_DUPLICATES: '2', PAYMENT_SANDBOX_OUT_OF_ORDER: 'true', PAYMENT_SANDBOX_LATENCY_MS: '0' },
      APP_SECRET,
    );
    expect(config.sandbox.delivery).toEqual({ failFirstAttempts: 1, duplicates: 2, outOfOrder: true, latencyMs: 0 });
  });

  it('switches to Midtrans (sandbox host unless production) when a server key is set', () => {
    expect(paymentsConfigFromEnv({ MIDTRANS_SERVER_KEY: 'SB-Mid-server-x' }, APP_SECRET).midtrans).toEqual({
      serverKey: 'SB-Mid-server-x',
      baseUrl: 'https://api.sandbox.midtrans.com',
      qrisAcquirer: 'gopay',
    });
    expect(paymentsConfigFromEnv({ MIDTRANS_SERVER_KEY: 'Mid-server-x', MIDTRANS_IS_PRODUCTION: 'true' }, APP_SECRET).midtrans?.baseUrl).toBe(
      'https://api.midtrans.com',
    );
  });

  it('refuses settings that would make a bad QRIS code', () => {
    expect(() => paymentsConfigFromEnv({ QRIS_MERCHANT_NAME: 'A'.repeat(26) }, APP_SECRET)).toThrow(/QRIS_MERCHANT_NAME/);
    expect(() => paymentsConfigFromEnv({ QRIS_MERCHANT_CITY: 'KOTA ADMINISTRASI' }, APP_SECRET)).toThrow(/QRIS_MERCHANT_CITY/);
  });
});

describe('createPaymentGateway', () => {
  it('builds the sandbox by default and exposes its actions', () => {
    const payments = createPaymentGateway({ db: database.db, clock: new ManualClock(), jobs: queue(), config: paymentsConfigFromEnv({}, APP_SECRET) });
    expect(payments.gateway).toBeInstanceOf(SandboxPaymentGateway);
    expect(payments.gateway.provider).toBe('sandbox');
    expect(payments.sandbox).toBe(payments.gateway);
  });

  it('builds Midtrans when configured, without calling it', () => {
    let called = false;
    const payments = createPaymentGateway({
      db: database.db,
      clock: new ManualClock(),
      jobs: queue(),
      config: paymentsConfigFromEnv({ MIDTRANS_SERVER_KEY: 'SB-Mid-server-x' }, APP_SECRET),
      fetch: (async () => {
        called = true;
        throw new Error('no network in tests');
      }) as typeof fetch,
    });
    expect(payments.gateway).toBeInstanceOf(MidtransGateway);
    expect(payments.gateway.provider).toBe('midtrans');
    expect(payments.sandbox).toBeUndefined();
    expect(called).toBe(false);
  });
});
