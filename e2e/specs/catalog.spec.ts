import { expect, test, type Page } from '@playwright/test';
import { desktopBar, mobileBar, waitForHydration } from '../support/top-bar';

interface ProductRow {
  slug: string;
  name: string;
  drug_class: string;
}

/** The class labels the badge must carry as its text alternative (id.json drugClass.*.label). */
const CLASS_LABEL: Record<string, string> = {
  bebas: 'Obat bebas',
  bebas_terbatas: 'Obat bebas terbatas',
  keras: 'Obat keras',
};

async function productBySlug(page: Page, slug: string): Promise<ProductRow> {
  const response = await page.request.get(`/api/products/${slug}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: ProductRow }).data;
}

test.describe('catalogue and search', () => {
  test('a misspelled medicine in the top bar suggests the right one; Enter on it opens its page with its class badge', async ({ page }) => {
    await page.goto('/');
    const box = desktopBar(page).getByRole('combobox', { name: 'Cari obat dan produk kesehatan' });
    await box.fill('paracetmol');
    const list = desktopBar(page).getByRole('listbox');
    await expect(list).toBeVisible();
    const first = list.getByRole('option').first();
    await expect(first).toContainText(/paracetamol/i);
    await expect(box).toHaveAttribute('aria-expanded', 'true');

    // Keyboard: the first ArrowDown highlights the first suggestion, Enter opens it.
    await box.press('ArrowDown');
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await expect(box).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id'))!);
    await box.press('Enter');

    await expect(page).toHaveURL(/\/product\/[a-z0-9-]+$/);
    const slug = new URL(page.url()).pathname.split('/').pop()!;
    const product = await productBySlug(page, slug);
    expect(product.name.toLowerCase()).toContain('paracetamol');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name);
    const badge = page.getByRole('main').getByTestId('drug-class-badge');
    await expect(badge.getByRole('img', { name: CLASS_LABEL[product.drug_class] })).toBeVisible();
    await expect(badge.locator('circle')).toHaveAttribute('stroke', '#000');
    // Paracetamol is an over-the-counter medicine: green circle, no prescription notice.
    expect(product.drug_class).toBe('bebas');
    await expect(page.getByTestId('prescription-notice')).toHaveCount(0);
  });

  test('picking a suggestion for "amoxcilin" by click opens an obat keras page with the K badge and the prescription notice', async ({ page }) => {
    await page.goto('/product');
    const box = desktopBar(page).getByRole('combobox', { name: 'Cari obat dan produk kesehatan' });
    await box.fill('amoxcilin');
    const option = desktopBar(page).getByRole('option').filter({ hasText: /amoxicillin/i }).first();
    await option.click();

    await expect(page).toHaveURL(/\/product\/[a-z0-9-]+$/);
    const product = await productBySlug(page, new URL(page.url()).pathname.split('/').pop()!);
    expect(product.drug_class).toBe('keras');
    const badge = page.getByRole('main').getByTestId('drug-class-badge');
    await expect(badge.getByRole('img', { name: 'Obat keras' })).toBeVisible();
    await expect(badge.locator('text')).toHaveText('K');
    const notice = page.getByTestId('prescription-notice');
    await expect(notice).toContainText('Obat keras — hanya dapat dibeli dengan resep dokter');
    await expect(notice.getByRole('link', { name: 'Unggah resep dokter' })).toHaveAttribute('href', '/prescription/upload');
  });

  test('an obat keras product page shows the prescription notice, the NIE and Product JSON-LD', async ({ page }) => {
    const response = await page.request.get('/api/products?drug_class=keras&perPage=1');
    const keras = ((await response.json()) as { data: { data: ProductRow[] } }).data.data[0]!;
    await page.goto(`/product/${keras.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(keras.name);
    await expect(page.getByTestId('prescription-notice')).toBeVisible();
    await expect(page.getByTestId('prescription-notice')).toContainText('Obat keras — hanya dapat dibeli dengan resep dokter');
    await expect(page.getByText(/NIE BPOM:/).first()).toBeVisible();
    // No chosen pharmacy yet: the page names the nearest one with stock and links to change it, with the way back
    // (issue 8 point 2: no "pilih apotek" wall; the cart marks obat keras until a prescription covers it).
    await expect(page.getByTestId('sent-from')).toContainText('Dikirim dari');
    await expect(page.getByTestId('stock-status').getByRole('link', { name: 'Ganti apotek' })).toHaveAttribute('href', `/pharmacy?return=${encodeURIComponent(`/product/${keras.slug}`)}`);
    await expect(page.getByRole('button', { name: 'Tambah ke keranjang' })).toBeEnabled();

    const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!) as Record<string, unknown>;
    expect(ld).toMatchObject({ '@type': 'Product', name: keras.name, offers: { priceCurrency: 'IDR' } });
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/product/${keras.slug}$`));
    await expect(page).toHaveTitle(`${keras.name} | Apotek`);
  });

  test('filters live in the URL: a drug-class checkbox narrows the list, and the address can be shared', async ({ page }) => {
    await page.goto('/product');
    const sidebar = page.getByRole('complementary', { name: 'Filter' });
    await sidebar.getByRole('checkbox', { name: /Obat keras/ }).check();
    await expect(page).toHaveURL(/drug_class=keras/);
    const cards = page.getByRole('list', { name: 'Daftar produk' }).getByRole('listitem');
    await expect(cards.first()).toBeVisible();
    // Every card in the narrowed list carries the chosen class (its circle says so), and there is at least one.
    const all = await cards.all();
    expect(all.length).toBeGreaterThan(0);
    for (const card of all) {
      const marks = card.locator('[data-drug-class]');
      await expect(marks).not.toHaveCount(0);
      for (const mark of await marks.all()) await expect(mark).toHaveAttribute('data-drug-class', 'keras');
      await expect(card.getByRole('img', { name: /^Obat / })).toHaveAccessibleName('Obat keras');
    }
    for (const circle of await cards.getByRole('img', { name: /^Obat / }).all()) {
      await expect(circle).toHaveAccessibleName('Obat keras');
    }
    // The same address, opened fresh, gives the same filtered page.
    const url = page.url();
    await page.goto(url);
    await expect(sidebar.getByRole('checkbox', { name: /Obat keras/ })).toBeChecked();
    await expect(page.getByRole('group', { name: 'Filter aktif' }).getByRole('link', { name: 'Hapus filter Obat keras' })).toBeVisible();
  });

  test('Enter without a highlighted suggestion searches, and a typo shows what the results are for', async ({ page }) => {
    await page.goto('/');
    const box = desktopBar(page).getByRole('combobox', { name: 'Cari obat dan produk kesehatan' });
    await box.fill('paracetmol');
    await expect(desktopBar(page).getByRole('listbox')).toBeVisible();
    await box.press('Enter');
    await expect(page).toHaveURL('/search?q=paracetmol');
    await expect(page.getByTestId('search-correction')).toContainText(/paracetamol/i);
    await expect(page.getByRole('list', { name: 'Daftar produk' }).getByRole('listitem').first()).toContainText(/paracetamol/i);
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the mobile search box suggests while typing and opens the highlighted suggestion', async ({ page }) => {
    await page.goto('/');
    // The toggle is a scripted control: a tap before hydration has nothing listening to it.
    await waitForHydration(page);
    await mobileBar(page).getByRole('button', { name: 'Buka pencarian' }).click();
    const box = mobileBar(page).getByRole('combobox', { name: 'Cari obat dan produk kesehatan' });
    await expect(box).toBeFocused();
    await box.pressSequentially('amoxcilin', { delay: 30 });
    await expect(mobileBar(page).getByRole('option').first()).toContainText(/amoxicillin/i);
    await box.press('ArrowDown');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/product\/[a-z0-9-]+$/);
    await expect(page.getByTestId('prescription-notice')).toBeVisible();
  });
});

/**
 * Issue 8 point 11: "vit c" finds vitamin C, not a nebulizer whose model number "NE-C28" holds a C, and
 * names say their form once ("Betadine Salep 10 g", not "Betadine Salep Salep 10 g").
 */
for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
] as const) {
  test.describe(`search relevance at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('"vit c" lists vitamin C first and no model number; "salep luka" the ointment, named once', async ({ page }) => {
      await page.goto(`/search?q=${encodeURIComponent('vit c')}`);
      const results = page.getByRole('list', { name: 'Daftar produk' });
      await expect(results.getByRole('listitem').first().getByRole('heading')).toHaveText(/^Vitamin C /);
      await expect(results).not.toContainText('NE-C28');

      await page.goto(`/search?q=${encodeURIComponent('salep luka')}`);
      await expect(results.getByRole('listitem').first().getByRole('heading')).toHaveText('Betadine Salep 10 g');
      await expect(results).not.toContainText('Salep Salep');
    });
  });
}
