import { type Kysely, sql } from 'kysely';
import { timestampType } from './_columns.ts';

/**
 * Purchase limits against stock hoarding (docs/decisions/005-stock-holds.md).
 *
 * Each pharmacy sets the most of one product a single order may hold, by drug class. The defaults are
 * what every outlet, the demo ones included, starts with: 10 for obat bebas, 5 for obat bebas terbatas
 * (their packs carry the P-warnings), and 5 for obat keras until prescriptions set the quantity.
 *
 * `order_hold_locks` has one row per buyer that checkout locks before it counts what the buyer already
 * holds, so two checkouts of one account on PostgreSQL count one after the other.
 */
const LIMITS = [
  ['max_per_order_bebas', 10],
  ['max_per_order_bebas_terbatas', 5],
  ['max_per_order_keras', 5],
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  // One column per statement: SQLite's ALTER TABLE adds one at a time, and its CHECK must sit on the column.
  for (const [column, fallback] of LIMITS) {
    await db.schema
      .alterTable('pharmacies')
      .addColumn(column, 'integer', (c) => c.notNull().defaultTo(fallback).check(sql`${sql.ref(column)} between 1 and 999`))
      .execute();
  }

  await db.schema
    .createTable('order_hold_locks')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('locked_at', timestampType(db), (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('order_hold_locks').execute();
  for (const [column] of LIMITS) await db.schema.alterTable('pharmacies').dropColumn(column).execute();
}
