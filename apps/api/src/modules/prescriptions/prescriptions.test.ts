import { apiMessage, jakartaDate, type PrescriptionDetail } from '@apotek/contract';
import { PDFDocument } from 'pdf-lib';
import { getDocument, VerbosityLevel } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../../test/addresses.ts';
import { loginDemo } from '../../../test/app.ts';
import { type CommerceTestApp, createCommerceTestApp, productOf } from '../../../test/commerce.ts';
import { uploadFiles } from '../../../test/files.ts';
import { photoJpeg } from '../../../test/images.ts';
import { newPharmacist, pharmacyOfStaff } from '../../../test/staff.ts';

let t: CommerceTestApp;
let pharmacist: string;
let admin: string;
let storeId: number;
let otherStoreId: number;
let otherPharmacist: string;
const events: Array<{ type: string; meta: { prescription_id: string }; status: string; userId: number }> = [];

const DAY = 86_400_000;
/** Bus delivery is asynchronous (platform/bus/bus.ts): let what was published arrive. */
const settleBus = () => new Promise((r) => setTimeout(r, 5));

beforeAll(async () => {
  t = await createCommerceTestApp();
  t.bus.subscribe('prescription.changed', (payload) => void events.push(payload));
  pharmacist = await loginDemo(t, 'apoteker@demo.apotek.id');
  admin = await loginDemo(t, 'admin@demo.apotek.id');
  storeId = await pharmacyOfStaff(t);
  otherStoreId = (await t.database.db.selectFrom('pharmacies').select('id').where('id', '!=', storeId).orderBy('id').limit(1).executeTakeFirstOrThrow()).id;
  otherPharmacist = (await newPharmacist(t, otherStoreId)).token;
});
afterAll(async () => t.close());

async function pdfText(bytes: Buffer): Promise<{ text: string; pages: number }> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), isEvalSupported: false, disableFontFace: true, verbosity: VerbosityLevel.ERRORS }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const content = await (await pdf.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  const count = pdf.numPages;
  await pdf.destroy();
  return { text: pages.join('\n').replace(/\s+/g, ' '), pages: count };
}

function body(fileIds: string[], overrides: Record<string, unknown> = {}) {
  return {
    file_ids: fileIds,
    patient: { relation: 'self', name: 'Rahmat Hidayat', age: 41 },
    doctor: { name: 'dr. Sinta Maharani', sip: 'SIP 446/777/DU/2025' },
    date: jakartaDate(t.clock.now()),
    notes: 'Batuk berdahak seminggu',
    pharmacy_id: storeId,
    ...overrides,
  };
}

async function submit(token: string, overrides: Record<string, unknown> = {}): Promise<PrescriptionDetail> {
  const [file] = await uploadFiles(t, token, [await photoJpeg(240, 320)]);
  const res = await t.call({ method: 'POST', url: '/api/prescriptions', token, payload: body([file!.id], overrides) });
  if (res.statusCode !== 200) throw new Error(`submit failed: ${res.body}`);
  return res.json().data as PrescriptionDetail;
}

function consoleCall(id: string, action: string, payload?: Record<string, unknown>, token = pharmacist, locale = 'id') {
  return t.call({ method: 'POST', url: `/api/console/prescriptions/${id}/${action}`, token, payload: payload ?? {}, headers: { 'accept-language': locale } });
}

/** The demo pharmacist approving these items, signing with her name and SIPA (`extra` adds or overrides). */
function approve(id: string, items: Array<{ product_id: number; quantity: number; signa: string }>, extra: Record<string, unknown> = {}) {
  return consoleCall(id, 'approve', { items, pharmacist_name: 'apt. Rina Wulandari, S.Farm.', sipa: 'SIPA 19860512/2024/1234', ...extra });
}

async function kerasProducts(n: number) {
  const out = [];
  for (let i = 0; i < n; i++) out.push(await productOf(t.database.db, 'keras', 10 + i));
  return out;
}

