import { expect, test, type Browser, type Page } from '@playwright/test';
import { clientIpHeaders } from '../support/client-ip';
import { authHeaders, registerShopper } from '../support/shop';
import { waitForHydration } from '../support/top-bar';

/** The information pages, the help centre and the advertising enquiry (issue 14; docs/decisions/034-information-pages.md). */

type Lang = 'id' | 'en';
const PAGES: readonly { path: string; title: Record<Lang, string>; legal?: true; text: Record<Lang, string> }[] = [
  { path: '/about-us', title: { id: 'Tentang Kami', en: 'About Us' }, text: { id: 'Apoteker penanggung jawab', en: 'Responsible pharmacist' } },
  { path: '/term-condition', title: { id: 'Syarat & Ketentuan', en: 'Terms and Conditions' }, legal: true, text: { id: 'Obat keras hanya dapat dibeli dengan resep dokter', en: 'Prescription-only medicines can only be bought with a doctor' } },
  { path: '/privacy', title: { id: 'Kebijakan Privasi', en: 'Privacy Policy' }, legal: true, text: { id: 'paling lambat 3 × 24 jam', en: 'within 3 × 24 hours' } },
  { path: '/advertise', title: { id: 'Beriklan di Apotek', en: 'Advertise with Apotek' }, text: { id: 'Formulir kerja sama iklan', en: 'Advertising enquiry' } },
  { path: '/faq', title: { id: 'Pusat Bantuan', en: 'Help Centre' }, text: { id: 'Apakah obat keras perlu resep?', en: 'Do prescription-only medicines need a prescription?' } },
  { path: '/portal', title: { id: 'Apotek di Marketplace', en: 'Apotek on Marketplaces' }, text: { id: 'Obat keras tidak pernah dijual di marketplace', en: 'never sold on marketplaces' } },
  { path: '/portal/shopee', title: { id: 'Apotek Official Shop di Shopee', en: 'Apotek Official Shop on Shopee' }, text: { id: 'Yang tidak dijual di Shopee', en: 'What is not sold on Shopee' } },
];

async function newPage(browser: Browser, baseURL: string, width: number, lang: Lang, javaScriptEnabled = true): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 }, javaScriptEnabled, extraHTTPHeaders: clientIpHeaders() });
  if (lang === 'en') await context.addCookies([{ name: 'i18n_redirected', value: 'en', url: baseURL }]);
  return context.newPage();
}

async function noSideways(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(1);
}

