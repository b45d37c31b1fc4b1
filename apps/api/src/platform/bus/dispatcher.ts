import type { BusHandler, BusLog, BusMessageMeta, BusTopic, BusTopics } from './bus.ts';

type AnyHandler = (payload: unknown, meta: BusMessageMeta) => void | Promise<void>;

/**
 * The local half both twins share: handlers by topic, each message run on a later tick with errors
 * logged (a failing subscriber must not break the publisher or its siblings), and a count of handlers
 * in flight so close() can wait for them.
 */
export class Dispatcher {
  private readonly handlers = new Map<string, Set<AnyHandler>>();
  private readonly running = new Set<Promise<void>>();
  private closed = false;

  constructor(private readonly log: BusLog) {}

  subscribe<T extends BusTopic>(topic: T, handler: BusHandler<T>): () => void {
    const set = this.handlers.get(topic) ?? new Set<AnyHandler>();
    this.handlers.set(topic, set);
    // Wrapped so subscribing one function twice gives two independent subscriptions.
    const entry: AnyHandler = (payload, meta) => handler(payload as BusTopics[T], meta);
    set.add(entry);
    return () => {
      set.delete(entry);
      if (set.size === 0 && this.handlers.get(topic) === set) this.handlers.delete(topic);
    };
  }

  dispatch(topic: string, payload: unknown, meta: BusMessageMeta): void {
    if (this.closed) return;
    const set = this.handlers.get(topic);
    if (!set) return;
    for (const handler of [...set]) {
      const run = new Promise<void>((resolve) => setImmediate(resolve))
        .then(() => handler(payload, meta))
        .catch((error: unknown) => this.log.error({ err: error, topic }, 'bus handler failed'))
        .finally(() => this.running.delete(run));
      this.running.add(run);
    }
  }

  /** Stops new deliveries and waits for the ones already running. */
  async close(): Promise<void> {
    this.closed = true;
    while (this.running.size > 0) await Promise.all([...this.running]);
    this.handlers.clear();
  }
}
