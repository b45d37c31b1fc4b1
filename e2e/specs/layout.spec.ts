import type { Page } from '@playwright/test';
import { expect, test } from '../support/customer';
import { DEMO_CUSTOMER } from '../support/data';
import { authHeaders, loginToken, openOrderViaApi, pharmacyId, signInWithToken, stockedProducts } from '../support/shop';

/** The content column inside <main>: the layout's Container. */
const column = (page: Page) => page.locator('main#main > div').first();

test.describe('layout widths at a 1600 px wide window', () => {
  test.use({ viewport: { width: 1600, height: 900 } });

  test('the default layout keeps content, top bar and footer within 1200 px', async ({ page }) => {
    await page.goto('/about-us');
    const box = await column(page).boundingBox();
    expect(box?.width).toBe(1200);
    // Centred: the same margin on both sides.
    expect(box?.x).toBe((1600 - 1200) / 2);
    const footerBox = await page.getByRole('contentinfo').locator(':scope > div').first().boundingBox();
    expect(footerBox?.width).toBe(1200);
  });

  test('the blank layout (chat, prescription PDF) is 1300 px wide', async ({ page, request, context, baseURL }) => {
    // The demo customer, whose seeded prescriptions give the PDF page something to show.
    const token = await loginToken(request, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
    await signInWithToken(context, baseURL!, token);
    const listed = await request.get('/api/prescriptions?perPage=1', { headers: authHeaders(token) });
    const rx = ((await listed.json()) as { data: { data: { id: string }[] } }).data.data[0]!;
    for (const path of ['/messages/doctor', `/prescription/pdf/${rx.id}`]) {
      await page.goto(path);
      await expect(page).toHaveURL(path);
      const box = await column(page).boundingBox();
      expect(box?.width, path).toBe(1300);
      expect(box?.x, path).toBe((1600 - 1300) / 2);
      // Nothing around it but the logo: no shop footer.
      await expect(page.getByRole('contentinfo')).toHaveCount(0);
    }
  });
});

test.describe('transaction detail', () => {
  test('without ?id it opens the transaction history; with one it shows that order', async ({ page, request, signedIn }) => {
    const storeId = await pharmacyId(request, 'apotek-kelapa-gading-jakarta-utara');
    const [product] = await stockedProducts(request, storeId, 1);
    const orderId = await openOrderViaApi(request, signedIn.token, storeId, product!.id);

    const response = await page.goto('/profile/transaction-detail');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL('/profile/transaction-history');
    await expect(page.getByRole('heading', { level: 1, name: 'Riwayat Transaksi' })).toBeVisible();
    await expect(page.locator(`[data-testid="order-card"][data-order-id="${orderId}"]`)).toBeVisible();

    await page.goto(`/profile/transaction-detail?id=${orderId}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Detail Transaksi' })).toBeVisible();
    await expect(page.getByTestId('order-detail')).toContainText(orderId);

    // An id that is not one of his orders stays a 404.
    const missing = await page.goto('/profile/transaction-detail?id=APT-0000000000');
    expect(missing?.status()).toBe(404);
  });
});
