import {
  type ChatIdentity,
  type ChatMemberSide,
  type ChatMessage,
  type ChatRoom,
  type ChatSide,
  type CreateChatRoomBody,
  lastPageOf,
  type Page,
  REALTIME,
  ROLE_SCOPES,
  type Role,
  type SendChatMessage,
} from '@apotek/contract';
import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { ApiError, fieldError } from '../../platform/api-error.ts';
import type { EventBus } from '../../platform/bus/bus.ts';
import type { Clock } from '../../platform/clock.ts';
import type { RateLimiter, RateLimitRule } from '../../platform/rate-limit/rate-limiter.ts';
import type { IdentityTokens } from '../../platform/realtime/identity-token.ts';
import type { Presence } from '../../platform/realtime/presence.ts';
import type { ChatPorts } from './chat.ports.ts';
import {
  advanceMark,
  appendMessage,
  countRooms,
  findByClientId,
  findRoom,
  findRoomByPair,
  findRoomsByIds,
  insertMembers,
  insertRoom,
  listRooms,
  type MessageRow,
  membersOf,
  messagesAfter,
  messagesBefore,
  type RoomFilter,
  type RoomRow,
  setReplied,
  unreadByRoom,
  unreadIn,
  updateRoom,
} from './chat.repository.ts';
import type { ChatRoomsTable } from './chat.tables.ts';
import { otherSide, preview, type StoredAttachment, toMessage, toRoom } from './chat.view.ts';

