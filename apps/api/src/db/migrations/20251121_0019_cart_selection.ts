import { type Kysely, sql } from 'kysely';

/**
 * Which cart lines the buyer has ticked for checkout (issue 8, point 3). Kept on the line, not in the
 * browser, so the choice survives a reload, another tab and a login (a merged guest line arrives ticked).
 * New lines start ticked, as in the shops customers know.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('cart_items')
    .addColumn('selected', 'integer', (c) => c.notNull().defaultTo(1).check(sql`selected in (0, 1)`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('cart_items').dropColumn('selected').execute();
}
