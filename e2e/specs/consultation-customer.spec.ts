import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { API_HEADERS, loginToken, registerShopper, signInWithToken } from '../support/shop';

/** The round-the-clock GP (seeded with an account), so a consultation can be started whenever the suite runs. */
const DOCTOR = 'dr-rina-kusumawati';
const DOCTOR_LOGIN = 'dokter.jaga@demo.apotek.id';
const DEMO_PASSWORD = 'Demo12345';

/** The consultation id of the page's address (/doctor/consultation?id=KNS-…). */
function consultationIdOf(page: Page): string {
  const id = new URL(page.url()).searchParams.get('id');
  expect(id).toMatch(/^KNS-[0-9A-Z]{10}$/);
  return id!;
}

/** The sandbox's bank pays the consultation's open charge (the charge's order_id is the consultation's id). */
async function payInSandbox(request: APIRequestContext, consultationId: string): Promise<void> {
  const listed = await request.get('/api/dev/payments?status=pending');
  expect(listed.status()).toBe(200);
  const charges = ((await listed.json()) as { data: { ref: string; order_id: string }[] }).data;
  const ref = charges.find((c) => c.order_id === consultationId)?.ref;
  expect(ref, `a pending sandbox charge for ${consultationId}`).toBeTruthy();
  const paid = await request.post(`/api/dev/payments/${ref}/pay`, { headers: { 'App-Platform': 'web', 'content-type': 'application/json' }, data: {} });
  expect(paid.status(), await paid.text()).toBe(200);
}

