import { z } from 'zod';
import { role } from './auth.ts';
import { envelope, page, pagingQuery } from './envelope.ts';

/**
 * Chat with pharmacies and doctors (SPEC §3 Chat, §4, §7 Chat, §8; issue 11;
 * docs/decisions/024-realtime-chat.md). The SPEC's client used a hosted chat service (identity token,
 * nonce, rooms, typing, read receipts); we run our own behind the same calls:
 *
 * 1. `POST /api/chat/nonce` (signed in) answers a single-use nonce.
 * 2. `POST /api/chat/create-token {nonce}` (signed in) answers a short-lived identity token (HMAC-signed,
 *    carrying the user, the role and the nonce).
 * 3. Open a WebSocket to `REALTIME.path` (`/ws`) and send `{type:'auth', token}` as the first frame. The
 *    server checks signature, expiry and that the nonce was never used, answers `{type:'ready'}` — or a
 *    `{type:'refused'}` frame and closes with `REALTIME_CLOSE_CODES.unauthorized` (4401).
 *
 * Rooms, messages, typing, delivered and read state go over the socket; the REST calls below are the
 * SPEC's, plus history and send as a fallback. Messages carry a per-room sequence number `seq`:
 * `{type:'resume', room_id, after_seq: N}` answers everything after N, no gap and no duplicate.
 */

export const CHAT_ROOM_KINDS = ['pharmacy', 'doctor', 'appointment'] as const;
export const chatRoomKind = z.enum(CHAT_ROOM_KINDS);
export type ChatRoomKind = z.infer<typeof chatRoomKind>;

export const CHAT_ROOM_STATUSES = ['open', 'closed'] as const;
export type ChatRoomStatus = (typeof CHAT_ROOM_STATUSES)[number];

export const CHAT_MESSAGE_TYPES = ['text', 'image', 'product', 'prescription', 'system'] as const;
export const chatMessageType = z.enum(CHAT_MESSAGE_TYPES);
export type ChatMessageType = z.infer<typeof chatMessageType>;

/** Who wrote a message: the room's customer, its counterpart (the pharmacy's staff, or the doctor), or the shop itself. */
export const CHAT_SIDES = ['customer', 'counterpart', 'system'] as const;
export type ChatSide = (typeof CHAT_SIDES)[number];
/** A side that reads and writes (a system message has no reader). */
export type ChatMemberSide = Exclude<ChatSide, 'system'>;

/**
 * SPEC §4: a new message whose text is one of these makes the client reload the active consultations and
 * that consultation's detail. The server passes such messages through exactly as sent.
 */
export const CHAT_CONSULTATION_END_TEXTS = ['doctor_end_chat', 'Thank you for consulting'] as const;

export const CHAT_LIMITS = {
  /** Characters of a message's text. */
  textMax: 4000,
  /** Bytes of a message's client payload as JSON. */
  payloadMaxBytes: 2048,
  tempIdMax: 64,
  /** Messages per history page. */
  historyMax: 100,
  /** Rooms per room-info call. */
  roomIdsMax: 50,
  /** Characters of the room list's last-message preview. */
  previewMax: 120,
} as const;

/**
 * The realtime socket's constants. The per-socket rate limit is a token bucket: `rateBurst` frames at
 * once, refilled at `ratePerSecond`. Frames above `maxFrameBytes` are refused (4413); above
 * `hardMaxFrameBytes` the socket library closes with 1009 before the frame is read.
 */
export const REALTIME = {
  path: '/ws',
  identityTokenTtlSeconds: 600,
  /** How long a nonce may wait for its identity token. */
  nonceTtlSeconds: 300,
  authTimeoutMs: 10_000,
  heartbeatMs: 25_000,
  typingTtlMs: 5_000,
  maxFrameBytes: 16 * 1024,
  hardMaxFrameBytes: 64 * 1024,
  rateBurst: 30,
  ratePerSecond: 10,
  /** How long `rooms.activity` gathers rooms before it is sent (one frame for a busy inbox, not one per message). */
  activityFlushMs: 500,
} as const;

/**
 * How the server closes a socket, and why. 4xxx codes mirror the HTTP status of the same meaning. Every
 * close the server chooses is preceded by a `{type:'refused', code, message}` frame, except 1009 (the
 * frame was never read) and a heartbeat timeout (the peer is gone).
 */
export const REALTIME_CLOSE_CODES = {
  /** The server is shutting down: reconnect (another node, or this one in a moment). */
  goingAway: 1001,
  /** A frame above `REALTIME.hardMaxFrameBytes`: closed by the socket library without reading it. */
  messageTooBig: 1009,
  internalError: 1011,
  /** The client does not read what it is sent; reconnect and resume. */
  tryAgainLater: 1013,
  /** No, a bad, an expired or an already used identity token, or no auth frame in time. */
  unauthorized: 4401,
  /** A frame above `REALTIME.maxFrameBytes`. */
  frameTooLarge: 4413,
  /** More frames than the per-socket rate limit allows. */
  rateLimited: 4429,
} as const;
export type RealtimeCloseCode = (typeof REALTIME_CLOSE_CODES)[keyof typeof REALTIME_CLOSE_CODES];

