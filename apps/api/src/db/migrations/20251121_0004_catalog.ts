import { type Kysely, sql } from 'kysely';
import { timestampType, withId } from './_columns.ts';

/** The minimal catalogue the demo data needs; the catalogue issue extends it with new migrations. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('product_categories'))
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('name_en', 'text', (c) => c.notNull())
    .addColumn('parent_id', 'integer', (c) => c.references('product_categories.id').onDelete('set null'))
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await withId(db, db.schema.createTable('products'))
    .addColumn('sku', 'text', (c) => c.notNull().unique())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('category_id', 'integer', (c) => c.notNull().references('product_categories.id'))
    .addColumn('price', 'integer', (c) => c.notNull())
    .addColumn('drug_class', 'text', (c) => c.notNull())
    .addColumn('unit', 'text', (c) => c.notNull())
    .addColumn('manufacturer', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('created_at', timestampType(db), (c) => c.notNull())
    .addCheckConstraint('products_drug_class_check', sql`drug_class in ('bebas', 'bebas_terbatas', 'keras', 'dilarang_online')`)
    .addCheckConstraint('products_price_check', sql`price >= 0`)
    .execute();
  await db.schema.createIndex('products_category_id_idx').on('products').column('category_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('products').execute();
  await db.schema.dropTable('product_categories').execute();
}
