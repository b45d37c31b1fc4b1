import { type Kysely, sql } from 'kysely';
import { timestampType, withId } from './_columns.ts';

/**
 * Identity verification of wallet holders (modules/wallet, issue 13). The NIK is stored only as a keyed
 * hash (to refuse one NIK verifying two accounts) and its last four digits (to show the customer which
 * one they sent). One request per customer is open at a time: a partial unique index, not a read first.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const ts = timestampType(db);
  await withId(db, db.schema.createTable('wallet_kyc'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('nik_hash', 'text', (c) => c.notNull())
    .addColumn('nik_last4', 'text', (c) => c.notNull())
    .addColumn('full_name', 'text', (c) => c.notNull())
    .addColumn('ktp_file_id', 'text', (c) => c.notNull())
    .addColumn('selfie_file_id', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('pending', 'verified', 'rejected')`))
    .addColumn('reason', 'text')
    .addColumn('reviewer_id', 'integer', (c) => c.references('users.id'))
    .addColumn('submitted_at', ts, (c) => c.notNull())
    .addColumn('reviewed_at', ts)
    .execute();
  await sql`create unique index wallet_kyc_open on wallet_kyc (user_id) where status in ('pending', 'verified')`.execute(db);
  await sql`create unique index wallet_kyc_nik_verified on wallet_kyc (nik_hash) where status = 'verified'`.execute(db);
  await db.schema.createIndex('wallet_kyc_status_idx').on('wallet_kyc').columns(['status', 'submitted_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('wallet_kyc').execute();
}
