import { expect, test } from '@playwright/test';
import { DEMO_CUSTOMER } from '../support/data';
import { desktopBar, mobileBar, waitForHydration } from '../support/top-bar';

test.use({ viewport: { width: 390, height: 844 } });

test('the mobile top bar at 390 px: sign-in for guests, then cart, order and the cut name', async ({ page }) => {
  await page.goto('/');
  const bar = mobileBar(page);
  await expect(bar).toBeVisible();
  await expect(desktopBar(page)).toBeHidden();

  // Logged out: one sign-in button, to /auth.
  const signIn = bar.getByRole('link', { name: 'Masuk', exact: true });
  await expect(signIn).toHaveAttribute('href', '/auth');
  await expect(bar.getByRole('link', { name: 'Pesanan' })).toHaveCount(0);
  await signIn.click();
  await expect(page).toHaveURL('/auth');

  await page.getByRole('main').getByRole('link', { name: 'Masuk', exact: true }).click();
  await expect(page).toHaveURL('/auth/login');
  const form = page.getByRole('main');
  await form.getByLabel('E-mail atau nomor telepon').fill(DEMO_CUSTOMER.email);
  await form.getByLabel('Kata sandi').fill(DEMO_CUSTOMER.password);
  await form.getByRole('button', { name: 'Masuk' }).click();
  await expect(page).toHaveURL('/');

  // Logged in: cart, order and the profile with the name cut to 7 characters + '..'.
  await expect(bar).toBeVisible();
  await expect(desktopBar(page)).toBeHidden();
  await expect(bar.getByRole('link', { name: /^Keranjang/ })).toHaveAttribute('href', '/cart');
  await expect(bar.getByRole('link', { name: 'Pesanan' })).toHaveAttribute('href', '/order');
  const profile = bar.getByRole('link', { name: 'Budi Sa..' });
  await expect(profile).toHaveAttribute('href', '/profile');
  await expect(profile).toHaveAttribute('title', DEMO_CUSTOMER.name);
  await expect(page.getByTestId('mobile-user-name')).toHaveText('Budi Sa..');
  await expect(page.getByTestId('desktop-user-name')).toBeHidden();
  await expect(bar.getByRole('link', { name: 'Masuk', exact: true })).toHaveCount(0);

  // The search toggle opens a search box; Enter goes to /search?q=….
  const toggle = bar.getByRole('button', { name: 'Buka pencarian' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(bar.getByRole('combobox')).toHaveCount(0);
  await waitForHydration(page);
  await toggle.click();
  await expect(bar.getByRole('button', { name: 'Tutup pencarian' })).toHaveAttribute('aria-expanded', 'true');
  const box = bar.getByRole('combobox', { name: 'Cari obat dan produk kesehatan' });
  await expect(box).toBeVisible();
  await expect(box).toBeFocused();
  await box.fill('paracetamol 500');
  await box.press('Enter');

  await expect(page).toHaveURL('/search?q=paracetamol+500');
  await expect(page.getByText('Kata kunci: “paracetamol 500”')).toBeVisible();
  // Navigating closes the search row again.
  await expect(bar.getByRole('button', { name: 'Buka pencarian' })).toHaveAttribute('aria-expanded', 'false');

  await profile.click();
  await expect(page).toHaveURL('/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Profil Saya' })).toBeVisible();
});
