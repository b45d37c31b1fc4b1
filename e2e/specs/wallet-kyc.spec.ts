import { type APIRequestContext, type Browser, type BrowserContext, expect, type Page, test } from '@playwright/test';
import { randomInt } from 'node:crypto';
import { readOtp } from '../support/outbox';
import { authHeaders, loginToken, registerShopper, type Shopper, signInWithToken } from '../support/shop';
import { waitForHydration } from '../support/top-bar';

/**
 * Issue 13's identity verification on the web: a customer with an active wallet opens /wallet's
 * verification card, sends the NIK, the name on the KTP and two photos from /wallet/verification, and
 * sees the request pending. An admin rejects it in /console/wallet-kyc with a reason, the customer reads
 * the reason and sends again, the admin approves, and /wallet shows the account verified with the
 * higher cap. SCREENSHOT_DIR=/tmp/... keeps a picture of each state, in Indonesian and English.
 */

const ADMIN = { login: 'admin@demo.apotek.id', password: 'Demo12345' } as const;
const PIN = '582946';
const rupiah = (n: number) => `Rp ${n.toLocaleString('id-ID')}`;

/** A NIK of the right shape (Jakarta Pusat, a woman born 17-08-1990) with a serial of its own: one NIK verifies one account. */
const freshNik = () => `317101570890${String(randomInt(1, 10_000)).padStart(4, '0')}`;

async function keep(page: Page, name: string): Promise<void> {
  const dir = process.env.SCREENSHOT_DIR;
  if (dir) await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true });
}

/** The same page in English too, for the pictures only: the test itself reads the Indonesian one. */
async function keepBoth(context: BrowserContext, page: Page, name: string): Promise<void> {
  if (!process.env.SCREENSHOT_DIR) return;
  await keep(page, `${name}-id`);
  const english = await context.newPage();
  const size = page.viewportSize();
  if (size) await english.setViewportSize(size);
  await context.addCookies([{ name: 'i18n_redirected', value: 'en', url: page.url() }]);
  await english.goto(page.url());
  await waitForHydration(english);
  await keep(english, `${name}-en`);
  await english.close();
  await context.addCookies([{ name: 'i18n_redirected', value: 'id', url: page.url() }]);
}

/** Activates the shopper's wallet through the API: the number, the SMS code from the outbox, the PIN. */
async function activateWallet(request: APIRequestContext, shopper: Shopper): Promise<void> {
  const headers = authHeaders(shopper.token);
  const pre = await request.post('/api/wallet/pre-registration', { headers, data: { mobile_number: shopper.phone } });
  expect(pre.status(), await pre.text()).toBe(200);
  const sent = await request.post('/api/wallet/get-otp', { headers });
  expect(sent.status(), await sent.text()).toBe(200);
  const code = await readOtp(request, shopper.e164, /dompet/i);
  const checked = await request.post('/api/wallet/validate-otp', { headers, data: { code } });
  expect(checked.status(), await checked.text()).toBe(200);
  const token = ((await checked.json()) as { data: { registration_token: string } }).data.registration_token;
  const confirmed = await request.post('/api/wallet/confirm-registration', { headers, data: { registration_token: token, pin: PIN, pin_confirmation: PIN } });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
}

async function walletOf(request: APIRequestContext, token: string) {
  const response = await request.get('/api/wallet/get-balance', { headers: authHeaders(token) });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: { verified: boolean; balance_cap: number; limits: { balance_cap_unverified: number; balance_cap_verified: number } } }).data;
}

async function latestKycId(request: APIRequestContext, token: string): Promise<number> {
  const response = await request.get('/api/wallet/kyc', { headers: authHeaders(token) });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: { id: number } }).data.id;
}