test.describe('information pages', () => {
  for (const width of [390, 1280]) {
    for (const lang of ['id', 'en'] as const) {
      test(`every page renders from the server in ${lang} at ${width} px`, async ({ browser, baseURL }) => {
        const page = await newPage(browser, baseURL!, width, lang);
        for (const info of PAGES) {
          const response = await page.goto(info.path);
          expect(response!.status(), info.path).toBe(200);
          await expect(page.getByRole('heading', { level: 1, name: info.title[lang] })).toBeVisible();
          await expect(page.locator('main')).toContainText(info.text[lang]);
          await expect(page).toHaveTitle(new RegExp(info.title[lang].replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
          await noSideways(page);
          if (info.legal) {
            await expect(page.getByTestId('page-version')).toContainText(lang === 'id' ? 'Versi 2026-11-01' : 'Version 2026-11-01');
            await expect(page.getByTestId('page-version')).toContainText(lang === 'id' ? 'Berlaku sejak 1 November 2026' : 'In effect since 1 November 2026');
            // The contents: a column on a wide screen, folded above the text on a phone; its links reach the sections.
            const toc = width >= 1024 ? page.getByTestId('toc') : page.getByTestId('toc-mobile');
            await expect(toc).toBeVisible();
            if (width < 1024) await toc.locator('summary').click();
            const first = toc.getByRole('link').first();
            const target = (await first.getAttribute('href'))!;
            await first.click();
            await expect(page).toHaveURL(new RegExp(`${info.path}${target}$`));
            await expect(page.locator(`[id="${target.slice(1)}"]`)).toBeInViewport();
          }
        }
        await page.context().close();
      });
    }
  }

  test('the footer and the registration consent lead to the real pages', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('contentinfo').getByRole('navigation', { name: 'Informasi' });
    for (const path of ['/about-us', '/term-condition', '/privacy', '/advertise', '/faq']) {
      await expect(nav.locator(`a[href="${path}"]`)).not.toHaveAttribute('data-pending', 'true');
    }
    // The help centre is not in the top bar (SPEC §2: hidden from the navigation).
    await expect(page.getByRole('banner').locator('a[href="/faq"]')).toHaveCount(0);
    await page.goto('/auth/register');
    await expect(page.locator('form a[href="/term-condition"]')).toHaveCount(1);
    await expect(page.locator('form a[href="/privacy"]')).toHaveCount(1);
  });

  test('the terms and privacy pages show the version a registration records', async ({ page, request }) => {
    const shopper = await registerShopper(request);
    const consents = await request.get('/api/my/consents', { headers: authHeaders(shopper.token) });
    expect(consents.status()).toBe(200);
    const rows = ((await consents.json()) as { data: Array<{ document: 'terms' | 'privacy'; version: string }> }).data;
    const terms = rows.find((c) => c.document === 'terms')!.version;
    const privacy = rows.find((c) => c.document === 'privacy')!.version;
    await page.goto('/term-condition');
    await expect(page.getByTestId('page-version')).toHaveAttribute('data-version', terms);
    await expect(page.getByTestId('page-version')).toContainText(`Versi ${terms}`);
    await page.goto('/privacy');
    await expect(page.getByTestId('page-version')).toHaveAttribute('data-version', privacy);
  });
});

test.describe('help centre', () => {
  for (const width of [390, 1280]) {
    test(`searching finds an answer, opened, and the accordion works (${width} px)`, async ({ browser, baseURL }) => {
      const page = await newPage(browser, baseURL!, width, 'id');
      await page.goto('/faq');
      const topics = page.getByTestId('faq-topic');
      await expect(topics).toHaveCount(5);
      // Folded until asked; a <details> opens without scripts.
      const entry = page.locator('[data-faq="prescription-only"]');
      await expect(entry.getByText('hanya dapat dibeli dengan resep dokter')).toBeHidden();
      await entry.locator('summary').click();
      await expect(entry.getByText('hanya dapat dibeli dengan resep dokter')).toBeVisible();

      await page.getByRole('searchbox', { name: 'Cari di pusat bantuan' }).fill('berapa ongkir');
      await page.getByRole('search').getByRole('button', { name: 'Cari' }).click();
      await expect(page).toHaveURL(/\/faq\?q=berapa\+ongkir$/);
      await expect(page.getByRole('status')).toContainText('untuk “berapa ongkir”');
      const shipping = page.locator('[data-faq="shipping"]');
      await expect(shipping).toHaveAttribute('open', '');
      await expect(shipping).toContainText('Ongkir dihitung saat checkout');
      await noSideways(page);

      await page.getByRole('searchbox', { name: 'Cari di pusat bantuan' }).fill('xyzzy');
      await page.getByRole('search').getByRole('button', { name: 'Cari' }).click();
      await expect(page.getByRole('status')).toContainText('Belum ada jawaban untuk “xyzzy”');
      await page.context().close();
    });
  }

  test('the chat assistant answers from the same FAQ', async ({ page }) => {
    await page.goto('/faq');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Buka chat bantuan' }).click();
    const assistant = page.getByTestId('assistant');
    await assistant.getByLabel('Pertanyaan Anda').fill('resep saya ditolak kenapa');
    await assistant.getByRole('button', { name: 'Tanya' }).click();
    // An entry only the help centre's FAQ has (the assistant's own list is gone).
    await expect(assistant.getByTestId('assistant-answer').last()).toHaveAttribute('data-faq', 'prescription-rejected');
  });
});

test.describe('advertise', () => {
  const fill = async (page: Page, phone: string) => {
    const form = page.getByTestId('advertise-form');
    await form.getByLabel('Nama perusahaan').fill('PT Vitamin Ceria');
    await form.getByLabel('Nama Anda').fill('Bayu Saputra');
    await form.getByLabel('E-mail kantor').fill('bayu@vitaminceria.co.id');
    await form.getByLabel('Nomor telepon').fill(phone);
    await form.getByLabel('Kisaran anggaran per bulan').selectOption('50m-200m');
    await form.getByLabel('Pesan').fill('Kami ingin menayangkan banner vitamin anak di beranda selama Desember.');
  };

  for (const width of [390, 1280]) {
    test(`the form shows field errors inline, then sends, and the e-mail reaches the sales desk's outbox (${width} px)`, async ({ browser, baseURL }) => {
      const page = await newPage(browser, baseURL!, width, 'id');
      await page.goto('/advertise');
      await waitForHydration(page);
      const form = page.getByTestId('advertise-form');
      let posted = false;
      page.on('request', (r) => {
        if (r.method() === 'POST') posted = true;
      });
      await form.getByRole('button', { name: 'Kirim permintaan' }).click();
      await expect(form.getByText('Nama perusahaan wajib diisi')).toBeVisible();
      await expect(form.getByText('Kisaran anggaran wajib diisi')).toBeVisible();
      await expect(form.getByLabel('Nama perusahaan')).toBeFocused();
      await expect(form.getByLabel('Nama perusahaan')).toHaveAttribute('aria-invalid', 'true');
      expect(posted, 'the shared schema refused it in the browser').toBe(false);

      // A field is checked when it is left.
      await form.getByLabel('Nomor telepon').fill('12345');
      await form.getByLabel('Nomor telepon').blur();
      await expect(form.getByText('Nomor telepon bukan nomor telepon yang valid')).toBeVisible();

      await fill(page, '0813-1111-2222');
      await form.getByRole('button', { name: 'Kirim permintaan' }).click();
      const sent = page.getByTestId('advertise-sent');
      await expect(sent).toBeVisible();
      const reference = (await sent.textContent())!.match(/ADV-[0-9A-Z]{8}/)![0];
      await noSideways(page);

      // The sandbox tools answer only this machine, never a request through a proxy: no X-Forwarded-For here.
      const outbox = await (await browser.newContext({ viewport: { width, height: 900 } })).newPage();
      await outbox.goto('/dev/outbox');
      const row = outbox.getByRole('row').filter({ hasText: reference });
      await expect(row).toContainText('sales@apotek.id');
      await expect(row).toContainText(`Permintaan beriklan ${reference}: PT Vitamin Ceria`);
      await expect(row).toContainText('bayu@vitaminceria.co.id');
      await page.context().close();
      await outbox.context().close();
    });
  }

  test('works without JavaScript: the action answers the same errors, then sends (English)', async ({ browser, baseURL }) => {
    const page = await newPage(browser, baseURL!, 390, 'en', false);
    await page.goto('/advertise');
    const form = page.getByTestId('advertise-form');
    await form.getByLabel('Company name').fill('PT Vitamin Ceria');
    await form.getByRole('button', { name: 'Send enquiry' }).click();
    await expect(page.getByTestId('advertise-form').getByText('The Name field is required')).toBeVisible();
    await expect(page.getByTestId('advertise-form').getByLabel('Company name')).toHaveValue('PT Vitamin Ceria');
    await page.getByTestId('advertise-form').getByLabel('Your name').fill('Bayu Saputra');
    await page.getByTestId('advertise-form').getByLabel('Work e-mail').fill('bayu@vitaminceria.co.id');
    await page.getByTestId('advertise-form').getByLabel('Phone number').fill('0813-1111-3333');
    await page.getByTestId('advertise-form').getByLabel('Monthly budget range').selectOption('under-10m');
    await page.getByTestId('advertise-form').getByLabel('Message').fill('We would like a sponsored article about children vitamins.');
    await page.getByTestId('advertise-form').getByRole('button', { name: 'Send enquiry' }).click();
    await expect(page.getByTestId('advertise-sent')).toContainText(/Your reference is ADV-[0-9A-Z]{8}/);
    await page.context().close();
  });
});
