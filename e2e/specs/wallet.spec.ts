import { type APIRequestContext, expect, test } from '@playwright/test';
import { readOtp } from '../support/outbox';
import { addFromProductPage, authHeaders, checkoutFromCart, choosePharmacy, pharmacyId, registerShopper, settleInSandbox, signInWithToken, stockedProducts } from '../support/shop';
import { waitForHydration } from '../support/top-bar';

/**
 * Issue 13's wallet on the web: a customer activates Saldo Apotek with the SMS code from the outbox and a
 * PIN, tops up by a BCA virtual account paid in the payment sandbox, sees the balance, then orders,
 * chooses the wallet at checkout and pays with the PIN on /order/wallet/confrim/{slug}: a wrong PIN is
 * refused with the tries left, the right one pays the order once and the balance goes down by its total.
 */

const PHARMACY = 'apotek-menteng-jakarta-pusat';
const PIN = '582946';
const TOP_UP = 200_000;

async function walletOf(request: APIRequestContext, token: string) {
  const response = await request.get('/api/wallet/get-balance', { headers: authHeaders(token) });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: { status: string; balance: number } }).data;
}

const rupiah = (n: number) => `Rp ${n.toLocaleString('id-ID')}`;

for (const { width, height } of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test(`wallet (${width} px): activate with the SMS code, top up by VA in the sandbox, pay an order with the PIN`, async ({ browser, request, baseURL }) => {
    test.setTimeout(180_000);
    const shopper = await registerShopper(request);
    const context = await browser.newContext({ viewport: { width, height }, baseURL });
    await signInWithToken(context, baseURL!, shopper.token);
    const page = await context.newPage();

    // ---- Not active yet: /wallet calls to activate.
    await page.goto('/wallet');
    await expect(page.getByTestId('wallet-activate')).toBeVisible();
    await page.getByTestId('wallet-activate-cta').click();
    await expect(page).toHaveURL('/wallet/register/confirmation');
    const steps = page.getByTestId('wallet-register');
    await expect(steps).toHaveAttribute('data-step', 'phone');
    // The account's own number is filled in.
    await expect(page.getByLabel('Nomor HP')).not.toHaveValue('');
    await page.getByTestId('register-phone').click();

    // ---- The SMS code, read from the sandbox outbox; a new one only after the minute.
    await expect(steps).toHaveAttribute('data-step', 'otp');
    await expect(page.getByTestId('resend-wait')).toContainText(/Kirim ulang kode dalam \d+ detik/);
    const code = await readOtp(request, shopper.e164, /dompet/);
    await waitForHydration(page);
    await page.getByLabel('Kode OTP').fill(code === '000000' ? '111111' : '000000');
    await page.getByTestId('register-verify').click();
    await expect(page.getByText('Kode OTP salah atau kedaluwarsa')).toBeVisible();
    await page.getByLabel('Kode OTP').fill(code);
    await page.getByTestId('register-verify').click();

    // ---- The PIN twice; a mismatch is caught on the page.
    await expect(steps).toHaveAttribute('data-step', 'pin');
    await page.getByLabel('PIN baru').fill(PIN);
    await page.getByLabel('Ulangi PIN').fill('582947');
    await page.getByTestId('register-pin').click();
    await expect(page.getByText('PIN tidak sama')).toBeVisible();
    await page.getByLabel('Ulangi PIN').fill(PIN);
    await page.getByTestId('register-pin').click();
    await expect(page).toHaveURL('/wallet/success?done=activated');
    await expect(page.getByTestId('wallet-success')).toHaveAttribute('data-kind', 'activated');
    expect((await walletOf(request, shopper.token)).status).toBe('active');

    // ---- Top up by a BCA virtual account; under the minimum is refused on the page first.
    await page.goto('/wallet');
    await expect(page.getByTestId('wallet-balance')).toHaveText(rupiah(0));
    await expect(page.getByTestId('wallet-verified')).toHaveText('Belum terverifikasi');
    await waitForHydration(page);
    const form = page.getByTestId('top-up-form');
    await form.getByTestId('top-up-custom').fill('5.000');
    await form.getByText('BCA Virtual Account').click();
    await form.getByTestId('top-up-submit').click();
    await expect(form.getByText('Top up minimal Rp 10.000')).toBeVisible();
    await form.getByTestId('top-up-custom').fill('');
    await form.getByText(rupiah(TOP_UP), { exact: true }).click();
    await expect(form.getByTestId('top-up-submit')).toHaveText(`Top up ${rupiah(TOP_UP)}`);
    await form.getByTestId('top-up-submit').click();
    await expect(page).toHaveURL(/\/wallet\/instruction\/\d+$/);
    const instruction = page.getByTestId('top-up-instruction');
    await expect(instruction).toHaveAttribute('data-status', 'pending');
    await expect(page.getByTestId('va-number')).toHaveText(/^\d{4}( \d{1,4})+$/);
    await expect(page.getByTestId('top-up-countdown')).toHaveText(/^\d{2}:\d{2}:\d{2}$/);
    const reference = (await instruction.getAttribute('data-reference'))!;
    expect(reference).toMatch(/^TOPUP-/);

    // The customer's bank pays the VA (the sandbox page); the instruction page notices by itself.
    const bank = await context.newPage();
    await settleInSandbox(bank, reference, 'Bayar');
    await bank.close();
    await expect(page).toHaveURL(/\/wallet\/success\?top_up=\d+$/, { timeout: 20_000 });
    await expect(page.getByTestId('wallet-success')).toHaveAttribute('data-kind', 'top_up');
    await expect(page.getByTestId('wallet-success-balance')).toContainText(rupiah(TOP_UP));
    await page.goto('/wallet');
    await expect(page.getByTestId('wallet-balance')).toHaveText(rupiah(TOP_UP));
    await expect(page.getByTestId('wallet-movement').first()).toHaveAttribute('data-kind', 'top_up');

    // ---- An order, paid from the wallet: checkout offers Saldo Apotek with the balance.
    const storeId = await pharmacyId(request, PHARMACY);
    const [product] = await stockedProducts(request, storeId, 1);
    await choosePharmacy(page, PHARMACY);
    await addFromProductPage(page, product!);
    const orderId = await checkoutFromCart(page);
    await waitForHydration(page);
    await page.getByTestId('checkout-shipment').getByRole('radio', { name: /Ambil di apotek/ }).check();
    await expect(page.getByTestId('checkout-wallet-balance')).toContainText(rupiah(TOP_UP));
    await page.getByTestId('checkout-payment').getByRole('radio', { name: /Saldo Apotek/ }).check();
    await page.getByRole('button', { name: 'Konfirmasi & bayar' }).click();
    await expect(page).toHaveURL(`/order/wallet/confrim/${orderId}`);
    const total = Number((await page.getByTestId('confirm-total').textContent())!.replace(/\D/g, ''));
    expect(total).toBeGreaterThan(0);
    expect(total).toBeLessThanOrEqual(TOP_UP);
    await expect(page.getByTestId('confirm-balance')).toHaveText(rupiah(TOP_UP));

    // A wrong PIN: refused, with the tries left; nothing paid.
    await waitForHydration(page);
    await page.getByTestId('wallet-pin').fill('000000');
    await page.getByTestId('wallet-pay-submit').click();
    await expect(page.getByText('PIN salah. Sisa percobaan: 4')).toBeVisible();
    expect((await walletOf(request, shopper.token)).balance).toBe(TOP_UP);

    // The right PIN pays, and the order's summary follows.
    await page.getByTestId('wallet-pin').fill(PIN);
    await page.getByTestId('wallet-pay-submit').click();
    await expect(page).toHaveURL(`/order/summary/${orderId}`);
    await expect(page.getByTestId('order-status').first()).toHaveAttribute('data-status', 'paid');
    const order = await request.get(`/api/my/order/${orderId}`, { headers: authHeaders(shopper.token) });
    expect(((await order.json()) as { data: { status: string } }).data.status).toBe('paid');
    expect((await walletOf(request, shopper.token)).balance).toBe(TOP_UP - total);

    // The wallet shows the lower balance and the payment on top of its history.
    await page.goto('/wallet');
    await expect(page.getByTestId('wallet-balance')).toHaveText(rupiah(TOP_UP - total));
    const payment = page.getByTestId('wallet-movement').first();
    await expect(payment).toHaveAttribute('data-kind', 'payment');
    await expect(payment).toHaveAttribute('data-amount', String(-total));
    await page.getByTestId('history-kind').selectOption('top_up');
    await page.getByRole('button', { name: 'Terapkan' }).click();
    await expect(page).toHaveURL(/kind=top_up/);
    await expect(page.getByTestId('wallet-movement')).toHaveCount(1);
    await context.close();
  });
}