/** A photo as a phone would send it: an HTML picture taken as a JPEG. */
async function photo(browser: Browser, kind: 'ktp' | 'selfie', name: string, nik: string): Promise<Buffer> {
  const page = await browser.newPage({ viewport: { width: 800, height: 520 } });
  const card =
    `<div style="width:430px;height:270px;border-radius:16px;background:linear-gradient(135deg,#9fd3f0,#e6f4fb);padding:14px;box-sizing:border-box;font:14px sans-serif;color:#123">` +
    `<div style="text-align:center;font-weight:bold">PROVINSI DKI JAKARTA<br>JAKARTA PUSAT</div>` +
    `<div style="margin-top:8px;font:bold 18px monospace">NIK : ${nik}</div>` +
    `<div style="margin-top:6px">Nama : ${name.toUpperCase()}</div><div>Tempat/Tgl Lahir : JAKARTA, 17-08-1990</div>` +
    `<div style="position:absolute;margin:-90px 0 0 330px;width:80px;height:100px;background:#c44;border-radius:4px"></div></div>`;
  const face = `<div style="width:220px;height:280px;border-radius:50% 50% 45% 45%;background:#e0b48a;margin-right:-60px"></div>`;
  await page.setContent(
    `<body style="margin:0;height:100vh;display:flex;align-items:center;justify-content:center;background:${kind === 'ktp' ? '#6b4f3a' : '#dfe7ee'}">` +
      (kind === 'selfie' ? `${face}<div style="transform:rotate(-8deg) scale(.8)">${card}</div>` : card) +
      `</body>`,
  );
  const shot = await page.screenshot({ type: 'jpeg', quality: 85 });
  await page.close();
  return shot;
}

/** The admin's console at desktop width. */
async function adminDesk(browser: Browser, request: APIRequestContext, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, baseURL });
  await signInWithToken(context, baseURL, await loginToken(request, ADMIN.login, ADMIN.password));
  return context.newPage();
}

/** Fills the verification form with a NIK (typed in groups, as on the card), the name and both photos. */
async function fillVerification(page: Page, browser: Browser, nik: string, name: string) {
  const form = page.getByTestId('kyc-form');
  await form.getByTestId('kyc-nik').fill(nik.replace(/(\d{4})(?=\d)/g, '$1 '));
  await form.getByTestId('kyc-name').fill(name);
  await form.getByTestId('kyc-ktp-gallery').setInputFiles({ name: 'ktp.jpg', mimeType: 'image/jpeg', buffer: await photo(browser, 'ktp', name, nik) });
  await form.getByTestId('kyc-selfie-gallery').setInputFiles({ name: 'selfie.jpg', mimeType: 'image/jpeg', buffer: await photo(browser, 'selfie', name, nik) });
  await expect(form.getByTestId('kyc-ktp')).toHaveAttribute('data-state', 'done');
  await expect(form.getByTestId('kyc-selfie')).toHaveAttribute('data-state', 'done');
  await expect(form.getByTestId('kyc-ktp-preview')).toBeVisible();
  await form.getByTestId('consent').check();
}

