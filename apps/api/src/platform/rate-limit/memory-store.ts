import type { RateLimitStore } from './store.ts';

interface Window {
  count: number;
  resetAtMs: number;
}

export class MemoryRateLimitStore implements RateLimitStore {
  private readonly windows = new Map<string, Window>();
  private sweeps = 0;

  async hit(key: string, windowMs: number, nowMs: number) {
    let w = this.windows.get(key);
    if (!w || w.resetAtMs <= nowMs) {
      w = { count: 0, resetAtMs: nowMs + windowMs };
      this.windows.set(key, w);
    }
    w.count += 1;
    // Drop closed windows now and then so the map cannot grow without bound under a spray of keys.
    if (++this.sweeps % 1000 === 0) this.sweep(nowMs);
    return { count: w.count, resetAtMs: w.resetAtMs };
  }

  async get(key: string, nowMs: number) {
    const w = this.windows.get(key);
    if (!w || w.resetAtMs <= nowMs) return null;
    return { count: w.count, resetAtMs: w.resetAtMs };
  }

  async reset(key: string) {
    this.windows.delete(key);
  }

  private sweep(nowMs: number) {
    for (const [key, w] of this.windows) if (w.resetAtMs <= nowMs) this.windows.delete(key);
  }
}