/** Machine codes of `error` frames (the socket stays open) and `refused` frames (it closes). */
export const REALTIME_ERROR_CODES = [
  'auth_required',
  'token_invalid',
  'token_expired',
  'nonce_used',
  'frame_too_large',
  'rate_limited',
  'server_shutdown',
  'slow_consumer',
  'bad_frame',
  'unknown_type',
  'invalid',
  'not_found',
  'not_allowed',
  'room_closed',
  'internal',
] as const;
export type RealtimeErrorCode = (typeof REALTIME_ERROR_CODES)[number];

// ---- REST: the identity token -----------------------------------------------------------------------

export const chatNonce = z.object({
  nonce: z.string(),
  expires_at: z.string(),
});
export const chatNonceResponse = envelope(chatNonce);

export const createChatTokenBody = z.object({ nonce: z.string().min(1).max(100) });
export type CreateChatTokenBody = z.infer<typeof createChatTokenBody>;

export const chatIdentity = z.object({
  identity_token: z.string(),
  expires_at: z.string(),
  /** Where to open the socket, on the API's own origin. */
  ws_path: z.string(),
  user: z.object({ id: z.string(), name: z.string(), role }),
});
export type ChatIdentity = z.infer<typeof chatIdentity>;
export const chatIdentityResponse = envelope(chatIdentity);

// ---- Rooms ------------------------------------------------------------------------------------------

export const chatLastComment = z.object({
  seq: z.number().int(),
  type: chatMessageType,
  /** A preview of the text, cut to CHAT_LIMITS.previewMax characters. */
  message: z.string(),
  sender_side: z.enum(CHAT_SIDES),
  created_at: z.string(),
  /** Unix seconds; the room list is sorted by it, newest first (SPEC §3). */
  unix_timestamp: z.number().int(),
});

