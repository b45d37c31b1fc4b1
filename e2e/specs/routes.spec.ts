import type { APIRequestContext, APIResponse } from '@playwright/test';
import { expect, test } from '../support/customer';
import { confirmPickupViaApi, openOrderViaApi, pharmacyId, stockedProducts } from '../support/shop';

/**
 * Every route of SPEC §2 with sample slugs. `public` pages answer a guest; `protected` ones send him to
 * /auth?redirect=…; `guestOnly` ones answer a guest and send a signed-in user home (issue 2). Routes that
 * need a real order or payment are filled in per run.
 */
const PUBLIC = [
  '/',
  '/about-us',
  '/term-condition',
  '/privacy',
  '/advertise',
  '/faq',
  '/portal',
  '/portal/shopee',
  '/articles',
  '/articles/demam-pada-anak',
  '/brand',
  '/brand/panadol',
  '/cart',
  '/doctor',
  '/doctor/1',
  // A seeded campaign (db/seed/campaigns); /campaign/detail alone goes to /promo (below).
  '/campaign/detail/sehat-musim-hujan',
  '/pharmacy',
  '/pharmacy/apotek-menteng-jakarta-pusat',
  '/product',
  '/search?q=paracetamol',
  '/promo',
  // A seeded promotion (db/seed/promotions); an unknown or ended one is a 404 (vouchers.spec.ts).
  '/promo/promo-akhir-tahun',
];

const GUEST_ONLY = ['/auth', '/auth/login', '/auth/password', '/auth/register', '/auth/register_backup'];

const PROTECTED = [
  '/backup',
  '/doctor/appointment',
  '/doctor/consultation',
  '/health-tracker',
  '/messages',
  '/messages/appointment',
  '/messages/appointment/janji-1',
  '/messages/doctor',
  '/messages/doctor/dr-andi',
  '/messages/pharmacy',
  '/messages/pharmacy/apotek-menteng-jakarta-pusat',
  '/notification',
  '/order',
  '/order/wallet/confrim',
  '/order/wallet/confrim/dompet-1',
  '/payment',
  '/prescription',
  '/prescription/upload',
  '/prescription/pdf',
  '/profile',
  '/profile/address',
  '/profile/coins-history',
  '/profile/health',
  '/profile/poin-history',
  '/profile/transaction-history',
  '/profile/voucher',
  '/profile/detail/voucher',
  '/profile/detail/voucher/1',
  '/wallet',
  '/wallet/guide',
  '/wallet/success',
  '/wallet/instruction',
  '/wallet/instruction/1',
  '/wallet/register/confirmation',
];

async function get(request: APIRequestContext, path: string, headers: Record<string, string> = {}): Promise<APIResponse> {
  return request.get(path, { maxRedirects: 0, headers });
}

/** Where a redirect points, as a path with its query. */
function target(response: APIResponse, baseURL: string): string {
  const url = new URL(response.headers()['location'] ?? '', baseURL);
  return url.pathname + url.search;
}

