import { apiMessage, type PrescriptionDetail, prescribingNotice } from '@apotek/contract';
import { getDocument, VerbosityLevel } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../../test/addresses.ts';
import { loginDemo } from '../../../test/app.ts';
import {
  type CommerceTestApp,
  confirmOrder,
  createCommerceTestApp,
  firstPharmacy,
  orderStatus,
  payInSandbox,
  productOf,
  secondPharmacy,
  setStock,
} from '../../../test/commerce.ts';
import { uploadFiles } from '../../../test/files.ts';
import { photoJpeg } from '../../../test/images.ts';
import { pharmacyOfStaff } from '../../../test/staff.ts';
import { JobQueue } from '../../platform/jobs/job-queue.ts';
import { wirePrescriptions } from '../../workflows/prescriptions.ts';
import type { FilesService } from '../files/index.ts';
import type { EPrescriptionInput, PrescriptionsService } from './index.ts';

/**
 * A doctor's e-prescription (issue 12): written in a consultation, it arrives as an approved prescription of
 * the customer at the chosen pharmacy and from then on behaves as a pharmacist-approved one; the customer
 * may send it to another pharmacy while nothing of it is bought or held.
 */
let t: CommerceTestApp;
let service: PrescriptionsService;
let storeId: number;
let doctor: { id: number; name: string };
let keras = 20;
const events: Array<{ meta: { prescription_id: string }; status: string; userId: number }> = [];
const quiet = { error: () => {}, warn: () => {} };
const STR = '3121100220145678';
/** Bus delivery is asynchronous (platform/bus/bus.ts): let what was published arrive. */
const settleBus = () => new Promise((r) => setTimeout(r, 5));

beforeAll(async () => {
  t = await createCommerceTestApp();
  // The consultations workflow calls the service; a second instance on the same database stands in for it.
  const files = { describe: async () => { throw new Error('not used'); }, read: async () => null } as unknown as FilesService;
  service = wirePrescriptions(() => {}, { db: t.database.db, clock: t.clock, bus: t.bus, jobs: new JobQueue({ db: t.database.db, clock: t.clock, log: quiet }), files });
  t.bus.subscribe('prescription.changed', (payload) => void events.push(payload));
  storeId = await pharmacyOfStaff(t);
  doctor = await t.database.db.selectFrom('users').select(['id', 'name']).where('email', '=', 'dokter@demo.apotek.id').executeTakeFirstOrThrow();
});
afterAll(async () => t.close());

const lang = (locale?: string) => (locale ? { headers: { 'accept-language': locale } } : {});
async function userIdOf(token: string): Promise<number> {
  const publicId = (await t.call({ method: 'GET', url: '/api/my/profile', token })).json().data.id as string;
  return (await t.database.db.selectFrom('users').select('id').where('public_id', '=', publicId).executeTakeFirstOrThrow()).id;
}
const read = (id: string, token: string) => t.call({ method: 'GET', url: `/api/prescriptions/${id}`, token });
const move = (id: string, token: string, pharmacyId: unknown, locale?: string) =>
  t.call({ method: 'POST', url: `/api/prescriptions/${id}/pharmacy`, token, payload: { pharmacy_id: pharmacyId }, ...lang(locale) });
const addToCart = (id: string, token: string, payload: Record<string, unknown> = {}) => t.call({ method: 'POST', url: `/api/prescriptions/${id}/add-to-cart`, token, payload });
const checkout = (token: string, store = storeId) => t.call({ method: 'POST', url: '/api/cart/product/checkout', token, payload: { store_id: store } });

/** A fresh obat keras product per call, stocked at these pharmacies, so tests do not share stock. */
async function nextKeras(stores: number[] = [storeId]) {
  const product = await productOf(t.database.db, 'keras', keras++);
  for (const store of stores) await setStock(t.database.db, store, product.id, 50);
  return product;
}

async function customer() {
  const { token } = await signUp(t);
  return { token, userId: await userIdOf(token) };
}