async function approved(token: string, extra: Record<string, unknown> = {}) {
  const p = await submit(token);
  await consoleCall(p.id, 'review');
  const [a, b] = await kerasProducts(2);
  const items = [
    { product_id: a!.id, quantity: 10, signa: '3 x sehari 1 tablet sesudah makan' },
    { product_id: b!.id, quantity: 2, signa: '1 x sehari 1 kapsul malam hari' },
  ];
  const res = await approve(p.id, items, extra);
  if (res.statusCode !== 200) throw new Error(`approve failed: ${res.body}`);
  return { prescription: res.json().data as PrescriptionDetail, products: [a!, b!] };
}

describe('POST /api/prescriptions and the customer’s reads', () => {
  it('stores a submission with its files, patient, doctor and pharmacy; lists it with filters and paging; announces it', async () => {
    const { token } = await signUp(t);
    await settleBus();
    events.length = 0;
    const p = await submit(token);
    expect(p.id).toMatch(/^RX-[0-9A-Z]{10}$/);
    expect(p).toMatchObject({
      status: 'submitted',
      patient: { relation: 'self', name: 'Rahmat Hidayat', age: 41, weight_kg: null },
      doctor: { name: 'dr. Sinta Maharani', sip: 'SIP 446/777/DU/2025' },
      pharmacy: { id: storeId },
      notes: 'Batuk berdahak seminggu',
      file_count: 1,
      item_count: 0,
      items: [],
      pharmacist: null,
      valid_until: null,
      next_actions: [],
      timeline: [{ from: null, to: 'submitted', actor: 'customer' }],
    });
    expect(p.files).toHaveLength(1);
    expect(p.files[0]!.url).toContain('signature=');
    await settleBus();
    expect(events).toEqual([{ type: 'prescription', meta: { prescription_id: p.id }, status: 'submitted', userId: expect.any(Number) }]);

    t.clock.advance(1000);
    const second = await submit(token, { patient: { relation: 'family', name: 'Nadia', age: 6, weight_kg: 19.5 } });
    expect(second.patient).toEqual({ relation: 'family', name: 'Nadia', age: 6, weight_kg: 19.5 });
    const list = (await t.call({ method: 'GET', url: '/api/prescriptions?perPage=1', token })).json().data;
    expect(list).toMatchObject({ total: 2, page: 1, perPage: 1, lastPage: 2, data: [{ id: second.id }] });
    const filtered = (await t.call({ method: 'GET', url: '/api/prescriptions?status=approved,rejected', token })).json().data;
    expect(filtered.total).toBe(0);
    const detail = await t.call({ method: 'GET', url: `/api/prescriptions/${p.id}`, token });
    expect(detail.json().data.id).toBe(p.id);
  });

  it('refuses bad input with localised field errors and stores nothing', async () => {
    const { token } = await signUp(t);
    const stranger = await signUp(t);
    const [file] = await uploadFiles(t, token, [await photoJpeg(100, 100)]);
    const [chat] = await uploadFiles(t, token, [await photoJpeg(100, 100)], 'chat');
    const [foreign] = await uploadFiles(t, stranger.token, [await photoJpeg(100, 100)]);
    const before = await t.database.db.selectFrom('prescriptions').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const post = (payload: unknown, locale = 'id') => t.call({ method: 'POST', url: '/api/prescriptions', token, payload: payload as object, headers: { 'accept-language': locale } });

    const empty = await post({});
    expect(empty.statusCode).toBe(422);
    expect(Object.keys(empty.json().errors)).toEqual(expect.arrayContaining(['file_ids', 'patient', 'doctor', 'date', 'pharmacy_id']));

    const future = await post(body([file!.id], { date: jakartaDate(new Date(t.clock.now().getTime() + 2 * DAY)) }));
    expect(future.statusCode).toBe(422);
    expect(future.json().errors.date).toEqual([apiMessage('prescriptionDateInFuture', 'id')]);

    const child = await post(body([file!.id], { patient: { relation: 'family', name: 'Nadia', age: 6 } }), 'en');
    expect(child.statusCode).toBe(422);
    expect(child.json().errors['patient.weight_kg']).toEqual([apiMessage('prescriptionWeightRequired', 'en', { age: 12 })]);

    const chatFile = await post(body([chat!.id]));
    expect(chatFile.statusCode).toBe(422);
    expect(chatFile.json().errors.file_ids).toEqual([apiMessage('prescriptionFileInvalid', 'id')]);

    const duplicate = await post(body([file!.id, file!.id]));
    expect(duplicate.json().errors.file_ids).toEqual([apiMessage('prescriptionDuplicateFiles', 'id')]);

    const unknownPharmacy = await post(body([file!.id], { pharmacy_id: 999_999 }));
    expect(unknownPharmacy.json().errors.pharmacy_id).toEqual([apiMessage('prescriptionPharmacyUnknown', 'id')]);

    // Someone else's upload is as unknown as a missing one.
    expect((await post(body([foreign!.id]))).statusCode).toBe(404);
    expect((await post(body(['no-such-file-id-at-all-000']))).statusCode).toBe(404);

    const after = await t.database.db.selectFrom('prescriptions').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
    expect((await t.call({ method: 'POST', url: '/api/prescriptions', payload: body([file!.id]) })).statusCode).toBe(401);
  });

  it('answers 404 for another customer’s prescription on every call, and for an id of the wrong shape', async () => {
    const owner = await signUp(t);
    const stranger = await signUp(t);
    const p = await submit(owner.token);
    for (const url of [`/api/prescriptions/${p.id}`, `/api/prescriptions/${p.id}/views`, `/api/prescriptions/pdf/${p.id}`]) {
      expect((await t.call({ method: 'GET', url, token: stranger.token })).statusCode, url).toBe(404);
    }
    expect((await t.call({ method: 'POST', url: `/api/prescriptions/${p.id}/clarification`, token: stranger.token, payload: { answer: 'x' } })).statusCode).toBe(404);
    expect((await t.call({ method: 'GET', url: '/api/prescriptions/RX-1', token: owner.token })).statusCode).toBe(404);
    expect((await t.call({ method: 'GET', url: '/api/prescriptions?perPage=100', token: stranger.token })).json().data.total).toBe(0);
  });
});

