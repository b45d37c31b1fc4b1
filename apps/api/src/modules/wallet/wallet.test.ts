import { apiMessage } from '@apotek/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../../test/addresses.ts';
import { latestOtpCode, outboxCount } from '../../../test/app.ts';
import { type CommerceTestApp, confirmOrder, createCommerceTestApp, orderStatus, placeOrder } from '../../../test/commerce.ts';
import { newPharmacist } from '../../../test/staff.ts';
import { signSandboxBody } from '../../platform/payments/sandbox-webhooks.ts';
import { checkLedger } from './ledger.repository.ts';

let t: CommerceTestApp;
let product = 10;
const nextProduct = () => (product += 1);
const PIN = '246810';
const EN = { i18n_redirected: 'en' };

beforeAll(async () => {
  t = await createCommerceTestApp();
});
afterAll(async () => {
  await t.close();
});

interface Customer {
  token: string;
  phone: string;
}

async function activate(customer: Customer, pin = PIN): Promise<void> {
  const pre = await t.call({ method: 'POST', url: '/api/wallet/pre-registration', token: customer.token, payload: { mobile_number: customer.phone } });
  expect(pre.statusCode).toBe(200);
  const otp = await t.call({ method: 'POST', url: '/api/wallet/get-otp', token: customer.token });
  expect(otp.statusCode).toBe(200);
  const code = await latestOtpCode(t.database, customer.phone);
  const valid = await t.call({ method: 'POST', url: '/api/wallet/validate-otp', token: customer.token, payload: { code } });
  expect(valid.statusCode).toBe(200);
  const confirm = await t.call({ method: 'POST', url: '/api/wallet/confirm-registration', token: customer.token, payload: { registration_token: valid.json().data.registration_token, pin, pin_confirmation: pin } });
  expect(confirm.statusCode).toBe(200);
}

async function activeCustomer(): Promise<Customer> {
  const c = await signUp(t);
  await activate(c);
  return c;
}

/** Tops up through the sandbox: opens a VA charge, pays it as the bank would, lets the webhook land. */
async function topUp(customer: Customer, amount: number) {
  const res = await t.call({ method: 'POST', url: '/api/wallet/top-up', token: customer.token, payload: { amount, channel: 'va_bca' } });
  expect(res.statusCode, res.body).toBe(200);
  const row = await t.database.db.selectFrom('wallet_top_ups').selectAll().where('id', '=', res.json().data.id).executeTakeFirstOrThrow();
  const paid = await t.call({ method: 'POST', url: `/api/dev/payments/${row.provider_ref}/pay`, payload: {} });
  expect(paid.statusCode).toBe(200);
  await t.settle();
  return { row, eventId: paid.json().data.event_id as string };
}

async function balance(customer: Customer): Promise<number> {
  const res = await t.call({ method: 'GET', url: '/api/wallet/get-balance', token: customer.token });
  expect(res.statusCode).toBe(200);
  return res.json().data.balance as number;
}

async function ledgerSound() {
  expect(await checkLedger(t.database.db)).toMatchObject({ entriesTotal: 0, mismatchedAccounts: [], unbalancedTransactions: [], negativeAccounts: [] });
}

