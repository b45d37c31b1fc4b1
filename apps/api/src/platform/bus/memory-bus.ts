import { randomUUID } from 'node:crypto';
import type { BusHandler, BusLog, BusTopic, BusTopics, EventBus } from './bus.ts';
import { Dispatcher } from './dispatcher.ts';

/** The embedded default: one process, so the bus is an in-process emitter. */
export class MemoryBus implements EventBus {
  readonly kind = 'memory' as const;
  readonly nodeId = randomUUID();
  private readonly dispatcher: Dispatcher;
  private closed = false;

  constructor(log: BusLog) {
    this.dispatcher = new Dispatcher(log);
  }

  async publish<T extends BusTopic>(topic: T, payload: BusTopics[T]): Promise<void> {
    // Same as the Redis twin, so a publish during shutdown is noticed in development too.
    if (this.closed) throw new Error('Memory bus is closed');
    // Cloned through JSON like the Redis twin does, so no subscriber shares (or mutates) the publisher's object.
    this.dispatcher.dispatch(topic, JSON.parse(JSON.stringify(payload)), { nodeId: this.nodeId, local: true });
  }

  subscribe<T extends BusTopic>(topic: T, handler: BusHandler<T>): () => void {
    return this.dispatcher.subscribe(topic, handler);
  }

  close(): Promise<void> {
    this.closed = true;
    return this.dispatcher.close();
  }
}
