import type { Executor } from '../../db/database.ts';

/**
 * The orders module's part of the personal-data rights (docs/decisions/037-personal-data-rights.md).
 * Orders are the shop's books: UU KUP art. 28(11) keeps them ten years, so the erasure keeps every order,
 * item and event and removes only who and where the person was (the delivery address in the order's own
 * copy, notes and the pick-up code); the region stays, as the sale and its shipping cost were there.
 */

export async function ordersPersonalData(db: Executor, userId: number) {
  const orders = await db
    .selectFrom('orders')
    .select([
      'id',
      'public_id',
      'store_name',
      'status',
      'subtotal',
      'shipping_cost',
      'discount',
      'total',
      'item_count',
      'shipment_type',
      'courier',
      'waybill',
      'address_json',
      'notes',
      'paid_at',
      'created_at',
      'updated_at',
    ])
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  const ids = orders.map((o) => o.id);
  const items = ids.length
    ? await db.selectFrom('order_items').select(['order_id', 'name', 'slug', 'drug_class', 'quantity', 'unit_price', 'original_price']).where('order_id', 'in', ids).orderBy('id').execute()
    : [];
  const events = ids.length
    ? await db.selectFrom('order_events').select(['order_id', 'from_status', 'to_status', 'actor', 'note', 'created_at']).where('order_id', 'in', ids).orderBy('id').execute()
    : [];
  return orders.map(({ id, address_json, ...order }) => ({
    ...order,
    address: address_json ? (JSON.parse(address_json) as unknown) : null,
    items: items.filter((i) => i.order_id === id).map(({ order_id: _o, ...i }) => i),
    events: events.filter((e) => e.order_id === id).map(({ order_id: _o, ...e }) => e),
  }));
}

/** The row ids of the user's orders (the payments module's rows hang off them). */
export async function orderIdsOf(db: Executor, userId: number): Promise<number[]> {
  return (await db.selectFrom('orders').select('id').where('user_id', '=', userId).execute()).map((r) => r.id);
}

const IDENTITY_KEYS = ['recipient_name', 'recipient_phone', 'address_line', 'notes', 'label'] as const;

/** An order's address copy without the person: region and postal code stay, the rest is blanked. */
export function anonymiseAddressJson(json: string | null): string | null {
  if (!json) return json;
  try {
    const address = JSON.parse(json) as Record<string, unknown>;
    for (const key of IDENTITY_KEYS) if (key in address) address[key] = '';
    if ('latitude' in address) address.latitude = null;
    if ('longitude' in address) address.longitude = null;
    return JSON.stringify(address);
  } catch {
    return null;
  }
}

export async function eraseOrderIdentity(db: Executor, userId: number, nowIso: string): Promise<number> {
  const orders = await db.selectFrom('orders').select(['id', 'address_json']).where('user_id', '=', userId).execute();
  for (const order of orders) {
    await db
      .updateTable('orders')
      .set({ address_json: anonymiseAddressJson(order.address_json), notes: '', pickup_code: null, updated_at: nowIso })
      .where('id', '=', order.id)
      .execute();
    const issues = await db.selectFrom('order_delivery_issues').select(['id', 'previous_address_json']).where('order_id', '=', order.id).execute();
    for (const issue of issues) {
      await db
        .updateTable('order_delivery_issues')
        .set({ previous_address_json: anonymiseAddressJson(issue.previous_address_json), note: '' })
        .where('id', '=', issue.id)
        .execute();
    }
  }
  await db.deleteFrom('order_hold_locks').where('user_id', '=', userId).execute();
  return orders.length;
}