describe('activation', () => {
  it('registers with an SMS OTP and a hashed PIN', async () => {
    const c = await signUp(t);
    const before = await t.call({ method: 'GET', url: '/api/wallet/get-balance', token: c.token });
    expect(before.json().data).toMatchObject({ status: 'unregistered', balance: 0, balance_cap: 2_000_000, monthly_incoming_cap: 20_000_000 });

    const badPhone = await t.call({ method: 'POST', url: '/api/wallet/pre-registration', token: c.token, payload: { mobile_number: '12345' } });
    expect(badPhone.statusCode).toBe(422);
    expect(badPhone.json().errors.mobile_number[0]).toBe('Nomor HP bukan nomor telepon yang valid');

    const pre = await t.call({ method: 'POST', url: '/api/wallet/pre-registration', token: c.token, payload: { mobile_number: c.phone } });
    expect(pre.json().data).toMatchObject({ status: 'pending' });
    const sentBefore = await outboxCount(t.database, c.phone);
    const otp = await t.call({ method: 'POST', url: '/api/wallet/get-otp', token: c.token });
    expect(otp.json()).toMatchObject({ message: apiMessage('walletOtpSent', 'id'), data: { resend_after: 60 } });
    expect(otp.json().data.destination).toContain('****');
    expect(await outboxCount(t.database, c.phone)).toBe(sentBefore + 1);
    // A second request within the minute is refused, and sends nothing.
    expect((await t.call({ method: 'POST', url: '/api/wallet/get-otp', token: c.token })).statusCode).toBe(429);
    expect(await outboxCount(t.database, c.phone)).toBe(sentBefore + 1);

    const code = await latestOtpCode(t.database, c.phone);
    const wrong = await t.call({ method: 'POST', url: '/api/wallet/validate-otp', token: c.token, payload: { code: code === '000000' ? '111111' : '000000' }, cookies: EN });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.code[0]).toBe(apiMessage('walletOtpInvalid', 'en'));

    const valid = await t.call({ method: 'POST', url: '/api/wallet/validate-otp', token: c.token, payload: { code } });
    expect(valid.statusCode).toBe(200);
    const registrationToken = valid.json().data.registration_token as string;

    const mismatch = await t.call({ method: 'POST', url: '/api/wallet/confirm-registration', token: c.token, payload: { registration_token: registrationToken, pin: PIN, pin_confirmation: '135790' } });
    expect(mismatch.statusCode).toBe(422);
    const shortPin = await t.call({ method: 'POST', url: '/api/wallet/confirm-registration', token: c.token, payload: { registration_token: registrationToken, pin: '12a4', pin_confirmation: '12a4' } });
    expect(shortPin.json().errors.pin[0]).toBe('PIN harus 6 digit angka');
    const forged = await t.call({ method: 'POST', url: '/api/wallet/confirm-registration', token: c.token, payload: { registration_token: 'nope', pin: PIN, pin_confirmation: PIN } });
    expect(forged.statusCode).toBe(422);

    const confirm = await t.call({ method: 'POST', url: '/api/wallet/confirm-registration', token: c.token, payload: { registration_token: registrationToken, pin: PIN, pin_confirmation: PIN } });
    expect(confirm.json()).toMatchObject({ message: apiMessage('walletActivated', 'id'), data: { status: 'active', balance: 0 } });
    const profile = await t.database.db.selectFrom('wallet_profiles').selectAll().where('mobile_number', '=', c.phone).executeTakeFirstOrThrow();
    expect(profile.pin_hash).toMatch(/^\$argon2id\$/);
    expect(profile.pin_hash).not.toContain(PIN);

    const again = await t.call({ method: 'POST', url: '/api/wallet/pre-registration', token: c.token, payload: { mobile_number: c.phone } });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(apiMessage('walletAlreadyActive', 'id'));
  });

  it('ends a code after five wrong tries, and asks for pre-registration first', async () => {
    const c = await signUp(t);
    const early = await t.call({ method: 'POST', url: '/api/wallet/get-otp', token: c.token });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(apiMessage('walletNotRegistered', 'id'));
    await t.call({ method: 'POST', url: '/api/wallet/pre-registration', token: c.token, payload: { mobile_number: c.phone } });
    await t.call({ method: 'POST', url: '/api/wallet/get-otp', token: c.token });
    const code = await latestOtpCode(t.database, c.phone);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1) expect((await t.call({ method: 'POST', url: '/api/wallet/validate-otp', token: c.token, payload: { code: wrong } })).statusCode).toBe(422);
    expect((await t.call({ method: 'POST', url: '/api/wallet/validate-otp', token: c.token, payload: { code } })).statusCode).toBe(422);
    // A fresh code (after the minute) works again.
    t.clock.advance(61_000);
    await t.call({ method: 'POST', url: '/api/wallet/get-otp', token: c.token });
    const fresh = await latestOtpCode(t.database, c.phone);
    expect((await t.call({ method: 'POST', url: '/api/wallet/validate-otp', token: c.token, payload: { code: fresh } })).statusCode).toBe(200);
  });

  it('needs a signed-in user, and an active wallet to pay', async () => {
    expect((await t.call({ method: 'GET', url: '/api/wallet/get-balance' })).statusCode).toBe(401);
    const c = await signUp(t);
    const res = await t.call({ method: 'POST', url: '/api/wallet/pay-order', token: c.token, payload: { order_id: 'APT-0000000000', client_key: 'tap-00000001', pin: PIN } });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(apiMessage('walletNotRegistered', 'id'));
  });
});

