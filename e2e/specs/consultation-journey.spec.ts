import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { authHeaders, checkoutFromCart, confirmPickup, loginToken, registerShopper, settleInSandbox, signInWithToken } from '../support/shop';
import { waitForHydration } from '../support/top-bar';

/**
 * Issue 12's whole journey, in two browsers at once: a customer picks a doctor, pays the consultation by
 * QRIS in the payment sandbox and chats with the doctor, who answers from the console, writes an
 * e-prescription with an obat keras item and ends the chat; the customer reviews the consultation, puts
 * the e-prescription into the cart in one tap, checks out and pays.
 */

/** The demo doctors with a sign-in account: dr. Andi in office hours, dr. Rina round the clock. */
const DOCTORS = [
  { slug: 'dr-andi-pratama', name: 'dr. Andi Pratama', login: 'dokter@demo.apotek.id' },
  { slug: 'dr-rina-kusumawati', name: 'dr. Rina Kusumawati', login: 'dokter.jaga@demo.apotek.id' },
] as const;

/** The suite runs on real time: the doctor is whichever of them practises now. */
async function onlineDoctor(request: APIRequestContext) {
  const listed = (await (await request.get('/api/doctor?online=1&perPage=50')).json()) as { data: { data: { slug: string }[] } };
  const online = new Set(listed.data.data.map((d) => d.slug));
  const doctor = DOCTORS.find((d) => online.has(d.slug));
  expect(doctor, 'dr. Rina Kusumawati practises round the clock').toBeTruthy();
  return doctor!;
}

/** An obat keras product with stock at the pharmacy: what the doctor prescribes. */
async function kerasInStock(request: APIRequestContext, storeId: number): Promise<{ id: number; name: string }> {
  const body = (await (await request.get(`/api/products?store_id=${storeId}&in_stock=1&drug_class=keras&perPage=20`)).json()) as { data: { data: { id: number; name: string }[] } };
  const [product] = body.data.data;
  expect(product, `an obat keras product in stock at pharmacy ${storeId}`).toBeTruthy();
  return product!;
}

const snack = (page: Page, text: string | RegExp) => page.getByRole('status').filter({ hasText: text });

