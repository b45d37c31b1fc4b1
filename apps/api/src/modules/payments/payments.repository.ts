import { type Insertable, type Selectable, sql, type Updateable } from 'kysely';
import type { Executor } from '../../db/database.ts';
import type { PaymentStatus } from '@apotek/contract';
import { assertPaymentMove, type NEW_PAYMENT_STATUS } from './payment-state.ts';
import type { OrderPaymentsTable, PaymentEventsTable } from './payments.tables.ts';

export type PaymentRow = Selectable<OrderPaymentsTable>;

/** A new charge; the type holds it to the state table's start (payment-state.ts). */
export async function insertPayment(trx: Executor, row: Insertable<OrderPaymentsTable> & { status: typeof NEW_PAYMENT_STATUS }): Promise<number> {
  const inserted = await trx.insertInto('order_payments').values(row).returning('id').executeTakeFirstOrThrow();
  return inserted.id;
}

export function findPaymentByToken(db: Executor, token: string): Promise<PaymentRow | undefined> {
  return db.selectFrom('order_payments').selectAll().where('token', '=', token).executeTakeFirst();
}

export function findPaymentByProviderOrderId(db: Executor, providerOrderId: string): Promise<PaymentRow | undefined> {
  return db.selectFrom('order_payments').selectAll().where('provider_order_id', '=', providerOrderId).executeTakeFirst();
}

export function findPaymentById(db: Executor, id: number): Promise<PaymentRow | undefined> {
  return db.selectFrom('order_payments').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The newest attempt: the payment the buyer is looking at. */
export function latestPayment(db: Executor, orderId: number): Promise<PaymentRow | undefined> {
  return db.selectFrom('order_payments').selectAll().where('order_id', '=', orderId).orderBy('attempt', 'desc').limit(1).executeTakeFirst();
}

export function listPayments(db: Executor, orderId: number): Promise<PaymentRow[]> {
  return db.selectFrom('order_payments').selectAll().where('order_id', '=', orderId).orderBy('attempt').execute();
}

/**
 * Changes a payment only if it is still in `from`; false when another delivery got there first. A new
 * status must be a move of the payment state table (payment-state.ts), else 409 before anything is written.
 */
export async function updatePaymentIf(trx: Executor, id: number, from: PaymentStatus, patch: Updateable<OrderPaymentsTable>): Promise<boolean> {
  if (patch.status !== undefined && patch.status !== from) assertPaymentMove(from, patch.status as PaymentStatus);
  const result = await trx.updateTable('order_payments').set(patch).where('id', '=', id).where('status', '=', from).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function paymentEventSeen(db: Executor, provider: string, eventId: string): Promise<boolean> {
  const row = await db.selectFrom('payment_events').select('id').where('provider', '=', provider).where('event_id', '=', eventId).executeTakeFirst();
  return row !== undefined;
}

/** Records a processed webhook event; a second delivery that raced this one is simply not recorded twice. */
export async function recordPaymentEvent(db: Executor, row: Insertable<PaymentEventsTable>): Promise<boolean> {
  const result = await db
    .insertInto('payment_events')
    .values(row)
    .onConflict((oc) => oc.columns(['provider', 'event_id']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

/**
 * The sandbox page's charges, newest first: orders' and service charges' (consultations, appointments,
 * whose `public_id` is their owner's id), so every sandbox charge can be paid there.
 */
export async function listSandboxPayments(db: Executor, onlyPending: boolean, limit: number) {
  const [orders, services, topUps] = await Promise.all([
    db
      .selectFrom('order_payments as p')
      .innerJoin('orders as o', 'o.id', 'p.order_id')
      .select(['p.provider_ref', 'o.public_id', 'p.provider_order_id', 'p.channel', 'p.amount', 'p.status', 'p.va_number', 'p.biller_code', 'p.bank', 'p.qris_payload', 'p.token', 'p.expires_at', 'p.created_at'])
      .where('p.provider', '=', 'sandbox')
      .$if(onlyPending, (qb) => qb.where('p.status', '=', 'pending'))
      .orderBy('p.id', 'desc')
      .limit(limit)
      .execute(),
    db
      .selectFrom('service_payments as p')
      .select(['p.provider_ref', 'p.owner_ref as public_id', 'p.provider_order_id', 'p.channel', 'p.amount', 'p.status', 'p.va_number', 'p.biller_code', 'p.bank', 'p.qris_payload', 'p.token', 'p.expires_at', 'p.created_at'])
      .where('p.provider', '=', 'sandbox')
      .$if(onlyPending, (qb) => qb.where('p.status', '=', 'pending'))
      .orderBy('p.id', 'desc')
      .limit(limit)
      .execute(),
    // Wallet top-ups (TOPUP-…) have no order: the sandbox's own record of the charge is all it lists.
    db
      .selectFrom('payment_sandbox_charges as p')
      .select(['p.provider_ref', 'p.order_id as public_id', 'p.order_id as provider_order_id', 'p.channel', 'p.amount', 'p.status', 'p.payment_code as va_number', 'p.biller_code', 'p.bank', 'p.qris_payload', sql<string | null>`null`.as('token'), 'p.expires_at', 'p.created_at'])
      .where('p.order_id', 'like', 'TOPUP-%')
      .$if(onlyPending, (qb) => qb.where('p.status', '=', 'pending'))
      .orderBy('p.id', 'desc')
      .limit(limit)
      .execute(),
  ]);
  return [...orders, ...services, ...topUps].sort((a, b) => Date.parse(String(b.created_at)) - Date.parse(String(a.created_at))).slice(0, limit);
}