describe('the pharmacist’s console', () => {
  it('refuses customers (403) and pharmacists without a pharmacy', async () => {
    const { token } = await signUp(t);
    const p = await submit(token);
    expect((await t.call({ method: 'GET', url: '/api/console/prescriptions', token })).statusCode).toBe(403);
    expect((await consoleCall(p.id, 'approve', { items: [], pharmacist_name: 'x', sipa: 'y' }, token)).statusCode).toBe(403);
    expect((await consoleCall(p.id, 'review', {}, token)).statusCode).toBe(403);
    const orphan = await newPharmacist(t);
    const res = await t.call({ method: 'GET', url: '/api/console/prescriptions', token: orphan.token });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(apiMessage('noPharmacy', 'id'));
  });

  it('queues the pharmacy’s open prescriptions oldest first with the waiting time; another pharmacy’s are 404; the admin sees all', async () => {
    const { token } = await signUp(t);
    const older = await submit(token);
    t.clock.advance(30 * 60_000);
    const newer = await submit(token);
    const elsewhere = await submit(token, { pharmacy_id: otherStoreId });
    t.clock.advance(60_000);

    const queue = (await t.call({ method: 'GET', url: '/api/console/prescriptions?perPage=100', token: pharmacist })).json().data;
    const ids = queue.data.map((p: { id: string }) => p.id);
    expect(ids.indexOf(older.id)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(older.id)).toBeLessThan(ids.indexOf(newer.id));
    expect(ids).not.toContain(elsewhere.id);
    const entry = queue.data.find((p: { id: string }) => p.id === older.id);
    expect(entry).toMatchObject({ waiting_seconds: 31 * 60, status: 'submitted', next_actions: ['review'] });
    expect(entry.customer_name).toBeTruthy();

    // Another pharmacy's prescription does not exist for this pharmacist: reading or deciding is 404.
    expect((await t.call({ method: 'GET', url: `/api/console/prescriptions/${elsewhere.id}`, token: pharmacist })).statusCode).toBe(404);
    expect((await consoleCall(elsewhere.id, 'review')).statusCode).toBe(404);
    // …and the other pharmacy's pharmacist cannot approve this one.
    await consoleCall(older.id, 'review');
    const [product] = await kerasProducts(1);
    const foreignApprove = await consoleCall(older.id, 'approve', { items: [{ product_id: product!.id, quantity: 1, signa: '1 x 1' }], pharmacist_name: 'x', sipa: 'y' }, otherPharmacist);
    expect(foreignApprove.statusCode).toBe(404);
    expect((await t.call({ method: 'GET', url: `/api/prescriptions/pdf/${older.id}`, token: otherPharmacist })).statusCode).toBe(404);

    const adminIds = (await t.call({ method: 'GET', url: '/api/console/prescriptions?perPage=100', token: admin })).json().data.data.map((p: { id: string }) => p.id);
    expect(adminIds).toEqual(expect.arrayContaining([newer.id, elsewhere.id]));
    const inReview = (await t.call({ method: 'GET', url: '/api/console/prescriptions?status=in_review&perPage=100', token: pharmacist })).json().data.data;
    expect(inReview.map((p: { id: string }) => p.id)).toContain(older.id);
    expect(inReview.every((p: { status: string }) => p.status === 'in_review')).toBe(true);
  });
});