test.describe('every SPEC §2 route answers', () => {
  test('a guest gets the public pages and is sent to sign in for the protected ones', async ({ request, baseURL }) => {
    for (const path of [...PUBLIC, ...GUEST_ONLY]) {
      const response = await get(request, path);
      expect(response.status(), path).toBe(200);
      expect(response.headers()['content-type'], path).toContain('text/html');
    }
    // The product page needs a real slug.
    const product = ((await (await request.get('/api/products?perPage=1')).json()) as { data: { data: Array<{ slug: string }> } }).data.data[0]!;
    expect((await get(request, `/product/${product.slug}`)).status()).toBe(200);

    for (const path of [...PROTECTED, '/cart/checkout?order=APT-0000000000', '/order/summary/APT-0000000000', '/order/APT-0000000000/payment', '/payment/abcdefghijklmnopqrstuvwxyz', '/profile/transaction-detail?id=APT-0000000000']) {
      const response = await get(request, path);
      expect(response.status(), path).toBe(302);
      expect(target(response, baseURL!), path).toBe(`/auth?redirect=${encodeURIComponent(path)}`);
    }

    // No campaign named: the promotions page.
    const noCampaign = await get(request, '/campaign/detail');
    expect(noCampaign.status()).toBe(302);
    expect(target(noCampaign, baseURL!)).toBe('/promo');

    // The two later reset steps have nothing to show without the earlier ones: back to the first step.
    for (const path of ['/auth/password/confirm', '/auth/password/reset']) {
      const response = await get(request, path);
      expect(response.status(), path).toBe(302);
      expect(target(response, baseURL!), path).toBe('/auth/password');
    }
  });

  test('a signed-in customer gets every page; the sign-in pages send him home', async ({ request, customer, baseURL }) => {
    const session = { cookie: `apotek_session=${customer.token}` };

    // An order awaiting payment (summary, payment pages) and one still in checkout, at two pharmacies.
    const [awaitingStore, checkoutStore] = await Promise.all([pharmacyId(request, 'apotek-tanjung-duren-jakarta-barat'), pharmacyId(request, 'apotek-rawamangun-jakarta-timur')]);
    const [[a], [b]] = await Promise.all([stockedProducts(request, awaitingStore, 1), stockedProducts(request, checkoutStore, 1)]);
    const awaiting = await openOrderViaApi(request, customer.token, awaitingStore, a!.id);
    const paymentToken = await confirmPickupViaApi(request, customer.token, awaiting);
    const inCheckout = await openOrderViaApi(request, customer.token, checkoutStore, b!.id);

    const withData = [
      `/cart/checkout?order=${inCheckout}`,
      `/order/summary/${awaiting}`,
      `/order/${awaiting}/payment`,
      `/payment/${paymentToken}`,
      `/profile/transaction-detail?id=${awaiting}`,
    ];
    // Pages of one prescription are the customer's own: an unknown id is a 404 (issue 10). So is a
    // conversation: its slug is a room id of the customer's (issue 11), and these samples are none.
    const conversations = ['/messages/appointment/janji-1', '/messages/doctor/dr-andi', '/messages/pharmacy/apotek-menteng-jakarta-pusat'];
    // The wallet's (issue 13): an order to pay is an APT- id of the customer's, a top-up one of theirs.
    const walletOwn = ['/order/wallet/confrim/dompet-1', '/wallet/instruction/1'];
    for (const path of ['/prescription/RX-0000000000', '/prescription/pdf/RX-0000000000', ...conversations, ...walletOwn]) {
      expect((await get(request, path, session)).status(), path).toBe(404);
    }
    // Nothing to confirm or celebrate yet: the pending payments, the wallet (below).
    const walletElsewhere = ['/order/wallet/confrim', '/wallet/success'];
    for (const path of [...PUBLIC, ...PROTECTED.filter((p) => p !== '/prescription/pdf' && p !== '/profile/detail/voucher' && !conversations.includes(p) && !walletOwn.includes(p) && !walletElsewhere.includes(p)), ...withData]) {
      const response = await get(request, path, session);
      expect(response.status(), path).toBe(200);
      expect(response.headers()['content-type'], path).toContain('text/html');
    }
    // The pages of one order really are that order's.
    expect(await (await get(request, `/order/summary/${awaiting}`, session)).text()).toContain(awaiting);

    // Optional ids left out: the list the page belongs to, not a 404.
    for (const [path, list] of [
      ['/order/summary', '/order'],
      ['/profile/transaction-detail', '/profile/transaction-history'],
      ['/prescription/pdf', '/prescription'],
      ['/order/wallet/confrim', '/payment'],
      ['/profile/detail/voucher', '/profile/voucher'],
      // A wallet not yet activated has no success to show.
      ['/wallet/success', '/wallet'],
    ] as const) {
      const response = await get(request, path, session);
      expect(response.status(), path).toBe(302);
      expect(target(response, baseURL!), path).toBe(list);
    }

    for (const path of GUEST_ONLY) {
      const response = await get(request, path, session);
      expect(response.status(), path).toBe(302);
      expect(target(response, baseURL!), path).toBe('/');
    }
  });
});
