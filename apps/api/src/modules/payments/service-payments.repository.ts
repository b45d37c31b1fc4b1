import type { Insertable, Selectable } from 'kysely';
import type { ConsultationPayment, PaymentStatus } from '@apotek/contract';
import type { Executor } from '../../db/database.ts';
import { assertPaymentMove } from './payment-state.ts';
import { toChargeView } from './payment.view.ts';
import type { ServicePaymentOwner, ServicePaymentsTable } from './payments.tables.ts';

export type ServicePaymentRow = Selectable<ServicePaymentsTable>;

export async function insertServicePayment(trx: Executor, row: Insertable<ServicePaymentsTable> & { status: 'pending' }): Promise<ServicePaymentRow> {
  return trx.insertInto('service_payments').values(row).returningAll().executeTakeFirstOrThrow();
}

export function findServicePayment(db: Executor, providerOrderId: string): Promise<ServicePaymentRow | undefined> {
  return db.selectFrom('service_payments').selectAll().where('provider_order_id', '=', providerOrderId).executeTakeFirst();
}

export function findServicePaymentByToken(db: Executor, token: string): Promise<ServicePaymentRow | undefined> {
  return db.selectFrom('service_payments').selectAll().where('token', '=', token).executeTakeFirst();
}

/** Every attempt for one owner, oldest first. */
export function servicePaymentsOf(db: Executor, kind: ServicePaymentOwner, ref: string): Promise<ServicePaymentRow[]> {
  return db.selectFrom('service_payments').selectAll().where('owner_kind', '=', kind).where('owner_ref', '=', ref).orderBy('attempt').execute();
}

/** The newest attempt of each of these owners. */
export async function latestServicePayments(db: Executor, kind: ServicePaymentOwner, refs: readonly string[]): Promise<Map<string, ServicePaymentRow>> {
  if (refs.length === 0) return new Map();
  const rows = await db.selectFrom('service_payments').selectAll().where('owner_kind', '=', kind).where('owner_ref', 'in', refs).orderBy('attempt').execute();
  return new Map(rows.map((row) => [row.owner_ref, row]));
}

/** Moves a charge only if it is still in `from` (the order payments' state table applies); false when another delivery got there first. */
export async function moveServicePaymentIf(trx: Executor, id: number, from: PaymentStatus, to: PaymentStatus, patch: { paid_at?: string | null; flag?: 'late' | 'refund' | null; refunded_amount?: number; updated_at: string }): Promise<boolean> {
  if (to !== from) assertPaymentMove(from, to);
  const result = await trx.updateTable('service_payments').set({ ...patch, status: to }).where('id', '=', id).where('status', '=', from).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The charge as the payer sees it, in an order payment's shape. */
export function toServicePayment(row: ServicePaymentRow): ConsultationPayment {
  return toChargeView(row);
}
