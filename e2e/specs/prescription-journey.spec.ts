import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { DEMO_PHARMACIST } from '../support/data';
import { pdfText } from '../support/pdf-text';
import { authHeaders, checkoutFromCart, confirmPickup, loginToken, pharmacyId, registerShopper, settleInSandbox, signInWithToken, type StockedProduct } from '../support/shop';
import { desktopBar, waitForHydration } from '../support/top-bar';

// The demo pharmacist works at Apotek Menteng (README: demo logins); the prescription is sent there.
const PHARMACY = 'apotek-menteng-jakarta-pusat';
const PHARMACY_NAME = 'Apotek Menteng';
const DEMO_ADMIN = { login: 'admin@demo.apotek.id', password: 'Demo12345' } as const;

interface CatalogueProduct extends StockedProduct {
  drug_class: string;
  sellable_online: boolean;
}

/** Products of one drug class at a pharmacy (in stock when asked), as the catalogue lists them. */
async function productsOfClass(request: APIRequestContext, storeId: number, drugClass: string, inStock: boolean): Promise<CatalogueProduct[]> {
  const response = await request.get(`/api/products?store_id=${storeId}&drug_class=${drugClass}${inStock ? '&in_stock=1' : ''}&perPage=20&sort=price_asc`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: { data: CatalogueProduct[] } }).data.data;
}

/** A photo of a handwritten prescription: rendered in a page of its own and taken as a JPEG, as a phone would. */
async function prescriptionPhoto(browser: Browser, lines: string[]): Promise<Buffer> {
  const paper = await browser.newPage({ viewport: { width: 900, height: 1200 } });
  const body = lines.map((line) => `<p>${line}</p>`).join('');
  await paper.setContent(
    `<body style="margin:0;background:#f4efe3;font:34px/1.5 'Comic Sans MS',cursive;color:#223;padding:60px">` +
      `<h1 style="font:bold 40px serif;border-bottom:3px solid #223">dr. Hendra Wijaya, Sp.PD<br><small style="font-size:24px">SIP 446/1234/DPMPTSP/2025</small></h1>` +
      `<p>Jakarta, ${new Date().toISOString().slice(0, 10)}</p>${body}<p style="margin-top:80px">Pro: Kartika Wulandari (34 th)</p></body>`,
  );
  const photo = await paper.screenshot({ type: 'jpeg', quality: 85 });
  await paper.close();
  return photo;
}

/** Types into the matcher, adds the product by its exact name, and writes its quantity and signa. */
async function matchItem(desk: Page, product: { name: string }, quantity: number, signa: string) {
  const matcher = desk.getByTestId('rx-matcher');
  await matcher.getByLabel('Cari obat di katalog').fill(product.name);
  await matcher.getByRole('button', { name: `Tambah ${product.name}`, exact: true }).click();
  const line = matcher.getByTestId('rx-item').filter({ hasText: product.name });
  await line.getByLabel('Jumlah').fill(String(quantity));
  await line.getByLabel('Signa (aturan pakai)').fill(signa);
}