describe('the table of moves', () => {
  it('walks review → clarification → answer → review → approve, refusing every move the table does not list (409)', async () => {
    const { token } = await signUp(t);
    const p = await submit(token);
    await settleBus();
    events.length = 0;

    const early = await consoleCall(p.id, 'approve', { items: [{ product_id: 1, quantity: 1, signa: 'x' }], pharmacist_name: 'x', sipa: 'y' });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(apiMessage('prescriptionTransitionNotAllowed', 'id', { from: 'Terkirim', to: 'Disetujui' }));
    const earlyEn = await consoleCall(p.id, 'reject', { reason: 'x' }, pharmacist, 'en');
    expect(earlyEn.json().message).toBe('The prescription cannot move from "Submitted" to "Rejected"');
    expect((await t.call({ method: 'POST', url: `/api/prescriptions/${p.id}/clarification`, token, payload: { answer: 'x' } })).statusCode).toBe(409);

    const reviewed = await consoleCall(p.id, 'review');
    expect(reviewed.statusCode).toBe(200);
    expect(reviewed.json().data).toMatchObject({ status: 'in_review', next_actions: ['approve', 'reject', 'clarify'] });
    expect((await consoleCall(p.id, 'review')).statusCode).toBe(409);

    const asked = await consoleCall(p.id, 'clarify', { question: 'Apakah dosis 500 mg atau 250 mg?' });
    expect(asked.json().data).toMatchObject({ status: 'needs_clarification', clarification: { question: 'Apakah dosis 500 mg atau 250 mg?', answer: null } });
    const mine = (await t.call({ method: 'GET', url: `/api/prescriptions/${p.id}`, token })).json().data;
    expect(mine.next_actions).toEqual(['answer']);

    t.clock.advance(10 * 60_000);
    const answered = await t.call({ method: 'POST', url: `/api/prescriptions/${p.id}/clarification`, token, payload: { answer: '500 mg, sesuai tulisan dokter' } });
    expect(answered.statusCode).toBe(200);
    expect(answered.json().data).toMatchObject({ status: 'in_review', clarification: { answer: '500 mg, sesuai tulisan dokter' } });
    // Answering restarts the wait: the queue counts from the answer.
    const waiting = (await t.call({ method: 'GET', url: `/api/console/prescriptions/${p.id}`, token: pharmacist })).json().data.waiting_seconds;
    expect(waiting).toBe(0);

    const [a, b] = await kerasProducts(2);
    const res = await approve(p.id, [
      { product_id: a!.id, quantity: 15, signa: '3 x sehari 1 tablet sesudah makan' },
      { product_id: b!.id, quantity: 1, signa: '2 x sehari 1 sendok takar' },
    ]);
    expect(res.statusCode).toBe(200);
    const done = res.json().data as PrescriptionDetail;
    expect(done).toMatchObject({
      status: 'approved',
      pharmacist: { name: 'apt. Rina Wulandari, S.Farm.', sipa: 'SIPA 19860512/2024/1234' },
      valid_until: jakartaDate(new Date(t.clock.now().getTime() + 30 * DAY)),
      item_count: 2,
      items: [
        { product: { id: a!.id, drug_class: 'keras' }, quantity: 15, redeemed_quantity: 0, remaining: 15, signa: '3 x sehari 1 tablet sesudah makan' },
        { product: { id: b!.id }, quantity: 1, remaining: 1 },
      ],
    });
    expect(done.items[0]!.product.price).toBeGreaterThan(0);
    expect(done.timeline.map((e) => e.to)).toEqual(['submitted', 'in_review', 'needs_clarification', 'in_review', 'approved']);
    expect(done.timeline[1]).toMatchObject({ actor: 'pharmacist', action: 'review', actor_name: 'apt. Rina Wulandari, S.Farm.' });
    expect(done.timeline[3]).toMatchObject({ actor: 'customer', action: 'answer', actor_name: null });

    for (const [action, payload] of [['reject', { reason: 'x' }], ['clarify', { question: 'x' }], ['review', {}]] as const) {
      expect((await consoleCall(p.id, action, payload)).statusCode, action).toBe(409);
    }
    await settleBus();
    expect(events.map((e) => e.status)).toEqual(['in_review', 'needs_clarification', 'in_review', 'approved']);
    expect(events.every((e) => e.type === 'prescription' && e.meta.prescription_id === p.id)).toBe(true);

    // Every console decision is in the audit log with who, before and after.
    const audit = await t.database.db.selectFrom('console_audit_log').selectAll().where('entity_id', '=', p.id).orderBy('id').execute();
    expect(audit.map((a) => a.action)).toEqual(['prescription.review', 'prescription.clarify', 'prescription.approve']);
    expect(JSON.parse(audit[2]!.before_json!)).toEqual({ status: 'in_review' });
    expect(JSON.parse(audit[2]!.after_json!)).toMatchObject({ status: 'approved', sipa: 'SIPA 19860512/2024/1234', items: [{ product_id: a!.id, quantity: 15 }, { product_id: b!.id, quantity: 1 }] });
  });

  it('rejects with a reason the customer reads; nothing moves out of rejected', async () => {
    const { token } = await signUp(t);
    const p = await submit(token);
    await consoleCall(p.id, 'review');
    const res = await consoleCall(p.id, 'reject', { reason: 'Foto resep buram, nama obat tidak terbaca' });
    expect(res.json().data).toMatchObject({ status: 'rejected', rejection_reason: 'Foto resep buram, nama obat tidak terbaca', next_actions: [] });
    const mine = (await t.call({ method: 'GET', url: `/api/prescriptions/${p.id}`, token })).json().data;
    expect(mine.timeline.at(-1)).toMatchObject({ to: 'rejected', note: 'Foto resep buram, nama obat tidak terbaca' });
    expect((await consoleCall(p.id, 'review')).statusCode).toBe(409);
    expect((await consoleCall(p.id, 'reject', {})).statusCode).toBe(422);
  });

  it('refuses approval items that are unknown, repeated, or of a class never sold online (422), and a validity out of range; nothing changes', async () => {
    const { token } = await signUp(t);
    const p = await submit(token);
    await consoleCall(p.id, 'review');
    const [keras] = await kerasProducts(1);
    const banned = await productOf(t.database.db, 'dilarang_online', 0);
    const approve = (items: unknown[], extra: Record<string, unknown> = {}) => consoleCall(p.id, 'approve', { items, pharmacist_name: 'apt. Rina', sipa: 'SIPA 1', ...extra });

    const offline = await approve([{ product_id: keras!.id, quantity: 1, signa: '1 x 1' }, { product_id: banned.id, quantity: 1, signa: '1 x 1' }]);
    expect(offline.statusCode).toBe(422);
    expect(offline.json().message).toContain(banned.name);
    expect(offline.json().errors['items.1.product_id']).toHaveLength(1);

    const unknown = await approve([{ product_id: 999_999, quantity: 1, signa: '1 x 1' }]);
    expect(unknown.json().errors['items.0.product_id']).toEqual([apiMessage('prescriptionProductUnknown', 'id')]);
    const repeated = await approve([{ product_id: keras!.id, quantity: 1, signa: 'a' }, { product_id: keras!.id, quantity: 2, signa: 'b' }]);
    expect(repeated.json().errors['items.1.product_id']).toEqual([apiMessage('prescriptionDuplicateProduct', 'id')]);
    const past = await approve([{ product_id: keras!.id, quantity: 1, signa: 'a' }], { valid_until: jakartaDate(new Date(t.clock.now().getTime() - DAY)) });
    expect(past.json().errors.valid_until).toEqual([apiMessage('prescriptionValidityInvalid', 'id', { max: 180 })]);
    const tooLong = await approve([{ product_id: keras!.id, quantity: 1, signa: 'a' }], { valid_until: jakartaDate(new Date(t.clock.now().getTime() + 181 * DAY)) });
    expect(tooLong.statusCode).toBe(422);
    expect((await approve([])).statusCode).toBe(422);

    const still = (await t.call({ method: 'GET', url: `/api/prescriptions/${p.id}`, token })).json().data;
    expect(still).toMatchObject({ status: 'in_review', items: [] });
    const audit = await t.database.db.selectFrom('console_audit_log').select('action').where('entity_id', '=', p.id).execute();
    expect(audit.map((a) => a.action)).toEqual(['prescription.review']);
  });
});

