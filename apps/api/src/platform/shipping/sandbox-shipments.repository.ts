import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { ShippingSandboxShipmentTable, ShippingSandboxTables } from './shipping-sandbox.tables.ts';

/**
 * The sandbox's table, reached through withTables so this works before (and after) db/database.ts
 * lists ShippingSandboxTables in the Database type.
 */
export type SandboxDb = Kysely<Database & ShippingSandboxTables>;

export function sandboxDb(db: Kysely<Database>): SandboxDb {
  return db.withTables<ShippingSandboxTables>();
}

export function insertSandboxShipment(db: SandboxDb, row: Insertable<ShippingSandboxShipmentTable>) {
  return db.insertInto('shipping_sandbox_shipments').values(row).execute();
}

export function findSandboxShipment(db: SandboxDb, waybill: string) {
  return db
    .selectFrom('shipping_sandbox_shipments')
    .select(['waybill', 'order_ref', 'service', 'eta_days', 'sender_name', 'receiver_name', 'fail_first_attempt', 'created_at', 'cancelled_at'])
    .where('waybill', '=', waybill)
    .executeTakeFirst();
}

/** Marks a shipment cancelled once; answers whether this call did it. */
export async function markSandboxShipmentCancelled(db: SandboxDb, waybill: string, at: string): Promise<boolean> {
  const result = await db
    .updateTable('shipping_sandbox_shipments')
    .set({ cancelled_at: at })
    .where('waybill', '=', waybill)
    .where('cancelled_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
