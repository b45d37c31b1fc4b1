import type { Executor } from '../../apps/api/src/db/database.ts';
import { inPool } from './concurrency.ts';
import type { Customer } from './customers.ts';
import { call, expectStatus } from './http.ts';
import { addToCart, type Target } from './shop.ts';

/** Orders taken to "awaiting payment" over HTTP, one per customer, over every payment channel in turn. */

export const CHANNELS = ['qris', 'va_bca', 'va_bni', 'va_bri', 'va_mandiri', 'va_permata'] as const;

export interface PlacedOrder {
  orderId: string;
  channel: string;
  total: number;
  providerRef: string;
  providerOrderId: string;
}

export async function placeAndConfirm(base: string, db: Executor, customers: Customer[], target: Target): Promise<PlacedOrder[]> {
  const confirmed = await inPool(customers, 8, async (c, i) => {
    // 1–3 units, so totals differ and a payment credited to the wrong order would show in the sums.
    await addToCart(base, c.token, target, 1 + (i % 3));
    const checkout = await call<{ id: string }>(base, 'POST', '/api/cart/product/checkout', { token: c.token, body: { store_id: target.storeId } });
    const orderId = expectStatus(checkout, 'checkout', 200, 201).id;
    const channel = CHANNELS[i % CHANNELS.length]!;
    const confirm = await call<{ order: { total: number } }>(base, 'POST', `/api/order/${orderId}/confirm`, {
      token: c.token,
      body: { shipment_type: 'pickup', payment_channel: channel },
    });
    return { orderId, channel, total: expectStatus(confirm, `confirm ${orderId}`, 200).order.total };
  });
  const rows = await db
    .selectFrom('order_payments as p')
    .innerJoin('orders as o', 'o.id', 'p.order_id')
    .select(['o.public_id', 'p.provider_ref', 'p.provider_order_id'])
    .where('o.public_id', 'in', confirmed.map((c) => c.orderId))
    .execute();
  const byOrder = new Map(rows.map((r) => [r.public_id, r]));
  return confirmed.map((c) => {
    const row = byOrder.get(c.orderId);
    if (!row) throw new Error(`no payment for ${c.orderId}`);
    return { ...c, providerRef: row.provider_ref, providerOrderId: row.provider_order_id };
  });
}

/** Plays the customer's bank on the sandbox page: the charge becomes paid at the "provider". */
export async function payAtSandbox(base: string, orders: PlacedOrder[]): Promise<void> {
  await inPool(orders, 8, async (o) => {
    const answer = await call<{ status: string }>(base, 'POST', `/api/dev/payments/${o.providerRef}/pay`, { body: {} });
    if (expectStatus(answer, `sandbox pay ${o.providerRef}`, 200).status !== 'paid') throw new Error(`sandbox did not pay ${o.providerRef}`);
  });
}

/**
 * Waits until the sandbox has made its one delivery attempt of every event of these charges (to the dead
 * URL the bench configured), so nothing of its own arrives while the replay runs.
 */
export async function waitForSandboxAttempts(db: Executor, refs: string[], timeoutMs = 15_000): Promise<{ events: number; delivered: number }> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const rows = await db.selectFrom('payment_sandbox_events').select(['attempts', 'delivered_at']).where('provider_ref', 'in', refs).execute();
    const waiting = rows.filter((r) => Number(r.attempts) < 1).length;
    if (waiting === 0) return { events: rows.length, delivered: rows.filter((r) => r.delivered_at !== null).length };
    if (Date.now() > until) throw new Error(`${waiting} sandbox events still undelivered-and-untried after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