describe('staff reads (UU PDP 27/2022)', () => {
  it('logs every console read and PDF by staff, which the customer lists; the customer’s own reads are not logged', async () => {
    const { token } = await signUp(t);
    const p = await submit(token);
    await t.call({ method: 'GET', url: `/api/prescriptions/${p.id}`, token });
    expect((await t.call({ method: 'GET', url: `/api/prescriptions/${p.id}/views`, token })).json().data).toEqual([]);

    const detail = await t.call({ method: 'GET', url: `/api/console/prescriptions/${p.id}`, token: pharmacist });
    expect(detail.statusCode).toBe(200);
    // Staff see the files through the prescription (the files module trusts this module's check).
    expect(detail.json().data.files).toHaveLength(1);
    t.clock.advance(60_000);
    expect((await t.call({ method: 'GET', url: `/api/console/prescriptions/${p.id}/pdf`, token: admin })).statusCode).toBe(200);
    t.clock.advance(60_000);
    expect((await t.call({ method: 'GET', url: `/api/prescriptions/pdf/${p.id}`, token: pharmacist })).statusCode).toBe(200);

    const views = (await t.call({ method: 'GET', url: `/api/prescriptions/${p.id}/views`, token })).json().data;
    expect(views).toEqual([
      { viewer_name: 'apt. Rina Wulandari, S.Farm.', role: 'pharmacist', what: 'pdf', at: expect.any(String) },
      { viewer_name: 'Admin Apotek', role: 'admin', what: 'pdf', at: expect.any(String) },
      { viewer_name: 'apt. Rina Wulandari, S.Farm.', role: 'pharmacist', what: 'detail', at: expect.any(String) },
    ]);
    // A refused read (another pharmacy) is not a read.
    await t.call({ method: 'GET', url: `/api/console/prescriptions/${p.id}`, token: otherPharmacist });
    expect((await t.call({ method: 'GET', url: `/api/prescriptions/${p.id}/views`, token })).json().data).toHaveLength(3);
  });
});

