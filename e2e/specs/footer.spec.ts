import { expect, test } from '@playwright/test';

interface SocialNetwork {
  name: string;
  url: string;
}

/** SPEC §2 Footer: the links, in this order, with the titles of the pages they open. */
const FOOTER_LINKS = [
  ['/about-us', 'Tentang Kami'],
  ['/term-condition', 'Syarat & Ketentuan'],
  ['/privacy', 'Kebijakan Privasi'],
  ['/advertise', 'Beriklan di Apotek'],
  ['/faq', 'Pusat Bantuan'],
  ['/pharmacy', 'Daftar Apotek'],
  ['/profile/health', 'Data Kesehatan'],
] as const;

test.describe('footer', () => {
  test('lists the information links, WhatsApp-only customer care with its hours, the support e-mail and the social links from the API', async ({ page, request }) => {
    const response = await request.get('/api/social-networks');
    expect(response.status()).toBe(200);
    const networks = ((await response.json()) as { data: SocialNetwork[] }).data;
    // The seed has a telephone entry; the footer must draw it with the phone icon.
    expect(networks.map((n) => n.name)).toContain('telephone');

    await page.goto('/about-us');
    const footer = page.getByRole('contentinfo');

    // The information links, exactly SPEC's list and order; one whose page is still pending says so
    // (issue 8, point 14) but stays, since SPEC requires it.
    const nav = footer.getByRole('navigation', { name: 'Informasi' });
    const links = nav.getByRole('link');
    await expect(links).toHaveCount(FOOTER_LINKS.length);
    for (const [i, [href, label]] of FOOTER_LINKS.entries()) {
      await expect(links.nth(i)).toHaveAttribute('href', href);
      if ((await links.nth(i).getAttribute('data-pending')) === 'true') {
        await expect(links.nth(i)).toHaveAccessibleName(`${label} (Segera hadir)`);
        await expect(links.nth(i).locator('[data-pending-mark]')).toHaveText('Segera hadir');
      } else {
        await expect(links.nth(i)).toHaveText(label);
      }
    }

    // Customer care: WhatsApp only (no phone line, no other channel than the e-mail), every day 08:00–22:00.
    const care = footer.getByRole('region', { name: 'Layanan Pelanggan' });
    const whatsapp = care.getByRole('link', { name: 'Chat WhatsApp' });
    await expect(whatsapp).toHaveAttribute('href', /^https:\/\/wa\.me\/\d{10,15}$/);
    await expect(whatsapp).toHaveAttribute('target', '_blank');
    await expect(care).toContainText('Setiap hari, 08:00–22:00 WIB');
    await expect(care.locator('a[href^="tel:"]')).toHaveCount(0);
    await expect(care.getByRole('link')).toHaveCount(2);
    const mail = care.getByRole('link', { name: 'care@apotek.id' });
    await expect(mail).toHaveAttribute('href', 'mailto:care@apotek.id');

    // The social links are the API's, in its order, each with its name and url.
    const social = footer.getByRole('listitem').filter({ has: page.locator('a[data-social]') });
    await expect(social).toHaveCount(networks.length);
    for (const [i, network] of networks.entries()) {
      const link = social.nth(i).getByRole('link');
      await expect(link).toHaveAttribute('href', network.url);
      await expect(link).toHaveText(network.name);
      await expect(link.locator('svg')).toHaveAttribute('data-icon', network.name === 'telephone' ? 'phone' : /^(link|mail|whatsapp)$/);
    }
    const telephone = footer.locator('a[data-social="telephone"]');
    await expect(telephone).toHaveAttribute('href', /^tel:\+62\d+$/);
    // The phone icon is drawn, not only named: the handset path of icons.tsx PhoneIcon.
    await expect(telephone.locator('svg[data-icon="phone"] path')).toHaveAttribute('d', /^M5 4h3l2 5-2\.5 1\.5/);
    await expect(footer.locator('svg[data-icon="phone"]')).toHaveCount(networks.filter((n) => n.name === 'telephone').length);

    // A footer link really leads to its page.
    await nav.getByRole('link', { name: 'Kebijakan Privasi' }).click();
    await expect(page).toHaveURL('/privacy');
    await expect(page.getByRole('heading', { level: 1, name: 'Kebijakan Privasi' })).toBeVisible();
  });
});
