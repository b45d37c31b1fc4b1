import type { ChatMemberSide, ChatMessage, RealtimeServerFrame } from '@apotek/contract';
import type { BusTopics, EventBus } from '../../platform/bus/bus.ts';
import type { RealtimeConnection, RealtimeGateway } from '../../platform/realtime/gateway.ts';
import type { RoomRow } from './chat.repository.ts';
import type { ChatEvent, ChatLog, ChatService, Party } from './chat.service.ts';

/** One subscribed room of one socket: where its gapless stream stands. */
interface Subscription {
  /** The room as it was when subscribed (its parties do not change; a closed room is refused when writing). */
  room: RoomRow;
  side: ChatMemberSide;
  /** The highest seq sent on this subscription; the next one sent is cursor + 1. */
  cursor: number;
  /** Live messages that came ahead of a gap (or while the database is being read). */
  pending: Map<number, ChatMessage>;
  /** A catch-up from the database is running. */
  busy: boolean;
  /** Replaced by a new subscribe or resume, or unsubscribed: sends nothing more. */
  closed: boolean;
  typing?: { timer: NodeJS.Timeout; publishedAt: number } | undefined;
}

interface SocketChat {
  party: Party;
  rooms: Map<number, Subscription>;
  /** Rooms with news for this socket's inbox, sent together (`rooms.activity`). */
  activity: Map<number, ChatMessage>;
  activityTimer?: NodeJS.Timeout | undefined;
}

const KEY = 'chat';
/** Messages per database read while catching a subscription up. */
const FILL_BATCH = 200;
/** Live messages held per subscription while it catches up; past this they are dropped and read from the database. */
const MAX_PENDING = 1000;

/** One `message` frame per message and node, shared by every subscription that sends it (serialised once). */
const messageFrames = new WeakMap<ChatMessage, RealtimeServerFrame>();
function messageFrame(message: ChatMessage): RealtimeServerFrame {
  let frame = messageFrames.get(message);
  if (!frame) {
    frame = { type: 'message', room_id: message.room_id, message };
    messageFrames.set(message, frame);
  }
  return frame;
}

function chatOf(conn: RealtimeConnection): SocketChat {
  const state = conn.data.get(KEY) as SocketChat | undefined;
  if (!state) throw new Error('chat: socket state missing');
  return state;
}

/**
 * The chat's socket frames on the realtime gateway, and the fan-out of chat events to this node's sockets.
 *
 * A subscription is a gapless, duplicate-free stream per socket and room: every `message` frame has seq
 * cursor + 1. Live messages come through the bus from any node in any order; one that arrives ahead of a
 * gap waits in `pending` while the missing ones are read from the database (they are committed: a room's
 * messages commit in seq order), and one at or below the cursor is dropped. `resume {after_seq: N}` sets
 * the cursor to N and reads the rest, so a reconnecting client gets everything after N exactly once.
 */
export class ChatSockets {
  private readonly subscribers = new Map<number, Set<RealtimeConnection>>();
  private readonly staff = new Map<number, Set<RealtimeConnection>>();
  /** The receipts this node has seen, per room with subscribers here: repeated receipts stop here. */
  private readonly marks = new Map<number, Partial<Record<ChatMemberSide, { read: number; delivered: number }>>>();

  constructor(
    private readonly gateway: RealtimeGateway,
    private readonly chat: ChatService,
    private readonly bus: EventBus,
    private readonly realm: string,
    private readonly log: ChatLog,
  ) {}

  register(): () => void {
    const { gateway } = this;
    gateway.onOpen(async (conn) => {
      const party = await this.chat.partyOf(conn.identity);
      // Closed meanwhile: its close hook has run already, so nothing may be listed for it now.
      if (!conn.open) return;
      conn.data.set(KEY, { party, rooms: new Map(), activity: new Map() } satisfies SocketChat);
      if (party.staffPharmacyId !== undefined) add(this.staff, party.staffPharmacyId, conn);
    });
    gateway.onClose((conn) => this.forget(conn));
    gateway.handle('subscribe', (conn, frame) => this.subscribe(conn, frame.room_id, frame.after_seq));
    gateway.handle('resume', (conn, frame) => this.subscribe(conn, frame.room_id, frame.after_seq));
    gateway.handle('unsubscribe', (conn, frame) => this.unsubscribe(conn, frame.room_id));
    gateway.handle('send', async (conn, frame) => {
      const { party, rooms } = chatOf(conn);
      const sub = rooms.get(frame.room_id);
      const { message, duplicate } = await this.chat.send(party, frame.room_id, frame.message, frame.temp_id, sub && !sub.closed ? { room: sub.room, side: sub.side } : undefined);
      // Writing ends typing; receivers clear the sender's typing when its message arrives.
      this.stopTyping(rooms.get(frame.room_id));
      conn.send({ type: 'ack', temp_id: frame.temp_id, room_id: frame.room_id, seq: message.seq, duplicate, message });
    });
    gateway.handle('typing', (conn, frame) => this.typing(conn, frame.room_id, frame.typing));
    gateway.handle('delivered', (conn, frame) => this.receipt(conn, frame.room_id, 'delivered', frame.seq));
    gateway.handle('read', (conn, frame) => this.receipt(conn, frame.room_id, 'read', frame.seq));
    return this.bus.subscribe('chat.event', (payload) => this.dispatch(payload));
  }