function input(userId: number, items: EPrescriptionInput['items'], overrides: Partial<EPrescriptionInput> = {}): EPrescriptionInput {
  return {
    customerUserId: userId,
    pharmacyId: storeId,
    doctor: { name: doctor.name, str: STR, userId: doctor.id },
    consultationRef: 'KNS-7Q2M4X9K3H',
    patient: { relation: 'self', name: 'Sari Wijaya', age: 34, weight_kg: 58, gender: 'female' },
    items,
    notes: 'Kontrol kembali bila demam tidak turun dalam 3 hari',
    ...overrides,
  };
}

async function issued(userId: number, stores: number[] = [storeId], overrides: Partial<EPrescriptionInput> = {}) {
  const [a, b] = [await nextKeras(stores), await nextKeras(stores)];
  const rx = await service.issueEPrescription(
    input(
      userId,
      [
        { product_id: a.id, quantity: 4, signa: '3 x sehari 1 tablet sesudah makan' },
        { product_id: b.id, quantity: 2, signa: '1 x sehari 1 kapsul malam hari' },
      ],
      overrides,
    ),
  );
  return { rx, products: [a, b] as const };
}

async function pdfText(bytes: Buffer): Promise<string> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), isEvalSupported: false, disableFontFace: true, verbosity: VerbosityLevel.ERRORS }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const content = await (await pdf.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await pdf.destroy();
  return pages.join('\n').replace(/\s+/g, ' ');
}

