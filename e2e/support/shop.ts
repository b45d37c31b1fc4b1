import { expect, type APIRequestContext, type Locator, type BrowserContext, type Page } from '@playwright/test';
import { clientIpHeaders } from './client-ip';
import { newCustomer } from './data';
import { readOtp } from './outbox';

/** Every browser write to the API needs App-Platform (ARCHITECTURE §3). */
export const API_HEADERS = { 'App-Platform': 'web', 'content-type': 'application/json' } as const;

export interface Shopper {
  email: string;
  password: string;
  name: string;
  token: string;
  /** The local mobile number (08…) and the same in E.164, as the outbox addresses SMS. */
  phone: string;
  e164: string;
}

/** A fresh, verified customer made through the API (register → OTP from the outbox → confirm). */
export async function registerShopper(request: APIRequestContext): Promise<Shopper> {
  const user = newCustomer();
  // Each shopper signs up from an address of their own, as people do; the per-address limit stays as it is.
  const from = clientIpHeaders();
  const registered = await request.post('/api/register', {
    headers: { ...API_HEADERS, ...from },
    data: { name: user.name, email: user.email, phone: user.phone, password: user.password, password_confirmation: user.password, consent: true },
  });
  expect(registered.status(), await registered.text()).toBeLessThan(300);
  const otpId = ((await registered.json()) as { data: { otp_id: string } }).data.otp_id;
  const code = await readOtp(request, user.e164);
  const confirmed = await request.post('/api/confirm-otp', { headers: { ...API_HEADERS, ...from }, data: { otp_id: otpId, code } });
  expect(confirmed.status(), await confirmed.text()).toBeLessThan(300);
  const token = ((await confirmed.json()) as { data: { authentication: { token: string } } }).data.authentication.token;
  return { email: user.email, password: user.password, name: user.name, token, phone: user.phone, e164: user.e164 };
}

/** A session token for an account that exists (a demo login, say), through POST /api/login. */
export async function loginToken(request: APIRequestContext, login: string, password: string): Promise<string> {
  const response = await request.post('/api/login', { headers: API_HEADERS, data: { login, password } });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { data: { authentication: { token: string } } }).data.authentication.token;
}

/** Signs the browser in by handing it the session cookie the web's login action would have set. */
export async function signInWithToken(context: BrowserContext, baseURL: string, token: string): Promise<void> {
  await context.addCookies([{ name: 'apotek_session', value: token, url: baseURL, httpOnly: true, sameSite: 'Lax' }]);
}

export interface StockedProduct {
  id: number;
  slug: string;
  name: string;
}

/** Over-the-counter products that a pharmacy has in stock (bebas: no prescription, sold online). */
export async function stockedProducts(request: APIRequestContext, storeId: number, count: number): Promise<StockedProduct[]> {
  const response = await request.get(`/api/products?store_id=${storeId}&in_stock=1&drug_class=bebas&perPage=20&sort=price_asc`);
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { data: { data: (StockedProduct & { sellable_online: boolean })[] } };
  const products = body.data.data.filter((p) => p.sellable_online).slice(0, count);
  expect(products, `${count} products in stock at pharmacy ${storeId}`).toHaveLength(count);
  return products;
}

