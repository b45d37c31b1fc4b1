import { apiMessage, PICKUP_CODE_ALPHABET } from '@apotek/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAddress, signUp } from '../../test/addresses.ts';
import { loginDemo } from '../../test/app.ts';
import { type CommerceTestApp, confirmOrder, createCommerceTestApp, orderStatus, payInSandbox, placeOrder } from '../../test/commerce.ts';

/** Issue 8, point 4: a pick-up order says where and how, and is handed over only against its code. */
let t: CommerceTestApp;
let pharmacist: string;
let admin: string;
let product = 140;
const nextProduct = () => (product += 1);

beforeAll(async () => {
  t = await createCommerceTestApp();
  pharmacist = await loginDemo(t, 'apoteker@demo.apotek.id');
  admin = await loginDemo(t, 'admin@demo.apotek.id');
});
afterAll(async () => {
  await t.close();
});

const move = (orderId: string, to: string) => t.call({ method: 'POST', url: `/api/console/orders/${orderId}/transition`, token: pharmacist, payload: { to } });
const handOver = (orderId: string, code: string, token = pharmacist, locale?: string) =>
  t.call({ method: 'POST', url: `/api/console/orders/${orderId}/pickup`, token, payload: { code }, ...(locale ? { headers: { 'accept-language': locale } } : {}) });
const mine = (orderId: string, token: string) => t.call({ method: 'GET', url: `/api/my/order/${orderId}`, token });

async function readyPickupOrder() {
  const order = await placeOrder(t, signUp, nextProduct(), 10);
  await confirmOrder(t, order);
  await payInSandbox(t, order.orderId);
  expect((await move(order.orderId, 'processing')).statusCode).toBe(200);
  expect((await move(order.orderId, 'ready_for_pickup')).statusCode).toBe(200);
  const code = (await mine(order.orderId, order.token)).json().data.pickup.code as string;
  return { ...order, code };
}

function wrongCodeFor(code: string): string {
  const last = code.at(-1)!;
  const other = PICKUP_CODE_ALPHABET[(PICKUP_CODE_ALPHABET.indexOf(last) + 1) % PICKUP_CODE_ALPHABET.length]!;
  return code.slice(0, -1) + other;
}

describe('the pick-up card and code', () => {
  it('shows the buyer the pharmacy, today’s hours, a map link and a readable code once paid; nobody else sees the code', async () => {
    const order = await placeOrder(t, signUp, nextProduct(), 10);
    await confirmOrder(t, order);
    const unpaid = (await mine(order.orderId, order.token)).json().data;
    expect(unpaid.pickup).toMatchObject({ code: null });

    await payInSandbox(t, order.orderId);
    const paid = (await mine(order.orderId, order.token)).json().data;
    const pharmacy = await t.database.db.selectFrom('pharmacies').select(['name', 'address', 'phone', 'latitude', 'longitude', 'time_zone']).where('id', '=', order.storeId).executeTakeFirstOrThrow();
    expect(paid.pickup.code).toMatch(new RegExp(`^[${PICKUP_CODE_ALPHABET}]{6}$`));
    expect(paid.pickup.code).not.toMatch(/[0O1I]/);
    expect(paid.pickup.pharmacy).toMatchObject({ name: pharmacy.name, address: pharmacy.address, phone: pharmacy.phone, time_zone: pharmacy.time_zone });
    expect(paid.pickup.today).toMatchObject({ weekday: expect.any(Number), closed: expect.any(Boolean) });
    expect(typeof paid.pickup.is_open_now).toBe('boolean');
    const lat = Number(pharmacy.latitude).toFixed(6);
    const lng = Number(pharmacy.longitude).toFixed(6);
    expect(paid.pickup.map_url).toBe(`https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=17/${lat}/${lng}`);

    // Not in the console's view of the order, not in lists, not to another customer.
    const consoleView = await move(order.orderId, 'processing');
    expect(consoleView.json().data.pickup).toBeNull();
    expect(consoleView.body).not.toContain(paid.pickup.code);
    const adminList = await t.call({ method: 'GET', url: '/api/console/orders?perPage=100', token: admin });
    expect(adminList.body).not.toContain(paid.pickup.code);
    const stranger = await signUp(t);
    const foreign = await mine(order.orderId, stranger.token);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).not.toContain(paid.pickup.code);
    expect((await t.call({ method: 'GET', url: '/api/my/order', token: order.token })).body).not.toContain(paid.pickup.code);
  });

  it('gives a courier order no pick-up card and no code', async () => {
    const order = await placeOrder(t, signUp, nextProduct(), 10);
    const address = await createAddress(t, order.token);
    await confirmOrder(t, order, { shipment_type: 'regular', address_id: address.id, payment_channel: 'va_bca' });
    await payInSandbox(t, order.orderId);
    expect((await mine(order.orderId, order.token)).json().data.pickup).toBeNull();
    const row = await t.database.db.selectFrom('orders').select('pickup_code').where('public_id', '=', order.orderId).executeTakeFirstOrThrow();
    expect(row.pickup_code).toBeNull();
  });
});

