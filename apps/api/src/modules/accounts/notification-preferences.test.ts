import { apiMessage, type NotificationPreference, profileMessage } from '@apotek/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginDemo } from '../../../test/app.ts';
import { createNotificationsTestApp, customer, type NotificationsTestApp } from '../../../test/notifications.ts';

let t: NotificationsTestApp;
let admin: string;

beforeAll(async () => {
  // Small batches, so the opted-out are left out across several batches, not just one.
  t = await createNotificationsTestApp({ campaignBatch: 2 });
  admin = await loginDemo(t, 'admin@demo.apotek.id');
});
afterAll(async () => t.close());

const list = async (token: string, lang = 'id'): Promise<NotificationPreference[]> => {
  const res = await t.call({ method: 'GET', url: '/api/my/notification-preferences', token, headers: { 'accept-language': lang } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.data as NotificationPreference[];
};
const save = (token: string, preferences: unknown[], lang = 'id') =>
  t.call({ method: 'PUT', url: '/api/my/notification-preferences', token, payload: { preferences }, headers: { 'accept-language': lang } });
const cell = (prefs: NotificationPreference[], category: string, channel: string) => prefs.find((p) => p.category === category && p.channel === channel);

describe('GET/PUT /api/my/notification-preferences', () => {
  it('lists every category and channel: transactional ones locked on, promotions in-app on and e-mail/SMS off until chosen', async () => {
    const u = await customer(t);
    const prefs = await list(u.token);
    expect(cell(prefs, 'orders', 'push')).toEqual({ category: 'orders', channel: 'push', enabled: true, locked: true });
    for (const category of ['prescriptions', 'consultations', 'chat']) expect(cell(prefs, category, 'push')).toMatchObject({ enabled: true, locked: true });
    expect(cell(prefs, 'account', 'email')).toMatchObject({ enabled: true, locked: true });
    expect(cell(prefs, 'promotions', 'push')).toMatchObject({ enabled: true, locked: false });
    expect(cell(prefs, 'promotions', 'email')).toMatchObject({ enabled: false, locked: false });
    expect(cell(prefs, 'promotions', 'sms')).toMatchObject({ enabled: false, locked: false });

    const res = await save(u.token, [
      { category: 'promotions', channel: 'push', enabled: false },
      { category: 'promotions', channel: 'email', enabled: 'on' },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(profileMessage('preferencesSaved', 'id'));
    const after = res.json().data.data as NotificationPreference[];
    expect(cell(after, 'promotions', 'push')!.enabled).toBe(false);
    expect(cell(after, 'promotions', 'email')!.enabled).toBe(true);
    expect(cell(await list(u.token), 'promotions', 'push')!.enabled).toBe(false);
  });

  it('refuses turning an essential notification off, and a channel a category is not sent by; nothing is saved', async () => {
    const u = await customer(t);
    const locked = await save(u.token, [
      { category: 'promotions', channel: 'push', enabled: false },
      { category: 'orders', channel: 'push', enabled: false },
    ]);
    expect(locked.statusCode).toBe(422);
    expect(locked.json()).toMatchObject({
      message: apiMessage('validation', 'id'),
      errors: { preferences: [profileMessage('preferenceLocked', 'id', { category: 'Pesanan', channel: 'aplikasi & push' })] },
    });
    expect(cell(await list(u.token), 'promotions', 'push')!.enabled).toBe(true);

    const unknown = await save(u.token, [{ category: 'orders', channel: 'sms', enabled: true }], 'en');
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors.preferences).toEqual([profileMessage('preferenceUnknown', 'en', { category: 'Orders', channel: 'SMS/WhatsApp' })]);
    expect((await save(u.token, [{ category: 'newsletter', channel: 'push', enabled: true }])).statusCode).toBe(422);
    expect((await save(u.token, [])).statusCode).toBe(422);
    expect((await t.call({ method: 'GET', url: '/api/my/notification-preferences' })).statusCode).toBe(401);
  });
});

describe('preferences honoured by a campaign', () => {
  it('a published campaign tells every verified customer except those who turned promotions off, while their prescription notifications still come', async () => {
    const stays = await customer(t);
    const optedOut = await customer(t, 'en');
    const alsoOut = await customer(t);
    for (const u of [optedOut, alsoOut]) expect((await save(u.token, [{ category: 'promotions', channel: 'push', enabled: false }])).statusCode).toBe(200);
    // Opted out and back in: told again.
    const backIn = await customer(t);
    await save(backIn.token, [{ category: 'promotions', channel: 'push', enabled: false }]);
    await save(backIn.token, [{ category: 'promotions', channel: 'push', enabled: true }]);

    const now = t.clock.now();
    const { id } = await t.database.db
      .insertInto('campaigns')
      .values({
        slug: 'preferensi-promo-uji',
        status: 'draft',
        title_id: 'Promo Uji',
        title_en: 'Test Promo',
        body_id: 'Isi',
        body_en: 'Body',
        banner_url: null,
        starts_at: new Date(now.getTime() - 60_000).toISOString(),
        ends_at: new Date(now.getTime() + 86_400_000).toISOString(),
        published_at: null,
        created_at: now.toISOString(),
        updated_at: now.toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const res = await t.call({ method: 'POST', url: '/api/console/campaigns/preferensi-promo-uji/publish', token: admin });
    expect(res.statusCode, res.body).toBe(200);
    await t.drain();

    const told = new Set((await t.database.db.selectFrom('notifications').select('user_id').where('dedupe_key', '=', `campaign:${id}`).execute()).map((r) => r.user_id));
    const audience = await t.database.db.selectFrom('users').select('id').where('role', 'in', ['customer', 'employee']).where('verified_at', 'is not', null).execute();
    const out = new Set([optedOut.id, alsoOut.id, ...(await optedOutElsewhere())]);
    expect([...told].sort((a, b) => a - b)).toEqual(audience.map((u) => u.id).filter((uid) => !out.has(uid)).sort((a, b) => a - b));
    expect(told.has(stays.id)).toBe(true);
    expect(told.has(backIn.id)).toBe(true);
    expect(told.has(optedOut.id)).toBe(false);

    // Transactional notifications are essential: an opted-out customer still hears of their prescription.
    await t.bus.publish('prescription.changed', { type: 'prescription', userId: optedOut.id, status: 'approved', meta: { prescription_id: 'RX-PREF-1' } });
    await t.drain();
    const rx = await t.database.db.selectFrom('notifications').select(['type']).where('user_id', '=', optedOut.id).execute();
    expect(rx.map((r) => r.type)).toContain('prescription');
  });
});

/** Customers of the earlier tests in this file who turned promotions off. */
async function optedOutElsewhere(): Promise<number[]> {
  const rows = await t.database.db
    .selectFrom('notification_preferences')
    .select('user_id')
    .where('category', '=', 'promotions')
    .where('channel', '=', 'push')
    .where('enabled', '=', 0)
    .execute();
  return rows.map((r) => r.user_id);
}
