import { randomInt } from 'node:crypto';

/** Demo customer seeded on first start (README: demo logins). */
/** The demo pharmacist, who works at Apotek Menteng (README: demo logins). */
export const DEMO_PHARMACIST = { login: 'apoteker@demo.apotek.id', password: 'Demo12345' } as const;

export const DEMO_CUSTOMER = { email: 'budi@demo.apotek.id', password: 'Demo12345', name: 'Budi Santoso' } as const;

/** A fresh customer for one run: unique e-mail and a valid Telkomsel mobile number (0812 + 8 digits). */
export function newCustomer() {
  const digits = String(randomInt(0, 100_000_000)).padStart(8, '0');
  const tag = `${Date.now().toString(36)}${randomInt(0, 1_000_000).toString(36)}`;
  return {
    name: 'Kartika Wulandari',
    email: `e2e-${tag}@example.test`,
    phone: `0812${digits}`,
    /** What the API stores and the outbox lists as recipient. */
    e164: `+62812${digits}`,
    password: `Kopi-Tubruk-${randomInt(1000, 9999)}`,
  };
}
