import { type Kysely, sql } from 'kysely';

/**
 * Where an address's map pin came from (docs/decisions/009-delivery-pins.md): the customer placed it,
 * the browser located it, or the server derived it from the chosen region because the customer set
 * none. Couriers that price by exact distance accept only the first two. Pins saved before this
 * column were all set by the customer.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('addresses')
    .addColumn('pin_source', 'text', (c) => c.check(sql`pin_source in ('customer', 'browser', 'derived')`))
    .execute();
  await sql`update addresses set pin_source = 'customer' where latitude is not null and longitude is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('addresses').dropColumn('pin_source').execute();
}
