import { type Kysely, sql } from 'kysely';
import { isPostgres } from '../dialect.ts';
import { timestampType, withId } from './_columns.ts';

/**
 * The full catalogue of issue 3 on top of the minimal 0004: category levels, brands, the product fields a
 * pharmacy page must show (NIE, composition, dosage…), images and stock per pharmacy.
 *
 * SQLite adds one column per ALTER TABLE and cannot add a table constraint afterwards, so the promo-price
 * rule is a column CHECK there and a named table CHECK on PostgreSQL; both enforce the same thing.
 * Booleans are integers 0/1 on both databases so rows read the same everywhere.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = isPostgres(db);
  const ts = timestampType(db);

  await db.schema
    .alterTable('product_categories')
    .addColumn('level', 'text', (c) => c.notNull().defaultTo('category').check(sql`level in ('category', 'sub_category', 'segment')`))
    .execute();
  await db.schema.alterTable('product_categories').addColumn('icon_url', 'text').execute();
  await db.schema.createIndex('product_categories_parent_id_idx').on('product_categories').column('parent_id').execute();

  await withId(db, db.schema.createTable('brands'))
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('logo_url', 'text')
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('description_en', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('is_popular', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', ts, (c) => c.notNull())
    .addCheckConstraint('brands_is_popular_check', sql`is_popular in (0, 1)`)
    .execute();

  const texts = [
    'name_en',
    'description_en',
    'composition',
    'indications',
    'dosage',
    'contraindications',
    'side_effects',
    'storage',
    'packaging',
    'bpom_number',
  ] as const;
  for (const column of texts) {
    await db.schema.alterTable('products').addColumn(column, 'text', (c) => c.notNull().defaultTo('')).execute();
  }
  await db.schema
    .alterTable('products')
    .addColumn('requires_prescription', 'integer', (c) => c.notNull().defaultTo(0).check(sql`requires_prescription in (0, 1)`))
    .execute();
  await db.schema.alterTable('products').addColumn('weight_grams', 'integer', (c) => c.notNull().defaultTo(0).check(sql`weight_grams >= 0`)).execute();
  await db.schema.alterTable('products').addColumn('sold_count', 'integer', (c) => c.notNull().defaultTo(0).check(sql`sold_count >= 0`)).execute();
  await db.schema.alterTable('products').addColumn('image_url', 'text').execute();
  await db.schema.alterTable('products').addColumn('brand_id', 'integer', (c) => c.references('brands.id').onDelete('set null')).execute();
  await db.schema
    .alterTable('products')
    .addColumn('sub_category_id', 'integer', (c) => c.references('product_categories.id').onDelete('set null'))
    .execute();
  await db.schema
    .alterTable('products')
    .addColumn('segment_id', 'integer', (c) => c.references('product_categories.id').onDelete('set null'))
    .execute();

  // Obat keras and dilarang_online never carry a promotion (ARCHITECTURE §4); a promo is below the price.
  const promoRule = sql`promo_price is null or (promo_price >= 0 and promo_price < price and drug_class in ('bebas', 'bebas_terbatas'))`;
  if (pg) {
    await db.schema.alterTable('products').addColumn('promo_price', 'integer').execute();
    await db.schema.alterTable('products').addCheckConstraint('products_promo_price_check', promoRule).execute();
  } else {
    await db.schema.alterTable('products').addColumn('promo_price', 'integer', (c) => c.check(promoRule)).execute();
  }

  await db.schema.createIndex('products_brand_id_idx').on('products').column('brand_id').execute();
  await db.schema.createIndex('products_sub_category_id_idx').on('products').column('sub_category_id').execute();
  await db.schema.createIndex('products_segment_id_idx').on('products').column('segment_id').execute();

  await withId(db, db.schema.createTable('product_images'))
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('alt', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('product_images_product_id_idx').on('product_images').column('product_id').execute();

  await db.schema
    .createTable('product_stock')
    .addColumn('pharmacy_id', 'integer', (c) => c.notNull().references('pharmacies.id').onDelete('cascade'))
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('quantity', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', ts, (c) => c.notNull())
    .addPrimaryKeyConstraint('product_stock_pkey', ['pharmacy_id', 'product_id'])
    .addCheckConstraint('product_stock_quantity_check', sql`quantity >= 0`)
    .execute();
  await db.schema.createIndex('product_stock_product_id_idx').on('product_stock').column('product_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('product_stock').execute();
  await db.schema.dropTable('product_images').execute();
  await db.schema.dropIndex('products_segment_id_idx').execute();
  await db.schema.dropIndex('products_sub_category_id_idx').execute();
  await db.schema.dropIndex('products_brand_id_idx').execute();
  if (isPostgres(db)) await db.schema.alterTable('products').dropConstraint('products_promo_price_check').execute();
  const columns = [
    'promo_price',
    'segment_id',
    'sub_category_id',
    'brand_id',
    'image_url',
    'sold_count',
    'weight_grams',
    'requires_prescription',
    'bpom_number',
    'packaging',
    'storage',
    'side_effects',
    'contraindications',
    'dosage',
    'indications',
    'composition',
    'description_en',
    'name_en',
  ];
  for (const column of columns) await db.schema.alterTable('products').dropColumn(column).execute();
  await db.schema.dropTable('brands').execute();
  await db.schema.dropIndex('product_categories_parent_id_idx').execute();
  await db.schema.alterTable('product_categories').dropColumn('icon_url').execute();
  await db.schema.alterTable('product_categories').dropColumn('level').execute();
}