describe('issueEPrescription', () => {
  it('creates an approved prescription of the customer with its items, the doctor and STR, the consultation, its validity and expiry job; only the customer sees it', async () => {
    const { token, userId } = await customer();
    await settleBus();
    events.length = 0;
    const { rx, products } = await issued(userId);
    expect(rx).toEqual({ id: expect.stringMatching(/^RX-[0-9A-Z]{10}$/), status: 'approved', created_at: t.clock.now().toISOString() });

    const res = await read(rx.id, token);
    expect(res.statusCode).toBe(200);
    const detail = res.json().data as PrescriptionDetail;
    expect(detail).toMatchObject({
      id: rx.id,
      status: 'approved',
      consultation_id: 'KNS-7Q2M4X9K3H',
      doctor: { name: doctor.name, sip: null, str: STR },
      patient: { relation: 'self', name: 'Sari Wijaya', age: 34, weight_kg: 58 },
      pharmacy: { id: storeId },
      notes: 'Kontrol kembali bila demam tidak turun dalam 3 hari',
      file_count: 0,
      files: [],
      item_count: 2,
      pharmacist: null,
      approved_at: t.clock.now().toISOString(),
      valid_until: new Date(t.clock.now().getTime() + 30 * 86_400_000 + 7 * 3_600_000).toISOString().slice(0, 10),
      next_actions: ['relocate'],
      timeline: [{ from: null, to: 'approved', action: null, actor: 'doctor', actor_name: doctor.name, note: 'KNS-7Q2M4X9K3H' }],
    });
    expect(detail.items.map((i) => [i.product.id, i.product.name, i.product.drug_class, i.quantity, i.remaining, i.signa])).toEqual([
      [products[0].id, products[0].name, 'keras', 4, 4, '3 x sehari 1 tablet sesudah makan'],
      [products[1].id, products[1].name, 'keras', 2, 2, '1 x sehari 1 kapsul malam hari'],
    ]);
    const list = (await t.call({ method: 'GET', url: '/api/prescriptions?status=approved', token })).json().data;
    expect(list.data.map((p: { id: string; consultation_id: string | null }) => [p.id, p.consultation_id])).toEqual([[rx.id, 'KNS-7Q2M4X9K3H']]);

    const row = await t.database.db.selectFrom('prescriptions').selectAll().where('public_id', '=', rx.id).executeTakeFirstOrThrow();
    const job = await t.database.db.selectFrom('jobs').select(['name', 'run_at', 'unique_key']).where('unique_key', '=', `prescription.expire:${rx.id}:${row.expires_at}`).executeTakeFirst();
    expect(job?.name).toBe('prescription.expire');
    await settleBus();
    expect(events).toEqual([expect.objectContaining({ meta: { prescription_id: rx.id }, status: 'approved', userId })]);

    // Another customer, and the pharmacy's console of another pharmacy, do not see it.
    const stranger = await signUp(t);
    expect((await read(rx.id, stranger.token)).statusCode).toBe(404);
    expect((await t.call({ method: 'GET', url: `/api/prescriptions/pdf/${rx.id}`, token: stranger.token })).statusCode).toBe(404);
    expect((await t.call({ method: 'GET', url: '/api/prescriptions', token: stranger.token })).json().data.total).toBe(0);
    // The pharmacy that serves it sees it in its console, as any approved prescription.
    const pharmacist = await loginDemo(t, 'apoteker@demo.apotek.id');
    const consoleRead = await t.call({ method: 'GET', url: `/api/console/prescriptions/${rx.id}`, token: pharmacist });
    expect(consoleRead.statusCode).toBe(200);
    expect(consoleRead.json().data).toMatchObject({ status: 'approved', next_actions: [], doctor: { str: STR }, consultation_id: 'KNS-7Q2M4X9K3H' });
  });

  it('goes into the cart in one tap ("Tebus resep"), through the Rx gate at checkout, and is redeemed when paid', async () => {
    const { token, userId } = await customer();
    const { rx, products } = await issued(userId);
    const detail = (await read(rx.id, token)).json().data as PrescriptionDetail;
    const added = await addToCart(rx.id, token);
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().message).toBe(apiMessage('rxAddedToCart', 'id'));
    expect(added.json().data).toEqual({
      store_id: storeId,
      added: [
        { item_id: detail.items[0]!.id, product_id: products[0].id, quantity: 4 },
        { item_id: detail.items[1]!.id, product_id: products[1].id, quantity: 2 },
      ],
    });
    const cart = (await t.call({ method: 'GET', url: `/api/my/cart?store_id=${storeId}`, token })).json().data.carts[0];
    expect(cart.items.map((i: { blocked: unknown }) => i.blocked)).toEqual([null, null]);
    const order = await checkout(token);
    expect(order.statusCode, order.body).toBe(200);
    const orderId = order.json().data.id as string;
    await confirmOrder(t, { token, orderId, productId: products[0].id, storeId });
    await payInSandbox(t, orderId);
    expect(await orderStatus(t, orderId)).toBe('paid');
    const after = (await read(rx.id, token)).json().data as PrescriptionDetail;
    expect(after.status).toBe('redeemed');
    expect(after.timeline.map((e) => [e.to, e.actor])).toEqual([
      ['approved', 'doctor'],
      ['redeemed', 'system'],
    ]);
  });

  it('refuses a product that may not be sold online with a localised 422 naming it, and an unknown product, storing nothing', async () => {
    const { userId } = await customer();
    const banned = await productOf(t.database.db, 'dilarang_online', 0);
    const ok = await nextKeras();
    const count = async () => Number((await t.database.db.selectFrom('prescriptions').select((eb) => eb.fn.countAll<number>().as('n')).where('user_id', '=', userId).executeTakeFirstOrThrow()).n);

    const refused = await service
      .issueEPrescription(
        input(userId, [
          { product_id: ok.id, quantity: 1, signa: '1 x 1' },
          { product_id: banned.id, quantity: 1, signa: '1 x 1' },
        ]),
      )
      .catch((e: unknown) => e);
    expect(refused).toMatchObject({ status: 422, key: 'prescriptionProductNotOnline', options: { vars: { name: banned.name }, fields: { 'items.1.product_id': [{ message: 'prescriptionProductNotOnline', vars: { name: banned.name } }] } } });
    expect(apiMessage('prescriptionProductNotOnline', 'id', { name: banned.name })).toContain(banned.name);
    expect(await service.issueEPrescription(input(userId, [{ product_id: 999_999_999, quantity: 1, signa: '1 x 1' }])).catch((e: unknown) => e)).toMatchObject({
      status: 422,
      options: { fields: { 'items.0.product_id': [{ message: 'prescriptionProductUnknown' }] } },
    });
    expect(await service.issueEPrescription(input(userId, [{ product_id: ok.id, quantity: 1, signa: '1 x 1' }], { pharmacyId: 999_999 })).catch((e: unknown) => e)).toMatchObject({
      status: 422,
      options: { fields: { pharmacy_id: [{ message: 'prescriptionPharmacyUnknown' }] } },
    });
    expect(await count()).toBe(0);
    // The doctor's writer reads the same rules to warn beside each product.
    expect([prescribingNotice('bebas'), prescribingNotice('keras'), prescribingNotice('dilarang_online')]).toEqual([null, 'needs_prescription', 'not_online']);
  });

  it('without a chosen pharmacy goes to the pharmacy of the customer’s latest order, else to the first pharmacy', async () => {
    const first = await firstPharmacy(t.database.db);
    const second = await secondPharmacy(t.database.db);
    const fresh = await customer();
    const { rx } = await issued(fresh.userId, [first.id], { pharmacyId: null });
    expect((await read(rx.id, fresh.token)).json().data.pharmacy).toEqual({ id: first.id, slug: first.slug, name: first.name });

    const buyer = await customer();
    const otc = await productOf(t.database.db, 'bebas', 5);
    await setStock(t.database.db, second.id, otc.id, 20);
    expect((await t.call({ method: 'POST', url: '/api/cart/product/add', token: buyer.token, payload: { product_id: otc.id, quantity: 1, store_id: second.id } })).statusCode).toBe(200);
    expect((await checkout(buyer.token, second.id)).statusCode).toBe(200);
    const { rx: second_ } = await issued(buyer.userId, [second.id], { pharmacyId: null });
    expect((await read(second_.id, buyer.token)).json().data.pharmacy.id).toBe(second.id);
  });
});

