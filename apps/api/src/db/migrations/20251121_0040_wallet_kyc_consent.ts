import type { Kysely } from 'kysely';
import { timestampType } from './_columns.ts';

/**
 * When the customer agreed to the identity check's use of their NIK and photos (UU PDP 27/2022: consent
 * to process personal data is recorded, not only asked). Requests sent before this column existed keep
 * null: their consent was asked by the form but not stored.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('wallet_kyc').addColumn('consented_at', timestampType(db)).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('wallet_kyc').dropColumn('consented_at').execute();
}
