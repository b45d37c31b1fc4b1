import { type APIRequestContext, expect, test } from '@playwright/test';
import { API_HEADERS, authHeaders, loginToken, registerShopper, signInWithToken } from '../support/shop';

/**
 * Appointments (issue 12; docs/decisions/030-appointments.md): a customer books a free slot of dr. Andi
 * Pratama from his profile, a second customer in another browser is no longer offered that slot, the demo
 * doctor sees the booking in his list (an unpaid one cannot be approved), and the customer cancels it,
 * which gives the slot back. Then paid requests (QRIS in the payment sandbox) are approved and rejected
 * from the doctor's console.
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

/** Books a free slot of dr. Andi for a new customer and pays it by QRIS in the sandbox: a request for the doctor. */
async function paidRequest(request: APIRequestContext, complaint: string, skip: number): Promise<string> {
  const shopper = await registerShopper(request);
  const slots = (await (await request.get(`/api/doctor/${DOCTOR}/slots?days=14`)).json()) as { data: { days: Array<{ slots: Array<{ starts_at: string }> }> } };
  const free = slots.data.days.flatMap((d) => d.slots.map((s) => s.starts_at));
  // Far into the list, away from the slots the first test takes.
  const startsAt = free[Math.min(free.length - 1, 20 + skip)]!;
  const booked = await request.post('/api/appointment', {
    headers: authHeaders(shopper.token),
    data: { doctor_id: DOCTOR, starts_at: startsAt, patient: { relation: 'self', name: shopper.name, age: 45, gender: 'male' }, complaint, consent: true },
  });
  expect(booked.status(), await booked.text()).toBe(200);
  const id = ((await booked.json()) as { data: { id: string } }).data.id;
  const purchased = await request.post('/api/appointment/purchase', { headers: authHeaders(shopper.token), data: { appointment_id: id, channel: 'qris' } });
  expect(purchased.status(), await purchased.text()).toBe(200);
  const charges = ((await (await request.get('/api/dev/payments?status=pending')).json()) as { data: Array<{ ref: string; order_id: string }> }).data;
  const ref = charges.find((c) => c.order_id === id)?.ref;
  expect(ref, `the sandbox lists the charge of ${id}`).toBeTruthy();
  const paid = await request.post(`/api/dev/payments/${ref}/pay`, { headers: API_HEADERS, data: {} });
  expect(paid.status(), await paid.text()).toBe(200);
  return id;
}

test('the doctor approves one paid request and rejects another with a reason from the console', async ({ browser, request, baseURL }) => {
  test.setTimeout(120_000);
  const approveId = await paidRequest(request, 'Kontrol gula darah rutin tiap bulan', 0);
  const rejectId = await paidRequest(request, 'Konsultasi hasil laboratorium kolesterol', 1);
  const doctorToken = await loginToken(request, DEMO_DOCTOR.login, DEMO_DOCTOR.password);
  await expect.poll(async () => (await doctorList(request, doctorToken)).find((a) => a.id === approveId)?.status, { timeout: 15_000 }).toBe('requested');

  const desk = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await signInWithToken(desk, baseURL!, doctorToken);
  const page = await desk.newPage();
  await page.goto('/console');
  await page.getByRole('navigation', { name: 'Menu konsol' }).getByRole('link', { name: 'Janji temu' }).click();
  await expect(page).toHaveURL('/console/appointments');
  const approveRow = page.locator(`[data-testid="appointment-request"][data-id="${approveId}"]`);
  await expect(approveRow).toHaveAttribute('data-status', 'requested');
  await expect(approveRow).toContainText('Kontrol gula darah rutin tiap bulan');
  await approveRow.getByTestId('appointment-approve').click();
  await expect(page.getByRole('status').filter({ hasText: `Janji temu ${approveId} disetujui` })).toBeVisible();
  await expect(approveRow).toHaveCount(0);

  const rejectRow = page.locator(`[data-testid="appointment-request"][data-id="${rejectId}"]`);
  await rejectRow.getByTestId('appointment-reject-reason').fill('Jadwal praktik hari itu dibatalkan');
  await rejectRow.getByTestId('appointment-reject').click();
  await expect(page.getByRole('status').filter({ hasText: `Janji temu ${rejectId} ditolak` })).toBeVisible();

  const list = await doctorList(request, doctorToken);
  expect(list.find((a) => a.id === approveId)?.status).toBe('approved');
  expect(list.find((a) => a.id === rejectId)?.status).toBe('rejected');
  await page.getByRole('link', { name: 'Akan datang' }).click();
  await expect(page.locator(`[data-testid="appointment-request"][data-id="${approveId}"]`)).toHaveAttribute('data-status', 'approved');
  await desk.close();
});
