import { randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/**
 * The pick-up code of a pick-up order (issue 8, point 4): six characters the customer reads aloud at the
 * counter and the pharmacist types into the console to hand the order over. Stored plainly: the customer
 * must be able to see it again on their order page, and it is worth nothing without the order itself, the
 * pharmacist's session at that pharmacy and fewer wrong guesses than the per-order rate limit allows.
 * Pick-up orders already paid and not yet collected get a code here, so they can still be handed over.
 */
interface Schema {
  orders: { id: number; shipment_type: string | null; status: string; pickup_code: string | null };
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('orders').addColumn('pickup_code', 'text').execute();
  const typed = db as unknown as Kysely<Schema>;
  const waiting = await typed
    .selectFrom('orders')
    .select('id')
    .where('shipment_type', '=', 'pickup')
    .where('status', 'in', ['paid', 'processing', 'ready_for_pickup'])
    .execute();
  for (const { id } of waiting) {
    let code = '';
    for (let i = 0; i < 6; i += 1) code += ALPHABET[randomInt(ALPHABET.length)];
    await typed.updateTable('orders').set({ pickup_code: code }).where('id', '=', id).execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('orders').dropColumn('pickup_code').execute();
}
