import { expect, test } from '@playwright/test';

/**
 * The demo pack shots (issue 9): drawn at seed time, rasterised per width and format by /api/media, and
 * shown through srcset. A product page's main image is its largest paint, fetched first; the cards below
 * wait until they are scrolled near.
 */
test.describe('product images', () => {
  test('a product page shows its pack shot at once; a related product card waits, lazily', async ({ page }) => {
    await page.goto('/product/panadol-paracetamol-500-mg-10-kaplet');
    const main = page.getByRole('img', { name: 'Panadol Paracetamol 500 mg 10 Kaplet', exact: true }).first();
    await expect(main).toHaveAttribute('fetchpriority', 'high');
    await expect(main).toHaveAttribute('loading', 'eager');
    await expect(main).toHaveAttribute('srcset', /\/api\/media\/[0-9a-f]{64}\/1024 1024w/);
    await expect.poll(() => main.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    // The browser chose one of the variants and got it in a format it named in Accept.
    const chosen = await main.evaluate((img: HTMLImageElement) => img.currentSrc);
    expect(chosen).toMatch(/\/api\/media\/[0-9a-f]{64}\/(160|320|640|1024)$/);
    const answer = await page.request.get(chosen, { headers: { accept: 'image/avif,image/webp,*/*' } });
    expect(answer.headers()['content-type']).toBe('image/avif');
    expect(answer.headers().vary).toBe('Accept');

    // Related products, below the fold: cards are articles in a list; the main image is in no list.
    const card = page.locator('li article img').first();
    await expect(card).toHaveAttribute('loading', 'lazy');
    await expect(card).not.toHaveAttribute('fetchpriority', /.*/);
    await card.scrollIntoViewIfNeeded();
    await expect.poll(() => card.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  });

  test('the home page draws no lazy image above the fold, and each category has its icon', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/');
    const icons = page.getByRole('region', { name: 'Belanja per kategori' }).locator('img');
    await expect(icons).toHaveCount(9);
    // In view: inside the window and inside every clipping box around it (the banner carousel's later
    // slides wait, lazily, off to the right of its scroller).
    const lazyInView = await page.locator('img').evaluateAll((imgs) =>
      imgs.filter((img) => {
        const box = img.getBoundingClientRect();
        if ((img as HTMLImageElement).loading !== 'lazy' || box.top >= innerHeight || box.left >= innerWidth || box.right <= 0) return false;
        for (let el = img.parentElement; el; el = el.parentElement) {
          const style = getComputedStyle(el);
          if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
          const clip = el.getBoundingClientRect();
          if (box.left >= clip.right || box.right <= clip.left || box.top >= clip.bottom || box.bottom <= clip.top) return false;
        }
        return true;
      }).length,
    );
    expect(lazyInView).toBe(0);
    await expect.poll(() => icons.first().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  });
});
