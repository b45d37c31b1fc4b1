/**
 * Topics and their payloads. One map so a publisher and every subscriber agree on the shape at compile
 * time; add a topic here before using it. Payloads cross process boundaries as JSON, so keep them plain.
 */
export interface BusTopics {
  /** Stock of some products changed at one pharmacy (checkout, cancel, expiry, restock). */
  'stock.changed': { pharmacyId: number; productIds: number[] };
  /** Product data changed: search indexes and caches drop these ids. */
  'catalog.changed': { productIds: number[] };
  /** An order moved in its state machine; orderId is the public id. */
  'order.changed': { orderId: string; status: string };
}

export type BusTopic = keyof BusTopics;

export interface BusMessageMeta {
  /** The node that published it. */
  nodeId: string;
  /** True on the node that published it. */
  local: boolean;
}

export type BusHandler<T extends BusTopic> = (payload: BusTopics[T], meta: BusMessageMeta) => void | Promise<void>;

/**
 * Fire-and-forget notifications between parts of the app and, in scale-out mode, between nodes.
 * Delivery is always asynchronous (never inside publish()), so code behaves the same on either twin.
 * Not durable: a node that is down misses messages; anything that must happen goes through jobs.
 */
export interface EventBus {
  readonly kind: 'memory' | 'redis';
  readonly nodeId: string;
  /** Resolves once the message is handed over (to this process, or to Redis); handler errors never reach it. */
  publish<T extends BusTopic>(topic: T, payload: BusTopics[T]): Promise<void>;
  /** Runs handler for every message on topic, from this node and every other; returns the unsubscribe. */
  subscribe<T extends BusTopic>(topic: T, handler: BusHandler<T>): () => void;
  /** Stops delivery, waits for running handlers and releases connections. */
  close(): Promise<void>;
}

/** What the bus needs from a logger; Fastify's and pino's loggers fit. */
export interface BusLog {
  error(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}
