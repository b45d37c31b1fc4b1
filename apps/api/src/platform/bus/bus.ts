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
  /**
   * A prescription moved in its state machine (issue 10). Shaped as SPEC §3's notification (type and meta
   * with prescription_id) so the notifications issue can store it as it comes; userId is its owner.
   */
  'prescription.changed': { type: 'prescription'; meta: { prescription_id: string }; status: string; userId: number };
  /**
   * A consultation or an appointment moved (later issues publish it; the notifications module listens).
   * Shaped like prescription.changed: SPEC §2 sends both types to /order/summary/{order_code}, so meta
   * carries the order code of its purchase; id is its public id; userId the customer to tell.
   */
  'consultation.changed': { type: 'consultation' | 'appointment'; id: string; meta: { order_code: string }; status: string; userId: number; doctorName?: string };
  /** A chat message reached a user with no open socket (chat module); the notifications module tells them. */
  'chat.offline': { userId: number; roomId: number; senderName: string; text: string };
  /** A campaign went live (campaigns module); the notifications module tells its audience, in batches. */
  'campaign.published': { campaignId: number };
  /** An event for these users' open sockets on whichever node holds them (the realtime gateway forwards it). */
  'realtime.user': { userIds: number[]; event: { type: string; [k: string]: unknown } };
  /**
   * Something happened in a chat room (chat module; docs/decisions/024-realtime-chat.md): a message, typing,
   * receipts, a room change. Every node hands it to its own sockets: subscribers of the room, and for a
   * message also the members' (userIds) and the pharmacy's staff's other sockets. `realm` keeps deployments
   * that share a Redis apart; `origin` is the socket that caused it (typing skips it).
   */
  'chat.event': { realm: string; roomId: number; pharmacyId: number | null; userIds: number[]; origin: string | null; event: { type: string; [k: string]: unknown } };
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
