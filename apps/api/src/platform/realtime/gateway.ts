import { randomUUID } from 'node:crypto';
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import {
  apiMessage,
  type ApiMessageKey,
  type Locale,
  LOCALE_COOKIE,
  parseLocalized,
  REALTIME,
  REALTIME_CLOSE_CODES,
  type RealtimeClientFrame,
  type RealtimeClientFrameOf,
  realtimeClientFrame,
  type RealtimeErrorCode,
  type RealtimeServerFrame,
} from '@apotek/contract';
import { type RawData, type WebSocket, WebSocketServer } from 'ws';
import { ApiError } from '../api-error.ts';
import type { EventBus } from '../bus/bus.ts';
import { resolveLocale } from '../request-context.ts';
import type { Identity, IdentityTokens } from './identity-token.ts';
import type { PresenceTracker } from './presence.ts';
import { TokenBucket } from './token-bucket.ts';

export interface RealtimeLimits {
  heartbeatMs: number;
  authTimeoutMs: number;
  typingTtlMs: number;
  maxFrameBytes: number;
  hardMaxFrameBytes: number;
  rateBurst: number;
  ratePerSecond: number;
  /** Bytes queued for a client that does not read: past this the socket closes with 1013 (it resumes later). */
  maxBufferedBytes: number;
  activityFlushMs: number;
}

export const DEFAULT_REALTIME_LIMITS: RealtimeLimits = {
  heartbeatMs: REALTIME.heartbeatMs,
  authTimeoutMs: REALTIME.authTimeoutMs,
  typingTtlMs: REALTIME.typingTtlMs,
  maxFrameBytes: REALTIME.maxFrameBytes,
  hardMaxFrameBytes: REALTIME.hardMaxFrameBytes,
  rateBurst: REALTIME.rateBurst,
  ratePerSecond: REALTIME.ratePerSecond,
  maxBufferedBytes: 4 * 1024 * 1024,
  activityFlushMs: REALTIME.activityFlushMs,
};

export interface RealtimeLog {
  error(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  debug(obj: object, msg: string): void;
}

export interface ErrorExtra {
  ref?: string | undefined;
  room_id?: number | undefined;
  vars?: Record<string, string | number>;
  fields?: Record<string, string[]>;
}

/** A signed-in socket, as frame handlers and other modules see it. */
export interface RealtimeConnection {
  readonly id: string;
  readonly identity: Identity;
  readonly locale: Locale;
  /** Per-socket state of the modules that handle its frames (keyed by module). */
  readonly data: Map<string, unknown>;
  readonly open: boolean;
  send(frame: RealtimeServerFrame): void;
  error(code: RealtimeErrorCode, key: ApiMessageKey, extra?: ErrorExtra): void;
}

/** A refusal a frame handler throws: an `error` frame with this code, the socket stays open. */
export class RealtimeError extends Error {
  constructor(
    readonly code: RealtimeErrorCode,
    readonly key: ApiMessageKey,
    readonly vars: Record<string, string | number> = {},
  ) {
    super(key);
    this.name = 'RealtimeError';
  }
}

type FrameType = RealtimeClientFrame['type'];
type Handler<T extends FrameType> = (conn: RealtimeConnection, frame: RealtimeClientFrameOf<T>) => void | Promise<void>;
type AnyHandler = (conn: RealtimeConnection, frame: RealtimeClientFrame) => void | Promise<void>;

const FRAME_TYPES: ReadonlySet<string> = new Set(realtimeClientFrame.options.map((o) => o.shape.type.value));

function byteLength(data: RawData): number {
  if (Array.isArray(data)) return data.reduce((n, b) => n + b.byteLength, 0);
  return data.byteLength;
}

function text(data: RawData): string {
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  return Buffer.from(data as ArrayBuffer).toString('utf8');
}

/** A frame sent to many sockets is serialised once (frames are never changed after they are sent). */
const encoded = new WeakMap<object, string>();
function encode(frame: object): string {
  let text = encoded.get(frame);
  if (text === undefined) {
    text = JSON.stringify(frame);
    encoded.set(frame, text);
  }
  return text;
}

function cookieValue(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k === name) return v.join('=');
  }
  return undefined;
}

class Socket implements RealtimeConnection {
  readonly id = randomUUID();
  readonly data = new Map<string, unknown>();
  user: Identity | null = null;
  alive = true;
  closing = false;
  authTimer: NodeJS.Timeout | undefined;
  private chain: Promise<void> = Promise.resolve();

  constructor(
    readonly ws: WebSocket,
    readonly locale: Locale,
    readonly bucket: TokenBucket,
    private readonly maxBufferedBytes: number,
  ) {}