export interface ChatLog {
  error(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

export interface ChatDeps {
  db: Kysely<Database>;
  clock: Clock;
  bus: EventBus;
  /** The deployment's realm (platform/realtime): chat events carry it. */
  realm: string;
  presence: Presence;
  limiter: RateLimiter;
  tokens: IdentityTokens;
  ports: ChatPorts;
  log: ChatLog;
}

/** Who is calling, with what the chat rules need: the name it writes under and the pharmacy it staffs. */
/** A rule a module adds to the rooms it owns (ChatService.guards); throwing an ApiError refuses the call. */
export interface ChatGuard {
  beforeOpen?(party: Party, body: CreateChatRoomBody): Promise<void>;
  beforeSend?(room: RoomRow, side: ChatMemberSide): Promise<void>;
  /** After a message is stored and published. */
  afterSend?(room: RoomRow, side: ChatMemberSide, party: Party): Promise<void>;
}

export interface Party {
  userId: number;
  publicId: string;
  role: Role;
  name: string;
  staffPharmacyId: number | undefined;
}

/** A chat event as the bus carries it to every node (platform/bus: `chat.event`). */
export type ChatEvent =
  | { type: 'message'; room_id: number; message: ChatMessage }
  | { type: 'typing'; room_id: number; user: { id: string; name: string; side: ChatMemberSide }; typing: boolean; expires_in_ms: number }
  | { type: 'receipt'; room_id: number; side: ChatMemberSide; delivered_seq: number; read_seq: number }
  | { type: 'room.updated'; room_id: number };

const MINUTE = 60_000;
/** Nonces per user: a page load or a reconnect takes one; this leaves room for a flaky network, not for a script. */
export const CHAT_NONCE_RATE_LIMIT: RateLimitRule = { name: 'chat-nonce:user', max: 120, windowMs: 10 * MINUTE };

/**
 * The chat's rules: who is in which room (the customer; the counterpart user; any staff of the room's
 * pharmacy — nobody else, not even an admin: conversations are health data, UU PDP 27/2022), rooms opened
 * or reopened by customers, messages with a per-room seq allocated in their own transaction, receipts and
 * replied flags, and the bus events every node turns into socket frames. Message text is never logged.
 */
export class ChatService {
  /** Staff of a pharmacy, for offline notices: read at most every 30 s per pharmacy, not per message. */
  private readonly staffCache = new Map<number, { ids: number[]; until: number }>();

  /**
   * Rules other modules add to rooms they own (a consultation's room opens to the doctor only once paid
   * and closes when it ends), wired by their workflows after the chat exists.
   */
  readonly guards: ChatGuard[] = [];

  constructor(private readonly deps: ChatDeps) {}

  private nowIso(): string {
    return this.deps.clock.now().toISOString();
  }

  // ---- Who ----------------------------------------------------------------------------------------

  async party(user: { id: number; publicId: string; role: Role }): Promise<Party> {
    const { db, ports } = this.deps;
    const found = await ports.user(db, user.id);
    const staffPharmacyId = ROLE_SCOPES[user.role].includes('console') ? await ports.staffPharmacyOf(db, user.id) : undefined;
    return { userId: user.id, publicId: user.publicId, role: user.role, name: found?.name ?? '', staffPharmacyId };
  }

  sideOf(room: RoomRow, party: Party): ChatMemberSide | null {
    if (room.customer_user_id === party.userId) return 'customer';
    if (room.counterpart_user_id !== null && room.counterpart_user_id === party.userId) return 'counterpart';
    if (room.pharmacy_id !== null && party.staffPharmacyId === room.pharmacy_id) return 'counterpart';
    return null;
  }

  /** The room and the caller's side in it; a room the caller is not in is as unknown as a missing one (404). */
  async access(party: Party, roomId: number): Promise<{ room: RoomRow; side: ChatMemberSide }> {
    const room = await findRoom(this.deps.db, roomId);
    const side = room ? this.sideOf(room, party) : null;
    if (!room || !side) throw new ApiError(404, 'chatRoomNotFound');
    return { room, side };
  }

  // ---- The identity token -------------------------------------------------------------------------

  async nonce(userId: number): Promise<{ nonce: string; expires_at: string }> {
    await this.deps.limiter.consume(CHAT_NONCE_RATE_LIMIT, String(userId));
    const { nonce, expiresAt } = await this.deps.tokens.issueNonce(userId);
    return { nonce, expires_at: expiresAt.toISOString() };
  }

  /** The identity token carries the caller's name and staffed pharmacy, so opening the socket reads nothing. */
  async createToken(user: { id: number; publicId: string; role: Role }, nonce: string): Promise<ChatIdentity> {
    const party = await this.party(user);
    const attributes = { name: party.name, staff: party.staffPharmacyId ?? null };
    const { token, expiresAt } = await this.deps.tokens.createToken({ userId: user.id, publicId: user.publicId, role: user.role, attributes }, nonce);
    return { identity_token: token, expires_at: expiresAt.toISOString(), ws_path: REALTIME.path, user: { id: user.publicId, name: party.name, role: user.role } };
  }

  /** The caller as its identity token describes it (createToken), else as the database does. */
  async partyOf(identity: { userId: number; publicId: string; role: Role; attributes?: Record<string, string | number | null> }): Promise<Party> {
    const att = identity.attributes;
    if (att && typeof att.name === 'string' && (att.staff === null || typeof att.staff === 'number')) {
      return { userId: identity.userId, publicId: identity.publicId, role: identity.role, name: att.name, staffPharmacyId: att.staff ?? undefined };
    }
    return this.party({ id: identity.userId, publicId: identity.publicId, role: identity.role });
  }

  // ---- Rooms --------------------------------------------------------------------------------------

  async list(party: Party, query: { page: number; perPage: number; type?: RoomFilter['kind']; q?: string | undefined }): Promise<Page<ChatRoom> & { unread_total: number }> {
    return this.roomsPage(party, { kind: query.type, q: query.q || undefined }, query, false);
  }

  /** The pharmacist's inbox: the rooms of the pharmacy they staff. */
  async inbox(party: Party, query: { page: number; perPage: number; q?: string | undefined; needs_reply?: '0' | '1' | undefined }): Promise<Page<ChatRoom> & { unread_total: number }> {
    if (party.staffPharmacyId === undefined) throw new ApiError(403, 'chatNotStaff');
    return this.roomsPage(party, { q: query.q || undefined, pharmacyOnly: true, needsReply: query.needs_reply === '1' }, query, true);
  }

  private async roomsPage(party: Party, filter: RoomFilter, query: { page: number; perPage: number }, pharmacyOnly: boolean): Promise<Page<ChatRoom> & { unread_total: number }> {
    const { db } = this.deps;
    const scope = { userId: party.userId, staffPharmacyId: party.staffPharmacyId };
    const rows = await listRooms(db, scope, filter, { offset: (query.page - 1) * query.perPage, limit: query.perPage });
    const total = await countRooms(db, scope, filter);
    const unread = await unreadByRoom(db, scope, pharmacyOnly);
    const members = await membersOf(db, rows.map((r) => r.id));
    let unreadTotal = 0;
    for (const n of unread.values()) unreadTotal += n;
    return {
      data: rows.map((row) => {
        const side = pharmacyOnly ? 'counterpart' : this.sideOf(row, party)!;
        return toRoom(row, members, side, unread.get(row.id) ?? 0);
      }),
      page: query.page,
      perPage: query.perPage,
      total,
      lastPage: lastPageOf(total, query.perPage),
      unread_total: unreadTotal,
    };
  }

  /** Room info by ids (SPEC §7's chat service call); rooms the caller is not in are left out. */
  async roomInfo(party: Party, ids: readonly number[]): Promise<ChatRoom[]> {
    const rows = (await findRoomsByIds(this.deps.db, [...new Set(ids)])).filter((r) => this.sideOf(r, party));
    const byId = new Map(rows.map((r) => [r.id, r]));
    const views = await Promise.all([...new Set(ids)].flatMap((id) => (byId.has(id) ? [this.view(byId.get(id)!, this.sideOf(byId.get(id)!, party)!)] : [])));
    return views;
  }

  async unread(party: Party): Promise<{ total: number; rooms: Array<{ room_id: number; unread: number }> }> {
    const unread = await unreadByRoom(this.deps.db, { userId: party.userId, staffPharmacyId: party.staffPharmacyId });
    const rooms = [...unread.entries()].filter(([, n]) => n > 0).map(([room_id, n]) => ({ room_id, unread: n }));
    return { total: rooms.reduce((sum, r) => sum + r.unread, 0), rooms };
  }

  async room(party: Party, roomId: number): Promise<ChatRoom> {
    const { room, side } = await this.access(party, roomId);
    return this.view(room, side);
  }

  private async view(room: RoomRow, side: ChatMemberSide): Promise<ChatRoom> {
    const members = await membersOf(this.deps.db, [room.id]);
    const mine = members.find((m) => m.side === side);
    return toRoom(room, members, side, await unreadIn(this.deps.db, room.id, side, Number(mine?.read_seq ?? 0)));
  }

  /**
   * Opens the customer's room with a pharmacy (or a doctor), or reopens the one they have. With an order
   * code (an order of theirs at that pharmacy), the room remembers it and a system message names it.
   */
  async open(party: Party, body: CreateChatRoomBody): Promise<ChatRoom> {
    const { db, ports } = this.deps;
    if (!ROLE_SCOPES[party.role].includes('shop')) throw new ApiError(403, 'chatCustomerOnly');
    const now = this.nowIso();
    let pairKey: string;
    let values: Omit<Insertable<ChatRoomsTable>, 'pair_key' | 'created_at' | 'updated_at' | 'activity_at' | 'status'>;
    let orderCode: string | null = null;
    if (body.type === 'pharmacy') {
      const key = body.pharmacy_id ?? body.pharmacy_slug;
      if (key === undefined) throw fieldError('pharmacy_id', 'chatPharmacyRequired');
      const pharmacy = await ports.pharmacy(db, key);
      if (!pharmacy) throw fieldError(body.pharmacy_id !== undefined ? 'pharmacy_id' : 'pharmacy_slug', 'chatPharmacyUnknown');
      if (body.order_code) {
        const order = await ports.order(db, body.order_code);
        if (!order || order.userId !== party.userId || order.pharmacyId !== pharmacy.id) throw fieldError('order_code', 'chatOrderUnknown');
        orderCode = order.code;
      }
      pairKey = `pharmacy:${party.userId}:${pharmacy.id}`;
      values = {
        kind: 'pharmacy',
        customer_user_id: party.userId,
        customer_public_id: party.publicId,
        customer_name: party.name,
        pharmacy_id: pharmacy.id,
        pharmacy_slug: pharmacy.slug,
        pharmacy_name: pharmacy.name,
        avatar_url: pharmacy.image_url,
        counterpart_user_id: null,
        counterpart_public_id: null,
        counterpart_name: null,
        consultation_id: null,
        order_code: orderCode,
      };
    } else {
      const doctor = await ports.userByPublicId(db, body.doctor_id);
      if (!doctor || doctor.role !== 'doctor') throw fieldError('doctor_id', 'chatDoctorUnknown');
      pairKey = `${body.type}:${party.userId}:${doctor.id}:${body.consultation_id ?? '-'}`;
      values = {
        kind: body.type,
        customer_user_id: party.userId,
        customer_public_id: party.publicId,
        customer_name: party.name,
        pharmacy_id: null,
        pharmacy_slug: null,
        pharmacy_name: null,
        avatar_url: null,
        counterpart_user_id: doctor.id,
        counterpart_public_id: doctor.publicId,
        counterpart_name: doctor.name,
        consultation_id: body.consultation_id ?? null,
        order_code: null,
      };
    }

    for (const guard of this.guards) await guard.beforeOpen?.(party, body);
    let room = await findRoomByPair(db, pairKey);
    const previousOrder = room?.order_code ?? null;
    if (!room) {
      try {
        await db.transaction().execute(async (trx) => {
          const id = await insertRoom(trx, { ...values, pair_key: pairKey, status: 'open', activity_at: now, created_at: now, updated_at: now });
          await insertMembers(trx, [
            { room_id: id, side: 'customer', user_id: party.userId, pharmacy_id: null, updated_at: now },
            { room_id: id, side: 'counterpart', user_id: values.counterpart_user_id ?? null, pharmacy_id: values.pharmacy_id ?? null, updated_at: now },
          ]);
        });
      } catch (error) {
        // Two tabs opening the same chat at once: the other one made it, which is what we wanted.
        if (!isUniqueViolation(error)) throw error;
      }
      room = (await findRoomByPair(db, pairKey))!;
    } else {
      await updateRoom(db, room.id, {
        // A consultation's room, once closed, stays closed: a new consultation is a new room.
        status: room.consultation_id !== null && room.status === 'closed' ? 'closed' : 'open',
        customer_name: values.customer_name,
        pharmacy_slug: values.pharmacy_slug ?? null,
        pharmacy_name: values.pharmacy_name ?? null,
        counterpart_name: values.counterpart_name ?? null,
        avatar_url: values.avatar_url ?? null,
        ...(orderCode ? { order_code: orderCode } : {}),
        updated_at: now,
      });
      room = (await findRoom(db, room.id))!;
    }
    if (orderCode && orderCode !== previousOrder) {
      await this.shopMessage(room, orderCode, { kind: 'order', order: { code: orderCode } });
      room = (await findRoom(db, room.id))!;
    }
    return this.view(room, 'customer');
  }

  async setReplied(party: Party, roomId: number, replied: boolean): Promise<ChatRoom> {
    const { room, side } = await this.access(party, roomId);
    await setReplied(this.deps.db, room.id, side, replied, this.nowIso());
    await this.publish(room, { type: 'room.updated', room_id: room.id }, null);
    return this.view(room, side);
  }

  /** `GET set-read` (SPEC §7): the caller's side has read up to `seq`, by default the last message. */
  async setRead(party: Party, roomId: number, seq?: number): Promise<ChatRoom> {
    const { room, side } = await this.access(party, roomId);
    await this.mark(room, side, 'read', seq ?? Number(room.last_seq));
    return this.view(room, side);
  }

  /** `POST replied`: the caller answered: replied, and read up to the last message. */
  async replied(party: Party, roomId: number): Promise<ChatRoom> {
    const { room, side } = await this.access(party, roomId);
    await setReplied(this.deps.db, room.id, side, true, this.nowIso());
    await this.mark(room, side, 'read', Number(room.last_seq));
    await this.publish(room, { type: 'room.updated', room_id: room.id }, null);
    return this.view(room, side);
  }

  /** A delivered or read receipt from a socket. */
  async receipt(party: Party, roomId: number, kind: 'read' | 'delivered', seq: number): Promise<void> {
    const { room, side } = await this.access(party, roomId);
    await this.mark(room, side, kind, seq);
  }

  /**
   * Moves a side's mark forward (never back) and tells the room. `seq` is capped at what the room has:
   * the caller's room row, or for a socket the last seq it was sent.
   */
  async mark(room: RoomRow, side: ChatMemberSide, kind: 'read' | 'delivered', seq: number, cap = Number(room.last_seq)): Promise<void> {
    const target = Math.min(seq, cap);
    if (target <= 0) return;
    const moved = await advanceMark(this.deps.db, room.id, side, kind, target, this.nowIso());
    if (!moved) return;
    await this.publish(room, { type: 'receipt', room_id: room.id, side, delivered_seq: moved.delivered_seq, read_seq: moved.read_seq }, null);
  }

  // ---- Messages -----------------------------------------------------------------------------------

  async history(
    party: Party,
    roomId: number,
    query: { after?: number | undefined; before?: number | undefined; limit: number },
  ): Promise<{ data: ChatMessage[]; room_id: number; last_seq: number; has_more: boolean }> {
    const { room } = await this.access(party, roomId);
    const { db } = this.deps;
    let rows: MessageRow[];
    let hasMore: boolean;
    if (query.after !== undefined) {
      rows = await messagesAfter(db, room.id, query.after, query.limit + 1);
      hasMore = rows.length > query.limit;
      rows = rows.slice(0, query.limit);
    } else {
      rows = await messagesBefore(db, room.id, query.before, query.limit + 1);
      hasMore = rows.length > query.limit;
      rows = rows.slice(0, query.limit).reverse();
    }
    return { data: await this.messages(rows, room), room_id: room.id, last_seq: Number(room.last_seq), has_more: hasMore };
  }

  /** Messages after `after`, oldest first, as subscribed sockets get them (the caller checked membership). */
  async messagesAfter(room: RoomRow, after: number, limit: number): Promise<ChatMessage[]> {
    return this.messages(await messagesAfter(this.deps.db, room.id, after, limit), room);
  }

  private messages(rows: readonly MessageRow[], room: RoomRow): Promise<ChatMessage[]> {
    return Promise.all(rows.map((row) => toMessage(row, room.consultation_id, (fileId) => this.deps.ports.signFile(fileId))));
  }

  /**
   * Stores a message with the room's next seq and tells every node. A `tempId` the sender used before
   * answers the stored message again (`duplicate`) and stores nothing.
   */
  async send(party: Party, roomId: number, body: SendChatMessage, tempId?: string, known?: { room: RoomRow; side: ChatMemberSide }): Promise<{ message: ChatMessage; duplicate: boolean }> {
    const { db } = this.deps;
    // A subscribed socket knows the room and its side already (checked when it subscribed).
    const { room, side } = known ?? (await this.access(party, roomId));
    if (room.status === 'closed') throw new ApiError(409, 'chatRoomClosed');
    if (body.type === 'system' && side === 'customer') throw new ApiError(403, 'chatSystemNotAllowed');
    for (const guard of this.guards) await guard.beforeSend?.(room, side);
    const attachment = await this.attachmentFor(party, room, body);
    const now = this.nowIso();
    let row: MessageRow | undefined;
    try {
      row = await appendMessage(db, room.id, preview(previewText(body.message, attachment)), {
        type: body.type,
        sender_side: side,
        sender_user_id: party.userId,
        sender_public_id: party.publicId,
        sender_name: party.name,
        client_id: tempId ?? null,
        text: body.message,
        payload: body.payload ? JSON.stringify(body.payload) : null,
        attachment: attachment ? JSON.stringify(attachment) : null,
        created_at: now,
      });
    } catch (error) {
      // A retried temp id breaks (room, sender, client_id): nothing was written, the seq included.
      if (tempId && isUniqueViolation(error)) {
        const existing = await findByClientId(db, room.id, party.userId, tempId);
        if (existing) return { message: (await this.messages([existing], room))[0]!, duplicate: true };
      }
      throw error;
    }
    if (!row) throw new ApiError(409, 'chatRoomClosed');
    const message = (await this.messages([row], room))[0]!;
    await this.publish(room, { type: 'message', room_id: room.id, message }, null);
    for (const guard of this.guards) await guard.afterSend?.(room, side, party);
    void this.notifyOffline(room, side, side === 'customer' ? party.name : (room.pharmacy_name ?? party.name), message).catch((error: unknown) =>
      this.deps.log.warn({ err: error, room: room.id }, 'chat: offline notice failed'),
    );
    return { message, duplicate: false };
  }

  /** Closes a room for good (a consultation that ended): it keeps its history and takes no more messages. */
  async close(roomId: number): Promise<void> {
    const room = await findRoom(this.deps.db, roomId);
    if (!room || room.status === 'closed') return;
    await updateRoom(this.deps.db, roomId, { status: 'closed', updated_at: this.nowIso() });
    await this.publish(room, { type: 'room.updated', room_id: roomId }, null);
  }

  /** A notice from the shop in a room by its id (a consultation's end, refund or e-prescription card). */
  async notice(roomId: number, text: string, payload: Record<string, unknown> | null, attachment: StoredAttachment | null = null): Promise<ChatMessage> {
    const room = await findRoom(this.deps.db, roomId);
    if (!room) throw new ApiError(404, 'notFound');
    return this.shopMessage(room, text, attachment, payload);
  }

  /** A message from the shop itself (the order a room was opened from; later the consultations' notices). */
  async shopMessage(room: RoomRow, text: string, attachment: StoredAttachment | null, payload: Record<string, unknown> | null = null): Promise<ChatMessage> {
    const row = await appendMessage(this.deps.db, room.id, preview(text), {
      type: 'system',
      sender_side: 'system',
      sender_user_id: null,
      sender_public_id: null,
      sender_name: '',
      client_id: null,
      text,
      payload: payload ? JSON.stringify(payload) : null,
      attachment: attachment ? JSON.stringify(attachment) : null,
      created_at: this.nowIso(),
    });
    // The shop writes in a room it has just opened or reopened.
    if (!row) throw new ApiError(409, 'chatRoomClosed');
    const message = (await this.messages([row], room))[0]!;
    await this.publish(room, { type: 'message', room_id: room.id, message }, null);
    return message;
  }

  private async attachmentFor(party: Party, room: RoomRow, body: SendChatMessage): Promise<StoredAttachment | null> {
    const { db, ports } = this.deps;
    switch (body.type) {
      case 'image': {
        // The sender's own chat upload; once sent, every member of the room may see it.
        const file = await ports.describeFile(body.file_id, party.userId);
        if (!file || file.purpose !== 'chat' || !file.mime.startsWith('image/')) throw fieldError('file_id', 'chatFileInvalid');
        return { kind: 'image', file: { id: file.id, mime: file.mime, width: file.width, height: file.height } };
      }
      case 'product': {
        const product = await ports.product(db, body.product_id, room.pharmacy_id);
        if (!product) throw fieldError('product_id', 'chatProductUnknown');
        return { kind: 'product', product };
      }
      case 'prescription': {
        const prescription = await ports.prescription(room.customer_user_id, body.prescription_id);
        if (!prescription) throw fieldError('prescription_id', 'chatPrescriptionUnknown');
        return { kind: 'prescription', prescription };
      }
      default:
        return null;
    }
  }

  /** Tells every node (bus `chat.event`); a bus that cannot take it is logged: the message is stored and clients resume by seq. */
  async publish(room: RoomRow, event: ChatEvent, origin: string | null): Promise<void> {
    const userIds = [room.customer_user_id, ...(room.counterpart_user_id !== null ? [room.counterpart_user_id] : [])];
    try {
      await this.deps.bus.publish('chat.event', { realm: this.deps.realm, roomId: room.id, pharmacyId: room.pharmacy_id, userIds, origin, event });
    } catch (error) {
      this.deps.log.warn({ err: error, room: room.id, type: event.type }, 'chat: event not published');
    }
  }

  /** Recipients with no open socket anywhere get bus `chat.offline` (the notifications module tells them). */
  private async notifyOffline(room: RoomRow, side: ChatSide, senderName: string, message: ChatMessage): Promise<void> {
    const { presence, bus } = this.deps;
    let recipients: number[];
    if (side === 'customer') {
      recipients = [...(room.counterpart_user_id !== null ? [room.counterpart_user_id] : []), ...(room.pharmacy_id !== null ? await this.staffOf(room.pharmacy_id) : [])];
    } else {
      recipients = [room.customer_user_id];
    }
    const text = preview(previewText(message.message, message.attachment as StoredAttachment | null));
    for (const userId of new Set(recipients)) {
      if (await presence.isOnline(userId)) continue;
      await bus.publish('chat.offline', { userId, roomId: room.id, senderName, text });
    }
  }

  private async staffOf(pharmacyId: number): Promise<number[]> {
    const cached = this.staffCache.get(pharmacyId);
    if (cached && cached.until > Date.now()) return cached.ids;
    const ids = await this.deps.ports.staffOf(this.deps.db, pharmacyId);
    this.staffCache.set(pharmacyId, { ids, until: Date.now() + 30_000 });
    return ids;
  }

  otherSide(side: ChatMemberSide): ChatMemberSide {
    return otherSide(side);
  }
}

/** What the room list shows of a message: its text, else the name of what it carries. */
function previewText(text: string, attachment: StoredAttachment | null): string {
  if (text.trim()) return text;
  if (attachment?.kind === 'product') return attachment.product.name;
  if (attachment?.kind === 'prescription') return attachment.prescription.id;
  if (attachment?.kind === 'order') return attachment.order.code;
  return '';
}
