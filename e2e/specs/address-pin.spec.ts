import { expect, test } from '@playwright/test';
import { authHeaders, fillGambirAddress, registerShopper, signInWithToken } from '../support/shop';

// Near Monas, a few hundred metres from the Menteng outlet.
const HERE = { latitude: -6.1754, longitude: 106.8272 };

test('an address pinned from the browser location gets instant delivery from the nearest pharmacy', async ({ page, request, context, baseURL }) => {
  const shopper = await registerShopper(request);
  await signInWithToken(context, baseURL!, shopper.token);
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation(HERE);

  // A new shopper has no address yet, so the page opens on the form.
  await page.goto('/profile/address');
  const form = page.getByTestId('address-form');
  await form.getByLabel('Label alamat').fill('Kantor');
  await fillGambirAddress(form, shopper.name);

  const pin = form.getByTestId('address-pin');
  await expect(pin).toContainText('Belum ada pin');
  await pin.getByRole('button', { name: 'Gunakan lokasi saya saat ini' }).click();
  await expect(pin).toContainText('Pin di -6.1754, 106.8272');
  await form.getByRole('button', { name: 'Simpan alamat' }).click();
  await expect(page.getByTestId('address-form')).toHaveCount(0);

  // The API kept the pin, and the delivery check now offers the instant courier from Menteng.
  const list = await request.get('/api/my/address', { headers: authHeaders(shopper.token) });
  const saved = ((await list.json()) as { data: { data: Array<{ id: number; latitude: number | null; longitude: number | null }> } }).data.data[0]!;
  expect(saved).toMatchObject({ latitude: HERE.latitude, longitude: HERE.longitude });
  const delivery = await request.get(`/api/customer/address/delivery/${saved.id}`, { headers: authHeaders(shopper.token) });
  const body = (await delivery.json()) as { data: { services: string[]; nearest_pharmacy: { distance_km: number } | null } };
  expect(body.data.services).toContain('instant');
  expect(body.data.nearest_pharmacy!.distance_km).toBeLessThan(15);
});
