import type { Kysely, Selectable } from 'kysely';
import type { PaymentProvider } from './payment-gateway.ts';
import type { ChargeIntentOutcome, ChargeIntentsTables } from './charge-intents.tables.ts';

export type ChargeIntentRow = Selectable<ChargeIntentsTables['charge_intents']>;
type Db = Kysely<ChargeIntentsTables>;

/**
 * Records the intent to charge. Callers pass the database itself, never a transaction: the row must be
 * committed before the provider hears of the charge. A repeat for the same id is a no-op.
 */
export async function recordChargeIntent(db: Db, row: { provider: PaymentProvider; provider_order_id: string; amount: number; created_at: string }): Promise<void> {
  await db
    .insertInto('charge_intents')
    .values({ ...row, resolved_at: null, outcome: null, last_error: null })
    .onConflict((oc) => oc.column('provider_order_id').doNothing())
    .execute();
}

/** Intents of this provider not yet resolved and made before `before`, oldest first. */
export function listUnresolvedIntents(db: Db, provider: PaymentProvider, before: string, limit: number): Promise<ChargeIntentRow[]> {
  return db
    .selectFrom('charge_intents')
    .selectAll()
    .where('resolved_at', 'is', null)
    .where('provider', '=', provider)
    .where('created_at', '<=', before)
    .orderBy('created_at')
    .orderBy('id')
    .limit(limit)
    .execute();
}

export async function resolveIntent(db: Db, id: number, outcome: ChargeIntentOutcome, now: string, error: string | null = null): Promise<void> {
  await db.updateTable('charge_intents').set({ resolved_at: now, outcome, last_error: error }).where('id', '=', id).where('resolved_at', 'is', null).execute();
}

export async function noteIntentError(db: Db, id: number, error: string): Promise<void> {
  await db.updateTable('charge_intents').set({ last_error: error.slice(0, 2000) }).where('id', '=', id).execute();
}

export function findIntent(db: Db, providerOrderId: string): Promise<ChargeIntentRow | undefined> {
  return db.selectFrom('charge_intents').selectAll().where('provider_order_id', '=', providerOrderId).executeTakeFirst();
}
