import { randomInt } from 'node:crypto';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { API_HEADERS, authHeaders, loginToken, registerShopper, signInWithToken } from '../support/shop';
import { waitForHydration } from '../support/top-bar';

/**
 * Issue 12, the doctor's console: a new customer starts a consultation and pays it by QRIS in the payment
 * sandbox (through the API); the doctor, who has the queue open, sees it arrive without a reload (the
 * menu's count, "(n)" in the title, the highlighted row), accepts it, chats, keeps notes, extends it,
 * writes an e-prescription with an obat keras item (a class that may not be sold online cannot even be
 * added), and ends it. The customer's own view of the consultation then says ended, with the e-prescription.
 */

/** The demo doctors with a sign-in account (accounts.seed.ts): dr. Andi in office hours, dr. Rina round the clock. */
const DOCTORS_WITH_ACCOUNTS = [
  { slug: 'dr-andi-pratama', login: 'dokter@demo.apotek.id' },
  { slug: 'dr-rina-kusumawati', login: 'dokter.jaga@demo.apotek.id' },
] as const;
const DEMO_PASSWORD = 'Demo12345';

/**
 * The suite runs on real time, and a consultation can only be started with a doctor online now: dr. Andi
 * when his office hours are on, else the round-the-clock GP.
 */
async function onlineDoctor(request: APIRequestContext): Promise<(typeof DOCTORS_WITH_ACCOUNTS)[number]> {
  const response = await request.get('/api/doctor?online=1&perPage=50');
  expect(response.status()).toBe(200);
  const online = new Set(((await response.json()) as { data: { data: { slug: string }[] } }).data.data.map((d) => d.slug));
  const doctor = DOCTORS_WITH_ACCOUNTS.find((d) => online.has(d.slug));
  expect(doctor, 'a doctor with a sign-in account is online (dr. Rina Kusumawati practises round the clock)').toBeTruthy();
  return doctor!;
}

interface CustomerView {
  id: string;
  status: string;
  room_id: number | null;
  ended_by: string | null;
  prescription_ids: string[];
  doctor_notes: string | null;
  can: { review: boolean };
}

async function customerView(request: APIRequestContext, token: string, id: string): Promise<CustomerView> {
  const response = await request.get(`/api/consultation/${id}`, { headers: authHeaders(token) });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { data: CustomerView }).data;
}

/** Plays the customer's bank: pays the consultation's open QRIS charge in the sandbox (as support/shop.ts does for orders). */
async function payInSandbox(request: APIRequestContext, consultationId: string): Promise<void> {
  const listed = await request.get('/api/dev/payments');
  expect(listed.status()).toBe(200);
  const charges = ((await listed.json()) as { data: { ref: string; order_id: string; channel: string }[] }).data;
  const charge = charges.find((c) => c.order_id === consultationId);
  expect(charge, `the sandbox lists the QRIS charge of ${consultationId}`).toBeTruthy();
  expect(charge!.channel).toBe('qris');
  const paid = await request.post(`/api/dev/payments/${charge!.ref}/pay`, { headers: API_HEADERS, data: {} });
  expect(paid.status(), await paid.text()).toBe(200);
}

/** A catalogue product of a drug class, by name: the writer is searched for it as a doctor would. */
async function productOfClass(request: APIRequestContext, drugClass: 'keras' | 'dilarang_online', q: string): Promise<{ id: number; name: string }> {
  const response = await request.get(`/api/products?drug_class=${drugClass}&q=${encodeURIComponent(q)}&perPage=5`);
  expect(response.status()).toBe(200);
  const [product] = ((await response.json()) as { data: { data: { id: number; name: string }[] } }).data.data;
  expect(product, `a ${drugClass} product for "${q}"`).toBeTruthy();
  return product!;
}

/** The snackbar's confirmation (an alert on the page may say the same). */
const snack = (page: Page, text: string | RegExp) => page.locator('[role="status"][data-color="success"]').filter({ hasText: text });