describe('PIN and payment token', () => {
  it('answers a token for the right PIN; wrong PINs count down, then lock the wallet for a while', async () => {
    const c = await activeCustomer();
    const good = await t.call({ method: 'GET', url: '/api/wallet/payment-token', token: c.token, headers: { 'x-wallet-pin': PIN } });
    expect(good.statusCode).toBe(200);
    expect(good.json().data.payment_token).toEqual(expect.any(String));

    const missing = await t.call({ method: 'GET', url: '/api/wallet/payment-token', token: c.token });
    expect(missing.statusCode).toBe(422);

    for (let left = 4; left >= 1; left -= 1) {
      const wrong = await t.call({ method: 'GET', url: '/api/wallet/payment-token', token: c.token, headers: { 'x-wallet-pin': '000000' }, cookies: EN });
      expect(wrong.statusCode).toBe(422);
      expect(wrong.json().message).toBe(apiMessage('walletPinWrong', 'en', { remaining: left }));
    }
    const fifth = await t.call({ method: 'GET', url: '/api/wallet/payment-token', token: c.token, headers: { 'x-wallet-pin': '000000' } });
    expect(fifth.statusCode).toBe(423);
    expect(fifth.json().message).toBe(apiMessage('walletLocked', 'id', { minutes: 30 }));
    // While locked even the right PIN, and a token made before, are refused.
    expect((await t.call({ method: 'GET', url: '/api/wallet/payment-token', token: c.token, headers: { 'x-wallet-pin': PIN } })).statusCode).toBe(423);
    const byToken = await t.call({ method: 'POST', url: '/api/wallet/pay-order', token: c.token, payload: { order_id: 'APT-0000000000', client_key: 'locked-0001', payment_token: good.json().data.payment_token } });
    expect(byToken.statusCode).toBe(423);
    const locked = await t.call({ method: 'GET', url: '/api/wallet/get-balance', token: c.token });
    expect(locked.json().data.locked_until).toEqual(expect.any(String));

    t.clock.advance(31 * 60_000);
    expect((await t.call({ method: 'GET', url: '/api/wallet/payment-token', token: c.token, headers: { 'x-wallet-pin': PIN } })).statusCode).toBe(200);
  });

  it('refuses an expired or foreign payment token', async () => {
    const a = await activeCustomer();
    const b = await activeCustomer();
    const token = (await t.call({ method: 'GET', url: '/api/wallet/payment-token', token: a.token, headers: { 'x-wallet-pin': PIN } })).json().data.payment_token as string;
    const foreign = await t.call({ method: 'POST', url: '/api/wallet/pay-order', token: b.token, payload: { order_id: 'APT-0000000000', client_key: 'foreign-0001', payment_token: token } });
    expect(foreign.statusCode).toBe(401);
    expect(foreign.json().message).toBe(apiMessage('walletTokenInvalid', 'id'));
    t.clock.advance(6 * 60_000);
    const expired = await t.call({ method: 'POST', url: '/api/wallet/pay-order', token: a.token, payload: { order_id: 'APT-0000000000', client_key: 'expired-0001', payment_token: token } });
    expect(expired.statusCode).toBe(401);
  });
});