describe('POST /api/prescriptions/{id}/pharmacy', () => {
  it('moves an e-prescription to another pharmacy: the timeline says so, add-to-cart goes there, nothing is announced', async () => {
    const other = await secondPharmacy(t.database.db);
    const target = other.id === storeId ? await firstPharmacy(t.database.db) : other;
    const { token, userId } = await customer();
    const { rx, products } = await issued(userId, [storeId, target.id]);
    await settleBus();
    events.length = 0;

    const res = await move(rx.id, token, target.id, 'en');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(apiMessage('prescriptionPharmacyChanged', 'en'));
    expect(res.json().data).toMatchObject({ status: 'approved', pharmacy: { id: target.id, name: target.name } });
    expect(res.json().data.timeline.at(-1)).toMatchObject({ from: 'approved', to: 'approved', action: 'relocate', actor: 'customer', note: target.name });
    // The same pharmacy again changes nothing.
    expect((await move(rx.id, token, target.id)).json().data.timeline).toHaveLength(2);
    await settleBus();
    expect(events).toEqual([]);

    const added = await addToCart(rx.id, token);
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().data.store_id).toBe(target.id);
    expect(added.json().data.added.map((l: { product_id: number }) => l.product_id)).toEqual(products.map((p) => p.id));
  });

  it('refuses a paper prescription (409), an unknown pharmacy (422), someone else’s (404), in the reader’s language', async () => {
    const { token, userId } = await customer();
    const { rx } = await issued(userId);
    const target = (await secondPharmacy(t.database.db)).id;

    const unknown = await move(rx.id, token, 999_999);
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors.pharmacy_id).toEqual([apiMessage('prescriptionPharmacyUnknown', 'id')]);
    expect((await move(rx.id, token, 'x')).statusCode).toBe(422);
    const stranger = await signUp(t);
    expect((await move(rx.id, stranger.token, target)).statusCode).toBe(404);
    expect((await move('RX-NOSUCH0000', token, target)).statusCode).toBe(404);

    // A paper prescription, approved by the pharmacist of the pharmacy it was sent to.
    const pharmacist = await loginDemo(t, 'apoteker@demo.apotek.id');
    const [file] = await uploadFiles(t, token, [await photoJpeg(120, 160)]);
    const paper = await t.call({
      method: 'POST',
      url: '/api/prescriptions',
      token,
      payload: { file_ids: [file!.id], patient: { relation: 'self', name: 'Sari', age: 34 }, doctor: { name: 'dr. Lain', sip: 'SIP 1' }, date: rx.created_at.slice(0, 10), notes: '', pharmacy_id: storeId },
    });
    const paperId = paper.json().data.id as string;
    await t.call({ method: 'POST', url: `/api/console/prescriptions/${paperId}/review`, token: pharmacist, payload: {} });
    const product = await nextKeras();
    const approved = await t.call({
      method: 'POST',
      url: `/api/console/prescriptions/${paperId}/approve`,
      token: pharmacist,
      payload: { items: [{ product_id: product.id, quantity: 1, signa: '1 x 1' }], pharmacist_name: 'apt. Rina Wulandari, S.Farm.', sipa: 'SIPA 1' },
    });
    expect(approved.statusCode).toBe(200);
    expect(approved.json().data.next_actions).toEqual([]);
    expect((await read(paperId, token)).json().data).toMatchObject({ consultation_id: null, next_actions: [] });
    for (const locale of ['id', 'en'] as const) {
      const refused = await move(paperId, token, target, locale);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(apiMessage('prescriptionPharmacyFixed', locale));
    }
    expect((await read(paperId, token)).json().data.pharmacy.id).toBe(storeId);
  });

  it('refuses once an unpaid order holds part of it, and once part of it is bought; an expired one is refused too', async () => {
    const target = (await secondPharmacy(t.database.db)).id === storeId ? (await firstPharmacy(t.database.db)).id : (await secondPharmacy(t.database.db)).id;
    const { token, userId } = await customer();
    const { rx, products } = await issued(userId);
    const detail = (await read(rx.id, token)).json().data as PrescriptionDetail;
    expect((await addToCart(rx.id, token, { items: [{ item_id: detail.items[0]!.id, quantity: 1 }] })).statusCode).toBe(200);
    const orderId = (await checkout(token)).json().data.id as string;

    const held = await move(rx.id, token, target);
    expect(held.statusCode).toBe(409);
    expect(held.json().message).toBe(apiMessage('prescriptionPharmacyLocked', 'id'));

    await confirmOrder(t, { token, orderId, productId: products[0].id, storeId });
    await payInSandbox(t, orderId);
    expect((await read(rx.id, token)).json().data.status).toBe('partly_redeemed');
    const bought = await move(rx.id, token, target, 'en');
    expect(bought.statusCode).toBe(409);
    expect(bought.json().message).toBe(apiMessage('prescriptionPharmacyLocked', 'en'));
    expect((await read(rx.id, token)).json().data.pharmacy.id).toBe(storeId);

    // Past its last day (before the expiry job ran) it cannot be moved either.
    const late = await customer();
    const { rx: old } = await issued(late.userId);
    await t.database.db.updateTable('prescriptions').set({ expires_at: new Date(t.clock.now().getTime() - 1000).toISOString() }).where('public_id', '=', old.id).execute();
    const expired = await move(old.id, late.token, target);
    expect(expired.statusCode).toBe(409);
    expect(expired.json().message).toBe(apiMessage('prescriptionNotRedeemable', 'id', { status: 'Kedaluwarsa' }));
  });
});