/** A pharmacy by slug: its numeric id. */
export async function pharmacyId(request: APIRequestContext, slug: string): Promise<number> {
  const response = await request.get(`/api/pharmacies/${slug}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: { id: number } }).data.id;
}

/** The stock of a product at a pharmacy, as the product API reports it. */
export async function stockAt(request: APIRequestContext, product: string | number, storeId: number): Promise<number> {
  const response = await request.get(`/api/products/${product}?store_id=${storeId}`);
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { data: { stock: { quantity: number } | null } };
  return body.data.stock?.quantity ?? 0;
}

/** Stock of a product at a pharmacy with the most of it one order may hold there, as the product API reports them. */
export async function stockAndLimitAt(request: APIRequestContext, product: string | number, storeId: number): Promise<{ quantity: number; maxPerOrder: number }> {
  const response = await request.get(`/api/products/${product}?store_id=${storeId}`);
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { data: { stock: { quantity: number; max_per_order: number } | null } };
  return { quantity: body.data.stock?.quantity ?? 0, maxPerOrder: body.data.stock?.max_per_order ?? 0 };
}

/** Chooses a pharmacy the way a shopper does: its page, "Pilih apotek ini". */
export async function choosePharmacy(page: Page, slug: string): Promise<void> {
  await page.goto(`/pharmacy/${slug}`);
  await page.getByRole('button', { name: /^Pilih / }).first().click();
  await expect.poll(async () => (await page.context().cookies()).find((c) => c.name === 'apotek_store')?.value).toBeTruthy();
}

/** Adds the product on its page and waits for the success snackbar. */
export async function addFromProductPage(page: Page, product: StockedProduct): Promise<void> {
  await page.goto(`/product/${product.slug}`);
  await page.getByTestId('add-to-cart').getByRole('button', { name: 'Tambah ke keranjang' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'ditambahkan ke keranjang' })).toBeVisible();
}

/**
 * Goes through /cart → checkout → the checkout page for the first pharmacy cart, and returns the order id
 * from the address (/cart/checkout?order=APT-…).
 */
export async function checkoutFromCart(page: Page): Promise<string> {
  await page.goto('/cart');
  await page.getByTestId('store-cart').first().getByRole('button', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/cart\/checkout\?order=APT-[0-9A-Z]{10}$/);
  return new URL(page.url()).searchParams.get('order')!;
}

/** On /cart/checkout: pick-up at the pharmacy (no address needed), the given channel, confirm. */
export async function confirmPickup(page: Page, channel: RegExp | string): Promise<void> {
  await page.getByTestId('checkout-shipment').getByRole('radio', { name: /Ambil di apotek/ }).check();
  await page.getByTestId('checkout-payment').getByRole('radio', { name: channel }).check();
  await page.getByRole('button', { name: 'Konfirmasi & bayar' }).click();
  await expect(page).toHaveURL(/\/order\/APT-[0-9A-Z]{10}\/payment$/);
}

/** The sandbox page: presses Pay or Expire on the row of this order. */
export async function settleInSandbox(page: Page, orderId: string, action: 'Bayar' | 'Kedaluwarsakan'): Promise<void> {
  await page.goto('/dev/payments');
  const row = page.locator(`[data-testid="dev-payment"][data-order-id="${orderId}"]`);
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: action, exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: /sekarang berstatus/ })).toBeVisible();
}

/** CRC16-CCITT (poly 0x1021, init 0xFFFF), as EMVCo QRIS computes tag 63 over everything before its value. */
export function crc16ccitt(text: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(text, 'utf8')) {
    crc ^= byte << 8;
    for (let i = 0; i < 8; i++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/** A paid order made entirely through the API: buy now, pick-up, a virtual account, paid in the sandbox. */
export async function paidOrderViaApi(request: APIRequestContext, token: string, storeId: number, productId: number): Promise<string> {
  const headers = { ...API_HEADERS, authorization: `Bearer ${token}` };
  const bought = await request.post(`/api/products/${productId}/buy`, { headers, data: { store_id: storeId, quantity: 1 } });
  expect(bought.status(), await bought.text()).toBe(200);
  const orderId = ((await bought.json()) as { data: { id: string } }).data.id;
  const confirmed = await request.post(`/api/order/${orderId}/confirm`, { headers, data: { shipment_type: 'pickup', payment_channel: 'va_permata' } });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
  const charges = ((await (await request.get('/api/dev/payments')).json()) as { data: { ref: string; order_id: string }[] }).data;
  const ref = charges.find((c) => c.order_id === orderId)?.ref;
  expect(ref).toBeTruthy();
  const paid = await request.post(`/api/dev/payments/${ref}/pay`, { headers: API_HEADERS, data: {} });
  expect(paid.status(), await paid.text()).toBe(200);
  return orderId;
}

/** The headers of a signed-in API call. */
export function authHeaders(token: string) {
  return { ...API_HEADERS, authorization: `Bearer ${token}` };
}

/** Adds a product to the user's cart at a pharmacy through the API; answers the API's cart lines of that pharmacy. */
export async function addToCartViaApi(request: APIRequestContext, token: string, storeId: number, productId: number, quantity = 1) {
  const response = await request.post('/api/cart/product/add', { headers: authHeaders(token), data: { product_id: productId, store_id: storeId, quantity } });
  expect(response.status(), await response.text()).toBe(200);
  const body = (await response.json()) as { data: { carts: Array<{ store: { id: number }; items: Array<{ id: number; product_id: number; quantity: number; available: number; blocked: string | null }> }> } };
  return body.data.carts.find((c) => c.store.id === storeId)!.items;
}

/** Opens an order for one product through the API (buy now): it waits in `checkout` for delivery and payment. */
export async function openOrderViaApi(request: APIRequestContext, token: string, storeId: number, productId: number, quantity = 1): Promise<string> {
  const bought = await request.post(`/api/products/${productId}/buy`, { headers: authHeaders(token), data: { store_id: storeId, quantity } });
  expect(bought.status(), await bought.text()).toBe(200);
  return ((await bought.json()) as { data: { id: string } }).data.id;
}

/** Confirms an open order for pick-up with a virtual account; answers the payment token (/payment/{token}). */
export async function confirmPickupViaApi(request: APIRequestContext, token: string, orderId: string): Promise<string> {
  const confirmed = await request.post(`/api/order/${orderId}/confirm`, { headers: authHeaders(token), data: { shipment_type: 'pickup', payment_channel: 'va_permata' } });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
  return ((await confirmed.json()) as { data: { payment_token: string } }).data.payment_token;
}

/** A Jakarta Pusat (Gambir) address, as the region API names it. */
export const GAMBIR_ADDRESS = {
  recipient_phone: '081234567890',
  address_line: 'Jl. Medan Merdeka Barat No. 12',
  province_code: '31',
  city_code: '31.71',
  district_code: '31.71.01',
  village_code: '31.71.01.1001',
  postal_code: '10110',
} as const;

/**
 * Types the Gambir address into the address form (everything but its label): recipient, phone, street,
 * the four region levels and the postal code. `phone` replaces GAMBIR_ADDRESS's (a spec may want an invalid one).
 */
export async function fillGambirAddress(form: Locator, recipientName: string, { phone = GAMBIR_ADDRESS.recipient_phone }: { phone?: string } = {}) {
  await form.getByLabel('Nama penerima').fill(recipientName);
  await form.getByLabel('Nomor telepon penerima').fill(phone);
  await form.getByLabel('Alamat lengkap').fill(GAMBIR_ADDRESS.address_line);
  await form.getByLabel('Provinsi').selectOption({ label: 'DKI Jakarta' });
  await form.getByLabel('Kota/Kabupaten').selectOption({ label: 'Kota Administrasi Jakarta Pusat' });
  await form.getByLabel('Kecamatan').selectOption({ label: 'Gambir' });
  await form.getByLabel('Kelurahan/Desa').selectOption({ label: 'Gambir' });
  await form.getByLabel('Kode pos').fill(GAMBIR_ADDRESS.postal_code);
}

/** Saves an address in Gambir through the API, with a map pin when given one; answers its id. */
export async function createAddressViaApi(request: APIRequestContext, shopper: Shopper, label: string, pin?: { latitude: number; longitude: number }): Promise<number> {
  const response = await request.post('/api/my/address', { headers: authHeaders(shopper.token), data: { ...GAMBIR_ADDRESS, label, recipient_name: shopper.name, ...pin } });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { data: { id: number } }).data.id;
}