describe('expiry', () => {
  it('turns an approved prescription into expired when its last day ends (the job, on the test clock)', async () => {
    const { token } = await signUp(t);
    const today = jakartaDate(t.clock.now());
    const { prescription } = await approved(token, { valid_until: today });
    expect(prescription.valid_until).toBe(today);
    await settleBus();
    events.length = 0;

    // Still the last day: nothing happens.
    await t.jobs.runDue(t.clock.now(), { names: ['prescription.expire'] });
    expect((await t.call({ method: 'GET', url: `/api/prescriptions/${prescription.id}`, token })).json().data.status).toBe('approved');

    const endOfDay = Date.parse(`${today}T00:00:00+07:00`) + DAY;
    t.clock.advance(endOfDay - t.clock.now().getTime() + 1000);
    await t.jobs.runDue(t.clock.now(), { names: ['prescription.expire'] });
    const after = (await t.call({ method: 'GET', url: `/api/prescriptions/${prescription.id}`, token })).json().data;
    expect(after.status).toBe('expired');
    expect(after.timeline.at(-1)).toMatchObject({ from: 'approved', to: 'expired', actor: 'system', action: 'expire' });
    await settleBus();
    expect(events).toEqual([{ type: 'prescription', meta: { prescription_id: prescription.id }, status: 'expired', userId: expect.any(Number) }]);
    // Running again changes nothing.
    await t.jobs.runDue(t.clock.now(), { names: ['prescription.expire'] });
    expect((await t.call({ method: 'GET', url: `/api/prescriptions/${prescription.id}`, token })).json().data.timeline).toHaveLength(after.timeline.length);
  });
});