// The customer on a desktop and on a phone; the pharmacist always at the desk.
for (const width of [1280, 390] as const) {
  test(`a customer (${width} px) uploads a prescription, the pharmacist approves two items, the customer buys them and reads the PDF`, async ({ browser, request, baseURL }) => {
    test.setTimeout(180_000);
    const storeId = await pharmacyId(request, PHARMACY);
    // Two obat keras (an antibiotic and its companion, say): paying redeems prescription lines of obat keras.
    const [keras, second] = (await productsOfClass(request, storeId, 'keras', true)).filter((p) => p.sellable_online);
    const [forbidden] = await productsOfClass(request, storeId, 'dilarang_online', false);
    expect(second, 'two obat keras in stock at Apotek Menteng').toBeTruthy();
    expect(forbidden, 'a product that may not be sold online').toBeTruthy();

    // ---- The customer, in a browser of their own, sends a photo of the paper prescription.
    const shopper = await registerShopper(request);
    const customerContext = await browser.newContext({ viewport: { width, height: width === 390 ? 844 : 900 }, baseURL });
    await signInWithToken(customerContext, baseURL!, shopper.token);
    const shop = await customerContext.newPage();
    await shop.goto('/prescription/upload');
    await waitForHydration(shop);
    const photo = await prescriptionPhoto(browser, [`R/ ${keras!.name} No. X`, 'S 3 dd 1 p.c.', `R/ ${second!.name} No. I`, 'S 2 dd 1']);
    await shop.getByTestId('rx-file').setInputFiles({ name: 'resep.jpg', mimeType: 'image/jpeg', buffer: photo });
    await expect(shop.getByTestId('rx-preview')).toHaveAttribute('data-state', 'done', { timeout: 20_000 });
    const form = shop.getByTestId('rx-upload-form');
    await form.getByLabel('Usia (tahun)').fill('34');
    await form.getByLabel('Nama dokter').fill('dr. Hendra Wijaya, Sp.PD');
    await form.getByLabel('Nomor SIP dokter').fill('446/1234/DPMPTSP/2025');
    await form.getByLabel('Tanggal resep').fill(new Date().toISOString().slice(0, 10));
    await form.getByLabel('Catatan untuk apoteker').fill('Alergi penisilin tidak ada.');
    await form.getByTestId('rx-pharmacy').selectOption(String(storeId));
    await form.getByTestId('rx-submit').click();
    await expect(shop).toHaveURL(/\/prescription\/RX-[0-9A-Z]{10}$/);
    const rxId = new URL(shop.url()).pathname.split('/').pop()!;
    await expect(shop.getByTestId('rx-detail')).toHaveAttribute('data-status', 'submitted');

    // ---- The pharmacist, in another browser, finds it in the queue with its waiting badge.
    const staffContext = await browser.newContext({ viewport: { width: 1280, height: 900 }, baseURL });
    await signInWithToken(staffContext, baseURL!, await loginToken(request, DEMO_PHARMACIST.login, DEMO_PHARMACIST.password));
    const desk = await staffContext.newPage();
    // In through the staff link of the shop's top bar.
    await desk.goto('/');
    await desktopBar(desk).getByRole('link', { name: 'Konsol' }).click();
    await expect(desk).toHaveURL('/console');
    await desk.getByRole('navigation', { name: 'Menu konsol' }).getByRole('link', { name: 'Antrean resep' }).click();
    await expect(desk).toHaveURL('/console/prescriptions');
    const row = desk.locator(`[data-testid="console-rx"][data-rx-id="${rxId}"]`);
    await expect(row.getByTestId('rx-waiting')).toHaveText(/menunggu \d+ menit/);
    await row.getByRole('link', { name: `Periksa ${rxId}` }).click();
    await expect(desk).toHaveURL(`/console/prescriptions/${rxId}`);
    await waitForHydration(desk);

    // The photo is shown from its signed URL, and can be turned and zoomed.
    const image = desk.getByTestId('rx-image');
    await expect(image).toBeVisible();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    await desk.getByRole('button', { name: 'Putar 90°' }).click();
    await expect(image).toHaveCSS('transform', /matrix\(/);
    await desk.getByRole('button', { name: 'Perbesar' }).click();
    await expect(desk.getByRole('toolbar', { name: 'Alat tampilan' })).toContainText('150%');
    await desk.getByRole('button', { name: 'Pas layar' }).click();
    await expect(desk.getByTestId('rx-patient')).toHaveText(shopper.name);

    // Take it into review: the customer's timeline says so, and the decision panel opens.
    await desk.getByRole('button', { name: 'Ambil untuk diperiksa' }).click();
    await expect(desk.getByTestId('rx-review')).toHaveAttribute('data-status', 'in_review');

    // A class that may never be sold online is refused where it is picked.
    const matcher = desk.getByTestId('rx-matcher');
    await matcher.getByLabel('Cari obat di katalog').fill(forbidden!.name);
    await matcher.getByRole('button', { name: `Tambah ${forbidden!.name}`, exact: true }).click();
    await expect(desk.getByRole('alert').filter({ hasText: 'tidak boleh dijual secara daring' })).toBeVisible();
    await expect(matcher.getByTestId('rx-item')).toHaveCount(0);

    // Two items, the obat keras among them, with quantities and signa; then name and SIPA.
    await matchItem(desk, keras!, 2, '3 dd 1 tab p.c.');
    await matchItem(desk, second!, 1, '2 dd 1 tab');
    for (const product of [keras!, second!]) await expect(matcher.getByTestId('rx-item').filter({ hasText: product.name }).getByTestId('drug-class-badge')).toContainText('Obat keras');
    await expect(desk.getByLabel('Nama apoteker')).toHaveValue(/Rina Wulandari/);
    await desk.getByLabel('Nomor SIPA').fill('19900101/SIPA_31.71/2025/0042');
    await desk.getByRole('button', { name: 'Setujui resep' }).click();
    await expect(desk).toHaveURL(`/console/prescriptions?decided=approved&rx=${rxId}`);
    await expect(desk.getByRole('status').filter({ hasText: rxId })).toContainText('disetujui');
    await expect(desk.locator(`[data-testid="console-rx"][data-rx-id="${rxId}"]`)).toHaveCount(0);
    // The desk is not empty on the orders side either: the demo data gives the pharmacist's pharmacy paid orders.
    await desk.getByRole('navigation', { name: 'Menu konsol' }).getByRole('link', { name: 'Pesanan apotek' }).click();
    await expect(desk.getByTestId('console-order').first()).toBeVisible();

    // ---- The customer sees the approved items, puts them in the cart and checks out (obat keras included).
    await shop.reload();
    await expect(shop.getByTestId('rx-detail')).toHaveAttribute('data-status', 'approved');
    const items = shop.getByTestId('rx-item');
    await expect(items).toHaveCount(2);
    await expect(items.filter({ hasText: keras!.name })).toContainText('3 dd 1 tab p.c.');
    // Health data (UU PDP): the customer sees that the pharmacist read it.
    await expect(shop.getByTestId('rx-views')).toContainText('Rina Wulandari');
    await waitForHydration(shop);
    await shop.getByTestId('rx-add-to-cart').click();
    await expect(shop.getByRole('status').filter({ hasText: /keranjang/i })).toBeVisible();

    await shop.goto('/cart');
    const cart = shop.getByTestId('store-cart');
    await expect(cart).toHaveCount(1);
    await expect(cart.getByTestId('cart-line').filter({ hasText: keras!.name })).toBeVisible();
    await expect(cart.getByTestId('cart-line').filter({ hasText: second!.name })).toBeVisible();
    const orderId = await checkoutFromCart(shop);
    await confirmPickup(shop, /BCA/);
    const sandbox = await customerContext.newPage();
    await settleInSandbox(sandbox, orderId, 'Bayar');
    await sandbox.close();
    await shop.goto(`/order/summary/${orderId}`);
    await expect(shop.getByTestId('order-detail')).toHaveAttribute('data-status', 'paid');
    await expect(shop.getByTestId('order-detail')).toContainText(keras!.name);
    await expect(shop.getByTestId('order-detail')).toContainText(second!.name);

    // Paying consumed the prescription: nothing remains to buy.
    const after = (await (await request.get(`/api/prescriptions/${rxId}`, { headers: authHeaders(shopper.token) })).json()) as { data: { status: string; items: { product: { name: string }; remaining: number }[] } };
    expect(after.data.items.map((i) => [i.product.name, i.remaining])).toEqual(expect.arrayContaining([[keras!.name, 0], [second!.name, 0]]));
    expect(after.data.status).toBe('redeemed');

    // ---- The salinan resep: the page frames it, and the PDF holds both items with their signa.
    await shop.goto(`/prescription/pdf/${rxId}`);
    const frame = shop.getByTestId('rx-pdf-frame');
    await expect(frame).toBeVisible();
    const file = await customerContext.request.get((await frame.getAttribute('src'))!);
    expect(file.status()).toBe(200);
    expect(file.headers()['content-type']).toContain('application/pdf');
    const compact = (text: string) => text.replace(/\s+/g, '');
    const text = compact(await pdfText(await file.body()));
    expect(text).toContain(compact(keras!.name));
    expect(text).toContain(compact(second!.name));
    expect(text).toContain(compact('3 dd 1 tab p.c.'));
    expect(text).toContain(compact(PHARMACY_NAME));

    // ---- The admin reads both decisions in the audit log; the pharmacist may not open it.
    const refused = await desk.goto('/console/audit');
    expect(refused?.status()).toBe(403);
    const adminContext = await browser.newContext({ viewport: { width: 1280, height: 900 }, baseURL });
    await signInWithToken(adminContext, baseURL!, await loginToken(request, DEMO_ADMIN.login, DEMO_ADMIN.password));
    const admin = await adminContext.newPage();
    await admin.goto('/console');
    await admin.getByRole('navigation', { name: 'Menu konsol' }).getByRole('link', { name: 'Log audit' }).click();
    await admin.getByLabel('ID data').fill(rxId);
    await admin.getByRole('button', { name: 'Terapkan' }).click();
    await expect(admin).toHaveURL(new RegExp(`entity_id=${rxId}`));
    const entries = admin.getByTestId('audit-entry');
    await expect(entries).toHaveCount(2);
    await expect(entries.and(admin.locator('[data-action="prescription.approve"]'))).toContainText('Rina Wulandari');
    await expect(entries.and(admin.locator('[data-action="prescription.review"]'))).toContainText(/Terkirim\s*→.*Sedang diperiksa/);
    await expect(entries.and(admin.locator('[data-action="prescription.approve"]'))).toContainText(/Sedang diperiksa\s*→.*Disetujui/);

    await Promise.all([customerContext.close(), staffContext.close(), adminContext.close()]);
  });
}

/** A prescription sent through the API (upload ticket, the photo, then the prescription), answering its id. */
async function prescriptionViaApi(request: APIRequestContext, browser: Browser, token: string, storeId: number): Promise<string> {
  const ticket = await request.post('/api/files/ticket', { headers: authHeaders(token), data: { purpose: 'prescription', count: 1 } });
  expect(ticket.status(), await ticket.text()).toBe(200);
  const t = ((await ticket.json()) as { data: Record<string, string | number> }).data;
  const fields = { upload_preset: t.upload_preset, signature: t.signature, api_key: t.api_key, timestamp: t.timestamp, max_bytes: t.max_bytes, max_files: t.max_files };
  const photo = await prescriptionPhoto(browser, ['R/ Ciprofloxacin 500 mg No. X', 'S 2 dd 1']);
  const uploaded = await request.post('/api/files', {
    headers: { 'App-Platform': 'web', authorization: `Bearer ${token}` },
    multipart: { ...Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, String(v)])), file: { name: 'resep.jpg', mimeType: 'image/jpeg', buffer: photo } },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(200);
  const fileId = ((await uploaded.json()) as { data: { data: { id: string }[] } }).data.data[0]!.id;
  const created = await request.post('/api/prescriptions', {
    headers: authHeaders(token),
    data: { file_ids: [fileId], patient: { relation: 'self', name: 'Kartika Wulandari', age: 34 }, doctor: { name: 'dr. Hendra Wijaya, Sp.PD' }, date: new Date().toISOString().slice(0, 10), pharmacy_id: storeId },
  });
  expect(created.status(), await created.text()).toBe(200);
  return ((await created.json()) as { data: { id: string } }).data.id;
}