/** "Chat sekarang" on the profile, the start form filled for the customer, and on to the pay step. */
async function startFromProfile(page: Page, complaint = 'Demam sejak tiga hari, batuk berdahak dan pusing.'): Promise<string> {
  await page.goto(`/doctor/${DOCTOR}`);
  await page.getByRole('link', { name: 'Chat sekarang' }).click();
  await expect(page).toHaveURL(`/doctor/consultation?doctor=${DOCTOR}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Mulai konsultasi' })).toBeVisible();
  const form = page.getByTestId('start-form');
  await form.getByLabel('Apa yang Anda rasakan?').fill(complaint);
  // "Diri sendiri" fills in the account's name.
  await expect(form.getByLabel('Nama pasien')).not.toHaveValue('');
  await form.getByLabel('Usia (tahun)').fill('31');
  await form.getByLabel('Perempuan').check();
  await form.getByRole('textbox', { name: 'Alergi' }).fill('Amoksisilin');
  await form.getByRole('switch', { name: 'Bagikan data kesehatan saya dengan dokter ini' }).check({ force: true });
  await form.getByLabel(/UU PDP/).check();
  await form.getByRole('button', { name: 'Lanjut ke pembayaran' }).click();
  await expect(page).toHaveURL(/\/doctor\/consultation\?id=KNS-[0-9A-Z]{10}#pay$/);
  return consultationIdOf(page);
}

test.describe('a customer’s paid consultation', () => {
  test('profile → start form → QRIS, switch to a VA, paid in the sandbox → doctor room → ended → review and e-prescription', async ({ page, request, baseURL }) => {
    test.setTimeout(120_000);
    const shopper = await registerShopper(request);
    await signInWithToken(page.context(), baseURL!, shopper.token);

    const id = await startFromProfile(page);
    const pay = page.getByTestId('pay-step');
    await expect(pay).toHaveAttribute('data-stage', 'choose');
    await expect(page.getByTestId('consultation-status')).toHaveText('Menunggu pembayaran');
    await expect(page.getByTestId('pay-amount')).toHaveText('Rp 30.000');
    await expect(page.getByTestId('consultation-patient')).toContainText('31 tahun · Perempuan (Anda)');
    await expect(page.getByTestId('consultation-facts')).toContainText('Dibagikan dengan dokter ini');

    // QRIS: the QR image and the time left to pay.
    await pay.getByTestId('pay-methods').getByText('QRIS', { exact: true }).click();
    await pay.getByRole('button', { name: 'Bayar Rp 30.000' }).click();
    await expect(pay).toHaveAttribute('data-stage', 'charge');
    await expect(page.getByTestId('qris-image')).toBeVisible();
    await expect(page.getByTestId('pay-countdown')).toHaveText(/^1[0-5]:\d{2}$/);
    // "Cek status" before paying says so.
    await page.getByTestId('check-status').click();
    await expect(page.getByRole('status').filter({ hasText: 'Pembayaran belum diterima' })).toBeVisible();

    // "Ganti metode": a new charge on a virtual account (POST /api/payment/create/token/{id}).
    await page.getByTestId('switch-method').locator('summary').click();
    const token = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().includes('/doctor/consultation'));
    await page.getByTestId('switch-method').getByText('BCA Virtual Account').click();
    await page.getByTestId('switch-method').getByRole('button', { name: 'Bayar Rp 30.000' }).click();
    await token;
    await expect(page.getByTestId('va-number')).toHaveText(/^\d{4}( \d{1,4})+$/);
    await expect(page.getByTestId('qris-image')).toHaveCount(0);

    // The bank pays; the page, still asking, notices: paid, waiting for the doctor, with the room.
    await payInSandbox(request, id);
    const stage = page.getByTestId('stage-panel');
    await expect(stage).toHaveAttribute('data-stage', 'waiting', { timeout: 15_000 });
    await expect(page.getByTestId('consultation-status')).toHaveText('Menunggu dokter');
    await expect(stage.getByRole('heading', { name: 'Menunggu dokter' })).toBeVisible();
    await expect(stage.getByTestId('consultation-remaining')).toContainText('Dokter menjawab dalam');
    const chatLink = stage.getByRole('link', { name: 'Buka chat' });
    await expect(chatLink).toHaveAttribute('href', /^\/messages\/doctor\/\d+$/);

    // The doctor room: the strip says the consultation waits for the doctor.
    await chatLink.click();
    await expect(page).toHaveURL(/\/messages\/doctor\/\d+$/);
    const strip = page.getByTestId('consultation-strip');
    await expect(strip).toHaveAttribute('data-status', 'waiting');
    await expect(page.getByTestId('chat-conversation')).toHaveAttribute('data-live', 'true');
    // Marks the page: the end below must reload the consultation without reloading the page.
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));

    // The doctor answers in the room: the strip notices and counts the consultation's time down.
    const doctor = { ...API_HEADERS, authorization: `Bearer ${await loginToken(request, DOCTOR_LOGIN, DEMO_PASSWORD)}` };
    const roomId = Number(new URL(page.url()).pathname.split('/').pop());
    const wrote = await request.post(`/api/chat/${roomId}/messages`, { headers: doctor, data: { type: 'text', message: 'Halo, saya dr. Rina. Sejak kapan demamnya?' } });
    expect(wrote.status(), await wrote.text()).toBe(200);
    await expect(page.getByTestId('chat-messages')).toContainText('Sejak kapan demamnya?');
    await expect(strip).toHaveAttribute('data-status', 'active', { timeout: 25_000 });
    await expect(strip.getByTestId('consultation-remaining')).toContainText(/Sisa waktu \d{2}:\d{2}/);

    // The doctor writes an e-prescription and ends: SPEC §4's 'doctor_end_chat' reloads the consultation.
    const product = ((await (await request.get('/api/products?drug_class=keras&perPage=1')).json()) as { data: { data: { id: number }[] } }).data.data[0]!;
    const rx = await request.post(`/api/consultation/${id}/prescription`, { headers: doctor, data: { items: [{ product_id: product.id, quantity: 1, signa: '3 x 1 sesudah makan' }] } });
    expect(rx.status(), await rx.text()).toBe(200);
    const prescriptionId = ((await rx.json()) as { data: { prescription_id: string } }).data.prescription_id;
    const ended = await request.post(`/api/consultation/${id}/end`, { headers: doctor, data: {} });
    expect(ended.status(), await ended.text()).toBe(200);
    await expect(strip).toHaveAttribute('data-status', 'ended');
    await expect(strip).toContainText('Bagaimana pengalaman Anda');
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
    await expect(strip.getByRole('link', { name: 'Tebus resep' })).toHaveAttribute('href', `/prescription/${prescriptionId}`);

    // "Beri ulasan": five stars and a text, once.
    await strip.getByRole('link', { name: 'Beri ulasan' }).click();
    await expect(page).toHaveURL(`/doctor/consultation?id=${id}#review`);
    const review = page.getByTestId('review-form');
    await review.getByRole('radio', { name: '5 bintang' }).check({ force: true });
    await review.getByLabel('Ulasan Anda').fill('Dokter menjelaskan dengan jelas dan ramah.');
    await review.getByRole('button', { name: 'Kirim ulasan' }).click();
    // The review shows as written (the thank-you snackbar may already be gone if the page re-read itself).
    const mine = page.getByTestId('my-review');
    await expect(mine.getByRole('img', { name: '5 dari 5 bintang' })).toBeVisible();
    await expect(mine).toContainText('Dokter menjelaskan dengan jelas dan ramah.');
    await expect(page.getByTestId('review-form')).toHaveCount(0);

    // The list: under "Selesai" with its doctor, fee and the e-prescription to redeem; nothing ongoing.
    await page.goto('/doctor/consultation');
    const tabs = page.getByRole('navigation', { name: 'Status konsultasi' });
    await expect(tabs.getByRole('link', { name: 'Berlangsung' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByTestId('consultations-empty')).toBeVisible();
    await tabs.getByRole('link', { name: 'Selesai' }).click();
    await expect(page).toHaveURL('/doctor/consultation?tab=done');
    const card = page.getByTestId('consultation-card').filter({ hasText: id });
    await expect(card).toHaveCount(1);
    await expect(card).toContainText('dr. Rina Kusumawati');
    await expect(card.getByTestId('consultation-fee')).toHaveText('Rp 30.000');
    await expect(card.getByRole('img', { name: '5 dari 5 bintang' })).toBeVisible();
    await card.getByRole('link', { name: 'Tebus resep' }).click();
    await expect(page).toHaveURL(`/prescription/${prescriptionId}`);
  });

  test('refused starts and payments show the API’s message in the snackbar', async ({ page, request, baseURL }) => {
    test.setTimeout(90_000);
    const shopper = await registerShopper(request);
    await signInWithToken(page.context(), baseURL!, shopper.token);

    // A second consultation with the same doctor while one is open: the page points at it, the API refuses.
    const id = await startFromProfile(page);
    await page.goto(`/doctor/consultation?doctor=${DOCTOR}`);
    await expect(page.getByRole('link', { name: 'Buka konsultasi itu' })).toHaveAttribute('href', `/doctor/consultation?id=${id}`);
    const form = page.getByTestId('start-form');
    await form.getByLabel('Apa yang Anda rasakan?').fill('Masih demam dan batuk, ingin bertanya lagi.');
    await form.getByLabel('Usia (tahun)').fill('31');
    await form.getByLabel('Perempuan').check();
    await form.getByLabel(/UU PDP/).check();
    await form.getByRole('button', { name: 'Lanjut ke pembayaran' }).click();
    const refusal = page.getByRole('alert').filter({ hasText: `masih punya konsultasi yang berjalan dengan dokter ini (${id})` });
    await expect(refusal).toBeVisible();
    await expect(refusal).toHaveAttribute('data-color', 'error');
    await expect(page).toHaveURL(`/doctor/consultation?doctor=${DOCTOR}`);

    // A page that has not noticed the charge was paid (its re-reads held back here): "Ganti metode" is
    // refused by POST /api/payment/create/token/{id}.
    await page.goto(`/doctor/consultation?id=${id}`);
    await page.getByTestId('pay-methods').getByText('QRIS', { exact: true }).click();
    await page.getByRole('button', { name: 'Bayar Rp 30.000' }).click();
    await expect(page.getByTestId('qris-image')).toBeVisible();
    await page.route(`**/api/consultation/${id}`, (route) => route.abort());
    await payInSandbox(request, id);
    await page.getByTestId('switch-method').locator('summary').click();
    await page.getByTestId('switch-method').getByText('BNI Virtual Account').click();
    await page.getByTestId('switch-method').getByRole('button', { name: 'Bayar Rp 30.000' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Konsultasi ini tidak sedang menunggu pembayaran' })).toBeVisible();
  });
});
