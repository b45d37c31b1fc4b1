/** A counter per key in a fixed window. The in-memory store serves one node; a Redis twin serves many. */
export interface RateLimitStore {
  /** Adds one to the key's counter (starting a window if none is open) and returns the new state. */
  hit(key: string, windowMs: number, nowMs: number): Promise<{ count: number; resetAtMs: number }>;
  /** The open window of the key, if any. */
  get(key: string, nowMs: number): Promise<{ count: number; resetAtMs: number } | null>;
  reset(key: string): Promise<void>;
}