test('a paid consultation reaches the doctor live; they answer, prescribe obat keras and end it', async ({ browser, request, baseURL }) => {
  test.setTimeout(180_000);
  const doctor = await onlineDoctor(request);
  const customer = await registerShopper(request);
  const tag = randomInt(100_000, 999_999);
  const complaint = `Demam dan batuk berdahak sejak tiga hari, sakit kepala di malam hari (${tag})`;

  // The doctor has the queue open before anything is paid.
  const desk = await browser.newContext({ viewport: { width: 1280, height: 900 }, baseURL });
  await signInWithToken(desk, baseURL!, await loginToken(request, doctor.login, DEMO_PASSWORD));
  const page = await desk.newPage();
  await page.goto('/console');
  await expect(page.getByRole('navigation', { name: 'Menu konsol' }).getByRole('link', { name: /^Konsultasi/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /Jadwal & ulasan/ })).toBeVisible();
  await page.goto('/console/consultations');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Konsultasi' })).toBeVisible();
  const row = page.locator('[data-testid="consult-row"]').filter({ hasText: String(tag) });
  await expect(row).toHaveCount(0);

  // The customer starts a consultation and pays it by QRIS.
  const started = await request.post('/api/consultation', {
    headers: authHeaders(customer.token),
    data: {
      doctor_id: doctor.slug,
      complaint,
      patient: { relation: 'self', name: customer.name, age: 29, weight_kg: null, gender: 'female' },
      allergies: 'Alergi penisilin',
      medications: 'Parasetamol 500 mg bila demam',
      share_health_data: true,
      consent: true,
    },
  });
  expect(started.status(), await started.text()).toBe(200);
  const id = ((await started.json()) as { data: { id: string; status: string } }).data.id;
  expect((await customerView(request, customer.token, id)).status).toBe('awaiting_payment');
  const purchased = await request.post('/api/consultation/purchase', { headers: authHeaders(customer.token), data: { consultation_id: id, channel: 'qris' } });
  expect(purchased.status(), await purchased.text()).toBe(200);
  expect(((await purchased.json()) as { data: { payment: { channel: string; status: string } } }).data.payment).toMatchObject({ channel: 'qris', status: 'pending' });
  await payInSandbox(request, id);
  await expect.poll(async () => (await customerView(request, customer.token, id)).status, { timeout: 15_000 }).toBe('waiting');

  // It arrives in the open queue by itself: highlighted, counted in the menu and the title.
  await expect(row).toBeVisible({ timeout: 25_000 });
  await expect(row).toHaveAttribute('data-status', 'waiting');
  await expect(row).toHaveAttribute('data-highlight', 'true');
  await expect(row.getByTestId('consult-patient')).toHaveText(`${customer.name} · 29 tahun · Perempuan`);
  await expect(row.getByTestId('time-left-answer')).toHaveText(/^Jawab dalam \d\d:\d\d$/);
  await expect(page.getByTestId('console-consult-waiting')).toBeVisible();
  await expect(page.getByTestId('consult-waiting-alert')).toBeVisible();
  await expect(page).toHaveTitle(/^\(\d+\) Konsultasi/);

  // The consultation beside its chat: the patient's data, with the health data they chose to share.
  await row.getByRole('link', { name: /Buka & jawab/ }).click();
  await expect(page).toHaveURL(`/console/consultations/${id}`);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: `Konsultasi ${customer.name}` })).toBeVisible();
  await expect(page.getByTestId('consult-complaint-full')).toHaveText(complaint);
  await expect(page.getByTestId('consult-allergies')).toHaveText('Alergi penisilin');
  await expect(page.getByTestId('consult-medications')).toHaveText('Parasetamol 500 mg bila demam');
  await expect(page.getByTestId('rx-writer')).toContainText('Resep dapat ditulis setelah Anda menerima konsultasi.');
  const chat = page.getByTestId('chat-conversation');
  await expect(chat).toHaveAttribute('data-live', 'true', { timeout: 15_000 });

  // "Terima & balas": the clock of the chat starts, and the doctor writes.
  await page.getByTestId('consult-accept').click();
  await expect(snack(page, 'Konsultasi diterima')).toBeVisible();
  await expect(page.getByTestId('consult-state')).toHaveAttribute('data-status', 'active');
  await expect(page.getByTestId('consult-state').getByTestId('time-left-ends')).toHaveText(/^Sisa waktu \d\d:\d\d$/);
  const question = `Sejak kapan demamnya, dan berapa suhu tertinggi? (${tag})`;
  await chat.getByRole('textbox').fill(question);
  await chat.getByRole('textbox').press('Enter');
  await expect(chat.getByTestId('chat-message').filter({ hasText: question })).toHaveAttribute('data-mine', 'true');
  const roomId = (await customerView(request, customer.token, id)).room_id!;
  const messages = await request.get(`/api/chat/${roomId}/messages`, { headers: authHeaders(customer.token) });
  expect(JSON.stringify(await messages.json())).toContain(question);
  const reply = `Sejak Senin, paling tinggi 38,5 derajat. (${tag})`;
  const sent = await request.post(`/api/chat/${roomId}/messages`, { headers: authHeaders(customer.token), data: { type: 'text', message: reply } });
  expect(sent.status(), await sent.text()).toBe(200);
  await expect(chat.getByTestId('chat-message').filter({ hasText: reply })).toHaveAttribute('data-mine', 'false');

  // Private notes, and the one extension.
  await page.getByTestId('consult-notes').fill('Suspek ISPA. Tidak ada sesak.');
  await page.getByTestId('consult-notes-save').click();
  await expect(snack(page, 'Catatan disimpan')).toBeVisible();
  await page.getByTestId('consult-extend').click();
  await expect(snack(page, 'Waktu konsultasi diperpanjang')).toBeVisible();
  await expect(page.getByTestId('consult-extend')).toHaveCount(0);

  // The e-prescription: a class that may not be sold online cannot be added; obat keras is marked.
  const writer = page.getByTestId('rx-writer');
  const codeine = await productOfClass(request, 'dilarang_online', 'kodein');
  await writer.getByLabel('Cari obat di katalog').fill(codeine.name);
  const refusedResult = writer.getByTestId('rx-result').filter({ hasText: codeine.name }).first();
  await expect(refusedResult.getByTestId('rx-notice')).toHaveAttribute('data-notice', 'not_online');
  await expect(refusedResult.getByRole('button', { name: `Tambah ${codeine.name} ke resep` })).toBeDisabled();
  const amoxicillin = await productOfClass(request, 'keras', 'amoxicillin');
  await writer.getByLabel('Cari obat di katalog').fill(amoxicillin.name);
  await writer.getByRole('button', { name: `Tambah ${amoxicillin.name} ke resep` }).click();
  const line = writer.getByTestId('rx-line');
  await expect(line).toHaveCount(1);
  await expect(line).toHaveAttribute('data-drug-class', 'keras');
  await expect(line.getByTestId('rx-notice')).toHaveText('Obat keras: pasien hanya dapat menebusnya dengan resep ini.');
  await line.getByLabel('Jumlah').fill('15');
  await writer.getByTestId('rx-submit').click();
  await expect(writer.getByText('Isi signa (aturan pakai) untuk setiap obat.')).toBeVisible();
  await line.getByLabel('Signa (aturan pakai)').fill('3 dd 1 caps p.c., habiskan');
  await writer.getByTestId('rx-submit').click();
  await expect(snack(page, /Resep elektronik RX-[0-9A-Z]{10} dibuat/)).toBeVisible();
  const rxId = (await writer.getByTestId('rx-created').getAttribute('data-rx-id'))!;
  expect(rxId).toMatch(/^RX-[0-9A-Z]{10}$/);
  await expect(writer.getByTestId('rx-id')).toHaveText([rxId]);
  await expect(writer.getByTestId('rx-line')).toHaveCount(0);
  // The chat carries the prescription's card to the patient.
  await expect(chat.getByTestId('chat-message').filter({ hasText: rxId }).or(chat.getByTestId('chat-system').filter({ hasText: rxId })).first()).toBeVisible();

  // "Akhiri konsultasi", confirmed, with notes: the chat shows the end.
  await page.getByTestId('consult-end').click();
  const dialog = page.getByTestId('consult-end-dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Catatan dokter (opsional)').fill('Suspek ISPA. Amoksisilin 5 hari, kontrol bila demam > 3 hari.');
  await dialog.getByTestId('consult-end-confirm').click();
  await expect(snack(page, 'Konsultasi diakhiri')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('consult-state')).toHaveAttribute('data-status', 'ended');
  await expect(page.getByTestId('consult-chat-strip')).toContainText('Konsultasi telah berakhir');
  await expect(chat.getByTestId('chat-composer')).toHaveCount(0);
  await expect(page.getByTestId('consult-end')).toHaveCount(0);
  await expect(page.getByTestId('consult-notes')).toHaveValue('Suspek ISPA. Amoksisilin 5 hari, kontrol bila demam > 3 hari.');

  // The customer's view: ended by the doctor, with the e-prescription; the doctor's notes stay private.
  const view = await customerView(request, customer.token, id);
  expect(view).toMatchObject({ status: 'ended', ended_by: 'doctor', prescription_ids: [rxId], doctor_notes: null, can: { review: true } });

  // The queue moved on: it is under "Selesai" now.
  await page.goto('/console/consultations?tab=done');
  await expect(page.locator(`[data-testid="consult-row"][data-id="${id}"]`)).toHaveAttribute('data-status', 'ended');
  await expect(page.locator(`[data-testid="consult-row"][data-id="${id}"]`)).toContainText('1 resep elektronik');

  // Their schedule and reviews.
  await page.getByRole('link', { name: 'Jadwal & ulasan' }).first().click();
  await expect(page.getByTestId('doctor-own-profile')).toBeVisible();
  await expect(page.getByTestId('doctor-schedule')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Ulasan terbaru' })).toBeVisible();
  await desk.close();
});
