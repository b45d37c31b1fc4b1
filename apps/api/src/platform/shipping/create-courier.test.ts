import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../../test/clock.ts';
import { createTestDatabase } from '../../../test/db.ts';
import type { Db } from '../../db/connect.ts';
import { createCourier, shippingConfigFromEnv } from './create-courier.ts';

const anterajaEnv = {
  ANTERAJA_ACCESS_KEY_ID: 'key-id',
  ANTERAJA_SECRET_ACCESS_KEY: 'secret',
  ANTERAJA_BASE_URL: 'https://anteraja.example/b2b',
  ANTERAJA_BOOKING_PREFIX: 'APT',
};

describe('shippingConfigFromEnv', () => {
  it('is the sandbox when no AnterAja key is set', () => {
    expect(shippingConfigFromEnv({})).toEqual({});
    expect(shippingConfigFromEnv({ ANTERAJA_ACCESS_KEY_ID: '  ' })).toEqual({});
  });

  it('is AnterAja when the key id is set, with the rest required', () => {
    expect(shippingConfigFromEnv(anterajaEnv)).toEqual({
      anteraja: { accessKeyId: 'key-id', secretAccessKey: 'secret', baseUrl: 'https://anteraja.example/b2b', bookingPrefix: 'APT' },
    });
    expect(() => shippingConfigFromEnv({ ANTERAJA_ACCESS_KEY_ID: 'key-id' })).toThrow(/ANTERAJA_SECRET_ACCESS_KEY, ANTERAJA_BASE_URL, ANTERAJA_BOOKING_PREFIX are not/);
    expect(() => shippingConfigFromEnv({ ...anterajaEnv, ANTERAJA_BASE_URL: 'anteraja.example' })).toThrow(/http/);
  });
});

describe('createCourier', () => {
  let database: Db;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  it('builds the sandbox by default and AnterAja when configured', () => {
    const deps = { db: database.db, clock: new ManualClock() };
    expect(createCourier({}, deps).kind).toBe('sandbox');
    expect(createCourier(shippingConfigFromEnv(anterajaEnv), deps).kind).toBe('anteraja');
  });
});
