import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../test/addresses.ts';
import { latestOtpCode } from '../../test/app.ts';
import { type CommerceTestApp, confirmOrder, createCommerceTestApp, orderStatus, payInSandbox, placeOrder } from '../../test/commerce.ts';
import { newPharmacist } from '../../test/staff.ts';
import { checkLedger } from '../modules/wallet/ledger.repository.ts';

let t: CommerceTestApp;
let product = 60;
const PIN = '135792';

beforeAll(async () => {
  t = await createCommerceTestApp();
});
afterAll(async () => {
  await t.close();
});

async function activate(token: string, phone: string): Promise<void> {
  expect((await t.call({ method: 'POST', url: '/api/wallet/pre-registration', token, payload: { mobile_number: phone } })).statusCode).toBe(200);
  expect((await t.call({ method: 'POST', url: '/api/wallet/get-otp', token })).statusCode).toBe(200);
  const valid = await t.call({ method: 'POST', url: '/api/wallet/validate-otp', token, payload: { code: await latestOtpCode(t.database, phone) } });
  const registration_token = valid.json().data.registration_token as string;
  expect((await t.call({ method: 'POST', url: '/api/wallet/confirm-registration', token, payload: { registration_token, pin: PIN, pin_confirmation: PIN } })).statusCode).toBe(200);
}

const balanceOf = async (token: string) => (await t.call({ method: 'GET', url: '/api/wallet/get-balance', token })).json().data.balance as number;
const paymentsOf = (orderId: string) =>
  t.database.db.selectFrom('order_payments as p').innerJoin('orders as o', 'o.id', 'p.order_id').select(['p.status', 'p.refunded_amount']).where('o.public_id', '=', orderId).execute();
const refundJobs = (orderId: string) => t.database.db.selectFrom('jobs').select('id').where('name', '=', 'payment.refund').where('payload', 'like', `%${orderId}%`).execute();

describe('a cancelled order paid by VA', () => {
  it('goes back into the buyer\'s active wallet inside the cancel, once, and the order reads refunded', async () => {
    let phone = '';
    const order = await placeOrder(
      t,
      async (app) => {
        const made = await signUp(app);
        phone = made.phone;
        return made;
      },
      (product += 1),
    );
    await activate(order.token, phone);
    const confirmed = await confirmOrder(t, order);
    await payInSandbox(t, order.orderId);
    expect(await orderStatus(t, order.orderId)).toBe('paid');
    expect(await balanceOf(order.token)).toBe(0);

    const pharmacist = await newPharmacist(t, order.storeId);
    const cancel = () => t.call({ method: 'POST', url: `/api/console/orders/${order.orderId}/transition`, token: pharmacist.token, payload: { to: 'cancelled', note: 'Stok rusak' } });
    expect((await cancel()).statusCode).toBe(200);
    expect(await orderStatus(t, order.orderId)).toBe('refunded');
    expect(await balanceOf(order.token)).toBe(confirmed.order.total);
    expect((await paymentsOf(order.orderId)).map((p) => [p.status, Number(p.refunded_amount)])).toEqual([['refunded', confirmed.order.total]]);
    // The provider is not asked for this money back.
    expect(await refundJobs(order.orderId)).toHaveLength(0);

    // A second cancel is refused and credits nothing more.
    expect((await cancel()).statusCode).toBe(409);
    expect(await balanceOf(order.token)).toBe(confirmed.order.total);
    const ledger = await checkLedger(t.database.db);
    expect([ledger.entriesTotal, ledger.mismatchedAccounts.length, ledger.unbalancedTransactions.length]).toEqual([0, 0, 0]);
  });

  it('goes back through the provider when the buyer has no active wallet', async () => {
    const order = await placeOrder(t, signUp, (product += 1));
    await confirmOrder(t, order);
    await payInSandbox(t, order.orderId);
    const pharmacist = await newPharmacist(t, order.storeId);
    expect((await t.call({ method: 'POST', url: `/api/console/orders/${order.orderId}/transition`, token: pharmacist.token, payload: { to: 'cancelled' } })).statusCode).toBe(200);
    await t.settle();
    expect(await orderStatus(t, order.orderId)).toBe('refunded');
    expect((await paymentsOf(order.orderId))[0]!.status).toBe('refunded');
    expect(await refundJobs(order.orderId)).toHaveLength(1);
  });
});