  get identity(): Identity {
    if (!this.user) throw new Error('socket not signed in');
    return this.user;
  }

  get open(): boolean {
    return !this.closing && this.ws.readyState === this.ws.OPEN;
  }

  send(frame: RealtimeServerFrame): void {
    if (!this.open) return;
    if (this.ws.bufferedAmount > this.maxBufferedBytes) {
      this.refuse('slow_consumer', 'chatSlowConsumer', REALTIME_CLOSE_CODES.tryAgainLater);
      return;
    }
    this.ws.send(encode(frame));
  }

  error(code: RealtimeErrorCode, key: ApiMessageKey, extra: ErrorExtra = {}): void {
    const { vars, ...rest } = extra;
    this.send({ type: 'error', code, message: apiMessage(key, this.locale, vars), ...rest });
  }

  /** The refusal frame, then the close with its code; later frames of this socket are ignored. */
  refuse(code: RealtimeErrorCode, key: ApiMessageKey, closeCode: number, vars: Record<string, string | number> = {}): void {
    if (this.closing) return;
    if (this.ws.readyState === this.ws.OPEN) {
      this.ws.send(JSON.stringify({ type: 'refused', code, message: apiMessage(key, this.locale, vars), close_code: closeCode } satisfies RealtimeServerFrame));
    }
    this.closing = true;
    this.ws.close(closeCode, code);
  }

  /** Frames of one socket are handled one after the other, so a client's messages keep their order. */
  enqueue(work: () => Promise<void>): void {
    this.chain = this.chain.then(work);
  }
}

export interface RealtimeGatewayDeps {
  tokens: IdentityTokens;
  presence: PresenceTracker;
  bus: EventBus;
  log: RealtimeLog;
  limits: RealtimeLimits;
}

/**
 * The WebSocket endpoint `GET /ws` on the API's own HTTP server (docs/decisions/024-realtime-chat.md):
 *
 * - the first frame must be `{type:'auth', token}` with an identity token (identity-token.ts), within
 *   `authTimeoutMs`; anything else is refused with 4401;
 * - every frame counts against a per-socket token bucket (flood: 4429) and a size limit (4413; beyond the
 *   hard limit the socket library closes with 1009 without reading it);
 * - frames are JSON, checked against the contract's `realtimeClientFrame`, and handed to the handler a
 *   module registered for their type, one at a time per socket; a handler's refusal is an `error` frame
 *   and the socket stays open;
 * - pings every `heartbeatMs` close sockets that stopped answering and refresh presence;
 * - bus topic `realtime.user` reaches every socket of those users on every node;
 * - on shutdown every socket gets a `refused` frame (`server_shutdown`) and closes with 1001.
 */
export class RealtimeGateway {
  private readonly wss: WebSocketServer;
  private readonly sockets = new Set<Socket>();
  private readonly byUser = new Map<number, Set<Socket>>();
  private readonly handlers = new Map<string, AnyHandler>();
  private readonly openHooks: Array<(conn: RealtimeConnection) => void | Promise<void>> = [];
  private readonly closeHooks: Array<(conn: RealtimeConnection) => void> = [];
  private heartbeat: NodeJS.Timeout | undefined;
  private server: Server | undefined;
  private unsubscribe: (() => void) | undefined;
  private closing = false;

  constructor(private readonly deps: RealtimeGatewayDeps) {
    this.wss = new WebSocketServer({ noServer: true, maxPayload: deps.limits.hardMaxFrameBytes, perMessageDeflate: false, clientTracking: false });
  }

  get limits(): RealtimeLimits {
    return this.deps.limits;
  }

  /** Registers the handler of one frame type (one per type). */
  handle<T extends Exclude<FrameType, 'auth' | 'ping'>>(type: T, handler: Handler<T>): void {
    if (this.handlers.has(type)) throw new Error(`realtime: a handler for ${type} exists`);
    this.handlers.set(type, handler as unknown as AnyHandler);
  }

  /** Runs when a socket has signed in, before `ready` is sent (modules load what they need per socket). */
  onOpen(hook: (conn: RealtimeConnection) => void | Promise<void>): void {
    this.openHooks.push(hook);
  }

  onClose(hook: (conn: RealtimeConnection) => void): void {
    this.closeHooks.push(hook);
  }

  /** This node's signed-in sockets of a user. */
  connectionsOf(userId: number): RealtimeConnection[] {
    return [...(this.byUser.get(userId) ?? [])].filter((s) => s.open);
  }

  /** Sends a frame to every socket of these users on this node (the bus topic does every node). */
  deliverLocally(userIds: readonly number[], frame: RealtimeServerFrame): void {
    for (const userId of new Set(userIds)) for (const socket of this.byUser.get(userId) ?? []) socket.send(frame);
  }