describe('top-up', () => {
  it('credits a paid VA top-up once, however often the notification is delivered', async () => {
    const c = await activeCustomer();
    const { row, eventId } = await topUp(c, 150_000);
    expect(await balance(c)).toBe(150_000);

    // The same event again: dropped as a duplicate event.
    for (let i = 0; i < 3; i += 1) await t.sandbox.resendEvent(eventId);
    await t.settle();
    // A different event for the same charge (providers send several): the wallet sees it was paid already.
    const body = JSON.stringify({ event_id: `evt_again_${row.id}`, order_id: row.provider_order_id, provider_ref: row.provider_ref, status: 'paid', amount: 150_000 });
    const again = await t.app.inject({ method: 'POST', url: '/api/payments/webhook/sandbox', headers: { 'content-type': 'application/json', 'x-sandbox-signature': signSandboxBody(body, t.sandboxSecret) }, payload: body });
    expect(again.statusCode).toBe(200);
    const event = await t.database.db.selectFrom('payment_events').selectAll().where('event_id', '=', `evt_again_${row.id}`).executeTakeFirstOrThrow();
    expect(event.outcome).toBe('already');

    expect(await balance(c)).toBe(150_000);
    const credits = await t.database.db.selectFrom('wallet_transactions').selectAll().where('payment_ref', '=', row.provider_order_id).execute();
    expect(credits).toHaveLength(1);
    expect((await t.database.db.selectFrom('wallet_top_ups').select('status').where('id', '=', row.id).executeTakeFirstOrThrow()).status).toBe('paid');
    await ledgerSound();
  });

  it('credits nothing for a top-up that expires unpaid, and frees its room under the cap', async () => {
    const c = await activeCustomer();
    const open = await t.call({ method: 'POST', url: '/api/wallet/top-up', token: c.token, payload: { amount: 1_900_000, channel: 'qris' } });
    expect(open.statusCode).toBe(200);
    expect(open.json().data.qris_payload).toEqual(expect.any(String));
    expect((await t.call({ method: 'POST', url: '/api/wallet/top-up', token: c.token, payload: { amount: 200_000, channel: 'qris' } })).statusCode).toBe(422);
    const row = await t.database.db.selectFrom('wallet_top_ups').selectAll().where('id', '=', open.json().data.id).executeTakeFirstOrThrow();
    expect((await t.call({ method: 'POST', url: `/api/dev/payments/${row.provider_ref}/expire`, payload: {} })).statusCode).toBe(200);
    await t.settle();
    expect((await t.database.db.selectFrom('wallet_top_ups').select('status').where('id', '=', row.id).executeTakeFirstOrThrow()).status).toBe('expired');
    expect(await balance(c)).toBe(0);
    expect((await t.call({ method: 'POST', url: '/api/wallet/top-up', token: c.token, payload: { amount: 200_000, channel: 'qris' } })).statusCode).toBe(200);
  });

  it("shows a top-up to its owner only: the QR drawn or the VA number, listed newest first, settled once paid", async () => {
    const c = await activeCustomer();
    const profile = await t.call({ method: 'GET', url: '/api/wallet/get-balance', token: c.token });
    expect(profile.json().data.limits).toEqual({ balance_cap_unverified: 2_000_000, balance_cap_verified: 10_000_000, monthly_incoming_cap: 20_000_000, min_top_up: 10_000, pin_max_attempts: 5 });

    const qris = await t.call({ method: 'POST', url: '/api/wallet/top-up', token: c.token, payload: { amount: 50_000, channel: 'qris' } });
    expect(qris.statusCode).toBe(200);
    expect(qris.json().data).toMatchObject({ amount: 50_000, channel: 'qris', status: 'pending', reference: expect.stringMatching(/^TOPUP-/), qris_image: expect.stringMatching(/^data:image\/png;base64,/) });
    const va = await t.call({ method: 'POST', url: '/api/wallet/top-up', token: c.token, payload: { amount: 75_000, channel: 'va_bni' } });
    const vaId = va.json().data.id as number;

    const detail = await t.call({ method: 'GET', url: `/api/wallet/top-up/${vaId}`, token: c.token });
    expect(detail.statusCode).toBe(200);
    expect(detail.json().data).toMatchObject({ id: vaId, amount: 75_000, channel: 'va_bni', status: 'pending', va_number: expect.stringMatching(/^\d{8,}$/), qris_image: null, paid_at: null });

    // Another customer's top-up is as unknown as a missing one.
    const stranger = await activeCustomer();
    expect((await t.call({ method: 'GET', url: `/api/wallet/top-up/${vaId}`, token: stranger.token })).statusCode).toBe(404);
    expect((await t.call({ method: 'GET', url: '/api/wallet/top-up/999999', token: c.token })).statusCode).toBe(404);
    expect((await t.call({ method: 'GET', url: '/api/wallet/top-up', token: stranger.token })).json().data.total).toBe(0);

    const list = await t.call({ method: 'GET', url: '/api/wallet/top-up?perPage=1', token: c.token });
    expect(list.json().data).toMatchObject({ total: 2, lastPage: 2, page: 1 });
    expect(list.json().data.data.map((x: { id: number }) => x.id)).toEqual([vaId]);
    expect(list.json().data.data[0].qris_image).toBeNull();

    // The sandbox lists the top-up's charge like an order's, so a tester can pay it there.
    const sandbox = await t.call({ method: 'GET', url: '/api/dev/payments?status=pending' });
    const charge = sandbox.json().data.find((x: { order_id: string }) => x.order_id === va.json().data.reference);
    expect(charge).toMatchObject({ channel: 'va_bni', amount: 75_000, vaCode: detail.json().data.va_number, qrisUrl: null });
    expect((await t.call({ method: 'POST', url: `/api/dev/payments/${charge.ref}/pay`, payload: {} })).statusCode).toBe(200);
    await t.settle();

    const paid = await t.call({ method: 'GET', url: `/api/wallet/top-up/${vaId}`, token: c.token });
    expect(paid.json().data).toMatchObject({ status: 'paid', paid_at: expect.any(String) });
    expect(await balance(c)).toBe(75_000);
    const pending = await t.call({ method: 'GET', url: '/api/wallet/top-up?status=pending', token: c.token });
    expect(pending.json().data.data.map((x: { id: number }) => x.id)).toEqual([qris.json().data.id]);
  });

  it("refuses top-ups over Bank Indonesia's caps and below the minimum, in the reader's language", async () => {
    const c = await activeCustomer();
    const over = await t.call({ method: 'POST', url: '/api/wallet/top-up', token: c.token, payload: { amount: 2_000_001, channel: 'qris' } });
    expect(over.statusCode).toBe(422);
    expect(over.json().message).toBe('Saldo dompet tidak boleh melebihi Rp 2.000.000 (ketentuan Bank Indonesia)');
    const overEn = await t.call({ method: 'POST', url: '/api/wallet/top-up', token: c.token, payload: { amount: 2_000_001, channel: 'qris' }, cookies: EN });
    expect(overEn.json().message).toBe('A wallet balance may not exceed Rp 2.000.000 (Bank Indonesia rules)');
    const small = await t.call({ method: 'POST', url: '/api/wallet/top-up', token: c.token, payload: { amount: 500, channel: 'qris' } });
    expect(small.json().message).toBe(apiMessage('walletTopUpTooSmall', 'id', { min: 'Rp 10.000' }));

    // An open charge counts against the cap until it closes.
    const open = await t.call({ method: 'POST', url: '/api/wallet/top-up', token: c.token, payload: { amount: 1_500_000, channel: 'va_bni' } });
    expect(open.statusCode).toBe(200);
    expect(open.json().data).toMatchObject({ status: 'pending', amount: 1_500_000, va_number: expect.any(String) });
    expect((await t.call({ method: 'POST', url: '/api/wallet/top-up', token: c.token, payload: { amount: 600_000, channel: 'qris' } })).statusCode).toBe(422);

    // A verified (KYC) wallet may hold Rp 10.000.000, but no more than Rp 20.000.000 may come in per month.
    await t.database.db.updateTable('wallet_profiles').set({ verified: 1 }).where('mobile_number', '=', c.phone).execute();
    await t.database.db
      .insertInto('wallet_transactions')
      .values({ kind: 'top_up', idempotency_key: `fake-month-${c.phone}`, user_id: (await t.database.db.selectFrom('wallet_profiles').select('user_id').where('mobile_number', '=', c.phone).executeTakeFirstOrThrow()).user_id, amount: 19_000_000, created_at: t.clock.now().toISOString() })
      .execute();
    const monthly = await t.call({ method: 'POST', url: '/api/wallet/top-up', token: c.token, payload: { amount: 600_000, channel: 'qris' } });
    expect(monthly.statusCode).toBe(422);
    expect(monthly.json().message).toBe('Dana masuk ke dompet tidak boleh melebihi Rp 20.000.000 per bulan (ketentuan Bank Indonesia)');
    await t.database.db.deleteFrom('wallet_transactions').where('idempotency_key', '=', `fake-month-${c.phone}`).execute();
  });
});