  private async subscribe(conn: RealtimeConnection, roomId: number, afterSeq: number | undefined): Promise<void> {
    const state = chatOf(conn);
    const { room, side } = await this.chat.access(state.party, roomId);
    if (!conn.open) return;
    const old = state.rooms.get(roomId);
    if (old) {
      old.closed = true;
      this.stopTyping(old);
    }
    // Listed before the room is read: a message committed after that read reaches this socket live.
    const sub: Subscription = { room, side, cursor: 0, pending: new Map(), busy: true, closed: false };
    state.rooms.set(roomId, sub);
    add(this.subscribers, roomId, conn);
    const fresh = afterSeq === undefined ? (await this.chat.access(state.party, roomId)).room : room;
    sub.cursor = Math.min(afterSeq ?? Number(fresh.last_seq), Number(fresh.last_seq));
    conn.send({ type: 'subscribed', room_id: roomId, last_seq: Number(fresh.last_seq), after_seq: sub.cursor });
    sub.busy = false;
    await this.catchUp(conn, roomId, sub);
  }

  /**
   * A receipt from a subscribed socket needs no lookup: its side is known, the mark is capped at what it
   * was sent, and a mark this node already knows to be there (another device of the same side said so)
   * costs nothing. Other sockets go through the room check.
   */
  private async receipt(conn: RealtimeConnection, roomId: number, kind: 'read' | 'delivered', seq: number): Promise<void> {
    const state = chatOf(conn);
    const sub = state.rooms.get(roomId);
    if (!sub || sub.closed) return this.chat.receipt(state.party, roomId, kind, seq);
    const target = Math.min(seq, sub.cursor);
    const known = this.marks.get(roomId)?.[sub.side];
    if (known && (kind === 'read' ? known.read : known.delivered) >= target) return;
    await this.chat.mark(sub.room, sub.side, kind, target, sub.cursor);
  }

  /**
   * A message in a room this socket has not subscribed to: gathered for REALTIME.activityFlushMs, then
   * one frame with the newest message of each room. A pharmacist's console open on one conversation
   * hears of the pharmacy's other rooms without a frame per message.
   */
  private activity(conn: RealtimeConnection, message: ChatMessage): void {
    const state = conn.data.get(KEY) as SocketChat | undefined;
    if (!state) return;
    const known = state.activity.get(message.room_id);
    if (!known || known.seq < message.seq) state.activity.set(message.room_id, message);
    if (state.activityTimer) return;
    state.activityTimer = setTimeout(() => {
      state.activityTimer = undefined;
      const rooms = [...state.activity.values()].map((m) => ({ room_id: m.room_id, message: m }));
      state.activity.clear();
      if (rooms.length) conn.send({ type: 'rooms.activity', rooms });
    }, this.gateway.limits.activityFlushMs);
    state.activityTimer.unref();
  }

  private leave(roomId: number, conn: RealtimeConnection): void {
    remove(this.subscribers, roomId, conn);
    if (!this.subscribers.has(roomId)) this.marks.delete(roomId);
  }

  private unsubscribe(conn: RealtimeConnection, roomId: number): void {
    const state = chatOf(conn);
    const sub = state.rooms.get(roomId);
    if (sub) sub.closed = true;
    this.stopTyping(sub);
    state.rooms.delete(roomId);
    this.leave(roomId, conn);
  }

  /** Reads what the subscription lacks from the database, then sends what waited in `pending` in order. */
  private async catchUp(conn: RealtimeConnection, roomId: number, sub: Subscription): Promise<void> {
    if (sub.busy) return;
    sub.busy = true;
    try {
      for (let round = 0; round < 10 && conn.open && !sub.closed; round++) {
        for (;;) {
          const batch = await this.chat.messagesAfter(sub.room, sub.cursor, FILL_BATCH);
          for (const message of batch) this.emit(conn, sub, message);
          if (batch.length < FILL_BATCH || !conn.open || sub.closed) break;
        }
        this.drain(conn, sub);
        if (sub.pending.size === 0) return;
        // Still a gap: the pending messages were published after the missing ones committed; read again.
      }
      if (sub.pending.size > 0) {
        this.log.warn({ room: roomId, pending: sub.pending.size }, 'chat: subscription could not close a gap');
        sub.pending.clear();
      }
    } catch (error) {
      if (chatOf(conn).rooms.get(roomId) === sub) {
        // No longer a member (or the database failed): the stream stops here; the client may subscribe again.
        chatOf(conn).rooms.delete(roomId);
        this.leave(roomId, conn);
      }
      throw error;
    } finally {
      sub.busy = false;
    }
  }

  /** Sends the message if it is the next one; true when it was. */
  private emit(conn: RealtimeConnection, sub: Subscription, message: ChatMessage): boolean {
    sub.pending.delete(message.seq);
    if (sub.closed || message.seq !== sub.cursor + 1) return false;
    sub.cursor = message.seq;
    conn.send(messageFrame(message));
    return true;
  }

