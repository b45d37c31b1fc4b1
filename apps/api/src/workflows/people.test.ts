import { apiMessage } from '@apotek/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../test/addresses.ts';
import { loginDemo } from '../../test/app.ts';
import { type CommerceTestApp, createCommerceTestApp } from '../../test/commerce.ts';

let t: CommerceTestApp;
let admin: string;
const EN = { i18n_redirected: 'en' };

beforeAll(async () => {
  t = await createCommerceTestApp();
  admin = await loginDemo(t, 'admin@demo.apotek.id');
});
afterAll(async () => t.close());

const people = (token: string | undefined, query = '') => t.call({ method: 'GET', url: `/api/console/users${query}`, ...(token ? { token } : {}) });
const person = (token: string, id: string) => t.call({ method: 'GET', url: `/api/console/users/${id}`, token });
const setRole = (token: string, id: string, role: string, cookies?: Record<string, string>) => t.call({ method: 'POST', url: `/api/console/users/${id}/role`, token, payload: { role }, ...(cookies ? { cookies } : {}) });
const block = (token: string, id: string, reason = 'Penipuan pembayaran berulang') => t.call({ method: 'POST', url: `/api/console/users/${id}/block`, token, payload: { reason } });
const unblock = (token: string, id: string) => t.call({ method: 'POST', url: `/api/console/users/${id}/unblock`, token });
const publicIdOf = async (email: string) => (await t.database.db.selectFrom('users').select('public_id').where('email', '=', email).executeTakeFirstOrThrow()).public_id;
const auditFor = (entityId: string) => t.database.db.selectFrom('console_audit_log').selectAll().where('entity_id', '=', entityId).orderBy('id').execute();

