import type { Kysely } from 'kysely';
import { realType, timestampType, withId } from './_columns.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('pharmacies'))
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('legal_name', 'text', (c) => c.notNull())
    .addColumn('licence_number', 'text', (c) => c.notNull())
    .addColumn('pharmacist_name', 'text', (c) => c.notNull())
    .addColumn('sipa_number', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('city', 'text', (c) => c.notNull())
    .addColumn('province', 'text', (c) => c.notNull())
    .addColumn('postal_code', 'text', (c) => c.notNull())
    .addColumn('latitude', realType(db), (c) => c.notNull())
    .addColumn('longitude', realType(db), (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('opens_at', 'text', (c) => c.notNull())
    .addColumn('closes_at', 'text', (c) => c.notNull())
    .addColumn('created_at', timestampType(db), (c) => c.notNull())
    .execute();
  await db.schema.createIndex('pharmacies_city_idx').on('pharmacies').column('city').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('pharmacies').execute();
}