describe('pay-order', () => {
  it('pays an own order from the balance through the payment path, once per client key', async () => {
    const order = await placeOrder(t, signUp, nextProduct());
    const c: Customer = { token: order.token, phone: (await t.call({ method: 'GET', url: '/api/my/profile', token: order.token })).json().data.phone };
    await activate(c);
    const confirmed = await confirmOrder(t, order);
    const total = confirmed.order.total;
    await topUp(c, total + 5_000);

    const body = { order_id: order.orderId, client_key: 'tap-aaaa-0001', pin: PIN };
    const [first, second] = await Promise.all([
      t.call({ method: 'POST', url: '/api/wallet/pay-order', token: c.token, payload: body }),
      t.call({ method: 'POST', url: '/api/wallet/pay-order', token: c.token, payload: body }),
    ]);
    expect([first!.statusCode, second!.statusCode]).toEqual([200, 200]);
    expect([first!.json().data.replayed, second!.json().data.replayed].sort()).toEqual([false, true]);
    expect(first!.json().data.transaction).toMatchObject({ kind: 'payment', amount: -total, order_id: order.orderId });
    expect(await balance(c)).toBe(5_000);
    expect(await orderStatus(t, order.orderId)).toBe('paid');
    // The order moved the way a QRIS/VA payment moves it, and its open VA charge was cancelled.
    const events = await t.database.db.selectFrom('order_events as e').innerJoin('orders as o', 'o.id', 'e.order_id').select(['e.to_status', 'e.note']).where('o.public_id', '=', order.orderId).orderBy('e.id').execute();
    expect(events.at(-1)).toEqual({ to_status: 'paid', note: 'wallet' });
    const charges = await t.database.db.selectFrom('order_payments as p').innerJoin('orders as o', 'o.id', 'p.order_id').select('p.status').where('o.public_id', '=', order.orderId).execute();
    expect(charges.map((p) => p.status)).toEqual(['cancelled']);

    // A later retry with the same key answers the same payment; a new key finds the order paid.
    const retry = await t.call({ method: 'POST', url: '/api/wallet/pay-order', token: c.token, payload: body });
    expect(retry.json().data).toMatchObject({ replayed: true, balance: 5_000 });
    const fresh = await t.call({ method: 'POST', url: '/api/wallet/pay-order', token: c.token, payload: { ...body, client_key: 'tap-aaaa-0002' } });
    expect(fresh.statusCode).toBe(409);
    expect(fresh.json().message).toBe(apiMessage('walletOrderNotPayable', 'id'));
    await ledgerSound();
  });

  it("answers 404 for another customer's order and refuses a short balance", async () => {
    const order = await placeOrder(t, signUp, nextProduct());
    await confirmOrder(t, order);
    const stranger = await activeCustomer();
    await topUp(stranger, 1_000_000);
    const foreign = await t.call({ method: 'POST', url: '/api/wallet/pay-order', token: stranger.token, payload: { order_id: order.orderId, client_key: 'foreign-order-1', pin: PIN } });
    expect(foreign.statusCode).toBe(404);
    expect(await orderStatus(t, order.orderId)).toBe('awaiting_payment');
    expect(await balance(stranger)).toBe(1_000_000);

    const owner: Customer = { token: order.token, phone: (await t.call({ method: 'GET', url: '/api/my/profile', token: order.token })).json().data.phone };
    await activate(owner);
    await topUp(owner, 10_000);
    const short = await t.call({ method: 'POST', url: '/api/wallet/pay-order', token: owner.token, payload: { order_id: order.orderId, client_key: 'short-balance-1', pin: PIN }, cookies: EN });
    expect(short.statusCode).toBe(422);
    expect(short.json().message).toBe(apiMessage('walletInsufficient', 'en'));
    expect(await orderStatus(t, order.orderId)).toBe('awaiting_payment');
    expect(await balance(owner)).toBe(10_000);

    const wrongPin = await t.call({ method: 'POST', url: '/api/wallet/pay-order', token: owner.token, payload: { order_id: order.orderId, client_key: 'wrong-pin-0001', pin: '999999' } });
    expect(wrongPin.statusCode).toBe(422);
    expect(wrongPin.json().errors.pin[0]).toBe(apiMessage('walletPinWrong', 'id', { remaining: 4 }));
  });

  it('50 concurrent pay-order calls on one wallet pay the order once and never go negative', async () => {
    const order = await placeOrder(t, signUp, nextProduct());
    const c: Customer = { token: order.token, phone: (await t.call({ method: 'GET', url: '/api/my/profile', token: order.token })).json().data.phone };
    await activate(c);
    const { order: confirmed } = await confirmOrder(t, order);
    await topUp(c, confirmed.total * 2);
    const token = (await t.call({ method: 'GET', url: '/api/wallet/payment-token', token: c.token, headers: { 'x-wallet-pin': PIN } })).json().data.payment_token as string;
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) => t.call({ method: 'POST', url: '/api/wallet/pay-order', token: c.token, payload: { order_id: order.orderId, client_key: `burst-key-${i}`, payment_token: token } })),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((s) => s === 200)).toHaveLength(1);
    expect(codes.filter((s) => s !== 200 && s !== 409)).toEqual([]);
    expect(await balance(c)).toBe(confirmed.total);
    expect(await orderStatus(t, order.orderId)).toBe('paid');
    await ledgerSound();
  });

  it('refuses a client key reused for another order', async () => {
    const a = await placeOrder(t, signUp, nextProduct());
    const c: Customer = { token: a.token, phone: (await t.call({ method: 'GET', url: '/api/my/profile', token: a.token })).json().data.phone };
    await activate(c);
    const { order } = await confirmOrder(t, a);
    await topUp(c, order.total);
    expect((await t.call({ method: 'POST', url: '/api/wallet/pay-order', token: c.token, payload: { order_id: a.orderId, client_key: 'reused-key-1', pin: PIN } })).statusCode).toBe(200);
    const reused = await t.call({ method: 'POST', url: '/api/wallet/pay-order', token: c.token, payload: { order_id: 'APT-ZZZZZZZZZZ', client_key: 'reused-key-1', pin: PIN } });
    expect(reused.statusCode).toBe(409);
    expect(reused.json().errors.client_key[0]).toBe(apiMessage('walletKeyReused', 'id'));
  });
});

