import { REALTIME, REALTIME_CLOSE_CODES, type RealtimeClientFrame, type RealtimeServerFrame } from '@apotek/contract/chat';
import { quietBrowserApi } from '~/lib/api';

export type RealtimeStatus = 'idle' | 'connecting' | 'open' | 'closed';
type Handler = (frame: RealtimeServerFrame) => void;

/** Waits between reconnects: quick at first, then backing off to half a minute, with jitter. */
const BACKOFF_MS = [500, 1_000, 2_000, 5_000, 10_000, 30_000] as const;

/**
 * The browser's one socket to the realtime gateway (docs/decisions/024-realtime-chat.md): a nonce, an
 * identity token for it, then `/ws` with the token as the first frame. Reconnects by itself (a new token
 * each time: a nonce is single-use) and, once open again, tells its listeners with a `ready` frame so a
 * chat view resumes its room from the last seq it holds. A 4401 (signed out, token refused) stops it.
 */
export class RealtimeClient {
  private socket: WebSocket | null = null;
  private status: RealtimeStatus = 'idle';
  private attempt = 0;
  private retry: ReturnType<typeof setTimeout> | null = null;
  private heartbeat: ReturnType<typeof setInterval> | null = null;
  private stopped = false;
  private readonly handlers = new Map<string, Set<Handler>>();
  private readonly statusListeners = new Set<() => void>();
  /** Frames sent while the socket was not open; sent once it is. Typing and receipts are not worth keeping. */
  private readonly queue: RealtimeClientFrame[] = [];

  start(): void {
    this.stopped = false;
    if (this.status === 'idle' || this.status === 'closed') void this.connect();
  }

  stop(): void {
    this.stopped = true;
    if (this.retry) clearTimeout(this.retry);
    this.stopHeartbeat();
    this.socket?.close(1000);
    this.socket = null;
    this.setStatus('idle');
  }

  getStatus(): RealtimeStatus {
    return this.status;
  }

  onStatus(listener: () => void): () => void {
    this.statusListeners.add(listener);
    return () => this.statusListeners.delete(listener);
  }

  /** Runs `handler` for every server frame of this type ('*' for all); returns the unsubscribe. */
  on(type: string, handler: Handler): () => void {
    const set = this.handlers.get(type) ?? new Set<Handler>();
    set.add(handler);
    this.handlers.set(type, set);
    return () => set.delete(handler);
  }

  send(frame: RealtimeClientFrame): void {
    if (this.socket && this.status === 'open') {
      this.socket.send(JSON.stringify(frame));
      return;
    }
    if (frame.type === 'send' || frame.type === 'subscribe' || frame.type === 'read') this.queue.push(frame);
  }

  private setStatus(status: RealtimeStatus): void {
    this.status = status;
    for (const listener of this.statusListeners) listener();
  }

  private async connect(): Promise<void> {
    this.setStatus('connecting');
    const api = quietBrowserApi();
    try {
      const nonce = await api.call('chatNonce');
      if (!nonce.ok) return this.giveUpOrRetry(nonce.status);
      const identity = await api.call('chatCreateToken', { body: { nonce: nonce.body.data.nonce } });
      if (!identity.ok) return this.giveUpOrRetry(identity.status);
      if (this.stopped) return;
      const origin = `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}`;
      const socket = new WebSocket(`${origin}${identity.body.data.ws_path || REALTIME.path}`);
      this.socket = socket;
      socket.addEventListener('open', () => socket.send(JSON.stringify({ type: 'auth', token: identity.body.data.identity_token })));
      socket.addEventListener('message', (event) => this.receive(event.data));
      socket.addEventListener('close', (event) => {
        if (this.socket !== socket) return;
        this.socket = null;
        this.stopHeartbeat();
        this.setStatus('closed');
        if (event.code === REALTIME_CLOSE_CODES.unauthorized) this.giveUpOrRetry(401);
        else this.scheduleRetry();
      });
    } catch {
      this.scheduleRetry();
    }
  }

  private receive(data: unknown): void {
    if (typeof data !== 'string') return;
    let frame: RealtimeServerFrame;
    try {
      frame = JSON.parse(data) as RealtimeServerFrame;
    } catch {
      return;
    }
    if (frame.type === 'ready') {
      this.attempt = 0;
      this.setStatus('open');
      this.startHeartbeat(typeof frame.heartbeat_ms === 'number' ? frame.heartbeat_ms : REALTIME.heartbeatMs);
      for (const queued of this.queue.splice(0)) this.socket?.send(JSON.stringify(queued));
    }
    for (const handler of this.handlers.get(frame.type) ?? []) handler(frame);
    for (const handler of this.handlers.get('*') ?? []) handler(frame);
  }

  /** 401/403: signed out or not allowed, nothing to retry until the page changes. Anything else: retry. */
  private giveUpOrRetry(status: number): void {
    if (status === 401 || status === 403) {
      this.setStatus('idle');
      return;
    }
    this.scheduleRetry();
  }

  private scheduleRetry(): void {
    if (this.stopped) return;
    const base = BACKOFF_MS[Math.min(this.attempt, BACKOFF_MS.length - 1)]!;
    this.attempt += 1;
    this.retry = setTimeout(() => void this.connect(), base + Math.random() * base * 0.3);
  }

  private startHeartbeat(ms: number): void {
    this.stopHeartbeat();
    this.heartbeat = setInterval(() => this.send({ type: 'ping' }), Math.max(5_000, ms - 2_000));
  }

  private stopHeartbeat(): void {
    if (this.heartbeat) clearInterval(this.heartbeat);
    this.heartbeat = null;
  }
}

let client: RealtimeClient | null = null;

/** The page's realtime client (one per tab). */
export function realtime(): RealtimeClient {
  return (client ??= new RealtimeClient());
}