describe('GET /api/prescriptions/pdf/{id}', () => {
  it('is the pharmacy’s salinan resep: legal header, patient, doctor, items with signa, redeemed and remaining, and the photo', async () => {
    const { token } = await signUp(t);
    const { prescription, products } = await approved(token);
    const res = await t.call({ method: 'GET', url: `/api/prescriptions/pdf/${prescription.id}`, token });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const pharmacy = await t.database.db.selectFrom('pharmacies').selectAll().where('id', '=', storeId).executeTakeFirstOrThrow();
    const { text, pages } = await pdfText(res.rawPayload);
    for (const expected of [
      'Salinan Resep',
      prescription.id,
      pharmacy.legal_name,
      pharmacy.licence_number,
      pharmacy.pharmacist_name,
      pharmacy.sipa_number,
      pharmacy.phone,
      'Rahmat Hidayat',
      'dr. Sinta Maharani',
      'SIP 446/777/DU/2025',
      products[0]!.name,
      products[1]!.name,
      '3 x sehari 1 tablet sesudah makan',
      '1 x sehari 1 kapsul malam hari',
      'Ditebus',
      'Sisa',
      'SIPA 19860512/2024/1234',
      'Resep asli yang diunggah',
    ]) {
      expect(text, expected).toContain(expected);
    }
    // The uploaded photo is on its own page.
    expect(pages).toBe(2);

    const english = await pdfText((await t.call({ method: 'GET', url: `/api/prescriptions/pdf/${prescription.id}`, token, cookies: { i18n_redirected: 'en' } })).rawPayload);
    expect(english.text).toContain('Salinan Resep');
    expect(english.text).toContain('Responsible pharmacist');
    expect(english.text).toContain('Redeemed');
  });

  it('appends an uploaded PDF’s own pages after the copy', async () => {
    const { token } = await signUp(t);
    const original = await PDFDocument.create();
    original.addPage([595, 842]).drawText('Resep asli: Cetirizine 10 mg', { x: 50, y: 780, size: 14 });
    const [file] = await uploadFiles(t, token, [Buffer.from(await original.save())]);
    expect(file!.mime).toBe('application/pdf');
    const res = await t.call({ method: 'POST', url: '/api/prescriptions', token, payload: body([file!.id]) });
    expect(res.statusCode).toBe(200);
    const pdf = await t.call({ method: 'GET', url: `/api/prescriptions/pdf/${res.json().data.id}`, token });
    const { text, pages } = await pdfText(pdf.rawPayload);
    expect(pages).toBe(2);
    expect(text).toContain('Salinan Resep');
    expect(text).toContain('Resep asli: Cetirizine 10 mg');
  });
});
