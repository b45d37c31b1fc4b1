import { type Kysely, sql } from 'kysely';
import { timestampType, withId } from './_columns.ts';

/**
 * Promotions and vouchers (modules/promotions, issue 13; docs/decisions/031-vouchers-and-promotions.md).
 * The quota is the database's rule, not a read before the write: `quota_used` moves by a conditional
 * UPDATE that cannot pass `quota_total` (and a CHECK holds it even against a bug), so of any number of
 * customers taking the last uses at once exactly that many succeed, on SQLite and PostgreSQL alike. The
 * per-customer limit is held the same way on `voucher_claims.uses`. An order holds at most one live
 * redemption (partial unique index); closing the order releases it, once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const ts = timestampType(db);

  await withId(db, db.schema.createTable('promotions'))
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('title_id', 'text', (c) => c.notNull())
    .addColumn('title_en', 'text', (c) => c.notNull())
    .addColumn('summary_id', 'text', (c) => c.notNull())
    .addColumn('summary_en', 'text', (c) => c.notNull())
    .addColumn('body_id', 'text', (c) => c.notNull())
    .addColumn('body_en', 'text', (c) => c.notNull())
    .addColumn('banner_url', 'text')
    .addColumn('valid_from', ts, (c) => c.notNull())
    .addColumn('valid_to', ts, (c) => c.notNull())
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('updated_at', ts, (c) => c.notNull())
    .addCheckConstraint('promotions_period', sql`valid_to > valid_from`)
    .execute();
  await db.schema.createIndex('promotions_period_idx').on('promotions').columns(['valid_to', 'valid_from']).execute();

  await db.schema
    .createTable('promotion_products')
    .addColumn('promotion_id', 'integer', (c) => c.notNull().references('promotions.id').onDelete('cascade'))
    .addColumn('product_id', 'integer', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('promotion_products_pk', ['promotion_id', 'product_id'])
    .execute();

  await withId(db, db.schema.createTable('vouchers'))
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('title_id', 'text', (c) => c.notNull())
    .addColumn('title_en', 'text', (c) => c.notNull())
    .addColumn('description_id', 'text', (c) => c.notNull())
    .addColumn('description_en', 'text', (c) => c.notNull())
    .addColumn('target', 'text', (c) => c.notNull().check(sql`target in ('items', 'shipping')`))
    .addColumn('discount_type', 'text', (c) => c.notNull().check(sql`discount_type in ('percent', 'fixed')`))
    .addColumn('discount_value', 'integer', (c) => c.notNull())
    .addColumn('max_discount', 'integer')
    .addColumn('min_spend', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('valid_from', ts, (c) => c.notNull())
    .addColumn('valid_to', ts, (c) => c.notNull())
    // Null: unlimited.
    .addColumn('quota_total', 'integer')
    .addColumn('quota_used', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('per_user_limit', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('new_customers_only', 'integer', (c) => c.notNull().defaultTo(0))
    // JSON arrays of ids; '[]' = every pharmacy / category.
    .addColumn('store_ids', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('category_ids', 'text', (c) => c.notNull().defaultTo('[]'))
    // Listed on /promo and the voucher list; a private one is applied only by its code.
    .addColumn('is_public', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('promotion_id', 'integer', (c) => c.references('promotions.id'))
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('updated_at', ts, (c) => c.notNull())
    .addCheckConstraint('vouchers_period', sql`valid_to > valid_from`)
    .addCheckConstraint('vouchers_value', sql`discount_value > 0 and (discount_type <> 'percent' or discount_value <= 100)`)
    .addCheckConstraint('vouchers_quota', sql`quota_used >= 0 and (quota_total is null or quota_used <= quota_total)`)
    .addCheckConstraint('vouchers_limits', sql`per_user_limit >= 1 and min_spend >= 0 and (max_discount is null or max_discount > 0)`)
    // A percentage off delivery needs a cap: the rupiah it can take is known before delivery is priced.
    .addCheckConstraint('vouchers_shipping_cap', sql`target <> 'shipping' or discount_type = 'fixed' or max_discount is not null`)
    .execute();
  await db.schema.createIndex('vouchers_listing_idx').on('vouchers').columns(['is_public', 'valid_to']).execute();

  // A customer's vouchers: collected, or first used (applying one collects it). `uses` counts live redemptions.
  await db.schema
    .createTable('voucher_claims')
    .addColumn('voucher_id', 'integer', (c) => c.notNull().references('vouchers.id'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('uses', 'integer', (c) => c.notNull().defaultTo(0).check(sql`uses >= 0`))
    .addColumn('collected_at', ts, (c) => c.notNull())
    .addPrimaryKeyConstraint('voucher_claims_pk', ['voucher_id', 'user_id'])
    .execute();
  await db.schema.createIndex('voucher_claims_user_idx').on('voucher_claims').columns(['user_id', 'collected_at']).execute();

  await withId(db, db.schema.createTable('voucher_redemptions'))
    .addColumn('voucher_id', 'integer', (c) => c.notNull().references('vouchers.id'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    // The order's public id (the orders module's; this module keeps only the reference).
    .addColumn('order_ref', 'text', (c) => c.notNull())
    .addColumn('item_discount', 'integer', (c) => c.notNull().check(sql`item_discount >= 0`))
    .addColumn('shipping_discount_cap', 'integer', (c) => c.notNull().check(sql`shipping_discount_cap >= 0`))
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('held', 'released')`))
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('released_at', ts)
    .execute();
  await sql`create unique index voucher_redemptions_live_order on voucher_redemptions (order_ref) where status = 'held'`.execute(db);
  await db.schema.createIndex('voucher_redemptions_voucher_idx').on('voucher_redemptions').columns(['voucher_id', 'status']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('voucher_redemptions').execute();
  await db.schema.dropTable('voucher_claims').execute();
  await db.schema.dropTable('vouchers').execute();
  await db.schema.dropTable('promotion_products').execute();
  await db.schema.dropTable('promotions').execute();
}
