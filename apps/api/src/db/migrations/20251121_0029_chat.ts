import type { Kysely } from 'kysely';
import { timestampType, withId } from './_columns.ts';

/**
 * Chat (modules/chat, issue 11; docs/decisions/024-realtime-chat.md) and the realtime socket's nonces
 * (platform/realtime). A room has a customer and a counterpart: a pharmacy (any of its staff answers)
 * or a user (a doctor). Messages carry a per-room sequence number, unique with the room, allocated by
 * bumping the room's `last_seq` in the message's own transaction. Conversations are health data kept with
 * the pharmacy's records: deleting a user or a pharmacy must not take them along silently (no cascade).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const ts = timestampType(db);

  await db.schema
    .createTable('realtime_nonces')
    .addColumn('nonce', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('token_issued', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('expires_at', ts, (c) => c.notNull())
    .addColumn('created_at', ts, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('realtime_nonces_expires_idx').on('realtime_nonces').column('expires_at').execute();

  await withId(db, db.schema.createTable('chat_rooms'))
    .addColumn('kind', 'text', (c) => c.notNull())
    // One room per customer and pharmacy (per customer, doctor and consultation): `POST /api/chat` reopens it.
    .addColumn('pair_key', 'text', (c) => c.notNull().unique())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('customer_user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('customer_public_id', 'text', (c) => c.notNull())
    .addColumn('customer_name', 'text', (c) => c.notNull())
    .addColumn('pharmacy_id', 'integer', (c) => c.references('pharmacies.id'))
    .addColumn('pharmacy_slug', 'text')
    .addColumn('pharmacy_name', 'text')
    .addColumn('counterpart_user_id', 'integer', (c) => c.references('users.id'))
    .addColumn('counterpart_public_id', 'text')
    .addColumn('counterpart_name', 'text')
    .addColumn('avatar_url', 'text')
    .addColumn('consultation_id', 'text')
    .addColumn('order_code', 'text')
    .addColumn('last_seq', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_message_at', ts)
    .addColumn('last_message_type', 'text')
    .addColumn('last_message_preview', 'text')
    .addColumn('last_sender_side', 'text')
    // The list's order: the last message's time, or the room's creation before any.
    .addColumn('activity_at', ts, (c) => c.notNull())
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('updated_at', ts, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('chat_rooms_customer_idx').on('chat_rooms').columns(['customer_user_id', 'activity_at']).execute();
  await db.schema.createIndex('chat_rooms_pharmacy_idx').on('chat_rooms').columns(['pharmacy_id', 'activity_at']).execute();
  await db.schema.createIndex('chat_rooms_counterpart_idx').on('chat_rooms').columns(['counterpart_user_id', 'activity_at']).execute();

  // The two sides of a room: what each has been delivered and has read, and whether it has replied.
  await withId(db, db.schema.createTable('chat_members'))
    .addColumn('room_id', 'integer', (c) => c.notNull().references('chat_rooms.id').onDelete('cascade'))
    .addColumn('side', 'text', (c) => c.notNull())
    .addColumn('user_id', 'integer')
    .addColumn('pharmacy_id', 'integer')
    .addColumn('read_seq', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('delivered_seq', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('replied', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('replied_at', ts)
    .addColumn('read_at', ts)
    .addColumn('updated_at', ts, (c) => c.notNull())
    .addUniqueConstraint('chat_members_room_side_unique', ['room_id', 'side'])
    .execute();

  await withId(db, db.schema.createTable('chat_messages'))
    .addColumn('room_id', 'integer', (c) => c.notNull().references('chat_rooms.id').onDelete('cascade'))
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('sender_side', 'text', (c) => c.notNull())
    .addColumn('sender_user_id', 'integer')
    .addColumn('sender_public_id', 'text')
    .addColumn('sender_name', 'text', (c) => c.notNull())
    // The client's temporary id: a retry with the same one stores nothing new.
    .addColumn('client_id', 'text')
    .addColumn('text', 'text', (c) => c.notNull())
    // JSON text on both dialects: the sender's payload as sent, and the card the server attached.
    .addColumn('payload', 'text')
    .addColumn('attachment', 'text')
    .addColumn('created_at', ts, (c) => c.notNull())
    .addUniqueConstraint('chat_messages_room_seq_unique', ['room_id', 'seq'])
    .addUniqueConstraint('chat_messages_client_unique', ['room_id', 'sender_user_id', 'client_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('chat_messages').execute();
  await db.schema.dropTable('chat_members').execute();
  await db.schema.dropTable('chat_rooms').execute();
  await db.schema.dropTable('realtime_nonces').execute();
}
