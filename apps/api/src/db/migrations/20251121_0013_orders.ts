import { type Kysely, sql } from 'kysely';
import { timestampType, withId } from './_columns.ts';

/**
 * Orders, their lines, their timeline, their payments and the webhook events already processed
 * (modules/orders), and which pharmacy a pharmacist works at (the console's scope).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const ts = timestampType(db);

  // Orders are financial records: deleting a user or a pharmacy must not take them along silently.
  await withId(db, db.schema.createTable('orders'))
    .addColumn('public_id', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('store_id', 'integer', (c) => c.notNull().references('pharmacies.id'))
    // The pharmacy as the buyer saw it; the order reads the same if the outlet is renamed later.
    .addColumn('store_slug', 'text', (c) => c.notNull())
    .addColumn('store_name', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    // "user:store" while the order is unpaid, null otherwise: one open order per buyer and pharmacy,
    // kept by the database even when two checkouts race.
    .addColumn('open_slot', 'text', (c) => c.unique())
    .addColumn('subtotal', 'bigint', (c) => c.notNull())
    .addColumn('shipping_cost', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('discount', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('total', 'bigint', (c) => c.notNull())
    .addColumn('item_count', 'integer', (c) => c.notNull())
    .addColumn('first_item', 'text')
    .addColumn('total_weight_grams', 'integer', (c) => c.notNull())
    .addColumn('shipment_type', 'text')
    .addColumn('shipping_eta', 'text')
    .addColumn('courier', 'text')
    .addColumn('waybill', 'text')
    .addColumn('address_id', 'integer')
    // A copy of the address at confirmation, so later edits of the address book do not rewrite history.
    .addColumn('address_json', 'text')
    .addColumn('notes', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('payment_attempts', 'integer', (c) => c.notNull().defaultTo(0))
    // The deadline of an unpaid order (reservation, then payment); null once paid or closed.
    .addColumn('expires_at', ts)
    .addColumn('paid_at', ts)
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('updated_at', ts, (c) => c.notNull())
    .addCheckConstraint('orders_amounts_check', sql`subtotal >= 0 and shipping_cost >= 0 and discount >= 0 and total >= 0`)
    .execute();
  await db.schema.createIndex('orders_user_created_idx').on('orders').columns(['user_id', 'created_at']).execute();
  await db.schema.createIndex('orders_store_created_idx').on('orders').columns(['store_id', 'created_at']).execute();
  await db.schema.createIndex('orders_status_expires_idx').on('orders').columns(['status', 'expires_at']).execute();

  await withId(db, db.schema.createTable('order_items'))
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('product_id', 'integer', (c) => c.notNull())
    .addColumn('slug', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('image_url', 'text')
    .addColumn('drug_class', 'text', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('unit_price', 'bigint', (c) => c.notNull())
    .addColumn('original_price', 'bigint', (c) => c.notNull())
    .addColumn('weight_grams', 'integer', (c) => c.notNull())
    .addCheckConstraint('order_items_quantity_check', sql`quantity >= 1`)
    .execute();
  await db.schema.createIndex('order_items_order_idx').on('order_items').column('order_id').execute();

  await withId(db, db.schema.createTable('order_events'))
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('from_status', 'text')
    .addColumn('to_status', 'text', (c) => c.notNull())
    .addColumn('actor', 'text', (c) => c.notNull())
    .addColumn('actor_user_id', 'integer')
    .addColumn('note', 'text')
    .addColumn('created_at', ts, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('order_events_order_idx').on('order_events').columns(['order_id', 'id']).execute();

  await withId(db, db.schema.createTable('order_payments'))
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id'))
    .addColumn('attempt', 'integer', (c) => c.notNull())
    // Unguessable: it names the payment in URLs (/api/payment/submit/{token}, the QR image).
    .addColumn('token', 'text', (c) => c.notNull().unique())
    .addColumn('provider', 'text', (c) => c.notNull())
    // `${public order id}-${attempt}`: providers refuse a second charge with one id.
    .addColumn('provider_order_id', 'text', (c) => c.notNull().unique())
    .addColumn('provider_ref', 'text', (c) => c.notNull())
    .addColumn('channel', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', ts, (c) => c.notNull())
    .addColumn('paid_at', ts)
    .addColumn('qris_payload', 'text')
    .addColumn('qr_image_url', 'text')
    .addColumn('va_number', 'text')
    .addColumn('biller_code', 'text')
    .addColumn('bank', 'text')
    .addColumn('refunded_amount', 'bigint', (c) => c.notNull().defaultTo(0))
    // Why money on this payment needs a person or a refund: amount_mismatch, late (order closed), duplicate.
    .addColumn('flag', 'text')
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('updated_at', ts, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('order_payments_attempt_uq').on('order_payments').columns(['order_id', 'attempt']).unique().execute();

  await withId(db, db.schema.createTable('payment_events'))
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('event_id', 'text', (c) => c.notNull())
    .addColumn('provider_order_id', 'text', (c) => c.notNull())
    .addColumn('notified_status', 'text', (c) => c.notNull())
    .addColumn('outcome', 'text', (c) => c.notNull())
    .addColumn('created_at', ts, (c) => c.notNull())
    .execute();
  // A webhook delivered twice is processed once, even when both deliveries arrive together.
  await db.schema.createIndex('payment_events_event_uq').on('payment_events').columns(['provider', 'event_id']).unique().execute();

  await db.schema
    .createTable('pharmacy_staff')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('pharmacy_id', 'integer', (c) => c.notNull().references('pharmacies.id').onDelete('cascade'))
    .addColumn('created_at', ts, (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['pharmacy_staff', 'payment_events', 'order_payments', 'order_events', 'order_items', 'orders']) {
    await db.schema.dropTable(table).execute();
  }
}
