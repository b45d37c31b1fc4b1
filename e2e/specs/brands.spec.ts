import { expect, test, type APIRequestContext } from '@playwright/test';

interface Brand {
  id: number;
  slug: string;
  name: string;
  product_count: number;
}

interface Product {
  slug: string;
  name: string;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function api<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  return ((await response.json()) as { data: T }).data;
}

test.describe('brands', () => {
  test('/brand: popular brands from the API, the A–Z index, and a letter lists the brands starting with it', async ({ page, request }) => {
    const popular = await api<Brand[]>(request, '/api/brands/popular?limit=12');
    expect(popular.length).toBeGreaterThan(0);

    await page.goto('/brand');
    await expect(page.getByRole('heading', { level: 1, name: 'Brand' })).toBeVisible();
    const popularSection = page.getByRole('region', { name: 'Brand populer' });
    const tiles = popularSection.getByRole('link');
    await expect(tiles).toHaveCount(popular.length);
    for (const [i, brand] of popular.entries()) {
      await expect(tiles.nth(i)).toHaveAttribute('href', `/brand/${brand.slug}`);
      await expect(tiles.nth(i)).toContainText(brand.name);
    }

    // The index: "all", "#" for digits, then a to z.
    const index = page.getByRole('navigation', { name: 'Indeks brand A–Z' });
    const letters = index.getByRole('link');
    await expect(letters).toHaveCount(28);
    await expect(letters.first()).toHaveText('Semua');
    await expect(letters.first()).toHaveAttribute('aria-current', 'page');
    await expect(letters.nth(1)).toHaveAccessibleName('Brand berawalan angka');
    await expect(letters.nth(2)).toHaveAccessibleName('Brand berawalan A');
    await expect(letters.last()).toHaveAccessibleName('Brand berawalan Z');

    const startingWithP = (await api<{ data: Brand[]; total: number }>(request, '/api/brands?letter=p&perPage=48')).data;
    expect(startingWithP.length).toBeGreaterThan(0);
    await index.getByRole('link', { name: 'Brand berawalan P' }).click();
    await expect(page).toHaveURL('/brand?letter=p');
    await expect(index.getByRole('link', { name: 'Brand berawalan P' })).toHaveAttribute('aria-current', 'page');
    const all = page.getByRole('region', { name: 'Brand berawalan P' });
    await expect(all.getByText(`${startingWithP.length} brand`, { exact: true })).toBeVisible();
    const listed = all.locator('a[href^="/brand/"]');
    await expect(listed).toHaveCount(startingWithP.length);
    for (const [i, brand] of startingWithP.entries()) {
      await expect(listed.nth(i)).toHaveAttribute('href', `/brand/${brand.slug}`);
      await expect(listed.nth(i)).toContainText(brand.name);
      expect(brand.name.toLowerCase().startsWith('p')).toBe(true);
    }
    // The popular block belongs to the unfiltered page only.
    await expect(page.getByRole('region', { name: 'Brand populer' })).toHaveCount(0);
  });

  test('/brand/{id} shows the brand and exactly its products', async ({ page, request }) => {
    const brand = (await api<Brand[]>(request, '/api/brands/popular?limit=1'))[0]!;
    const products = (await api<{ data: Product[]; total: number }>(request, `/api/brands/${brand.slug}/products?perPage=48`)).data;
    expect(products.length).toBe(brand.product_count);

    await page.goto(`/brand/${brand.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(brand.name);
    await expect(page).toHaveTitle(new RegExp(`^Produk ${escape(brand.name)}`));
    const cards = page.getByRole('list', { name: 'Daftar produk' }).getByRole('listitem');
    await expect(cards).toHaveCount(products.length);
    const shown = await cards.getByRole('heading', { level: 3 }).allTextContents();
    expect(shown.map((s) => s.trim()).sort()).toEqual(products.map((p) => p.name).sort());
    await expect(page.getByText(`${products.length} produk`, { exact: true }).first()).toBeVisible();

    // An unknown brand is a 404.
    const missing = await page.goto('/brand/tidak-ada-brand-ini');
    expect(missing?.status()).toBe(404);
  });

  test('home shows the promoted products and the popular brands the API lists', async ({ page, request }) => {
    const promoted = await api<Product[]>(request, '/api/products/promoted?limit=10');
    const popular = await api<Brand[]>(request, '/api/brands/popular?limit=12');
    expect(promoted.length).toBeGreaterThan(0);

    await page.goto('/');
    const promo = page.getByRole('region', { name: 'Promo pilihan' });
    const cards = promo.getByRole('listitem');
    await expect(cards).toHaveCount(promoted.length);
    for (const [i, product] of promoted.entries()) {
      await expect(cards.nth(i).getByRole('heading', { level: 3 }).getByRole('link')).toHaveAttribute('href', `/product/${product.slug}`);
      await expect(cards.nth(i).getByRole('heading', { level: 3 })).toHaveText(product.name);
    }

    const brands = page.getByRole('region', { name: 'Brand populer' });
    const tiles = brands.getByRole('listitem').getByRole('link');
    await expect(tiles).toHaveCount(popular.length);
    await expect(tiles).toContainText(popular.map((b) => b.name));
    for (const [i, brand] of popular.entries()) await expect(tiles.nth(i)).toHaveAttribute('href', `/brand/${brand.slug}`);
    await brands.getByRole('link', { name: 'Lihat semua brand' }).click();
    await expect(page).toHaveURL('/brand');
  });
});
