import type { BusLog, EventBus } from './bus.ts';
import { MemoryBus } from './memory-bus.ts';
import { RedisBus } from './redis-bus.ts';

export interface CreateBusOptions {
  /** REDIS_URL: set, the nodes share a Redis bus; unset, the bus stays inside this process. */
  redisUrl?: string;
  log: BusLog;
  channelPrefix?: string;
}

/** Picks the twin from config (ARCHITECTURE §2). Async because the Redis twin connects before it is used. */
export async function createBus(options: CreateBusOptions): Promise<EventBus> {
  if (!options.redisUrl) return new MemoryBus(options.log);
  return RedisBus.connect({
    url: options.redisUrl,
    log: options.log,
    ...(options.channelPrefix ? { channelPrefix: options.channelPrefix } : {}),
  });
}