describe('refund', () => {
  it('gives a cancelled wallet-paid order back to the wallet once, and the order reads refunded', async () => {
    const order = await placeOrder(t, signUp, nextProduct());
    const c: Customer = { token: order.token, phone: (await t.call({ method: 'GET', url: '/api/my/profile', token: order.token })).json().data.phone };
    await activate(c);
    const { order: confirmed } = await confirmOrder(t, order);
    await topUp(c, confirmed.total + 1_000);
    expect((await t.call({ method: 'POST', url: '/api/wallet/pay-order', token: c.token, payload: { order_id: order.orderId, client_key: 'refund-pay-1', pin: PIN } })).statusCode).toBe(200);
    expect(await balance(c)).toBe(1_000);

    const pharmacist = await newPharmacist(t, order.storeId);
    const cancel = await t.call({ method: 'POST', url: `/api/console/orders/${order.orderId}/transition`, token: pharmacist.token, payload: { to: 'cancelled' } });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(await orderStatus(t, order.orderId)).toBe('refunded');
    expect(await balance(c)).toBe(confirmed.total + 1_000);
    const refunds = await t.database.db.selectFrom('wallet_transactions').selectAll().where('order_ref', '=', order.orderId).where('kind', '=', 'refund').execute();
    expect(refunds).toHaveLength(1);
    const history = await t.call({ method: 'POST', url: '/api/wallet/report-transaction', token: c.token, payload: { kind: 'refund' } });
    expect(history.json().data.data[0]).toMatchObject({ kind: 'refund', amount: confirmed.total, order_id: order.orderId });
    await ledgerSound();
  });
});

