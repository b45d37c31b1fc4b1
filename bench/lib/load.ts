import autocannon from 'autocannon';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './servers.ts';

export interface LoadResult {
  url: string;
  connections: number;
  durationS: number;
  requestsPerSec: number;
  latencyMs: { p50: number; p90: number; p99: number; max: number };
  errors: number;
  non2xx: number;
}

export async function load(url: string, { connections = 100, duration = 10 } = {}): Promise<LoadResult> {
  const r = await autocannon({ url, connections, duration });
  return {
    url,
    connections,
    durationS: duration,
    requestsPerSec: r.requests.average,
    latencyMs: { p50: r.latency.p50, p90: r.latency.p90, p99: r.latency.p99, max: r.latency.max },
    errors: r.errors,
    non2xx: r.non2xx,
  };
}

export function writeResult(name: string, result: unknown): string {
  const dir = join(root, 'bench/results');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `${name}.json`);
  writeFileSync(file, JSON.stringify(result, null, 2) + '\n');
  return file;
}

/**
 * Like load(), but each request takes a path from `paths` (picked at random, seeded per run), so a run
 * over a pool of distinct URLs measures answers that are not cached.
 */
export async function loadPaths(base: string, paths: readonly string[], { connections = 100, duration = 10, seed = 1 } = {}): Promise<LoadResult> {
  let state = seed >>> 0;
  // xorshift32: cheap enough not to show in the load generator's own CPU time.
  const next = () => {
    state ^= state << 13;
    state >>>= 0;
    state ^= state >>> 17;
    state ^= state << 5;
    state >>>= 0;
    return state;
  };
  const r = await autocannon({
    url: base,
    connections,
    duration,
    requests: [{ method: 'GET', setupRequest: (req) => ({ ...req, path: paths[next() % paths.length]! }) }],
  });
  return {
    url: `${base}${paths[0]}${paths.length > 1 ? ` (+${paths.length - 1} more)` : ''}`,
    connections,
    durationS: duration,
    requestsPerSec: r.requests.average,
    latencyMs: { p50: r.latency.p50, p90: r.latency.p90, p99: r.latency.p99, max: r.latency.max },
    errors: r.errors,
    non2xx: r.non2xx,
  };
}