test('the pharmacist asks a question, reads the answer, then rejects with a reason; the admin sees each decision', async ({ browser, request, baseURL }) => {
  test.setTimeout(120_000);
  const storeId = await pharmacyId(request, PHARMACY);
  const shopper = await registerShopper(request);
  const rxId = await prescriptionViaApi(request, browser, shopper.token, storeId);

  const staffContext = await browser.newContext({ viewport: { width: 1280, height: 900 }, baseURL });
  await signInWithToken(staffContext, baseURL!, await loginToken(request, DEMO_PHARMACIST.login, DEMO_PHARMACIST.password));
  const desk = await staffContext.newPage();
  await desk.goto(`/console/prescriptions/${rxId}`);
  await waitForHydration(desk);
  await desk.getByRole('button', { name: 'Ambil untuk diperiksa' }).click();
  await expect(desk.getByRole('status').filter({ hasText: rxId })).toContainText('sedang Anda periksa');

  await desk.getByRole('button', { name: 'Minta klarifikasi' }).click();
  const ask = desk.getByTestId('rx-clarify-dialog');
  await ask.getByLabel('Pertanyaan untuk pelanggan').fill('Apakah dosisnya 500 mg atau 250 mg? Tulisan kurang jelas.');
  await ask.getByRole('button', { name: 'Kirim pertanyaan' }).click();
  await expect(desk).toHaveURL(`/console/prescriptions?decided=needs_clarification&rx=${rxId}`);
  await expect(desk.getByRole('status').filter({ hasText: rxId })).toContainText('terkirim ke pelanggan');

  // The customer answers; review resumes and the pharmacist reads the answer under the question.
  const answered = await request.post(`/api/prescriptions/${rxId}/clarification`, { headers: authHeaders(shopper.token), data: { answer: '500 mg, kata dokter.' } });
  expect(answered.status(), await answered.text()).toBe(200);
  await desk.goto(`/console/prescriptions?tab=in_review`);
  await desk.locator(`[data-testid="console-rx"][data-rx-id="${rxId}"]`).getByRole('link', { name: `Periksa ${rxId}` }).click();
  await expect(desk.getByTestId('rx-review')).toHaveAttribute('data-status', 'in_review');
  await expect(desk.getByRole('region', { name: 'Data resep' })).toContainText('500 mg, kata dokter.');
  await waitForHydration(desk);

  // A reason is required (the form says so and sends nothing), then the rejection goes through.
  await desk.getByRole('button', { name: 'Tolak resep' }).click();
  const reject = desk.getByTestId('rx-reject-dialog');
  await reject.getByRole('button', { name: 'Tolak resep' }).click();
  await expect(desk).toHaveURL(`/console/prescriptions/${rxId}`);
  await reject.getByLabel('Alasan (dibaca pelanggan)').fill('Resep sudah lebih dari 30 hari; mohon minta resep baru ke dokter.');
  await reject.getByRole('button', { name: 'Tolak resep' }).click();
  await expect(desk).toHaveURL(`/console/prescriptions?decided=rejected&rx=${rxId}`);
  await expect(desk.getByRole('status').filter({ hasText: rxId })).toContainText('ditolak');

  const mine = (await (await request.get(`/api/prescriptions/${rxId}`, { headers: authHeaders(shopper.token) })).json()) as { data: { status: string; rejection_reason: string } };
  expect(mine.data).toMatchObject({ status: 'rejected', rejection_reason: 'Resep sudah lebih dari 30 hari; mohon minta resep baru ke dokter.' });

  const adminToken = await loginToken(request, DEMO_ADMIN.login, DEMO_ADMIN.password);
  const audit = await request.get(`/api/console/audit?entity=prescription&entity_id=${rxId}`, { headers: authHeaders(adminToken) });
  const actions = ((await audit.json()) as { data: { data: { action: string }[] } }).data.data.map((e) => e.action);
  expect(actions).toEqual(expect.arrayContaining(['prescription.review', 'prescription.clarify', 'prescription.reject']));
  await staffContext.close();
});
