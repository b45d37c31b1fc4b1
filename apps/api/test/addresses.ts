import { registerVerified, type TestApp } from './app.ts';

/** Real Kemendagri codes from idn-area-data: Gambir (Jakarta Pusat), and Sukarasa in Sukasari (Kota Bandung). */
export const GAMBIR = { province_code: '31', city_code: '31.71', district_code: '31.71.01', village_code: '31.71.01.1001' };
export const SUKARASA = { province_code: '32', city_code: '32.73', district_code: '32.73.01', village_code: '32.73.01.1001' };

let counter = 0;

/** A valid address body; the label counts up so rows can be told apart. */
export function addressBody(overrides: Record<string, unknown> = {}) {
  counter += 1;
  return {
    label: `Rumah ${counter}`,
    recipient_name: 'Budi Santoso',
    recipient_phone: '0812-3456-7890',
    address_line: 'Jl. Medan Merdeka Barat No. 12',
    ...GAMBIR,
    postal_code: '10110',
    latitude: -6.1754,
    longitude: 106.8272,
    notes: 'Pagar hijau',
    ...overrides,
  };
}

export async function createAddress(t: TestApp, token: string, overrides: Record<string, unknown> = {}) {
  const res = await t.call({ method: 'POST', url: '/api/my/address', token, payload: addressBody(overrides) });
  if (res.statusCode !== 200) throw new Error(`create address failed: ${res.body}`);
  return res.json().data as { id: number; default_address: 0 | 1; label: string };
}

let ipCounter = 0;

/** A verified user signed up from an address of its own, so many sign-ups in one file stay under the per-IP limit. */
export function signUp(t: TestApp) {
  ipCounter += 1;
  const ip = `198.51.100.${ipCounter % 250}`;
  return registerVerified({ ...t, call: (options) => t.call({ ip, ...options }) });
}
