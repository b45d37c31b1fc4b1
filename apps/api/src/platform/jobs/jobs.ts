/**
 * Job names and their payloads. One map, like the bus topics, so schedule() and the handler agree at
 * compile time. Payloads are stored as JSON, so keep them plain and small (ids, not rows).
 */
export interface JobTypes {
  /** Releases the stock of an order still unpaid at its deadline (orders module). uniqueKey: `order.expire:<orderId>`. */
  'order.expire': { orderId: string };
}

export interface ScheduleInput<N extends string, P> {
  name: N;
  payload: P;
  /** When it becomes due; a worker picks it up within a poll interval (1 s by default) after that. */
  runAt: Date;
  /** At most one job per key, ever (finished or not): a second schedule() with it is a no-op. */
  uniqueKey?: string;
  maxAttempts?: number;
}

export interface JobContext {
  id: number;
  name: string;
  /** 1 on the first run. */
  attempt: number;
  maxAttempts: number;
}

/**
 * Runs one job. Throwing schedules a retry with backoff until maxAttempts, then the job is marked
 * failed. A handler may run again after a crash or an expired lease, so it must be idempotent.
 */
export type JobHandler<P> = (payload: P, job: JobContext) => void | Promise<void>;

export interface RegisterOptions {
  /** This job's own retry delays (after attempt n failed), instead of the queue's: e.g. a provider's schedule. */
  backoff?: (attempt: number) => number;
}

/** What the queue needs from a logger; Fastify's and pino's loggers fit. */
export interface JobLog {
  error(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

/** Delay before the next attempt after `attempt` failed: 1 s, 4 s, 16 s, … capped at 15 min. */
export function defaultBackoff(attempt: number): number {
  return Math.min(1000 * 4 ** Math.max(0, attempt - 1), 15 * 60_000);
}
