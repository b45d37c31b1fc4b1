import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import type { BusHandler, BusLog, BusTopic, BusTopics, EventBus } from './bus.ts';
import { Dispatcher } from './dispatcher.ts';

export interface RedisBusOptions {
  url: string;
  log: BusLog;
  /** Channel name prefix; tests give each bus group its own so parallel runs on one Redis stay apart. */
  channelPrefix?: string;
}

/** What travels on the wire: the publishing node (so it can skip its own echo) and the payload. */
interface Envelope {
  n: string;
  p: unknown;
}

/**
 * The scale-out twin: Redis pub/sub, one connection publishing and one subscribed (a subscribed Redis
 * connection can do nothing else). Every node runs its handlers once per message: the publisher right
 * away, the others when Redis delivers it; the publisher recognises its own echo by node id and drops it.
 */
export class RedisBus implements EventBus {
  readonly kind = 'redis' as const;
  private readonly dispatcher: Dispatcher;
  private readonly prefix: string;
  private closing: Promise<void> | undefined;

  private constructor(
    readonly nodeId: string,
    private readonly pub: Redis,
    private readonly sub: Redis,
    private readonly log: BusLog,
    prefix: string,
  ) {
    this.dispatcher = new Dispatcher(log);
    this.prefix = prefix;
    sub.on('pmessage', (_pattern: string, channel: string, message: string) => this.receive(channel, message));
  }

  /** Connects both connections and subscribes before resolving, so no message published afterwards is missed. */
  static async connect(options: RedisBusOptions): Promise<RedisBus> {
    const prefix = options.channelPrefix ?? 'apotek:bus:';
    // A bounded retry per command, so publish() fails instead of queueing forever while Redis is away;
    // the connections themselves keep reconnecting (and resubscribing) in the background.
    const nodeId = randomUUID();
    // Named so CLIENT LIST shows which node holds which connection.
    const pub = new Redis(options.url, { lazyConnect: true, maxRetriesPerRequest: 3, connectionName: `apotek-bus:${nodeId}:pub` });
    const sub = new Redis(options.url, { lazyConnect: true, connectionName: `apotek-bus:${nodeId}:sub` });
    for (const [role, conn] of [['publisher', pub], ['subscriber', sub]] as const) {
      // Without a listener ioredis prints every reconnect failure as an unhandled error.
      conn.on('error', (error: Error) => options.log.warn({ err: error, role }, 'redis bus connection error'));
    }
    try {
      await Promise.all([pub.connect(), sub.connect()]);
      await sub.psubscribe(`${escapePattern(prefix)}*`);
    } catch (error) {
      pub.disconnect();
      sub.disconnect();
      throw new Error(`Redis bus: cannot connect to ${redact(options.url)}: ${(error as Error).message}`, { cause: error });
    }
    return new RedisBus(nodeId, pub, sub, options.log, prefix);
  }

  /** Rejects when Redis cannot take the message; this node's handlers have run (or will) regardless. */
  async publish<T extends BusTopic>(topic: T, payload: BusTopics[T]): Promise<void> {
    if (this.closing) throw new Error('Redis bus is closed');
    const message = JSON.stringify({ n: this.nodeId, p: payload } satisfies Envelope);
    this.dispatcher.dispatch(topic, JSON.parse(message).p, { nodeId: this.nodeId, local: true });
    await this.pub.publish(this.prefix + topic, message);
  }

  subscribe<T extends BusTopic>(topic: T, handler: BusHandler<T>): () => void {
    return this.dispatcher.subscribe(topic, handler);
  }

  close(): Promise<void> {
    this.closing ??= this.shutdown();
    return this.closing;
  }

  private async shutdown(): Promise<void> {
    // Unsubscribe first so nothing new arrives, then let running handlers finish, then hang up politely.
    await this.sub.punsubscribe().catch(() => undefined);
    await this.dispatcher.close();
    await Promise.all([quit(this.pub), quit(this.sub)]);
  }

  private receive(channel: string, message: string): void {
    if (!channel.startsWith(this.prefix)) return;
    let envelope: Envelope;
    try {
      envelope = JSON.parse(message) as Envelope;
    } catch (error) {
      this.log.warn({ err: error, channel }, 'redis bus: unreadable message dropped');
      return;
    }
    // Our own message: its handlers already ran in publish().
    if (envelope.n === this.nodeId) return;
    this.dispatcher.dispatch(channel.slice(this.prefix.length), envelope.p, { nodeId: envelope.n, local: false });
  }
}

/** QUIT waits for pending replies; a connection that is already down is simply dropped. */
async function quit(conn: Redis): Promise<void> {
  try {
    await conn.quit();
  } catch {
    conn.disconnect();
  }
}

/** Glob characters in the prefix are meant literally. */
function escapePattern(prefix: string): string {
  return prefix.replace(/[*?[\]\\]/g, '\\$&');
}

/** Keeps a password in the URL out of error messages and logs. */
function redact(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'the configured REDIS_URL';
  }
}
