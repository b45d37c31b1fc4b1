import { expect, test, type Page } from '@playwright/test';

/** The article every run reads: fever in children, reviewed by dr. Siti Rahmawati, Sp.A (seed). */
const SLUG = 'demam-pada-anak';
const TITLE = 'Demam pada Anak: Kapan Cukup Dirawat di Rumah, Kapan ke Dokter';

async function jsonLd(page: Page): Promise<Array<Record<string, unknown>>> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return texts.map((t) => JSON.parse(t) as Record<string, unknown>);
}

for (const width of [390, 1280]) {
  test.describe(`articles at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 390 ? 844 : 800 } });

    test('read an article: reviewer with STR, reading time, table of contents, JSON-LD, share; add a related product to the cart', async ({ page }) => {
      await page.goto(`/articles/${SLUG}`);
      await expect(page).toHaveTitle(new RegExp(TITLE.slice(0, 20)));
      await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();

      const reviewer = page.getByTestId('article-reviewer');
      await expect(reviewer).toContainText('Ditinjau secara medis oleh');
      await expect(reviewer.getByRole('link', { name: 'dr. Siti Rahmawati, Sp.A' })).toHaveAttribute('href', '/doctor/dr-siti-rahmawati-sp-a');
      await expect(reviewer).toContainText('STR 3174200120104521');
      await expect(page.getByTestId('article-reading-time')).toHaveText(/\d+ menit baca/);

      const toc = page.getByRole('navigation', { name: 'Daftar isi' });
      await expect(toc.getByRole('link')).toHaveText(['Cara mengukur suhu yang benar', 'Perawatan di rumah', 'Tanda bahaya: segera ke dokter atau IGD']);
      await toc.getByRole('link', { name: 'Tanda bahaya: segera ke dokter atau IGD' }).click();
      await expect(page).toHaveURL(/#tanda-bahaya-segera-ke-dokter-atau-igd$/);
      await expect(page.getByRole('heading', { level: 2, name: 'Tanda bahaya: segera ke dokter atau IGD' })).toBeInViewport();
      await expect(page.getByTestId('article-body')).toContainText('konsultasikan dengan dokter');

      const ld = (await jsonLd(page)).find((l) => Array.isArray(l['@graph']))!;
      const graph = ld['@graph'] as Array<Record<string, unknown>>;
      expect(graph.map((n) => n['@type'])).toEqual(['Article', 'MedicalWebPage']);
      expect(graph[0]).toMatchObject({ headline: TITLE, inLanguage: 'id' });
      expect(graph[1]).toMatchObject({ reviewedBy: { name: 'dr. Siti Rahmawati, Sp.A', identifier: { propertyID: 'STR', value: '3174200120104521' } } });

      const share = page.getByTestId('share-buttons');
      await expect(share.locator('[data-share="whatsapp"]')).toHaveAttribute('href', new RegExp(`^https://wa\\.me/\\?text=.*articles%2F${SLUG}`));
      await expect(share.locator('[data-share="x"]')).toHaveAttribute('href', /^https:\/\/x\.com\/intent\/post\?/);
      await expect(share.locator('[data-share="facebook"]')).toHaveAttribute('href', /^https:\/\/www\.facebook\.com\/sharer\/sharer\.php\?u=/);
      await expect(share.getByRole('button', { name: 'Salin tautan' })).toBeVisible();

      const related = page.getByTestId('article-related');
      await expect(related.getByRole('heading', { name: 'Produk terkait' })).toBeVisible();
      const add = related.getByRole('button', { name: /^Tambah .+ ke keranjang$/ }).first();
      const label = (await add.getAttribute('aria-label'))!;
      const name = label.replace(/^Tambah /, '').replace(/ ke keranjang$/, '');
      await add.click();
      await expect(page.getByText(`${name} ditambahkan ke keranjang`)).toBeVisible();
      await page.goto('/cart');
      await expect(page.getByRole('main')).toContainText(name);
    });

    test('list: categories and tags, search, load more appends the next page', async ({ page }) => {
      await page.goto('/');
      if (width === 1280) {
        await page.getByRole('banner').getByRole('link', { name: 'Artikel', exact: true }).click();
        await expect(page).toHaveURL('/articles');
      } else await page.goto('/articles');
      await expect(page.getByRole('heading', { level: 1, name: 'Artikel' })).toBeVisible();
      const cards = page.getByTestId('article-list').getByTestId('article-card');
      await expect(cards).toHaveCount(9);
      const count = page.getByTestId('articles-count');
      await expect(count).toHaveText(/^Menampilkan 9 dari \d+ artikel$/);
      const total = Number((await count.textContent())!.match(/dari (\d+)/)![1]);
      expect(total).toBeGreaterThanOrEqual(30);
      const firstNine = await cards.evaluateAll((els) => els.map((e) => e.getAttribute('data-slug')));

      await page.getByTestId('articles-load-more').click();
      await expect(cards).toHaveCount(18);
      await expect(count).toHaveText(`Menampilkan 18 dari ${total} artikel`);
      await expect(page).toHaveURL('/articles');
      const all = await cards.evaluateAll((els) => els.map((e) => e.getAttribute('data-slug')));
      expect(all.slice(0, 9)).toEqual(firstNine);
      expect(new Set(all).size).toBe(18);
      // Focus moves to the first article added.
      await expect(cards.nth(9).getByRole('link')).toBeFocused();

      await page.getByRole('navigation', { name: 'Kategori' }).getByRole('link', { name: 'Kesehatan Anak' }).click();
      await expect(page).toHaveURL('/articles?category=anak');
      await expect(cards).toHaveCount(4);
      await expect(page.getByTestId('articles-load-more')).toHaveCount(0);

      await page.getByRole('navigation', { name: 'Topik' }).getByRole('link', { name: '#Demam', exact: true }).click();
      await expect(page).toHaveURL('/articles?category=anak&tag=demam');
      await expect(cards).toHaveCount(1);

      await page.goto('/articles');
      const search = page.getByRole('search');
      await search.getByRole('searchbox').fill('demam berdarah');
      await search.getByRole('button', { name: 'Cari' }).click();
      await expect(page).toHaveURL('/articles?q=demam+berdarah');
      await expect(page.getByText('Hasil untuk “demam berdarah”')).toBeVisible();
      await expect(cards.filter({ hasText: 'Mengenal Demam Berdarah Dengue (DBD) dan Fase Kritisnya' })).toHaveCount(1);
      const found = await cards.evaluateAll((els) => els.map((e) => e.textContent ?? ''));
      expect(found.length).toBeLessThan(9);

      await search.getByRole('searchbox').fill('zzzz tidak ada');
      await search.getByRole('button', { name: 'Cari' }).click();
      await expect(page.getByTestId('articles-empty')).toContainText('Belum ada artikel yang cocok.');
    });

    test('home: the banners are the hero, the latest articles lead to an article', async ({ page }) => {
      await page.goto('/');
      const carousel = page.getByRole('region', { name: 'Banner promo dan layanan' });
      const slides = carousel.getByTestId('banner-slide');
      await expect(slides).toHaveCount(4);
      const first = slides.first().getByRole('img');
      await expect(first).toHaveAttribute('fetchpriority', 'high');
      await expect(first).toHaveAttribute('alt', /Konsultasi dokter dari rumah/);
      await expect(first).toHaveJSProperty('complete', true);
      expect(await first.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(300);
      await expect(slides.nth(1).getByRole('img')).toHaveAttribute('loading', 'lazy');
      await carousel.getByRole('link', { name: 'Tampilkan banner 2' }).click();
      await expect(carousel.getByRole('link', { name: 'Tampilkan banner 2' })).toHaveAttribute('aria-current', 'true');

      const latest = page.getByTestId('home-articles').getByTestId('article-card');
      await expect(latest).toHaveCount(3);
      const slug = await latest.first().getAttribute('data-slug');
      await latest.first().getByRole('link').click();
      await expect(page).toHaveURL(`/articles/${slug}`);
      await expect(page.getByTestId('article-toc')).toBeVisible();
    });
  });
}

test('an article and the home banners in English', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'i18n_redirected', value: 'en', url: baseURL! }]);
  await page.goto(`/articles/${SLUG}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Fever in Children: When Home Care Is Enough and When to See a Doctor' })).toBeVisible();
  await expect(page.getByTestId('article-reviewer')).toContainText('Medically reviewed by');
  await expect(page.getByRole('navigation', { name: 'Contents' }).getByRole('link').first()).toHaveText('Taking a temperature properly');
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Offers and services' }).getByTestId('banner-slide').first().getByRole('img')).toHaveAttribute('alt', /See a doctor from home/);
  await expect(page.getByRole('heading', { name: 'Latest health articles' })).toBeVisible();
});
