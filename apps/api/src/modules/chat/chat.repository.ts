import type { ChatMemberSide, ChatMessageType, ChatRoomKind, ChatSide } from '@apotek/contract';
import { type Insertable, type Kysely, type Selectable, sql, type Updateable } from 'kysely';
import type { Database, Executor } from '../../db/database.ts';
import { isPostgres } from '../../db/dialect.ts';
import type { ChatMembersTable, ChatMessagesTable, ChatRoomsTable } from './chat.tables.ts';

export type RoomRow = Selectable<ChatRoomsTable>;
export type MemberRow = Selectable<ChatMembersTable>;
export type MessageRow = Selectable<ChatMessagesTable>;

/** Whose rooms: the customer's, the counterpart user's, and the rooms of the pharmacy they staff. */
export interface RoomScope {
  userId: number;
  staffPharmacyId: number | undefined;
}

export interface RoomFilter {
  kind?: ChatRoomKind | undefined;
  q?: string | undefined;
  /** The console: only this pharmacy's rooms. */
  pharmacyOnly?: boolean;
  /** Only rooms whose counterpart has not answered the latest customer message. */
  needsReply?: boolean;
}

export function findRoom(db: Executor, id: number): Promise<RoomRow | undefined> {
  return db.selectFrom('chat_rooms').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findRoomsByIds(db: Executor, ids: readonly number[]): Promise<RoomRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('chat_rooms').selectAll().where('id', 'in', [...ids]).execute();
}

export function findRoomByPair(db: Executor, pairKey: string): Promise<RoomRow | undefined> {
  return db.selectFrom('chat_rooms').selectAll().where('pair_key', '=', pairKey).executeTakeFirst();
}

export async function insertRoom(db: Executor, row: Insertable<ChatRoomsTable>): Promise<number> {
  const inserted = await db.insertInto('chat_rooms').values(row).returning('id').executeTakeFirstOrThrow();
  return inserted.id;
}

export async function updateRoom(db: Executor, id: number, patch: Updateable<ChatRoomsTable>): Promise<void> {
  await db.updateTable('chat_rooms').set(patch).where('id', '=', id).execute();
}

export async function insertMembers(db: Executor, rows: Insertable<ChatMembersTable>[]): Promise<void> {
  await db.insertInto('chat_members').values(rows).execute();
}

