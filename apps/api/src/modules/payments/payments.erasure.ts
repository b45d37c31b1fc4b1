import type { Executor } from '../../db/database.ts';

/**
 * The payments module's part of the personal-data rights (docs/decisions/037-personal-data-rights.md):
 * payments are kept whole for the books (UU KUP art. 28(11), ten years) and name nobody themselves, so
 * there is only the export here.
 */
export async function paymentsPersonalData(db: Executor, userId: number, orderIds: readonly number[]) {
  const orderPayments = orderIds.length
    ? await db
        .selectFrom('order_payments')
        .innerJoin('orders', 'orders.id', 'order_payments.order_id')
        .select([
          'orders.public_id as order_code',
          'order_payments.attempt',
          'order_payments.provider',
          'order_payments.channel',
          'order_payments.status',
          'order_payments.amount',
          'order_payments.refunded_amount',
          'order_payments.paid_at',
          'order_payments.created_at',
        ])
        .where('order_payments.order_id', 'in', [...orderIds])
        .orderBy('order_payments.id')
        .execute()
    : [];
  const servicePayments = await db
    .selectFrom('service_payments')
    .select(['owner_kind', 'owner_ref', 'attempt', 'provider', 'channel', 'status', 'amount', 'refunded_amount', 'paid_at', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
  return { orders: orderPayments, services: servicePayments };
}
