import type { Locator, Page } from '@playwright/test';
import { clientIpHeaders } from '../support/client-ip';
import { expect, test } from '../support/customer';
import { DEMO_PHARMACIST, newCustomer } from '../support/data';
import { readOtp } from '../support/outbox';
import { loginToken, signInWithToken } from '../support/shop';
import { desktopBar, mobileBar } from '../support/top-bar';

/**
 * Issue 8, points 9 (forms: one error per field, show-password, language switch on the auth pages, the
 * welcome after sign-up), 13 (the 403 page, the staff console link) and 14 (links to pages under
 * construction), each at a phone's and a laptop's width.
 */
const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
] as const;

/** A marked link says "Segera hadir" in its name and shows the mark (a hidden bar's link has no name to compute). */
async function expectMarked(link: Locator, visible: boolean) {
  await expect(link).toHaveAttribute('data-pending', 'true');
  await expect(link).toHaveAttribute('aria-label', / \(Segera hadir\)$/);
  if (!visible) return;
  await expect(link).toHaveAccessibleName(/ \(Segera hadir\)$/);
  await expect(link.locator('[data-pending-mark]')).toBeVisible();
}

for (const viewport of VIEWPORTS) {
  const phone = viewport.width < 1024;
  const bar = (page: Page) => (phone ? mobileBar(page) : desktopBar(page));

  test.describe(`web journeys at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('a customer opening the console is told he has no access, and where to go instead', async ({ page, context, baseURL, signedIn }) => {
      expect(signedIn.token).toBeTruthy();
      const response = await page.goto('/console/orders');
      expect(response?.status()).toBe(403);
      const main = page.getByRole('main');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Anda tidak memiliki akses ke halaman ini');
      await expect(main).not.toContainText('Terjadi kesalahan');
      await expect(main).not.toContainText('coba lagi');
      await expect(main.getByRole('link', { name: 'Kembali ke beranda' })).toHaveAttribute('href', '/');
      await expect(main.getByRole('link', { name: 'Masuk', exact: true })).toHaveCount(0);
      const account = main.getByRole('link', { name: 'Buka akun saya' });
      await expect(account).toBeVisible();
      await account.click();
      await expect(page).toHaveURL('/profile');

      await context.addCookies([{ name: 'i18n_redirected', value: 'en', url: baseURL! }]);
      expect((await page.goto('/console'))?.status()).toBe(403);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('You do not have access to this page');
      await expect(page.getByRole('main').getByRole('link', { name: 'Go to my account' })).toHaveAttribute('href', '/profile');
      await expect(page.getByRole('main').getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    });

    test('the pharmacist finds the console in the top bar; a customer never sees it', async ({ page, context, request, baseURL, signedIn }) => {
      await page.goto('/');
      await expect(bar(page)).toBeVisible();
      await expect(page.getByRole('banner').locator('a[href="/console"]')).toHaveCount(0);
      expect(signedIn.name).toBeTruthy();

      await context.clearCookies();
      await signInWithToken(context, baseURL!, await loginToken(request, DEMO_PHARMACIST.login, DEMO_PHARMACIST.password));
      await page.goto('/');
      const consoleLink = bar(page).getByRole('link', { name: phone ? 'Buka konsol petugas' : 'Konsol' });
      await expect(consoleLink).toBeVisible();
      await expect(consoleLink).toHaveAttribute('href', '/console');
      // Only one of the two bars shows at a width; the other's link is there but hidden.
      await expect((phone ? desktopBar(page) : mobileBar(page)).locator('a[href="/console"]')).toBeHidden();
      await consoleLink.click();
      await expect(page).toHaveURL('/console');
      await expect(page.getByTestId('console-user')).toContainText('Apoteker');
    });

    test('no link in the top bar, on the home page or in the footer opens a "Segera hadir" page without saying so', async ({ page, signedIn }) => {
      expect(signedIn.token).toBeTruthy();
      await page.goto('/');
      if (!phone) {
        // The bell's "see more" opens /notification, itself a pending page today.
        await desktopBar(page).getByRole('button', { name: /^Notifikasi/ }).click();
        await expect(page.getByRole('region', { name: 'Notifikasi' })).toBeVisible();
      }
      const links = page.locator('header a[href^="/"], main a[href^="/"], footer a[href^="/"]');
      const hrefs = [...new Set(await links.evaluateAll((els) => els.map((a) => a.getAttribute('href')!)))];
      expect(hrefs.length).toBeGreaterThan(10);

      const pendingHrefs: string[] = [];
      for (const href of hrefs) {
        const answer = await page.request.get(href);
        expect(answer.status(), href).toBe(200);
        if ((await answer.text()).includes('data-pending-page=')) pendingHrefs.push(href);
      }
      // Every SPEC page has landed (issue 14): no link leads to a "Segera hadir" page any more.
      expect(pendingHrefs).toEqual([]);

      for (const href of hrefs) {
        const withHref = page.locator(`header a[href="${href}"], main a[href="${href}"], footer a[href="${href}"]`);
        for (const link of await withHref.all()) {
          if (pendingHrefs.includes(href)) await expectMarked(link, await link.isVisible());
          else await expect(link, href).not.toHaveAttribute('data-pending');
        }
      }

      // Home cards of pending services are no links at all, and say why.
      const services = page.getByRole('region', { name: 'Layanan kami' });
      const pendingCards = services.locator('[data-pending-service]');
      for (const card of await pendingCards.all()) {
        await expect(card).toContainText('Segera hadir');
        await expect(card.locator('a')).toHaveCount(0);
      }
      // The hero is the banner carousel (issue 14): every banner leads to a live page.
      const hero = page.getByTestId('banner-slide').getByRole('link');
      await expect(hero).toHaveCount(4);
      for (const link of await hero.all()) expect(pendingHrefs).not.toContain(await link.getAttribute('href'));
    });

    test('an empty registration shows one error per field', async ({ page }) => {
      await page.goto('/auth/register');
      const form = page.getByRole('main');
      await form.getByRole('button', { name: 'Daftar', exact: true }).click();

      const expected: [RegExp | string, string][] = [
        [/^Nama lengkap$/, 'Nama wajib diisi'],
        [/^E-mail$/, 'E-mail wajib diisi'],
        [/^Nomor telepon$/, 'Nomor telepon wajib diisi'],
        [/^Kata sandi$/, 'Kata sandi wajib diisi'],
        [/^Konfirmasi kata sandi$/, 'Konfirmasi kata sandi wajib diisi'],
      ];
      for (const [label, error] of expected) {
        const field = form.getByLabel(label);
        await expect(field).toHaveAttribute('aria-invalid', 'true');
        // The description is the hint (if any) and then exactly one error, not "required" and the format rule.
        await expect(field).toHaveAccessibleDescription(new RegExp(`(^| )${error}$`));
      }
      await expect(form.getByRole('checkbox')).toHaveAttribute('aria-invalid', 'true');
      await expect(form.locator('.text-danger')).toHaveCount(expected.length + 1);
      await expect(form.getByText('bukan alamat e-mail yang valid')).toHaveCount(0);
      await expect(form.getByText('bukan nomor telepon yang valid')).toHaveCount(0);

      await page.goto('/auth/login');
      await form.getByRole('button', { name: 'Masuk', exact: true }).click();
      await expect(form.getByLabel('E-mail atau nomor telepon')).toHaveAccessibleDescription('E-mail atau nomor telepon wajib diisi');
      await expect(form.locator('.text-danger')).toHaveCount(2);
    });

    test('the show-password switch reveals and hides the password and keeps the caret in the field', async ({ page, browser }) => {
      await page.goto('/auth/login');
      const form = page.getByRole('main');
      const password = form.getByLabel('Kata sandi', { exact: true });
      const toggle = form.getByRole('button', { name: 'Tampilkan kata sandi' });
      await expect(password).toHaveAttribute('type', 'password');
      await expect(toggle).toHaveAttribute('aria-pressed', 'false');

      await password.fill('Rahasia123');
      await toggle.click();
      await expect(password).toHaveAttribute('type', 'text');
      await expect(toggle).toHaveAttribute('aria-pressed', 'true');
      await expect(password).toBeFocused();
      await expect(password).toHaveValue('Rahasia123');
      await page.keyboard.type('4');
      await expect(password).toHaveValue('Rahasia1234');

      // From the keyboard: Tab onto the switch, Space; focus stays on the switch.
      await page.keyboard.press('Tab');
      await expect(toggle).toBeFocused();
      await page.keyboard.press('Space');
      await expect(password).toHaveAttribute('type', 'password');
      await expect(toggle).toHaveAttribute('aria-pressed', 'false');
      await expect(toggle).toBeFocused();

      // Registration: each password field has its own switch.
      await page.goto('/auth/register');
      const confirmation = form.getByLabel('Konfirmasi kata sandi');
      const toggles = form.getByRole('button', { name: 'Tampilkan kata sandi' });
      await expect(toggles).toHaveCount(2);
      await toggles.nth(1).click();
      await expect(confirmation).toHaveAttribute('type', 'text');
      await expect(form.getByLabel('Kata sandi', { exact: true })).toHaveAttribute('type', 'password');

      // English label.
      await page.context().addCookies([{ name: 'i18n_redirected', value: 'en', url: page.url() }]);
      await page.goto('/auth/login');
      await expect(form.getByRole('button', { name: 'Show password' })).toHaveAttribute('aria-pressed', 'false');

      // Before (or without) scripts it is a plain password field with no dead button.
      const noScript = await browser.newContext({ javaScriptEnabled: false, viewport, baseURL: new URL(page.url()).origin });
      const bare = await noScript.newPage();
      await bare.goto('/auth/login');
      await expect(bare.getByRole('main').getByLabel('Kata sandi', { exact: true })).toHaveAttribute('type', 'password');
      await expect(bare.getByRole('main').getByRole('button', { name: 'Tampilkan kata sandi' })).toHaveCount(0);
      await noScript.close();
    });

    test('the auth pages switch language and keep where the visitor was going', async ({ page }) => {
      await page.goto('/auth/login?redirect=%2Forder');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Masuk');
      const switcher = page.getByRole('banner').getByRole('form', { name: 'Bahasa' });
      await expect(switcher).toBeVisible();
      await expect(switcher.getByRole('button', { name: 'Bahasa Indonesia' })).toHaveAttribute('aria-pressed', 'true');
      await switcher.getByRole('button', { name: 'English' }).click();

      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign In');
      await expect(page).toHaveURL('/auth/login?redirect=%2Forder');
      await expect(page.getByRole('main').getByLabel('E-mail or phone number')).toBeVisible();

      await page.getByRole('banner').getByRole('form', { name: 'Language' }).getByRole('button', { name: 'Bahasa Indonesia' }).click();
      await expect(page.locator('html')).toHaveAttribute('lang', 'id');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Masuk');
    });

    test('a new customer is welcomed after confirming the sign-up code', async ({ page, context, request, baseURL }) => {
      // One language per width, so both are covered with one sign-up each. The browser signs up from an
      // address of its own (support/client-ip.ts): registrations are limited per address.
      await context.setExtraHTTPHeaders(clientIpHeaders());
      const english = !phone;
      if (english) await context.addCookies([{ name: 'i18n_redirected', value: 'en', url: baseURL! }]);
      const user = newCustomer();
      await page.goto('/auth/register');
      const form = page.getByRole('main');
      await form.getByLabel(/^(Nama lengkap|Full name)$/).fill(user.name);
      await form.getByLabel('E-mail').fill(user.email);
      await form.getByLabel(/^(Nomor telepon|Phone number)$/).fill(user.phone);
      await form.getByLabel(/^(Kata sandi|Password)$/).fill(user.password);
      await form.getByLabel(/^(Konfirmasi kata sandi|Confirm password)$/).fill(user.password);
      await form.getByRole('checkbox').check();
      await form.getByRole('button', { name: english ? 'Register' : 'Daftar', exact: true }).click();
      await expect(page).toHaveURL('/auth/register?step=otp');

      await form.getByLabel(/^(Kode OTP \(6 digit\)|OTP code \(6 digits\))$/).fill(await readOtp(request, user.e164));
      await form.getByRole('button', { name: english ? 'Verify' : 'Verifikasi' }).click();
      await expect(page).toHaveURL('/');
      const welcome = page.getByRole('status').filter({ hasText: english ? 'Welcome to Apotek' : 'Selamat datang di Apotek' });
      await expect(welcome.locator('span')).toHaveText(
        english ? `Welcome to Apotek, ${user.name}! Your account is ready.` : `Selamat datang di Apotek, ${user.name}! Akun Anda sudah aktif.`,
      );
      await expect(welcome).toHaveAttribute('data-color', 'success');

      // Once only: the next page does not greet again.
      await page.reload();
      await expect(bar(page).getByRole('link', { name: /^Kartika/ })).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: /Selamat datang di Apotek|Welcome to Apotek/ })).toHaveCount(0);
    });
  });
}
