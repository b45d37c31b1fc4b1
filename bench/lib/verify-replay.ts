import type { Executor } from '../../apps/api/src/db/database.ts';
import type { Checks } from './checks.ts';
import type { Notification } from './sandbox-notifications.ts';
import type { PlacedOrder } from './sandbox-orders.ts';

/**
 * What must hold after a webhook replay, read from the database rather than from the answers:
 * each paid order credited once, unpaid ones untouched, each event recorded once, money adding up.
 */

export interface ReplayRun {
  paid: PlacedOrder[];
  controls: PlacedOrder[];
  answers: Array<{ n: Notification; status: number; outcome: string }>;
  genuine: Notification[];
  claims: Notification[];
}

export async function verifyReplay(db: Executor, checks: Checks, run: ReplayRun) {
  const { paid, controls, answers } = run;
  const all = [...paid, ...controls];
  const isPaid = new Set(paid.map((o) => o.orderId));

  // The answers: real notifications are taken (200), forged ones refused (401), one credit per order.
  const real = answers.filter((a) => a.n.kind !== 'forged');
  checks.equal(real.filter((a) => a.status !== 200).length, 0, 'real deliveries not answered 200');
  checks.equal(answers.filter((a) => a.n.kind === 'forged' && a.status !== 401).length, 0, 'forged deliveries not answered 401');
  const credits = new Map<string, number>();
  for (const a of real) if (a.outcome === 'paid') credits.set(a.n.orderId, (credits.get(a.n.orderId) ?? 0) + 1);
  for (const o of all) checks.equal(credits.get(o.orderId) ?? 0, isPaid.has(o.orderId) ? 1 : 0, `"paid" outcomes for ${o.orderId}`);

  const orders = await db.selectFrom('orders').select(['id', 'public_id', 'status', 'total', 'paid_at']).where('public_id', 'in', all.map((o) => o.orderId)).execute();
  const byPublic = new Map(orders.map((o) => [o.public_id, o]));
  const payments = await db
    .selectFrom('order_payments')
    .select(['order_id', 'status', 'amount', 'flag', 'refunded_amount', 'paid_at'])
    .where('order_id', 'in', orders.map((o) => o.id))
    .execute();
  const timeline = await db.selectFrom('order_events').select(['order_id', 'to_status']).where('order_id', 'in', orders.map((o) => o.id)).where('to_status', '=', 'paid').execute();
  const charges = await db.selectFrom('payment_sandbox_charges').select(['provider_ref', 'status', 'amount', 'refunded_amount']).where('provider_ref', 'in', all.map((o) => o.providerRef)).execute();

  for (const placed of all) {
    const order = byPublic.get(placed.orderId);
    if (!checks.that(order !== undefined, `order ${placed.orderId} exists`) || !order) continue;
    const mine = payments.filter((p) => p.order_id === order.id);
    const charge = charges.find((c) => c.provider_ref === placed.providerRef);
    checks.equal(mine.length, 1, `payment rows of ${placed.orderId}`);
    checks.equal(Number(order.total), placed.total, `total of ${placed.orderId} against its confirm answer`);
    if (isPaid.has(placed.orderId)) {
      checks.equal(order.status, 'paid', `status of paid order ${placed.orderId}`);
      checks.that(mine.every((p) => p.status === 'paid' && p.flag === null && Number(p.refunded_amount) === 0 && Number(p.amount) === Number(order.total) && p.paid_at !== null), `payment of ${placed.orderId} paid once, unflagged, for the order total`);
      checks.equal(timeline.filter((e) => e.order_id === order.id).length, 1, `'paid' moves in the timeline of ${placed.orderId}`);
      checks.that(charge?.status === 'paid' && Number(charge.refunded_amount) === 0, `sandbox charge of ${placed.orderId} paid, nothing refunded`);
    } else {
      checks.equal(order.status, 'awaiting_payment', `status of unpaid order ${placed.orderId} after a false "paid" claim`);
      checks.that(mine.every((p) => p.status === 'pending'), `payment of unpaid ${placed.orderId} still pending`);
      checks.equal(timeline.filter((e) => e.order_id === order.id).length, 0, `'paid' moves in the timeline of unpaid ${placed.orderId}`);
      checks.equal(charge?.status, 'pending', `sandbox charge of unpaid ${placed.orderId}`);
    }
  }

  // Every processed event once, and only the events that were really sent with a good signature.
  const recorded = await db.selectFrom('payment_events').select(['event_id']).where('provider', '=', 'sandbox').where('provider_order_id', 'in', all.map((o) => o.providerOrderId)).execute();
  const sent = new Set([...run.genuine, ...run.claims].map((n) => n.eventId));
  const seen = new Map<string, number>();
  for (const r of recorded) seen.set(r.event_id, (seen.get(r.event_id) ?? 0) + 1);
  checks.equal([...seen.values()].filter((n) => n !== 1).length, 0, 'events recorded more than once');
  checks.that(seen.size === sent.size && [...sent].every((id) => seen.has(id)), `recorded events (${seen.size}) are exactly the events sent (${sent.size})`);

  // The money: what the buyers were asked for, what the shop booked, what the provider holds.
  const expectedAmount = paid.reduce((s, o) => s + o.total, 0);
  const paidIds = new Set(paid.map((o) => byPublic.get(o.orderId)?.id));
  const paidAmount = payments.filter((p) => p.status === 'paid').reduce((s, p) => s + Number(p.amount), 0);
  const orderTotal = orders.filter((o) => o.status === 'paid').reduce((s, o) => s + Number(o.total), 0);
  const providerAmount = charges.filter((c) => c.status === 'paid').reduce((s, c) => s + Number(c.amount), 0);
  checks.equal(paidAmount, expectedAmount, 'IDR booked as paid against the confirmed totals');
  checks.equal(orderTotal, expectedAmount, 'IDR of paid orders against the confirmed totals');
  checks.equal(providerAmount, expectedAmount, 'IDR the sandbox holds against the confirmed totals');
  checks.that(payments.filter((p) => p.status === 'paid').every((p) => paidIds.has(p.order_id)), 'no money booked on an unpaid order');
  const refundJobs = await db.selectFrom('jobs').select('id').where('name', '=', 'payment.refund').execute();
  checks.equal(refundJobs.length, 0, 'refund jobs (a duplicate credit would owe one)');

  return {
    ordersPaid: orders.filter((o) => o.status === 'paid').length,
    controlsAwaitingPayment: orders.filter((o) => !isPaid.has(o.public_id) && o.status === 'awaiting_payment').length,
    paidOutcomes: [...credits.values()].reduce((s, n) => s + n, 0),
    paidMovesInTimeline: timeline.length,
    paymentEventsRecorded: recorded.length,
    eventsSent: sent.size,
    paidAmount,
    expectedAmount,
    providerAmount,
    refundJobs: refundJobs.length,
  };
}