describe('console people (issue 15)', () => {
  it('is for users:manage only: a guest gets 401, every other role 403', async () => {
    expect((await people(undefined)).statusCode).toBe(401);
    for (const email of ['budi@demo.apotek.id', 'karyawan@demo.apotek.id', 'apoteker@demo.apotek.id', 'dokter@demo.apotek.id', 'auditor@demo.apotek.id']) {
      const token = await loginDemo(t, email);
      expect((await people(token)).statusCode, email).toBe(403);
      expect((await setRole(token, await publicIdOf('budi@demo.apotek.id'), 'admin')).statusCode, email).toBe(403);
    }
  });

  it('finds accounts by name, e-mail, phone in any form, role and status, with contact details masked', async () => {
    const byPhone = (await people(admin, '?q=081234567890')).json().data;
    expect(byPhone.data.map((p: { name: string }) => p.name)).toEqual(['Budi Santoso']);
    expect((await people(admin, `?q=${encodeURIComponent('+6281234567890')}`)).json().data.total).toBe(1);
    const byName = (await people(admin, '?q=santoso')).json().data.data[0];
    expect(byName).toMatchObject({ name: 'Budi Santoso', email: 'b***@demo.apotek.id', role: 'customer', status: 'active' });
    expect(byName.phone).toMatch(/^\+62812\*+7890$/);
    // A LIKE wildcard is a character, not a pattern.
    expect((await people(admin, '?q=%25')).json().data.total).toBe(0);
    const doctors = (await people(admin, '?role=doctor&perPage=50')).json().data;
    expect(doctors.data.every((p: { role: string }) => p.role === 'doctor')).toBe(true);
    expect(doctors.total).toBeGreaterThanOrEqual(2);
    expect((await people(admin, '?perPage=500')).statusCode).toBe(422);
    expect((await people(admin, '?role=king')).statusCode).toBe(422);
  });

  it('shows one account whole, with its orders', async () => {
    const id = await publicIdOf('budi@demo.apotek.id');
    const res = await person(admin, id);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ id, email: 'budi@demo.apotek.id', phone: '+6281234567890', blocked_at: null });
    expect(data.orders.count).toBeGreaterThan(0);
    expect(data.orders.recent[0].id).toMatch(/^APT-/);
    expect((await person(admin, 'nobody')).statusCode).toBe(404);
  });

  it('assigns a role, audited, and the new role takes effect on the next call', async () => {
    const user = await signUp(t);
    const id = (await t.call({ method: 'GET', url: '/api/my/profile', token: user.token })).json().data.id;
    const res = await setRole(admin, id, 'pharmacist', EN);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(apiMessage('roleChanged', 'en'));
    expect((await t.call({ method: 'GET', url: '/api/my/profile', token: user.token })).json().data.scope).toContain('orders:fulfil');
    const [entry] = await auditFor(id);
    expect(entry).toMatchObject({ action: 'user.role', entity: 'user', before_json: JSON.stringify({ role: 'customer' }), after_json: JSON.stringify({ role: 'pharmacist' }) });
    expect((await setRole(admin, id, 'emperor')).statusCode).toBe(422);
  });

  it('never acts on the admin\'s own account, and two admins demoting each other at once leave one', async () => {
    const own = await publicIdOf('admin@demo.apotek.id');
    const res = await setRole(admin, own, 'customer', EN);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(apiMessage('ownRoleUnchangeable', 'en'));
    expect((await block(admin, own)).statusCode).toBe(409);
    const second = await signUp(t);
    const secondId = (await t.call({ method: 'GET', url: '/api/my/profile', token: second.token })).json().data.id;
    expect((await setRole(admin, secondId, 'admin')).statusCode).toBe(200);
    const answers = await Promise.all([setRole(admin, secondId, 'customer'), setRole(second.token, own, 'customer')]);
    const codes = answers.map((r) => r.statusCode);
    // One wins; the other is refused as the last admin (409) or, if it came after, as no longer an admin (403).
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409 || c === 403)).toHaveLength(1);
    const admins = await t.database.db.selectFrom('users').select('public_id').where('role', '=', 'admin').where('blocked_at', 'is', null).execute();
    expect(admins).toHaveLength(1);
    // Put the demo admin back for the tests after this one.
    if (admins[0]!.public_id !== own) {
      expect((await setRole(second.token, own, 'admin')).statusCode).toBe(200);
      admin = await loginDemo(t, 'admin@demo.apotek.id');
    }
  });

  it('blocks: signed out everywhere, sign-in refused, audited; unblock lets them back in', async () => {
    const user = await signUp(t);
    const id = (await t.call({ method: 'GET', url: '/api/my/profile', token: user.token })).json().data.id;
    expect((await block(admin, id, 'x')).statusCode).toBe(422);
    const res = await block(admin, id);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'blocked', blocked_reason: 'Penipuan pembayaran berulang' });
    expect((await t.call({ method: 'GET', url: '/api/my/profile', token: user.token })).statusCode).toBe(401);
    const login = await t.call({ method: 'POST', url: '/api/login', payload: { login: user.body.email, password: user.body.password } });
    expect(login.statusCode).toBe(403);
    expect(login.json().message).toBe(apiMessage('accountBlocked', 'id'));
    expect((await block(admin, id)).statusCode).toBe(409);
    expect((await people(admin, `?q=${encodeURIComponent(user.body.email)}&status=blocked`)).json().data.total).toBe(1);
    expect((await unblock(admin, id)).statusCode).toBe(200);
    expect((await unblock(admin, id)).statusCode).toBe(409);
    const again = await t.call({ method: 'POST', url: '/api/login', payload: { login: user.body.email, password: user.body.password } });
    expect(again.statusCode).toBe(200);
    expect((await auditFor(id)).map((e) => e.action)).toEqual(['user.block', 'user.unblock']);
  });

  it('keeps the audit log append-only in the database itself', async () => {
    const db = t.database.db;
    const entry = await db.selectFrom('console_audit_log').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow();
    await expect(db.updateTable('console_audit_log').set({ action: 'forged' }).where('id', '=', entry.id).execute()).rejects.toThrow(/append-only/);
    await expect(db.deleteFrom('console_audit_log').where('id', '=', entry.id).execute()).rejects.toThrow(/append-only/);
  });

  it('lets the auditor read the audit log and nothing else of the console', async () => {
    const auditor = await loginDemo(t, 'auditor@demo.apotek.id');
    expect((await t.call({ method: 'GET', url: '/api/console/audit', token: auditor })).statusCode).toBe(200);
    expect((await t.call({ method: 'GET', url: '/api/console/orders', token: auditor })).statusCode).toBe(403);
    expect((await t.call({ method: 'GET', url: '/api/console/prescriptions', token: auditor })).statusCode).toBe(403);
    expect((await t.call({ method: 'GET', url: '/api/console/wallet/kyc', token: auditor })).statusCode).toBe(403);
  });
});
