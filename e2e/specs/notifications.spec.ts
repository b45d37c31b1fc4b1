import { expect, test } from '@playwright/test';
import { waitForHydration } from '../support/top-bar';
import { authHeaders, paidOrderViaApi, pharmacyId, registerShopper, signInWithToken, stockedProducts } from '../support/shop';

/**
 * Issue 11: the bell shows the server's unread counter, which follows the socket without a reload; opening
 * a notification marks it updated and lands on its target (SPEC §2); /notification lists, pages and marks
 * all read.
 */
for (const { width, height, store } of [
  { width: 1280, height: 800, store: 'apotek-renon-denpasar' },
  { width: 390, height: 844, store: 'apotek-teuku-umar-denpasar' },
]) {
  test.describe(`notifications at ${width} px`, () => {
    test.use({ viewport: { width, height } });

    test('paying an order raises the bell without a reload, and its notification opens the order', async ({ page, request, context, baseURL }) => {
      const shopper = await registerShopper(request);
      await signInWithToken(context, baseURL!, shopper.token);
      const storeId = await pharmacyId(request, store);
      const [product] = await stockedProducts(request, storeId, 1);

      await page.goto('/');
      await waitForHydration(page);
      const bell = page.getByRole('button', { name: /^Notifikasi/ });
      await expect(bell).toHaveAccessibleName('Notifikasi');
      // A flag on this document: if the page reloaded to show the counter, it would be gone.
      await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));

      const orderId = await paidOrderViaApi(request, shopper.token, storeId, product!.id);
      await expect(bell).toHaveAccessibleName('Notifikasi, 1 belum dibaca', { timeout: 15_000 });
      expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);

      await bell.click();
      const panel = page.getByRole('region', { name: 'Notifikasi' });
      const item = panel.getByRole('link', { name: new RegExp(orderId) });
      await expect(item).toBeVisible();
      const box = await panel.boundingBox();
      expect(box!.height).toBeLessThanOrEqual(300);
      expect(box!.width).toBeLessThanOrEqual(360);
      await item.click();
      await expect(page).toHaveURL(`/order/summary/${orderId}`);
      await expect(bell).toHaveAccessibleName('Notifikasi');
      const listed = (await (await request.get('/api/my/notifications', { headers: authHeaders(shopper.token) })).json()) as { data: { unread: number; data: { read: boolean }[] } };
      expect(listed.data.unread).toBe(0);
      expect(listed.data.data[0]!.read).toBe(true);
    });
  });
}

test('the notification page lists, opens and marks all read, without scripts too', async ({ browser, request, baseURL }) => {
  const shopper = await registerShopper(request);
  const storeId = await pharmacyId(request, 'apotek-malioboro-yogyakarta');
  const [product] = await stockedProducts(request, storeId, 1);
  const orderId = await paidOrderViaApi(request, shopper.token, storeId, product!.id);
  await expect.poll(async () => ((await (await request.get('/api/my/notifications', { headers: authHeaders(shopper.token) })).json()) as { data: { unread: number } }).data.unread).toBeGreaterThan(0);

  const context = await browser.newContext({ javaScriptEnabled: false });
  await signInWithToken(context, baseURL!, shopper.token);
  const page = await context.newPage();
  await page.goto('/notification');
  await expect(page.getByRole('heading', { level: 1, name: 'Notifikasi' })).toBeVisible();
  const items = page.getByTestId('notification-item');
  await expect(items.first()).toContainText(orderId);
  await expect(items.first()).toHaveAttribute('data-unread', 'true');
  await page.getByTestId('notifications-read-all').click();
  await expect(page.getByTestId('notification-item').first()).not.toHaveAttribute('data-unread', 'true');
  await page.getByTestId('notification-item').first().click();
  await expect(page).toHaveURL(`/order/summary/${orderId}`);

  await page.goto('/notification?filter=unread');
  await expect(page.getByTestId('notifications-empty')).toContainText('Semua notifikasi sudah dibaca');
  await context.close();
});

test('a campaign page shows its banner, period and products; an unknown one is a 404', async ({ page, request }) => {
  expect((await request.get('/api/campaigns/promo-tidak-ada')).status()).toBe(404);
  expect((await page.goto('/campaign/detail/promo-tidak-ada'))!.status()).toBe(404);

  await page.goto('/campaign/detail/sehat-musim-hujan');
  const campaign = page.getByTestId('campaign');
  await expect(campaign.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(campaign.getByTestId('campaign-period')).toContainText('Berlaku');
  const banner = campaign.getByTestId('campaign-banner');
  await expect.poll(() => banner.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0))).toBeGreaterThan(0);
  const cards = campaign.getByRole('list', { name: 'Produk kampanye' }).getByRole('listitem');
  expect(await cards.count()).toBeGreaterThan(0);
  await expect(cards.first().getByRole('link')).toHaveAttribute('href', /^\/product\//);
  // By id too, as a notification's meta names it.
  const id = await campaign.getAttribute('data-campaign-id');
  await page.goto(`/campaign/detail/${id}`);
  await expect(page.getByTestId('campaign')).toHaveAttribute('data-campaign-id', id!);
});