for (const { width, height } of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test(`consultation journey: the customer (${width} px) pays by QRIS and chats, the doctor prescribes and ends, the customer reviews and buys`, async ({ browser, request, baseURL }) => {
    test.setTimeout(180_000);
    const doctor = await onlineDoctor(request);
    const shopper = await registerShopper(request);

    // ---- The customer: the doctor's profile, "Chat sekarang", the form with the pharmacy for a prescription.
    const customerContext = await browser.newContext({ viewport: { width, height }, baseURL });
    await signInWithToken(customerContext, baseURL!, shopper.token);
    const shop = await customerContext.newPage();
    await shop.goto(`/doctor/${doctor.slug}`);
    await shop.getByRole('link', { name: 'Chat sekarang' }).click();
    await expect(shop).toHaveURL(`/doctor/consultation?doctor=${doctor.slug}`);
    await waitForHydration(shop);
    const form = shop.getByTestId('start-form');
    await form.getByLabel('Apa yang Anda rasakan?').fill('Batuk berdahak dan demam sejak tiga hari, tenggorokan sakit.');
    await form.getByLabel('Usia (tahun)').fill('34');
    await form.getByLabel('Laki-laki').check();
    const pharmacySelect = shop.getByTestId('start-pharmacy');
    const storeId = Number(await pharmacySelect.locator('option').nth(1).getAttribute('value'));
    await pharmacySelect.selectOption(String(storeId));
    await form.getByRole('switch', { name: 'Bagikan data kesehatan saya dengan dokter ini' }).check({ force: true });
    await form.getByLabel(/UU PDP/).check();
    await form.getByRole('button', { name: 'Lanjut ke pembayaran' }).click();
    await expect(shop).toHaveURL(/\/doctor\/consultation\?id=KNS-[0-9A-Z]{10}#pay$/);
    const id = new URL(shop.url()).searchParams.get('id')!;

    // QRIS: the QR code, paid in the sandbox as the customer's bank app would.
    const pay = shop.getByTestId('pay-step');
    await pay.getByTestId('pay-methods').getByText('QRIS', { exact: true }).click();
    await pay.getByRole('button', { name: /^Bayar Rp/ }).click();
    await expect(shop.getByTestId('qris-image')).toBeVisible();
    const bank = await customerContext.newPage();
    await settleInSandbox(bank, id, 'Bayar');
    await bank.close();
    const stage = shop.getByTestId('stage-panel');
    await expect(stage).toHaveAttribute('data-stage', 'waiting', { timeout: 15_000 });
    await stage.getByRole('link', { name: 'Buka chat' }).click();
    await expect(shop).toHaveURL(/\/messages\/doctor\/\d+$/);
    const customerChat = shop.getByTestId('chat-conversation');
    await expect(customerChat).toHaveAttribute('data-live', 'true', { timeout: 15_000 });
    const strip = shop.getByTestId('consultation-strip');
    await expect(strip).toHaveAttribute('data-status', 'waiting');

    // ---- The doctor: the queue has it; they open it, accept and write.
    const deskContext = await browser.newContext({ viewport: { width: 1280, height: 900 }, baseURL });
    await signInWithToken(deskContext, baseURL!, await loginToken(request, doctor.login, 'Demo12345'));
    const desk = await deskContext.newPage();
    await desk.goto(`/console/consultations/${id}`);
    await waitForHydration(desk);
    await expect(desk.getByTestId('consult-allergies')).toBeVisible();
    const doctorChat = desk.getByTestId('chat-conversation');
    await expect(doctorChat).toHaveAttribute('data-live', 'true', { timeout: 15_000 });
    await desk.getByTestId('consult-accept').click();
    await expect(desk.getByTestId('consult-state')).toHaveAttribute('data-status', 'active');
    const question = 'Halo, apakah ada sesak napas atau nyeri dada?';
    await doctorChat.getByRole('textbox').fill(question);
    await doctorChat.getByRole('textbox').press('Enter');

    // The customer reads it live and answers in the chat.
    await expect(customerChat.getByTestId('chat-message').filter({ hasText: question })).toBeVisible();
    await expect(strip).toHaveAttribute('data-status', 'active', { timeout: 25_000 });
    const answer = 'Tidak ada sesak, hanya batuk dan demam.';
    await customerChat.getByRole('textbox').fill(answer);
    await customerChat.getByRole('textbox').press('Enter');
    await expect(doctorChat.getByTestId('chat-message').filter({ hasText: answer })).toBeVisible();

    // ---- The doctor writes an e-prescription with an obat keras item, then ends the consultation.
    const keras = await kerasInStock(request, storeId);
    const writer = desk.getByTestId('rx-writer');
    await writer.getByLabel('Cari obat di katalog').fill(keras.name);
    await writer.getByRole('button', { name: `Tambah ${keras.name} ke resep` }).click();
    const line = writer.getByTestId('rx-line');
    await expect(line).toHaveAttribute('data-drug-class', 'keras');
    await line.getByLabel('Jumlah').fill('1');
    await line.getByLabel('Signa (aturan pakai)').fill('3 x 1 sesudah makan, habiskan');
    await writer.getByTestId('rx-submit').click();
    await expect(writer.getByTestId('rx-created')).toHaveAttribute('data-rx-id', /^RX-[0-9A-Z]{10}$/);
    const rxId = (await writer.getByTestId('rx-created').getAttribute('data-rx-id'))!;
    await desk.getByTestId('consult-end').click();
    await desk.getByTestId('consult-end-confirm').click();
    await expect(desk.getByTestId('consult-state')).toHaveAttribute('data-status', 'ended');
    await deskContext.close();

    // ---- The customer: the end arrives (SPEC §4), with the e-prescription's card in the chat.
    await expect(strip).toHaveAttribute('data-status', 'ended');
    await expect(customerChat.getByTestId('chat-system').filter({ hasText: 'Dokter telah mengakhiri konsultasi.' })).toBeVisible();
    await expect(customerChat.getByTestId('chat-system').filter({ hasText: rxId })).toBeVisible();

    // A review, once.
    await strip.getByRole('link', { name: 'Beri ulasan' }).click();
    const review = shop.getByTestId('review-form');
    await review.getByRole('radio', { name: '5 bintang' }).check({ force: true });
    await review.getByLabel('Ulasan Anda').fill('Dokternya teliti dan menjelaskan obatnya dengan jelas.');
    await review.getByRole('button', { name: 'Kirim ulasan' }).click();
    await expect(shop.getByTestId('my-review')).toContainText('Dokternya teliti dan menjelaskan obatnya dengan jelas.');
    await expect(shop.getByTestId('review-form')).toHaveCount(0);
    const reviewed = (await (await request.get(`/api/consultation/${id}`, { headers: authHeaders(shopper.token) })).json()) as { data: { status: string; prescription_ids: string[] } };
    expect(reviewed.data).toMatchObject({ status: 'reviewed', prescription_ids: [rxId] });

    // "Tebus resep": the approved e-prescription goes into the cart in one tap; checkout; pay.
    await shop.goto(`/prescription/${rxId}`);
    await expect(shop.getByText(doctor.name).first()).toBeVisible();
    await shop.getByTestId('rx-add-to-cart').click();
    await expect(snack(shop, /keranjang/i)).toBeVisible();
    await shop.goto('/cart');
    await expect(shop.getByTestId('store-cart').getByTestId('cart-line').filter({ hasText: keras.name })).toBeVisible();
    const orderId = await checkoutFromCart(shop);
    await confirmPickup(shop, /BCA/);
    const sandbox = await customerContext.newPage();
    await settleInSandbox(sandbox, orderId, 'Bayar');
    await sandbox.close();
    await shop.goto(`/order/summary/${orderId}`);
    await expect(shop.getByTestId('order-detail')).toHaveAttribute('data-status', 'paid');
    await expect(shop.getByTestId('order-detail')).toContainText(keras.name);
    const after = (await (await request.get(`/api/prescriptions/${rxId}`, { headers: authHeaders(shopper.token) })).json()) as { data: { status: string } };
    expect(after.data.status).toBe('redeemed');
    await customerContext.close();
  });
}