describe('the PDF of an e-prescription', () => {
  it('says "Resep Elektronik" and shows the doctor’s name and STR and the consultation id, in both languages', async () => {
    const { token, userId } = await customer();
    const { rx, products } = await issued(userId);
    const res = await t.call({ method: 'GET', url: `/api/prescriptions/pdf/${rx.id}`, token });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(res.rawPayload);
    expect(text).toContain('Resep Elektronik');
    expect(text).not.toContain('Salinan Resep');
    expect(text).toContain(doctor.name);
    expect(text).toContain(`STR: ${STR}`);
    expect(text).toContain('Konsultasi: KNS-7Q2M4X9K3H');
    expect(text).toContain(`Ditulis oleh: ${doctor.name}`);
    // Its notes are the doctor's, not the patient's.
    expect(text).toContain('Catatan dokter: Kontrol kembali bila demam tidak turun dalam 3 hari');
    expect(text).toContain(products[0].name);
    expect(text).toContain('3 x sehari 1 tablet sesudah makan');

    const en = await pdfText((await t.call({ method: 'GET', url: `/api/prescriptions/pdf/${rx.id}`, token, headers: { 'accept-language': 'en' } })).rawPayload);
    expect(en).toContain('e-prescription');
    expect(en).toContain('Consultation: KNS-7Q2M4X9K3H');
    expect(en).toContain(`STR: ${STR}`);
  });
});
