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
