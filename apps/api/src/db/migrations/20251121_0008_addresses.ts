import { type Kysely, sql } from 'kysely';
import { realType, timestampType, withId } from './_columns.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  const ts = timestampType(db);
  // Region names are stored beside the Kemendagri codes so an address reads the same even if a later
  // dataset renames a village; the codes stay the key for checks and delivery.
  await withId(db, db.schema.createTable('addresses'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('label', 'text', (c) => c.notNull())
    .addColumn('recipient_name', 'text', (c) => c.notNull())
    .addColumn('recipient_phone', 'text', (c) => c.notNull())
    .addColumn('address_line', 'text', (c) => c.notNull())
    .addColumn('province_code', 'text', (c) => c.notNull())
    .addColumn('province_name', 'text', (c) => c.notNull())
    .addColumn('city_code', 'text', (c) => c.notNull())
    .addColumn('city_name', 'text', (c) => c.notNull())
    .addColumn('district_code', 'text', (c) => c.notNull())
    .addColumn('district_name', 'text', (c) => c.notNull())
    .addColumn('village_code', 'text', (c) => c.notNull())
    .addColumn('village_name', 'text', (c) => c.notNull())
    .addColumn('postal_code', 'text', (c) => c.notNull())
    .addColumn('latitude', realType(db))
    .addColumn('longitude', realType(db))
    .addColumn('notes', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('is_default', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('updated_at', ts, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('addresses_user_id_idx').on('addresses').columns(['user_id', 'created_at']).execute();
  // The database itself keeps "at most one default per user"; the service keeps "at least one".
  await db.schema
    .createIndex('addresses_one_default_idx')
    .on('addresses')
    .column('user_id')
    .unique()
    .where(sql.ref('is_default'), '=', 1)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('addresses').execute();
}