  get connectionCount(): number {
    return this.sockets.size;
  }

  attach(server: Server): void {
    this.server = server;
    server.on('upgrade', this.onUpgrade);
    this.unsubscribe = this.deps.bus.subscribe('realtime.user', ({ userIds, event }) => this.deliverLocally(userIds, event as RealtimeServerFrame));
    this.heartbeat = setInterval(() => this.beat(), this.deps.limits.heartbeatMs);
    this.heartbeat.unref();
  }

  /** Refuses new sockets, says goodbye to the open ones (1001) and waits for them, at most a second. */
  async close(): Promise<void> {
    if (this.closing) return;
    this.closing = true;
    clearInterval(this.heartbeat);
    this.unsubscribe?.();
    this.server?.off('upgrade', this.onUpgrade);
    const closed = [...this.sockets].map((socket) => {
      const done = new Promise<void>((resolve) => socket.ws.once('close', () => resolve()));
      if (socket.ws.readyState === socket.ws.CLOSED) return Promise.resolve();
      socket.refuse('server_shutdown', 'chatServerShutdown', REALTIME_CLOSE_CODES.goingAway);
      return done;
    });
    const timeout = new Promise<void>((resolve) => setTimeout(resolve, 1000).unref());
    await Promise.race([Promise.all(closed), timeout]);
    for (const socket of this.sockets) socket.ws.terminate();
    this.wss.close();
    await this.deps.presence.close();
  }