export function membersOf(db: Executor, roomIds: readonly number[]): Promise<MemberRow[]> {
  if (roomIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('chat_members').selectAll().where('room_id', 'in', [...roomIds]).execute();
}

function scoped(db: Executor, scope: RoomScope, filter: RoomFilter) {
  let query = db.selectFrom('chat_rooms as r');
  if (filter.pharmacyOnly) {
    query = query.where('r.pharmacy_id', '=', scope.staffPharmacyId ?? -1);
  } else {
    query = query.where((eb) =>
      eb.or([
        eb('r.customer_user_id', '=', scope.userId),
        eb('r.counterpart_user_id', '=', scope.userId),
        ...(scope.staffPharmacyId !== undefined ? [eb('r.pharmacy_id', '=', scope.staffPharmacyId)] : []),
      ]),
    );
  }
  if (filter.kind) query = query.where('r.kind', '=', filter.kind);
  if (filter.q) {
    const like = `%${filter.q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    query = query.where((eb) =>
      eb.or([
        eb(sql`lower(coalesce(r.pharmacy_name, ''))`, 'like', sql`${like} escape '\\'`),
        eb(sql`lower(coalesce(r.counterpart_name, ''))`, 'like', sql`${like} escape '\\'`),
        eb(sql`lower(r.customer_name)`, 'like', sql`${like} escape '\\'`),
      ]),
    );
  }
  if (filter.needsReply) {
    query = query.where('r.last_seq', '>', 0).where((eb) =>
      eb.exists(eb.selectFrom('chat_members as m').select('m.id').whereRef('m.room_id', '=', 'r.id').where('m.side', '=', 'counterpart').where('m.replied', '=', 0)),
    );
  }
  return query;
}

export function listRooms(db: Executor, scope: RoomScope, filter: RoomFilter, page: { offset: number; limit: number }): Promise<RoomRow[]> {
  return scoped(db, scope, filter).selectAll('r').orderBy('r.activity_at', 'desc').orderBy('r.id', 'desc').offset(page.offset).limit(page.limit).execute();
}

export async function countRooms(db: Executor, scope: RoomScope, filter: RoomFilter): Promise<number> {
  const row = await scoped(db, scope, filter)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Unread messages per room for this viewer: messages of the other side (and the shop's) after the read
 * mark of the viewer's side. Rooms where the viewer is the customer, then those where it is the counterpart
 * (the doctor, or staff of the pharmacy).
 */
export async function unreadByRoom(db: Executor, scope: RoomScope, pharmacyOnly = false): Promise<Map<number, number>> {
  const out = new Map<number, number>();
  const count = (side: ChatMemberSide) =>
    db
      .selectFrom('chat_messages as x')
      .innerJoin('chat_members as m', (j) => j.onRef('m.room_id', '=', 'x.room_id').on('m.side', '=', side))
      .innerJoin('chat_rooms as r', 'r.id', 'x.room_id')
      .whereRef('x.seq', '>', 'm.read_seq')
      .where('x.sender_side', '!=', side)
      .select(['x.room_id', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy('x.room_id');
  if (!pharmacyOnly) {
    for (const row of await count('customer').where('r.customer_user_id', '=', scope.userId).execute()) out.set(row.room_id, Number(row.n));
  }
  const counterpart = count('counterpart').where((eb) =>
    pharmacyOnly
      ? eb('r.pharmacy_id', '=', scope.staffPharmacyId ?? -1)
      : eb.or([eb('r.counterpart_user_id', '=', scope.userId), ...(scope.staffPharmacyId !== undefined ? [eb('r.pharmacy_id', '=', scope.staffPharmacyId)] : [])]),
  );
  // A customer's own room is counted on the customer side only.
  for (const row of await counterpart.where('r.customer_user_id', '!=', scope.userId).execute()) out.set(row.room_id, Number(row.n));
  return out;
}

// ---- Messages ---------------------------------------------------------------------------------------

export function messagesAfter(db: Executor, roomId: number, after: number, limit: number): Promise<MessageRow[]> {
  return db.selectFrom('chat_messages').selectAll().where('room_id', '=', roomId).where('seq', '>', after).orderBy('seq', 'asc').limit(limit).execute();
}

/** The newest `limit` messages below `before` (all when undefined), newest first. */
export function messagesBefore(db: Executor, roomId: number, before: number | undefined, limit: number): Promise<MessageRow[]> {
  let query = db.selectFrom('chat_messages').selectAll().where('room_id', '=', roomId);
  if (before !== undefined) query = query.where('seq', '<', before);
  return query.orderBy('seq', 'desc').limit(limit).execute();
}

export function findByClientId(db: Executor, roomId: number, senderUserId: number, clientId: string): Promise<MessageRow | undefined> {
  return db
    .selectFrom('chat_messages')
    .selectAll()
    .where('room_id', '=', roomId)
    .where('sender_user_id', '=', senderUserId)
    .where('client_id', '=', clientId)
    .executeTakeFirst();
}

/**
 * Takes the room's next seq and writes the room's last-message columns in one UPDATE. On PostgreSQL the
 * row stays locked until the transaction ends, so the messages of a room commit in seq order and a reader
 * never sees seq N+1 without N; SQLite runs one write transaction at a time anyway.
 */
export async function allocateSeq(trx: Executor, roomId: number, patch: Updateable<ChatRoomsTable>): Promise<number | undefined> {
  const row = await trx
    .updateTable('chat_rooms')
    .set({ ...patch, last_seq: sql<number>`last_seq + 1` })
    .where('id', '=', roomId)
    // A closed room takes no message, whatever the caller last read of it.
    .where('status', '=', 'open')
    .returning('last_seq')
    .executeTakeFirst();
  return row ? Number(row.last_seq) : undefined;
}

export async function insertMessage(trx: Executor, row: Insertable<ChatMessagesTable>): Promise<MessageRow> {
  return trx.insertInto('chat_messages').values(row).returningAll().executeTakeFirstOrThrow();
}

/** The writer's side has read and been delivered its own message and has replied; the other side owes a reply. */
export async function markWritten(trx: Executor, roomId: number, side: ChatMemberSide | 'system', seq: number, nowIso: string): Promise<void> {
  if (side === 'system') return;
  const mine = sql<boolean>`side = ${side}`;
  await trx
    .updateTable('chat_members')
    .set({
      read_seq: sql<number>`case when ${mine} then ${seq} else read_seq end`,
      delivered_seq: sql<number>`case when ${mine} then ${seq} else delivered_seq end`,
      read_at: sql<string>`case when ${mine} then ${nowIso} else read_at end`,
      replied: sql<number>`case when ${mine} then 1 else 0 end`,
      replied_at: sql<string>`case when ${mine} then ${nowIso} else replied_at end`,
      updated_at: nowIso,
    })
    .where('room_id', '=', roomId)
    .execute();
}

/** Moves a side's read (and so delivered) or delivered mark forward only; the marks when it moved. */
export async function advanceMark(
  db: Executor,
  roomId: number,
  side: ChatMemberSide,
  kind: 'read' | 'delivered',
  seq: number,
  nowIso: string,
): Promise<{ read_seq: number; delivered_seq: number } | undefined> {
  const query =
    kind === 'read'
      ? db
          .updateTable('chat_members')
          .set({ read_seq: seq, delivered_seq: sql<number>`case when delivered_seq > ${seq} then delivered_seq else ${seq} end`, read_at: nowIso, updated_at: nowIso })
          .where('read_seq', '<', seq)
      : db.updateTable('chat_members').set({ delivered_seq: seq, updated_at: nowIso }).where('delivered_seq', '<', seq);
  const row = await query.where('room_id', '=', roomId).where('side', '=', side).returning(['read_seq', 'delivered_seq']).executeTakeFirst();
  return row ? { read_seq: Number(row.read_seq), delivered_seq: Number(row.delivered_seq) } : undefined;
}

/** A message to append: everything but the room and the seq, which the append decides. */
export type NewMessage = Omit<Insertable<ChatMessagesTable>, 'room_id' | 'seq'> & { type: ChatMessageType; sender_side: ChatSide; created_at: string };

/**
 * Appends a message with the room's next seq, writes the room's last-message columns and the sides'
 * marks (`markWritten`), all or nothing; undefined when the room is closed. On PostgreSQL this is one
 * statement (data-modifying CTEs), so the room's row is locked for one round trip rather than a whole
 * transaction's; on SQLite a transaction of the same steps.
 */
export async function appendMessage(db: Kysely<Database>, roomId: number, preview: string, message: NewMessage): Promise<MessageRow | undefined> {
  const at = message.created_at;
  const side = message.sender_side;
  if (isPostgres(db)) {
    const result = await sql<MessageRow>`
      with r as (
        update chat_rooms
        set last_seq = last_seq + 1, last_message_at = ${at}::timestamptz, last_message_type = ${message.type}, last_message_preview = ${preview},
            last_sender_side = ${side}, activity_at = ${at}::timestamptz, updated_at = ${at}::timestamptz
        where id = ${roomId}::integer and status = 'open'
        returning id, last_seq
      ), m as (
        insert into chat_messages (room_id, seq, type, sender_side, sender_user_id, sender_public_id, sender_name, client_id, text, payload, attachment, created_at)
        select r.id, r.last_seq, ${message.type}, ${side}, ${message.sender_user_id ?? null}::integer, ${message.sender_public_id ?? null}::text, ${message.sender_name},
               ${message.client_id ?? null}::text, ${message.text}, ${message.payload ?? null}::text, ${message.attachment ?? null}::text, ${at}::timestamptz
        from r
        returning *
      ), w as (
        update chat_members
        set read_seq = case when chat_members.side = ${side} then m.seq else chat_members.read_seq end,
            delivered_seq = case when chat_members.side = ${side} then m.seq else chat_members.delivered_seq end,
            read_at = case when chat_members.side = ${side} then ${at}::timestamptz else chat_members.read_at end,
            replied = case when chat_members.side = ${side} then 1 else 0 end,
            replied_at = case when chat_members.side = ${side} then ${at}::timestamptz else chat_members.replied_at end,
            updated_at = ${at}::timestamptz
        from m
        where chat_members.room_id = m.room_id and ${side} <> 'system'
      )
      select * from m`.execute(db);
    return result.rows[0];
  }
  return db.transaction().execute(async (trx) => {
    const seq = await allocateSeq(trx, roomId, {
      last_message_at: at,
      last_message_type: message.type,
      last_message_preview: preview,
      last_sender_side: side,
      activity_at: at,
      updated_at: at,
    });
    if (seq === undefined) return undefined;
    const row = await insertMessage(trx, { ...message, room_id: roomId, seq });
    await markWritten(trx, roomId, side, seq, at);
    return row;
  });
}

export async function setReplied(db: Executor, roomId: number, side: ChatMemberSide, replied: boolean, nowIso: string): Promise<void> {
  await db
    .updateTable('chat_members')
    .set({ replied: replied ? 1 : 0, replied_at: replied ? nowIso : null, updated_at: nowIso })
    .where('room_id', '=', roomId)
    .where('side', '=', side)
    .execute();
}

/** Unread messages of one room for one side. */
export async function unreadIn(db: Executor, roomId: number, side: ChatMemberSide, readSeq: number): Promise<number> {
  const row = await db
    .selectFrom('chat_messages')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('room_id', '=', roomId)
    .where('seq', '>', readSeq)
    .where('sender_side', '!=', side)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