describe('handing a pick-up order over', () => {
  it('offers no arrival (Tandai tiba) and no plain completion for pick-up: only the code hands it over', async () => {
    const order = await readyPickupOrder();
    const list = (await t.call({ method: 'GET', url: '/api/console/orders?status=ready_for_pickup&perPage=100', token: pharmacist })).json().data.data;
    const row = list.find((o: { id: string }) => o.id === order.orderId);
    expect(row.next_moves).not.toContain('delivered');
    expect(row.next_moves).toEqual(['completed', 'cancelled']);
    const arrived = await move(order.orderId, 'delivered');
    expect(arrived.statusCode).toBe(409);
    const plain = await move(order.orderId, 'completed');
    expect(plain.statusCode).toBe(422);
    expect(plain.json().message).toBe(apiMessage('pickupCodeRequired', 'id'));
    expect(await orderStatus(t, order.orderId)).toBe('ready_for_pickup');
  });

  it('refuses a wrong code (422, localised) and changes nothing; the right code completes the hand-over', async () => {
    const order = await readyPickupOrder();
    const wrong = await handOver(order.orderId, wrongCodeFor(order.code));
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().message).toBe(apiMessage('pickupCodeWrong', 'id'));
    const wrongEn = await handOver(order.orderId, 'ZZZZ', pharmacist, 'en');
    expect(wrongEn.statusCode).toBe(422);
    expect(wrongEn.json().message).toBe(apiMessage('pickupCodeWrong', 'en'));
    expect(await orderStatus(t, order.orderId)).toBe('ready_for_pickup');
    expect((await mine(order.orderId, order.token)).json().data.timeline.map((e: { status: string }) => e.status).at(-1)).toBe('ready_for_pickup');

    // As read aloud: lower case and with a space still count.
    const typed = `${order.code.slice(0, 3).toLowerCase()} ${order.code.slice(3)}`;
    const done = await handOver(order.orderId, typed);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().message).toBe(apiMessage('pickupHandedOver', 'id'));
    expect(done.json().data.status).toBe('completed');
    expect(done.json().data.timeline.map((e: { status: string }) => e.status)).toEqual(['checkout', 'awaiting_payment', 'paid', 'processing', 'ready_for_pickup', 'completed']);
    const after = (await mine(order.orderId, order.token)).json().data;
    expect(after.status).toBe('completed');
    // Collected: the code is spent and no longer shown.
    expect(after.pickup.code).toBeNull();
    expect((await handOver(order.orderId, order.code)).statusCode).toBe(409);
  });

  it('refuses the hand-over before the order is ready, and to a customer', async () => {
    const order = await placeOrder(t, signUp, nextProduct(), 10);
    await confirmOrder(t, order);
    await payInSandbox(t, order.orderId);
    const code = (await mine(order.orderId, order.token)).json().data.pickup.code as string;
    expect((await handOver(order.orderId, code)).statusCode).toBe(409);
    expect(await orderStatus(t, order.orderId)).toBe('paid');
    const customer = await signUp(t);
    expect((await handOver(order.orderId, code, customer.token)).statusCode).toBe(403);
  });

  it('answers 429 after too many wrong codes for one order, even the right one then', async () => {
    const order = await readyPickupOrder();
    for (let i = 0; i < 5; i++) expect((await handOver(order.orderId, wrongCodeFor(order.code))).statusCode).toBe(422);
    const limited = await handOver(order.orderId, wrongCodeFor(order.code));
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect((await handOver(order.orderId, order.code)).statusCode).toBe(429);
    expect(await orderStatus(t, order.orderId)).toBe('ready_for_pickup');
    // Another order's counter is its own.
    const other = await readyPickupOrder();
    expect((await handOver(other.orderId, other.code)).statusCode).toBe(200);
  });
});
