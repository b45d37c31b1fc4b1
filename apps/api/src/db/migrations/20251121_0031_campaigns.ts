import { type Kysely, sql } from 'kysely';
import { timestampType, withId } from './_columns.ts';

/**
 * Campaigns (modules/campaigns, issue 11; docs/decisions/025-notifications-and-campaigns.md): a text in
 * both languages, a banner from the media pipeline, a period, and the products on it in order. Shown only
 * while published and inside the period.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const ts = timestampType(db);

  await withId(db, db.schema.createTable('campaigns'))
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('draft').check(sql`status in ('draft', 'published', 'archived')`))
    .addColumn('title_id', 'text', (c) => c.notNull())
    .addColumn('title_en', 'text', (c) => c.notNull())
    .addColumn('body_id', 'text', (c) => c.notNull())
    .addColumn('body_en', 'text', (c) => c.notNull())
    // A media URL (/media/{hash}/{width}); null until a banner is stored.
    .addColumn('banner_url', 'text')
    // Who hears of it when it is published; one audience for now, kept as a column so later issues can add more.
    .addColumn('audience', 'text', (c) => c.notNull().defaultTo('customers').check(sql`audience in ('customers')`))
    .addColumn('starts_at', ts, (c) => c.notNull())
    .addColumn('ends_at', ts, (c) => c.notNull())
    .addColumn('published_at', ts)
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('updated_at', ts, (c) => c.notNull())
    .addCheckConstraint('campaigns_period_check', sql`ends_at > starts_at`)
    .execute();
  await db.schema.createIndex('campaigns_status_period_idx').on('campaigns').columns(['status', 'ends_at']).execute();

  await db.schema
    .createTable('campaign_products')
    .addColumn('campaign_id', 'integer', (c) => c.notNull().references('campaigns.id').onDelete('cascade'))
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('campaign_products_pk', ['campaign_id', 'product_id'])
    .execute();
  await db.schema.createIndex('campaign_products_order_idx').on('campaign_products').columns(['campaign_id', 'position']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('campaign_products').execute();
  await db.schema.dropTable('campaigns').execute();
}
