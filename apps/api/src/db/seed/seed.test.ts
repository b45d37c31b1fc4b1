import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { DEMO_PASSWORD, DEMO_USERS } from './accounts/accounts.seed.ts';
import { seedDemoData } from './seed.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('demo data', () => {
  it('loads users of every role, an Indonesian catalogue and pharmacies in several cities', async () => {
    const first = await seedDemoData(t.database.db);
    expect(first.users).toBe(DEMO_USERS.length);
    expect(DEMO_USERS.map((u) => u.role)).toEqual(expect.arrayContaining(['customer', 'pharmacist', 'doctor', 'admin', 'employee']));
    expect(first.products).toBeGreaterThanOrEqual(40);
    expect(first.pharmacies).toBeGreaterThanOrEqual(5);
    expect(first.socialNetworks).toBe(6);

    const { db } = t.database;
    const products = await db.selectFrom('products').selectAll().execute();
    for (const p of products) {
      expect(Number.isInteger(p.price)).toBe(true);
      expect(['bebas', 'bebas_terbatas', 'keras', 'dilarang_online']).toContain(p.drug_class);
    }
    expect(new Set(products.map((p) => p.drug_class)).size).toBe(4);
    const cities = new Set((await db.selectFrom('pharmacies').select('city').execute()).map((r) => r.city));
    for (const city of ['Bandung', 'Surabaya', 'Yogyakarta', 'Medan', 'Makassar']) expect(cities).toContain(city);
    expect([...cities].some((c) => c.startsWith('Jakarta'))).toBe(true);
    const pharmacy = await db.selectFrom('pharmacies').selectAll().executeTakeFirstOrThrow();
    expect(typeof pharmacy.latitude).toBe('number');
  });

  it('is idempotent', async () => {
    const again = await seedDemoData(t.database.db);
    expect(again).toEqual({ users: 0, products: 0, pharmacies: 0, socialNetworks: 0 });
  });

  it('gives every demo account a password hash, and so a salt, of its own', async () => {
    const rows = await t.database.db.selectFrom('users').select('password_hash').where('email', 'in', DEMO_USERS.map((u) => u.email)).execute();
    expect(rows).toHaveLength(DEMO_USERS.length);
    const salts = rows.map((r) => r.password_hash.split('$')[4]);
    expect(new Set(rows.map((r) => r.password_hash)).size).toBe(DEMO_USERS.length);
    expect(new Set(salts).size).toBe(DEMO_USERS.length);
  });

  it('lets every demo user log in with the demo password, by e-mail and by phone', async () => {
    for (const user of DEMO_USERS) {
      const byEmail = await t.call({ method: 'POST', url: '/api/login', payload: { login: user.email, password: DEMO_PASSWORD } });
      expect(byEmail.statusCode, user.email).toBe(200);
      expect(byEmail.json().data.user.role).toBe(user.role);
      const byPhone = await t.call({ method: 'POST', url: '/api/login', payload: { login: user.phone, password: DEMO_PASSWORD } });
      expect(byPhone.statusCode, user.phone).toBe(200);
    }
  });
});
