import { inflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatRupiah } from '@apotek/contract';
import { createAddress, signUp, SUKARASA } from '../../test/addresses.ts';
import { type CommerceTestApp, confirmOrder, createCommerceTestApp, payInSandbox, placeOrder, setStock } from '../../test/commerce.ts';

let t: CommerceTestApp;
let product = 70;
const nextProduct = () => (product += 1);

beforeAll(async () => {
  t = await createCommerceTestApp();
});
afterAll(async () => {
  await t.close();
});

/** The text a PDF shows: pdfkit writes each line as hex strings in a TJ array inside deflated streams. */
function pdfText(pdf: Buffer): string {
  const lines: string[] = [];
  const raw = pdf.toString('latin1');
  for (const match of raw.matchAll(/stream\r?\n/g)) {
    const start = match.index + match[0].length;
    const end = raw.indexOf('endstream', start);
    let content: string;
    try {
      content = inflateSync(pdf.subarray(start, end)).toString('latin1');
    } catch {
      continue;
    }
    for (const tj of content.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
      lines.push([...tj[1]!.matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => Buffer.from(h[1]!, 'hex').toString('latin1')).join(''));
    }
  }
  return lines.join('\n');
}

describe('invoice PDF (GET /api/my/order/{id}/invoice.pdf)', () => {
  it('gives the buyer of a paid order a PDF with the pharmacy, the lines, the total and the payment; others get 404', async () => {
    const order = await placeOrder(t, signUp, nextProduct());
    await confirmOrder(t, order, { shipment_type: 'pickup', payment_channel: 'va_bri' });
    const url = `/api/my/order/${order.orderId}/invoice.pdf`;

    const unpaid = await t.call({ method: 'GET', url, token: order.token });
    expect(unpaid.statusCode).toBe(409);

    await payInSandbox(t, order.orderId);
    const res = await t.call({ method: 'GET', url, token: order.token });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(`${order.orderId}.pdf`);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const got = (await t.call({ method: 'GET', url: `/api/my/order/${order.orderId}`, token: order.token })).json().data;
    const pharmacy = await t.database.db.selectFrom('pharmacies').select(['legal_name', 'sipa_number', 'licence_number']).where('id', '=', order.storeId).executeTakeFirstOrThrow();
    const text = pdfText(res.rawPayload);
    expect(text).toContain(order.orderId);
    expect(text).toContain(formatRupiah(got.total));
    expect(formatRupiah(got.total)).toMatch(/^Rp \d{1,3}(\.\d{3})*$/);
    expect(text).toContain(pharmacy.legal_name);
    expect(text).toContain(pharmacy.sipa_number);
    expect(text).toContain(pharmacy.licence_number);
    expect(text).toContain('Obat bebas');
    expect(text).toContain('BRI Virtual Account');
    expect(text).toMatch(/WIB/);

    const english = pdfText((await t.call({ method: 'GET', url, token: order.token, cookies: { i18n_redirected: 'en' } })).rawPayload);
    expect(english).toContain('INVOICE');
    expect(english).toContain('Over-the-counter');

    const stranger = await signUp(t);
    expect((await t.call({ method: 'GET', url, token: stranger.token })).statusCode).toBe(404);
    expect((await t.call({ method: 'GET', url })).statusCode).toBe(401);
  });
});

describe('buy again (POST /api/my/order/{id}/buy-again)', () => {
  it('puts the order’s products back into the cart at the same pharmacy, within what the pharmacy has', async () => {
    const order = await placeOrder(t, signUp, nextProduct());
    const url = `/api/my/order/${order.orderId}/buy-again`;
    const res = await t.call({ method: 'POST', url, token: order.token });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ store_id: order.storeId, added: 1, skipped: 0 });
    const cart = (await t.call({ method: 'GET', url: `/api/my/cart?store_id=${order.storeId}`, token: order.token })).json().data;
    const line = cart.carts.find((c: { store: { id: number } }) => c.store.id === order.storeId).items.find((i: { product_id: number }) => i.product_id === order.productId);
    expect(line.quantity).toBe(2);

    // The cart already holds 2 and the pharmacy has 3 left: only one more fits.
    await setStock(t.database.db, order.storeId, order.productId, 3);
    expect((await t.call({ method: 'POST', url, token: order.token })).json().data).toMatchObject({ added: 1 });
    const again = (await t.call({ method: 'GET', url: `/api/my/cart?store_id=${order.storeId}`, token: order.token })).json().data;
    expect(again.carts[0].items.find((i: { product_id: number }) => i.product_id === order.productId).quantity).toBe(3);
    expect((await t.call({ method: 'POST', url, token: order.token })).json().data).toMatchObject({ added: 0, skipped: 1 });

    const stranger = await signUp(t);
    expect((await t.call({ method: 'POST', url, token: stranger.token })).statusCode).toBe(404);
  });
});

describe('customer-facing courier name', () => {
  it('names the courier for the customer and keeps the adapter code beside it', async () => {
    const order = await placeOrder(t, signUp, nextProduct());
    const far = await createAddress(t, order.token, { ...SUKARASA, postal_code: '40151', latitude: -6.8868, longitude: 107.5965, address_line: 'Jl. Sukajadi No. 10' });
    await confirmOrder(t, order, { shipment_type: 'regular', address_id: far.id, payment_channel: 'va_bca' });
    const id = (await t.call({ method: 'GET', url: `/api/my/order/${order.orderId}`, token: order.token })).json().data;
    expect(id.shipment).toMatchObject({ courier: 'sandbox', courier_name: 'Kurir Apotek (uji coba)' });
    const en = (await t.call({ method: 'GET', url: `/api/my/order/${order.orderId}`, token: order.token, cookies: { i18n_redirected: 'en' } })).json().data;
    expect(en.shipment.courier_name).toBe('Apotek Courier (test)');
  });
});