export const chatRoom = z.object({
  /** The SPEC's `room_id`; `id` is the same number. */
  room_id: z.number().int(),
  id: z.number().int(),
  type: chatRoomKind,
  status: z.enum(CHAT_ROOM_STATUSES),
  /** The caller's side in this room. */
  side: z.enum(['customer', 'counterpart']),
  /** The other party's name as the caller sees it: the pharmacy or doctor for the customer, the customer for the staff. */
  name: z.string(),
  avatar_url: z.string().nullable(),
  pharmacy: z.object({ id: z.number().int(), slug: z.string(), name: z.string() }).nullable(),
  customer: z.object({ id: z.string(), name: z.string() }),
  /** The doctor of a doctor or appointment room. */
  counterpart: z.object({ id: z.string(), name: z.string() }).nullable(),
  consultation_id: z.string().nullable(),
  order_code: z.string().nullable(),
  last_seq: z.number().int(),
  last_comment: chatLastComment.nullable(),
  /** Messages of the other side (and the shop) after the caller's side read. */
  unread: z.number().int(),
  /** Up to which seq the caller's side has read, and the other side has been delivered and read (receipts). */
  read_seq: z.number().int(),
  other_delivered_seq: z.number().int(),
  other_read_seq: z.number().int(),
  /** Whether the caller's side has answered the other side's latest message (set-replied, replied, or by writing). */
  replied: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ChatRoom = z.infer<typeof chatRoom>;

export const chatRoomsQuery = pagingQuery.extend({
  type: chatRoomKind.optional(),
  /** Part of the other party's name. */
  q: z.string().trim().max(100).optional(),
});
export const consoleChatQuery = pagingQuery.extend({
  q: z.string().trim().max(100).optional(),
  /** 1: only rooms waiting for the pharmacy's answer. */
  needs_reply: z.enum(['0', '1']).optional(),
});

/** `data.data.data` is the room list (SPEC §7); `unread_total` sums every room's unread. */
export const chatRoomsPage = page(chatRoom).extend({ unread_total: z.number().int() });
export const chatRoomsResponse = envelope(chatRoomsPage);

const publicIdString = z.string().trim().min(1).max(64);

/**
 * Creates a room, or reopens the existing one (one per customer and pharmacy; one per customer, doctor and
 * consultation). `order_code` names an order of the customer at that pharmacy: the room remembers it and
 * a system message tells the pharmacist which order it is about.
 */
export const createChatRoomBody = z.union([
  z.object({
    type: z.literal('pharmacy'),
    pharmacy_id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
    pharmacy_slug: z.string().trim().min(1).max(200).optional(),
    order_code: publicIdString.optional(),
  }),
  z.object({
    type: z.enum(['doctor', 'appointment']),
    /** The doctor's user id (public). */
    doctor_id: publicIdString,
    consultation_id: publicIdString.optional(),
  }),
]);
export type CreateChatRoomBody = z.infer<typeof createChatRoomBody>;

/** The room itself, and `rooms: [room]` (the SPEC's client reads `data` or `data.rooms[0]`). */
export const createChatRoomResponse = envelope(chatRoom.extend({ rooms: z.array(chatRoom) }));
export const chatRoomResponse = envelope(chatRoom);

export const chatRoomIdParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

export const chatRoomInfoQuery = z.object({
  /** Comma-separated room ids; rooms the caller may not see are left out. */
  room_ids: z
    .string()
    .max(600)
    .transform((s) => s.split(',').map((p) => p.trim()).filter(Boolean).map(Number))
    .pipe(z.array(z.number().int().positive().max(2_147_483_647)).min(1).max(CHAT_LIMITS.roomIdsMax)),
});
export const chatRoomInfoResponse = envelope(z.object({ rooms: z.array(chatRoom) }));

export const chatUnreadResponse = envelope(z.object({ total: z.number().int(), rooms: z.array(z.object({ room_id: z.number().int(), unread: z.number().int() })) }));

export const setRepliedBody = z.object({ replied: z.boolean().default(true) });
export const setReadQuery = z.object({ seq: z.coerce.number().int().min(0).optional() });

// ---- Messages ---------------------------------------------------------------------------------------

const text = z
  .string()
  .max(CHAT_LIMITS.textMax)
  // Kept exactly as sent (SPEC §4's 'doctor_end_chat'); only a text of nothing but spaces is refused.
  .refine((s) => s.trim().length > 0, { params: { rule: 'required' } });
const caption = z.string().max(CHAT_LIMITS.textMax);
/** The client's own payload, passed through as sent (small JSON object). */
export const chatPayload = z
  .record(z.string(), z.unknown())
  .refine((p) => new TextEncoder().encode(JSON.stringify(p)).length <= CHAT_LIMITS.payloadMaxBytes, { message: 'payloadTooLarge' });

const messageShapes = {
  text: z.object({ type: z.literal('text'), message: text, payload: chatPayload.nullish() }),
  /** A file uploaded with purpose `chat` (POST /api/files); the room's members see it through a signed URL. */
  image: z.object({ type: z.literal('image'), file_id: z.string().min(1).max(64), message: caption.default(''), payload: chatPayload.nullish() }),
  /** A product card: name, price and picture as they are when sent. */
  product: z.object({ type: z.literal('product'), product_id: z.coerce.number().int().positive().max(2_147_483_647), message: caption.default(''), payload: chatPayload.nullish() }),
  /** A prescription card: one of the room's customer's prescriptions, by its public id. */
  prescription: z.object({ type: z.literal('prescription'), prescription_id: z.string().min(1).max(40), message: caption.default(''), payload: chatPayload.nullish() }),
  /** The counterpart's (or the shop's) notice, such as SPEC §4's end of a consultation; customers may not send one. */
  system: z.object({ type: z.literal('system'), message: text, payload: chatPayload.nullish() }),
};
const { text: textShape, image: imageShape, product: productShape, prescription: prescriptionShape, system: systemShape } = messageShapes;

export const sendChatMessage = z.discriminatedUnion('type', [textShape, imageShape, productShape, prescriptionShape, systemShape]);
export type SendChatMessage = z.infer<typeof sendChatMessage>;

/** REST send: the message plus the client's temporary id (a retry with the same id stores nothing new). */
const tempId = { temp_id: z.string().min(1).max(CHAT_LIMITS.tempIdMax).optional() };
export const sendChatMessageBody = z.discriminatedUnion('type', [
  textShape.extend(tempId),
  imageShape.extend(tempId),
  productShape.extend(tempId),
  prescriptionShape.extend(tempId),
  systemShape.extend(tempId),
]);
export type SendChatMessageBody = z.infer<typeof sendChatMessageBody>;

export const chatAttachment = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('image'),
    file: z.object({ id: z.string(), mime: z.string(), width: z.number().int().nullable(), height: z.number().int().nullable(), url: z.string(), url_expires_at: z.string() }),
  }),
  z.object({
    kind: z.literal('product'),
    product: z.object({ id: z.number().int(), slug: z.string(), name: z.string(), price: z.number().int(), image_url: z.string().nullable() }),
  }),
  z.object({
    kind: z.literal('prescription'),
    prescription: z.object({ id: z.string(), status: z.string(), created_at: z.string() }),
  }),
  z.object({ kind: z.literal('order'), order: z.object({ code: z.string() }) }),
]);
export type ChatAttachment = z.infer<typeof chatAttachment>;

