import { type APIRequestContext, expect, test } from '@playwright/test';
import { API_HEADERS, authHeaders, loginToken, registerShopper, signInWithToken } from '../support/shop';

/**
 * Appointments (issue 12; docs/decisions/030-appointments.md): a customer books a free slot of dr. Andi
 * Pratama from his profile, a second customer in another browser is no longer offered that slot, the demo
 * doctor sees the booking in his list, and the customer cancels it, which gives the slot back.
 *
 * Paying is left out: the appointments' payment port is not wired to the payment sandbox yet (the API
 * answers 503 paymentUnavailable), so the doctor's approval of a paid request is covered by the API tests
 * (apps/api/src/modules/appointments/appointments.test.ts) with a fake port; here the doctor's approval of
 * the unpaid booking is refused.
 */
const DOCTOR = 'dr-andi-pratama';
const DEMO_DOCTOR = { login: 'dokter@demo.apotek.id', password: 'Demo12345' };

async function doctorList(request: APIRequestContext, token: string): Promise<Array<{ id: string; status: string; customer: { name: string } }>> {
  const res = await request.get('/api/doctor/appointment?perPage=50', { headers: authHeaders(token) });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { data: { data: Array<{ id: string; status: string; customer: { name: string } }> } }).data.data;
}

test('a customer books a slot from the doctor profile; it is gone for others until cancelled', async ({ browser, request, baseURL }) => {
  test.setTimeout(120_000);
  const [first, second] = [await registerShopper(request), await registerShopper(request)];
  const a = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const b = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await signInWithToken(a, baseURL!, first.token);
  await signInWithToken(b, baseURL!, second.token);
  const page = await a.newPage();

  await page.goto(`/doctor/${DOCTOR}`);
  await page.getByTestId('book-appointment').click();
  await expect(page).toHaveURL(`/doctor/appointment?doctor=${DOCTOR}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Buat janji temu' })).toBeVisible();
  await expect(page.getByTestId('book-fee')).toHaveText('Rp 25.000');

  // The first day with a free slot is chosen; take its first slot.
  const chosenDay = page.locator('[data-testid="book-day"][aria-current="date"]');
  const day = (await chosenDay.getAttribute('data-date'))!;
  const slot = page.getByTestId('book-slot').first();
  const startsAt = (await slot.getAttribute('value'))!;
  const time = (await page.getByTestId('book-slots').locator('label').first().innerText()).trim();
  await page.getByTestId('book-slots').locator('label').first().click();
  await expect(slot).toBeChecked();
  await page.getByLabel('Nama pasien').fill(first.name);
  await page.getByLabel('Umur (tahun)').fill('31');
  await page.getByText('Perempuan', { exact: true }).click();
  await page.getByTestId('complaint').fill('Sakit kepala berulang sejak seminggu terakhir');
  await page.getByTestId('consent').check();
  await page.getByTestId('book-submit').click();

  await expect(page).toHaveURL(/\/doctor\/appointment\?id=APM-[0-9A-Z]{10}$/);
  const id = new URL(page.url()).searchParams.get('id')!;
  const detail = page.getByTestId('appointment-detail');
  await expect(detail.getByTestId('appointment-status')).toHaveText('Menunggu pembayaran');
  await expect(detail.getByTestId('appointment-slot')).toContainText(`${time}–`);
  await expect(detail.getByTestId('appointment-slot')).toContainText('WIB');
  await expect(detail.getByTestId('pay-step')).toBeVisible();

  // The other customer, in another browser, is not offered the taken slot; booking it anyway is a 409.
  const other = await b.newPage();
  await other.goto(`/doctor/appointment?doctor=${DOCTOR}&day=${day}`);
  await expect(other.getByTestId('book-form')).toBeVisible();
  await expect(other.locator(`[data-testid="book-slot"][value="${startsAt}"]`)).toHaveCount(0);
  const taken = await request.post('/api/appointment', {
    headers: authHeaders(second.token),
    data: { doctor_id: DOCTOR, starts_at: startsAt, patient: { relation: 'self', name: second.name, age: 40, gender: 'male' }, complaint: 'Kontrol tekanan darah', consent: true },
  });
  expect(taken.status()).toBe(409);
  expect(((await taken.json()) as { message: string }).message).toBe('Jadwal ini sudah dipesan pasien lain. Silakan pilih jadwal lain');

  // The demo doctor sees the booking; approving it before it is paid is refused.
  const doctor = await loginToken(request, DEMO_DOCTOR.login, DEMO_DOCTOR.password);
  const listed = (await doctorList(request, doctor)).find((x) => x.id === id);
  expect(listed).toMatchObject({ status: 'awaiting_payment', customer: { name: first.name } });
  const approve = await request.post(`/api/appointment/${id}/approve`, { headers: authHeaders(doctor) });
  expect(approve.status()).toBe(409);
  // A customer cannot approve at all, nor touch someone else's appointment.
  expect((await request.post(`/api/appointment/${id}/approve`, { headers: authHeaders(second.token) })).status()).toBe(403);
  expect((await request.post(`/api/appointment/${id}/cancel`, { headers: authHeaders(second.token), data: {} })).status()).toBe(404);
  expect((await request.get(`/api/appointment/${id}`, { headers: API_HEADERS })).status()).toBe(401);

  // The customer's list has it under "Akan datang"; cancelling gives the slot back.
  await page.goto('/doctor/appointment');
  await expect(page.getByRole('heading', { level: 1, name: 'Janji Temu Dokter' })).toBeVisible();
  await expect(page.locator(`[data-testid="appointment-card"][data-id="${id}"]`)).toContainText('dr. Andi Pratama');
  await page.locator(`[data-testid="appointment-card"][data-id="${id}"]`).getByRole('link').click();
  await expect(page).toHaveURL(`/doctor/appointment?id=${id}`);
  await page.getByText('Batalkan janji temu').click();
  await page.getByLabel('Alasan (opsional)').fill('Jadwal kerja berubah');
  await page.getByTestId('cancel-submit').click();
  await expect(page.getByTestId('appointment-status')).toHaveText('Dibatalkan');
  await expect(page.getByTestId('appointment-detail')).toContainText('Alasan: Jadwal kerja berubah.');

  await other.reload();
  await expect(other.locator(`[data-testid="book-slot"][value="${startsAt}"]`)).toHaveCount(1);
  await a.close();
  await b.close();
});