  /** Sends what waited in `pending` while it follows the cursor without a gap; drops what is behind it. */
  private drain(conn: RealtimeConnection, sub: Subscription): void {
    if (sub.closed) {
      sub.pending.clear();
      return;
    }
    for (const seq of [...sub.pending.keys()]) if (seq <= sub.cursor) sub.pending.delete(seq);
    for (;;) {
      const next = sub.pending.get(sub.cursor + 1);
      if (!next || !this.emit(conn, sub, next)) return;
    }
  }

  private live(conn: RealtimeConnection, roomId: number, sub: Subscription, message: ChatMessage): void {
    if (sub.closed || message.seq <= sub.cursor) return;
    if (!sub.busy && message.seq === sub.cursor + 1) {
      this.emit(conn, sub, message);
      this.drain(conn, sub);
      return;
    }
    if (sub.pending.size < MAX_PENDING) sub.pending.set(message.seq, message);
    if (!sub.busy) void this.catchUp(conn, roomId, sub).catch((error: unknown) => this.log.warn({ err: error, room: roomId }, 'chat: catch-up failed'));
  }

  private async typing(conn: RealtimeConnection, roomId: number, typing: boolean): Promise<void> {
    const state = chatOf(conn);
    const { room, side } = await this.chat.access(state.party, roomId);
    const sub = state.rooms.get(roomId);
    const ttl = this.gateway.limits.typingTtlMs;
    const publish = (on: boolean) =>
      this.chat.publish(room, { type: 'typing', room_id: roomId, user: { id: state.party.publicId, name: state.party.name, side }, typing: on, expires_in_ms: on ? ttl : 0 }, conn.id);
    const current = sub?.typing;
    if (!typing) {
      if (!current) return;
      this.stopTyping(sub);
      return publish(false);
    }
    const now = Date.now();
    if (current) clearTimeout(current.timer);
    // Typing expires by itself: unless refreshed, the others hear "stopped" after the time-to-live.
    const timer = setTimeout(() => {
      if (sub) sub.typing = undefined;
      void publish(false);
    }, ttl);
    timer.unref();
    const publishedAt = current && now - current.publishedAt < ttl / 2 ? current.publishedAt : now;
    if (sub) sub.typing = { timer, publishedAt };
    if (publishedAt === now) await publish(true);
  }

  private stopTyping(sub: Subscription | undefined): void {
    if (!sub?.typing) return;
    clearTimeout(sub.typing.timer);
    sub.typing = undefined;
  }

  private forget(conn: RealtimeConnection): void {
    const state = conn.data.get(KEY) as SocketChat | undefined;
    if (!state) return;
    for (const [roomId, sub] of state.rooms) {
      sub.closed = true;
      this.stopTyping(sub);
      this.leave(roomId, conn);
    }
    state.rooms.clear();
    clearTimeout(state.activityTimer);
    state.activity.clear();
    if (state.party.staffPharmacyId !== undefined) remove(this.staff, state.party.staffPharmacyId, conn);
  }

  /** A chat event from any node, handed to this node's sockets. */
  private dispatch(payload: BusTopics['chat.event']): void {
    if (payload.realm !== this.realm) return;
    const event = payload.event as ChatEvent;
    const roomId = payload.roomId;
    const subscribed = this.subscribers.get(roomId) ?? new Set<RealtimeConnection>();
    if (event.type === 'receipt' && subscribed.size > 0) {
      const marks = this.marks.get(roomId) ?? {};
      const before = marks[event.side];
      marks[event.side] = { read: Math.max(before?.read ?? 0, event.read_seq), delivered: Math.max(before?.delivered ?? 0, event.delivered_seq) };
      this.marks.set(roomId, marks);
    }
    if (event.type === 'typing' || event.type === 'receipt') {
      for (const conn of subscribed) if (conn.id !== payload.origin) conn.send(event);
      return;
    }
    const others = new Set<RealtimeConnection>();
    for (const userId of payload.userIds) for (const conn of this.gateway.connectionsOf(userId)) others.add(conn);
    if (payload.pharmacyId !== null) for (const conn of this.staff.get(payload.pharmacyId) ?? []) others.add(conn);
    if (event.type === 'message') {
      for (const conn of subscribed) {
        const sub = (conn.data.get(KEY) as SocketChat | undefined)?.rooms.get(roomId);
        if (sub) this.live(conn, roomId, sub, event.message);
        others.delete(conn);
      }
      for (const conn of others) this.activity(conn, event.message);
      return;
    }
    for (const conn of new Set([...subscribed, ...others])) conn.send(event);
  }
}

function add<K>(map: Map<K, Set<RealtimeConnection>>, key: K, conn: RealtimeConnection): void {
  const set = map.get(key) ?? new Set<RealtimeConnection>();
  set.add(conn);
  map.set(key, set);
}

function remove<K>(map: Map<K, Set<RealtimeConnection>>, key: K, conn: RealtimeConnection): void {
  const set = map.get(key);
  if (!set) return;
  set.delete(conn);
  if (set.size === 0) map.delete(key);
}