export const chatMessage = z.object({
  id: z.number().int(),
  room_id: z.number().int(),
  seq: z.number().int(),
  type: chatMessageType,
  /** The text, exactly as sent. */
  message: z.string(),
  /** The sender's own payload, exactly as sent. */
  payload: z.record(z.string(), z.unknown()).nullable(),
  /** What the server attached: the image, product or prescription card, or the order a room was opened from. */
  attachment: chatAttachment.nullable(),
  content: z.object({ consultation_id: z.string().nullable() }),
  sender: z.object({ side: z.enum(CHAT_SIDES), id: z.string().nullable(), name: z.string() }),
  temp_id: z.string().nullable(),
  created_at: z.string(),
  unix_timestamp: z.number().int(),
});
export type ChatMessage = z.infer<typeof chatMessage>;

/** History: `after` N answers seq N+1, N+2, … (gapless, oldest first); `before` N the newest page below N. */
export const chatMessagesQuery = z.object({
  after: z.coerce.number().int().min(0).optional(),
  before: z.coerce.number().int().min(1).optional(),
  limit: z.coerce.number().int().min(1).max(CHAT_LIMITS.historyMax).default(50),
});
export const chatMessagesResponse = envelope(
  z.object({
    data: z.array(chatMessage),
    room_id: z.number().int(),
    last_seq: z.number().int(),
    /** More messages in the direction asked (after: newer; before or neither: older). */
    has_more: z.boolean(),
  }),
);
export const sendChatMessageResponse = envelope(z.object({ message: chatMessage, duplicate: z.boolean() }));

// ---- The socket's frames ----------------------------------------------------------------------------

const roomId = z.number().int().positive().max(2_147_483_647);
const seq = z.number().int().min(0).max(2_147_483_647);

/** What a client sends. The first frame must be `auth`. */
export const realtimeClientFrame = z.discriminatedUnion('type', [
  z.object({ type: z.literal('auth'), token: z.string().min(1).max(2048) }),
  z.object({ type: z.literal('ping') }),
  /** Live messages, typing and receipts of a room; with `after_seq`, first every message after it. */
  z.object({ type: z.literal('subscribe'), room_id: roomId, after_seq: seq.optional() }),
  z.object({ type: z.literal('resume'), room_id: roomId, after_seq: seq }),
  z.object({ type: z.literal('unsubscribe'), room_id: roomId }),
  z.object({ type: z.literal('send'), room_id: roomId, temp_id: z.string().min(1).max(CHAT_LIMITS.tempIdMax), message: sendChatMessage }),
  z.object({ type: z.literal('typing'), room_id: roomId, typing: z.boolean().default(true) }),
  z.object({ type: z.literal('delivered'), room_id: roomId, seq }),
  z.object({ type: z.literal('read'), room_id: roomId, seq }),
]);
export type RealtimeClientFrame = z.infer<typeof realtimeClientFrame>;
export type RealtimeClientFrameOf<T extends RealtimeClientFrame['type']> = Extract<RealtimeClientFrame, { type: T }>;

/** What the server sends (not validated at run time: documentation and types for clients). */
export type RealtimeServerFrame =
  | { type: 'ready'; user: { id: string; role: string }; heartbeat_ms: number; limits: { max_frame_bytes: number; rate_burst: number; rate_per_second: number; typing_ttl_ms: number } }
  | { type: 'pong' }
  | { type: 'refused'; code: RealtimeErrorCode; message: string; close_code: number }
  | { type: 'error'; code: RealtimeErrorCode; message: string; ref?: string | undefined; room_id?: number | undefined; fields?: Record<string, string[]> | undefined }
  | { type: 'subscribed'; room_id: number; last_seq: number; after_seq: number }
  | { type: 'ack'; temp_id: string; room_id: number; seq: number; duplicate: boolean; message: ChatMessage }
  /** On a subscribed room: strictly in seq order, each seq once per subscription. */
  | { type: 'message'; room_id: number; message: ChatMessage }
  /**
   * New messages in rooms of yours this socket has not subscribed to (SPEC §4: reload the room list and
   * room info): the newest message of each such room, gathered over REALTIME.activityFlushMs.
   */
  | { type: 'rooms.activity'; rooms: Array<{ room_id: number; message: ChatMessage }> }
  | { type: 'typing'; room_id: number; user: { id: string; name: string; side: ChatMemberSide }; typing: boolean; expires_in_ms: number }
  | { type: 'receipt'; room_id: number; side: ChatMemberSide; delivered_seq: number; read_seq: number }
  | { type: 'room.updated'; room_id: number }
  /** Events other modules send a user (bus topic `realtime.user`), e.g. `notification.unread`. */
  | { type: string; [key: string]: unknown };