for (const { width, height } of [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
]) {
  test(`wallet verification (${width} px): send the KTP, rejected with a reason, sent again, approved: the higher cap`, async ({ browser, request, baseURL }) => {
    test.setTimeout(180_000);
    const shopper = await registerShopper(request);
    await activateWallet(request, shopper);
    const caps = (await walletOf(request, shopper.token)).limits;
    expect(caps.balance_cap_verified).toBeGreaterThan(caps.balance_cap_unverified);
    const nik = freshNik();
    const ktpName = 'Kartika Wulandari';
    const context = await browser.newContext({ viewport: { width, height }, baseURL });
    await signInWithToken(context, baseURL!, shopper.token);
    const page = await context.newPage();
    const shot = (name: string) => keepBoth(context, page, `${width}-${name}`);

    // ---- /wallet: not verified yet; the card says what verifying unlocks.
    await page.goto('/wallet');
    const card = page.getByTestId('kyc-card');
    await expect(card).toHaveAttribute('data-state', 'unverified');
    await expect(card).toContainText(rupiah(caps.balance_cap_verified));
    await expect(page.getByTestId('wallet-verified')).toHaveText('Belum terverifikasi');
    await shot('wallet-unverified');
    await card.getByTestId('kyc-start').click();
    await expect(page).toHaveURL('/wallet/verification');

    // ---- The form checks the NIK's shape and the missing pieces before asking the API.
    await waitForHydration(page);
    await shot('verification-empty');
    const form = page.getByTestId('kyc-form');
    await form.getByTestId('kyc-nik').fill('3171015713900042');
    await form.getByTestId('kyc-submit').click();
    await expect(form.getByText('NIK tidak valid. Periksa kembali angka di KTP Anda')).toBeVisible();
    await expect(form.getByText('Unggah foto KTP', { exact: true })).toBeVisible();
    await expect(form.getByText('Unggah selfie sambil memegang KTP', { exact: true })).toBeVisible();
    await expect(form.getByText('Centang persetujuan untuk melanjutkan')).toBeVisible();
    await form.getByTestId('kyc-nik').fill('31710157');
    await form.getByTestId('kyc-submit').click();
    await expect(form.getByText('NIK harus 16 digit angka')).toBeVisible();
    await expect(page).toHaveURL('/wallet/verification');

    // ---- Sent: back to /wallet, pending, with the date and only the NIK's last four digits.
    await fillVerification(page, browser, nik, ktpName);
    // What was fixed no longer shows its old error.
    await expect(form.getByText('NIK harus 16 digit angka')).toBeHidden();
    await expect(form.getByText('Unggah foto KTP', { exact: true })).toBeHidden();
    await expect(form.getByText('Centang persetujuan untuk melanjutkan')).toBeHidden();
    await shot('verification-filled');
    await form.getByTestId('kyc-submit').click();
    await expect(page).toHaveURL('/wallet');
    await expect(card).toHaveAttribute('data-state', 'pending');
    await expect(card).toContainText('Sedang diperiksa');
    await expect(page.getByTestId('kyc-nik-masked')).toHaveText(`•••• •••• •••• ${nik.slice(-4)}`);
    await expect(page.getByTestId('kyc-submitted-at')).toHaveText(/ WIB$/);
    expect(await page.content()).not.toContain(nik);
    await shot('wallet-pending');
    // Nothing more to send while it is checked.
    await page.goto('/wallet/verification');
    await expect(page).toHaveURL('/wallet');

    // ---- The admin rejects it with a reason (five characters at least).
    const desk = await adminDesk(browser, request, baseURL!);
    const id = await latestKycId(request, shopper.token);
    const row = desk.locator(`[data-testid="kyc-review"][data-id="${id}"]`);
    await desk.goto('/console/wallet-kyc');
    await waitForHydration(desk);
    await expect(row).toHaveAttribute('data-status', 'pending');
    await expect(row.getByTestId('kyc-review-name')).toHaveText(ktpName);
    await expect(row.getByTestId('kyc-review-nik')).toHaveText(`•••• ${nik.slice(-4)}`);
    await expect(row).toContainText(' WIB');
    for (const photoId of ['kyc-review-ktp', 'kyc-review-selfie']) {
      const image = row.getByTestId(photoId).locator('img');
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    }
    await row.getByTestId('kyc-review-ktp').click();
    const large = desk.getByTestId('kyc-review-ktp-dialog');
    await expect(large.locator('img')).toBeVisible();
    await desk.keyboard.press('Escape');
    await expect(large).toBeHidden();
    // The admin works at a desk; the pictures show the screen at this run's width too.
    await desk.setViewportSize({ width, height });
    await keepBoth(desk.context(), desk, `${width}-console-pending`);
    await desk.setViewportSize({ width: 1280, height: 900 });
    await row.getByTestId('kyc-reject').click();
    const reject = desk.getByTestId('kyc-reject-dialog');
    await reject.getByTestId('kyc-reject-reason').fill('abc');
    await reject.getByTestId('kyc-reject-confirm').click();
    await expect(reject.getByText('Tulis alasan minimal 5 karakter')).toBeVisible();
    if (width === 1280) await keep(desk, 'dialog-reject-id');
    const reason = 'Foto KTP buram, NIK tidak terbaca';
    await reject.getByTestId('kyc-reject-reason').fill(reason);
    await reject.getByTestId('kyc-reject-confirm').click();
    await expect(desk.getByRole('status').filter({ hasText: 'Verifikasi ditolak' })).toBeVisible();
    // The list is read again: the request left the pending tab.
    await expect(row).toHaveCount(0);
    await desk.goto('/console/wallet-kyc?tab=rejected');
    await expect(row.getByTestId('kyc-review-reason')).toHaveText(reason);

    // ---- The customer reads the reason and sends again.
    await page.goto('/wallet');
    await expect(card).toHaveAttribute('data-state', 'rejected');
    await expect(page.getByTestId('kyc-reason')).toContainText(reason);
    await shot('wallet-rejected');
    await card.getByTestId('kyc-resend').click();
    await expect(page).toHaveURL('/wallet/verification');
    await expect(page.getByTestId('kyc-rejected-reason')).toContainText(reason);
    await waitForHydration(page);
    await shot('verification-rejected');
    await fillVerification(page, browser, nik, ktpName);
    await form.getByTestId('kyc-submit').click();
    await expect(page).toHaveURL('/wallet');
    await expect(card).toHaveAttribute('data-state', 'pending');

    // ---- The admin approves the new request, after confirming.
    const again = await latestKycId(request, shopper.token);
    expect(again).not.toBe(id);
    const second = desk.locator(`[data-testid="kyc-review"][data-id="${again}"]`);
    await desk.goto('/console/wallet-kyc');
    await waitForHydration(desk);
    await second.getByTestId('kyc-approve').click();
    const approve = desk.getByTestId('kyc-approve-dialog');
    await expect(approve).toContainText(nik.slice(-4));
    if (width === 1280) await keep(desk, 'dialog-approve-id');
    await approve.getByTestId('kyc-approve-confirm').click();
    await expect(desk.getByRole('status').filter({ hasText: 'Verifikasi disetujui' })).toBeVisible();
    await expect(second).toHaveCount(0);
    await desk.goto('/console/wallet-kyc?tab=verified');
    await expect(second).toHaveAttribute('data-status', 'verified');
    await desk.setViewportSize({ width, height });
    await keepBoth(desk.context(), desk, `${width}-console-verified`);
    await desk.context().close();

    // ---- Verified: the badge, the card and the higher cap.
    const wallet = await walletOf(request, shopper.token);
    expect(wallet.verified).toBe(true);
    expect(wallet.balance_cap).toBe(caps.balance_cap_verified);
    await page.goto('/wallet');
    await expect(card).toHaveAttribute('data-state', 'verified');
    await expect(page.getByTestId('kyc-verified-badge')).toBeVisible();
    await expect(page.getByTestId('wallet-verified')).toHaveText('Terverifikasi');
    await expect(page.getByTestId('wallet-balance-card')).toContainText(`Batas saldo ${rupiah(caps.balance_cap_verified)}`);
    await shot('wallet-verified');
    await page.goto('/wallet/verification');
    await expect(page).toHaveURL('/wallet');
    await context.close();

    // ---- The same NIK cannot verify a second account: the API's refusal shows under the NIK field.
    const other = await registerShopper(request);
    await activateWallet(request, other);
    const otherContext = await browser.newContext({ viewport: { width, height }, baseURL });
    await signInWithToken(otherContext, baseURL!, other.token);
    const otherPage = await otherContext.newPage();
    await otherPage.goto('/wallet/verification');
    await waitForHydration(otherPage);
    await fillVerification(otherPage, browser, nik, 'Dewi Lestari');
    await otherPage.getByTestId('kyc-submit').click();
    await expect(otherPage.getByTestId('kyc-form').getByText('NIK ini sudah dipakai untuk memverifikasi akun lain')).toBeVisible();
    await expect(otherPage).toHaveURL('/wallet/verification');
    await expect(otherPage.getByTestId('kyc-name')).toHaveValue('Dewi Lestari');
    await otherContext.close();
  });
}
