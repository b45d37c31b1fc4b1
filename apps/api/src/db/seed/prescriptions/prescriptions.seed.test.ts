import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, loginDemo, type TestApp } from '../../../../test/app.ts';
import { createStorage } from '../../../platform/storage/create-storage.ts';
import { seedDemoData } from '../seed.ts';
import { seedDemoPrescriptionImages } from './prescriptions.seed.ts';

let t: TestApp;
let uploadsDir: string;

beforeAll(async () => {
  uploadsDir = mkdtempSync(path.join(tmpdir(), 'apotek-rx-seed-'));
  t = await createTestApp({}, { UPLOADS_DIR: uploadsDir, PUBLIC_URL: 'http://apotek.test' });
  await seedDemoData(t.database.db, t.clock.now());
});
afterAll(async () => t.close());

describe('demo activity at the demo pharmacist’s pharmacy (issue 10)', () => {
  it('gives the console orders in several statuses and the demo customer a waiting and an approved prescription', async () => {
    const pharmacist = await loginDemo(t, 'apoteker@demo.apotek.id');
    const orders = (await t.call({ method: 'GET', url: '/api/console/orders?perPage=100', token: pharmacist })).json().data.data;
    expect(new Set(orders.map((o: { status: string }) => o.status))).toEqual(new Set(['paid', 'processing', 'ready_for_pickup', 'completed']));
    const queue = (await t.call({ method: 'GET', url: '/api/console/prescriptions', token: pharmacist })).json().data.data;
    expect(queue).toHaveLength(1);
    expect(queue[0]).toMatchObject({ status: 'submitted', customer_name: 'Budi Santoso', waiting_seconds: 2 * 3600 });

    const budi = await loginDemo(t, 'budi@demo.apotek.id');
    const mine = (await t.call({ method: 'GET', url: '/api/prescriptions', token: budi })).json().data.data;
    expect(mine.map((p: { status: string }) => p.status).sort()).toEqual(['approved', 'submitted']);
    const approved = mine.find((p: { status: string }) => p.status === 'approved');
    const detail = (await t.call({ method: 'GET', url: `/api/prescriptions/${approved.id}`, token: budi })).json().data;
    expect(detail.items).toHaveLength(2);
    expect(detail.items.every((i: { product: { drug_class: string }; remaining: number }) => i.product.drug_class === 'keras' && i.remaining > 0)).toBe(true);
    expect(detail.pharmacist.name).toBe('apt. Rina Wulandari, S.Farm.');
    expect(detail.timeline.map((e: { to: string }) => e.to)).toEqual(['submitted', 'in_review', 'approved']);
    expect((await t.call({ method: 'GET', url: '/api/my/order?perPage=100', token: budi })).json().data.total).toBe(4);
    // The approval's expiry job exists.
    const job = await t.database.db.selectFrom('jobs').select('name').where('unique_key', 'like', `prescription.expire:${approved.id}:%`).executeTakeFirst();
    expect(job?.name).toBe('prescription.expire');
  });

  it('is idempotent', async () => {
    const count = async () => Number((await t.database.db.selectFrom('prescriptions').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    const orders = async () => Number((await t.database.db.selectFrom('orders').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    const before = [await count(), await orders()];
    await seedDemoData(t.database.db, t.clock.now());
    expect([await count(), await orders()]).toEqual(before);
  });

  it('draws the uploads’ photos into storage once, so the salinan resep carries them', async () => {
    const storage = await createStorage({ kind: 'disk', dir: uploadsDir, signingSecret: 'unused-here' }, { clock: t.clock, publicUrl: 'http://apotek.test' });
    expect(await seedDemoPrescriptionImages(t.database.db, storage.objects)).toBe(2);
    expect(await seedDemoPrescriptionImages(t.database.db, storage.objects)).toBe(0);
    storage.close();
    const rows = await t.database.db.selectFrom('files').select(['size', 'sha256']).where('storage_key', 'like', 'private/files/demo-resep-%').execute();
    expect(rows.every((r) => r.size > 0 && r.sha256.length === 64)).toBe(true);

    const budi = await loginDemo(t, 'budi@demo.apotek.id');
    const approved = (await t.call({ method: 'GET', url: '/api/prescriptions?status=approved', token: budi })).json().data.data[0];
    const pdf = await t.call({ method: 'GET', url: `/api/prescriptions/pdf/${approved.id}`, token: budi });
    expect(pdf.statusCode).toBe(200);
    // One page of text, one with the photo (an image XObject).
    expect(pdf.rawPayload.toString('latin1')).toContain('/Subtype /Image');
  });
});