  private readonly onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer): void => {
    const path = (request.url ?? '').split('?')[0];
    if (path !== REALTIME.path) {
      // Another listener (a dev server) may want it; with none, nobody would ever answer.
      if (this.server && this.server.listenerCount('upgrade') === 1) reject(socket, 404, 'Not Found');
      return;
    }
    if (this.closing) return reject(socket, 503, 'Service Unavailable');
    this.wss.handleUpgrade(request, socket, head, (ws) => this.accept(ws, request));
  };

  private accept(ws: WebSocket, request: IncomingMessage): void {
    const { limits, log } = this.deps;
    const locale = resolveLocale(cookieValue(request.headers.cookie, LOCALE_COOKIE), request.headers['accept-language']);
    const socket = new Socket(ws, locale, new TokenBucket(limits.rateBurst, limits.ratePerSecond), limits.maxBufferedBytes);
    this.sockets.add(socket);
    socket.authTimer = setTimeout(() => {
      if (!socket.user) socket.refuse('auth_required', 'chatAuthRequired', REALTIME_CLOSE_CODES.unauthorized);
    }, limits.authTimeoutMs);
    socket.authTimer.unref();

    ws.on('pong', () => (socket.alive = true));
    ws.on('error', (error) => log.debug({ err: error, socket: socket.id }, 'realtime socket error'));
    ws.on('close', (code) => this.closed(socket, code));
    ws.on('message', (data, isBinary) => {
      if (socket.closing) return;
      socket.alive = true;
      const size = byteLength(data);
      if (size > limits.maxFrameBytes) {
        socket.refuse('frame_too_large', 'chatFrameTooLarge', REALTIME_CLOSE_CODES.frameTooLarge, { max: Math.floor(limits.maxFrameBytes / 1024) });
        return;
      }
      if (!socket.bucket.take()) {
        socket.refuse('rate_limited', 'chatRateLimited', REALTIME_CLOSE_CODES.rateLimited);
        return;
      }
      const body = isBinary ? null : text(data);
      socket.enqueue(() => this.receive(socket, body));
    });
  }

  private async receive(socket: Socket, body: string | null): Promise<void> {
    if (socket.closing) return;
    let raw: unknown;
    try {
      raw = body === null ? undefined : JSON.parse(body);
    } catch {
      raw = undefined;
    }
    const type = raw && typeof raw === 'object' && typeof (raw as { type?: unknown }).type === 'string' ? (raw as { type: string }).type : undefined;
    if (!socket.user) {
      if (type !== 'auth') return socket.refuse('auth_required', 'chatAuthRequired', REALTIME_CLOSE_CODES.unauthorized);
      const token = (raw as { token?: unknown }).token;
      return this.authenticate(socket, typeof token === 'string' ? token : '');
    }
    if (type === undefined) return socket.error('bad_frame', 'chatBadFrame');
    if (!FRAME_TYPES.has(type) || type === 'auth') return socket.error('unknown_type', 'chatUnknownFrame');
    const rawRef = (raw as { temp_id?: unknown }).temp_id;
    const ref = typeof rawRef === 'string' ? rawRef.slice(0, 64) : undefined;
    const parsed = parseLocalized(realtimeClientFrame, raw, socket.locale);
    if (!parsed.success) {
      socket.error('invalid', 'validation', { ref, fields: parsed.errors });
      return;
    }
    const frame = parsed.data;
    if (frame.type === 'ping') return socket.send({ type: 'pong' });
    const handler = this.handlers.get(frame.type);
    if (!handler) return socket.error('unknown_type', 'chatUnknownFrame');
    try {
      await handler(socket, frame);
    } catch (error) {
      this.fail(socket, error, ref, 'room_id' in frame ? frame.room_id : undefined);
    }
  }

  private async authenticate(socket: Socket, token: string): Promise<void> {
    const check = token.length > 0 && token.length <= 2048 ? await this.deps.tokens.verify(token) : ({ ok: false, code: 'token_invalid' } as const);
    if (!check.ok) {
      const key = check.code === 'token_expired' ? 'chatTokenExpired' : check.code === 'nonce_used' ? 'chatNonceUsed' : 'chatTokenInvalid';
      return socket.refuse(check.code, key, REALTIME_CLOSE_CODES.unauthorized);
    }
    if (socket.closing || socket.ws.readyState !== socket.ws.OPEN) return;
    clearTimeout(socket.authTimer);
    const { identity } = check;
    socket.user = identity;
    const set = this.byUser.get(identity.userId) ?? new Set<Socket>();
    set.add(socket);
    this.byUser.set(identity.userId, set);
    this.deps.presence.connected(identity.userId);
    try {
      for (const hook of this.openHooks) await hook(socket);
    } catch (error) {
      this.deps.log.error({ err: error, socket: socket.id }, 'realtime: open hook failed');
      return socket.refuse('internal', 'internal', REALTIME_CLOSE_CODES.internalError);
    }
    const { limits } = this.deps;
    socket.send({
      type: 'ready',
      user: { id: identity.publicId, role: identity.role },
      heartbeat_ms: limits.heartbeatMs,
      limits: { max_frame_bytes: limits.maxFrameBytes, rate_burst: limits.rateBurst, rate_per_second: limits.ratePerSecond, typing_ttl_ms: limits.typingTtlMs },
    });
  }

  /** A handler's refusal becomes an `error` frame; anything unexpected is logged (never the frame) and answered `internal`. */
  private fail(socket: Socket, error: unknown, ref: string | undefined, roomId: number | undefined): void {
    const extra = { ref, room_id: roomId };
    if (error instanceof RealtimeError) return socket.error(error.code, error.key, { ...extra, vars: error.vars });
    if (error instanceof ApiError && error.status < 500) {
      const code: RealtimeErrorCode =
        error.key === 'chatRoomClosed' ? 'room_closed' : error.status === 404 ? 'not_found' : error.status === 403 ? 'not_allowed' : error.status === 429 ? 'rate_limited' : 'invalid';
      const fieldKey = error.options.fields ? Object.values(error.options.fields)[0]?.[0] : undefined;
      if (fieldKey && 'message' in fieldKey) return socket.error(code, fieldKey.message, { ...extra, ...(fieldKey.vars ? { vars: fieldKey.vars } : {}) });
      return socket.error(code, error.key, { ...extra, ...(error.options.vars ? { vars: error.options.vars } : {}) });
    }
    this.deps.log.error({ err: error, socket: socket.id }, 'realtime: frame handler failed');
    socket.error('internal', 'internal', extra);
  }

  private closed(socket: Socket, code: number): void {
    clearTimeout(socket.authTimer);
    socket.closing = true;
    this.sockets.delete(socket);
    const user = socket.user;
    this.deps.log.debug({ socket: socket.id, user: user?.userId, code }, 'realtime socket closed');
    if (!user) return;
    const set = this.byUser.get(user.userId);
    set?.delete(socket);
    if (set && set.size === 0) this.byUser.delete(user.userId);
    this.deps.presence.disconnected(user.userId);
    for (const hook of this.closeHooks) {
      try {
        hook(socket);
      } catch (error) {
        this.deps.log.error({ err: error }, 'realtime: close hook failed');
      }
    }
  }

  /** Sockets that did not answer the last ping are dropped; the rest are pinged and kept present. */
  private beat(): void {
    for (const socket of this.sockets) {
      if (!socket.alive) {
        socket.ws.terminate();
        continue;
      }
      socket.alive = false;
      if (socket.ws.readyState === socket.ws.OPEN) socket.ws.ping();
    }
    void this.deps.presence.refresh([...this.byUser.keys()]);
  }
}

function reject(socket: Duplex, status: number, reason: string): void {
  socket.end(`HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}