describe('report-transaction', () => {
  it('lists movements newest first, by kind and Asia/Jakarta date, in pages', async () => {
    const order = await placeOrder(t, signUp, nextProduct());
    const c: Customer = { token: order.token, phone: (await t.call({ method: 'GET', url: '/api/my/profile', token: order.token })).json().data.phone };
    await activate(c);
    const { order: confirmed } = await confirmOrder(t, order);
    await topUp(c, 100_000);
    await topUp(c, confirmed.total);
    await t.call({ method: 'POST', url: '/api/wallet/pay-order', token: c.token, payload: { order_id: order.orderId, client_key: 'history-pay-1', pin: PIN } });

    const all = await t.call({ method: 'POST', url: '/api/wallet/report-transaction', token: c.token, payload: { perPage: 2 } });
    expect(all.statusCode).toBe(200);
    expect(all.json().data).toMatchObject({ page: 1, perPage: 2, total: 3, lastPage: 2 });
    expect(all.json().data.data[0]).toMatchObject({ kind: 'payment', amount: -confirmed.total, order_id: order.orderId });

    const topUps = await t.call({ method: 'POST', url: '/api/wallet/report-transaction', token: c.token, payload: { kind: 'top_up' } });
    expect(topUps.json().data.data.map((r: { amount: number }) => r.amount)).toEqual([confirmed.total, 100_000]);

    const today = new Date(t.clock.now().getTime() + 7 * 3600_000).toISOString().slice(0, 10);
    const dated = await t.call({ method: 'POST', url: '/api/wallet/report-transaction', token: c.token, payload: { from: today, to: today, kind: ['payment', 'refund'] } });
    expect(dated.json().data.total).toBe(1);
    const past = await t.call({ method: 'POST', url: '/api/wallet/report-transaction', token: c.token, payload: { from: '2020-01-01', to: '2020-01-31' } });
    expect(past.json().data.total).toBe(0);
    const bad = await t.call({ method: 'POST', url: '/api/wallet/report-transaction', token: c.token, payload: { kind: 'gift' } });
    expect(bad.statusCode).toBe(422);
  });
});
