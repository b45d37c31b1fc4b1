import type { PushPayload } from '@apotek/contract';
import webpush from 'web-push';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createNotificationsTestApp, customer, type NotificationsTestApp } from '../../../test/notifications.ts';
import { FakePushService } from './fake-push-service.fixture.ts';
import { DEFAULT_PUSH_HOSTS, endpointAllowed } from './push-sender.ts';
import { WebPushSender } from './web-push-sender.ts';

let fake: FakePushService;
const keys = webpush.generateVAPIDKeys();
const SUBJECT = 'mailto:care@apotek.id';

beforeAll(async () => {
  fake = await FakePushService.start();
});
afterAll(async () => fake.close());

function sender(options: Partial<ConstructorParameters<typeof WebPushSender>[0]> = {}) {
  return new WebPushSender({ keys, subject: SUBJECT, hosts: ['127.0.0.1'], agent: fake.agent, timeoutMs: 5000, ...options });
}

function target(browser: ReturnType<FakePushService['browser']>) {
  return { endpoint: browser.subscription.endpoint, ...browser.subscription.keys };
}

describe('WebPushSender against a local push service', () => {
  it('posts the payload encrypted to the browser (aes128gcm) with a VAPID JWT for the service origin, TTL, urgency and topic', async () => {
    const browser = fake.browser();
    const payload = JSON.stringify({ title: 'Pesanan', body: 'Pesanan APT-ABC siap diambil 🎉' });
    expect(await sender().send(target(browser), payload, { ttlSeconds: 3600, urgency: 'high', topic: 'n-42' })).toBe('sent');
    const [got] = fake.to(browser.subscription.endpoint);
    expect(fake.refused).toEqual([]);
    expect(got!.plaintext).toBe(payload);
    expect(got!.key).toBe(keys.publicKey);
    expect(got!.claims).toMatchObject({ aud: fake.origin, sub: SUBJECT });
    expect(got!.headers).toMatchObject({ ttl: '3600', urgency: 'high', topic: 'n-42', 'content-encoding': 'aes128gcm' });
  });

  it('reads 404 and 410 as gone, 400/403/413 as refused for good, and throws on 429, 5xx and no answer (retry)', async () => {
    const answers: Array<[number, string]> = [
      [410, 'gone'],
      [404, 'gone'],
      [400, 'rejected'],
      [403, 'rejected'],
      [413, 'rejected'],
    ];
    for (const [status, outcome] of answers) {
      const browser = fake.browser();
      fake.answer(browser.subscription.endpoint, status);
      expect(await sender().send(target(browser), '{}', { ttlSeconds: 60 }), String(status)).toBe(outcome);
    }
    for (const status of [429, 500, 503]) {
      const browser = fake.browser();
      fake.answer(browser.subscription.endpoint, status);
      await expect(sender().send(target(browser), '{}', { ttlSeconds: 60 })).rejects.toMatchObject({ statusCode: status });
    }
    // Nothing listening there: a network error, retried later.
    const gone = fake.browser();
    await expect(sender().send({ ...target(gone), endpoint: 'https://127.0.0.1:9/push/x' }, '{}', { ttlSeconds: 60 })).rejects.toThrow();
  });

  it('is refused by the push service when signed with a key other than the one it names', async () => {
    const other = webpush.generateVAPIDKeys();
    const browser = fake.browser();
    const before = fake.refused.length;
    expect(await sender({ keys: { publicKey: keys.publicKey, privateKey: other.privateKey } }).send(target(browser), '{}', { ttlSeconds: 60 })).toBe('rejected');
    expect(fake.refused.slice(before)).toEqual(['bad signature']);
    expect(fake.to(browser.subscription.endpoint)).toHaveLength(0);
  });

  it('never posts to a host off the allow-list', async () => {
    const browser = fake.browser();
    expect(await sender({ hosts: DEFAULT_PUSH_HOSTS }).send(target(browser), '{}', { ttlSeconds: 60 })).toBe('rejected');
    expect(fake.to(browser.subscription.endpoint)).toHaveLength(0);
  });
});

describe('endpointAllowed', () => {
  it('takes https on the listed hosts and their *. subdomains only', () => {
    const hosts = ['fcm.googleapis.com', '*.notify.windows.com'];
    expect(endpointAllowed('https://fcm.googleapis.com/fcm/send/x', hosts)).toBe(true);
    expect(endpointAllowed('https://wns2-par02p.notify.windows.com/w/?token=x', hosts)).toBe(true);
    expect(endpointAllowed('https://notify.windows.com/x', hosts)).toBe(false);
    expect(endpointAllowed('https://evilnotify.windows.com/x', hosts)).toBe(false);
    expect(endpointAllowed('http://fcm.googleapis.com/x', hosts)).toBe(false);
    expect(endpointAllowed('https://user:pw@fcm.googleapis.com/x', hosts)).toBe(false);
    expect(endpointAllowed('https://fcm.googleapis.com.evil.example/x', hosts)).toBe(false);
    expect(endpointAllowed('not a url', hosts)).toBe(false);
  });
});

describe('the app with the real adapter', () => {
  let t: NotificationsTestApp;
  beforeAll(async () => {
    t = await createNotificationsTestApp({ env: { WEB_PUSH_HOSTS: '127.0.0.1' }, sender: sender() });
  });
  afterAll(async () => t.close());

  it('pushes a notification the browser can decrypt, then forgets the subscription once the service answers 410', async () => {
    const u = await customer(t);
    const browser = fake.browser();
    const sub = await t.call({ method: 'POST', url: '/api/my/push/subscribe', token: u.token, payload: browser.subscription });
    expect(sub.statusCode, sub.body).toBe(200);

    await t.bus.publish('prescription.changed', { type: 'prescription', meta: { prescription_id: 'RX-REALPUSH01' }, status: 'approved', userId: u.id });
    await t.drain();
    const [got] = fake.to(browser.subscription.endpoint);
    const payload = JSON.parse(got!.plaintext) as PushPayload;
    expect(payload).toMatchObject({ type: 'prescription', title: 'Resep', url: '/prescription/RX-REALPUSH01', body: 'Resep RX-REALPUSH01 sudah disetujui apoteker. Obatnya bisa kamu tebus sekarang.' });
    expect(got!.key).toBe(keys.publicKey);

    fake.answer(browser.subscription.endpoint, 410);
    await t.bus.publish('prescription.changed', { type: 'prescription', meta: { prescription_id: 'RX-REALPUSH02' }, status: 'approved', userId: u.id });
    await t.drain();
    expect(await t.database.db.selectFrom('push_subscriptions').select('id').where('user_id', '=', u.id).execute()).toHaveLength(0);
    expect(await t.database.db.selectFrom('notifications').select('id').where('user_id', '=', u.id).execute()).toHaveLength(2);
  });
});
