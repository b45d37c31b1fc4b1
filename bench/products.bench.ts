// Catalogue reads against a bare Fastify route sending the same JSON (docs/decisions/004-throughput-yardstick.md,
// 018-catalogue-read-speed.md): the product list, a product page, search, the top-bar suggestions and
// /api/pharmacies?perPage=70, each cached (one URL asked again and again: the response cache answers) and
// uncached (a pool of 20,000 distinct realistic URLs picked at random: the cache keeps 1,000, so almost
// every answer is computed), at the demo catalogue (302 products) and at 100,000 more, per database.
// Rounds alternate the API and the bare route so both see the same machine load; the ratio is the median
// of the per-round ratios. ARCHITECTURE §5 / issue 9: uncached ≥ 0.3× bare with p99 < 20 ms at 100k.
// BENCH_DATABASES=sqlite,postgres BENCH_SIZES=0,100000 BENCH_ROUNDS=3 BENCH_DURATION=4 BENCH_CONNECTIONS=100.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { BENCH_SERVER_ENV } from './lib/customers.ts';
import { benchKinds, createBenchDatabase, type DbKind } from './lib/databases.ts';
import { type UrlPools, urlPools } from './lib/catalogue-urls.ts';
import { type LoadResult, loadPaths, writeResult } from './lib/load.ts';
import { freePort } from './lib/ports.ts';
import { root, type Running, startApi, startBare } from './lib/servers.ts';
import { median, round3, load1 } from './lib/stats.ts';

const duration = Number(process.env.BENCH_DURATION ?? 4);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 100);
const sizes = (process.env.BENCH_SIZES ?? '0,100000').split(',').map(Number);
const only = process.env.BENCH_ENDPOINTS?.split(',');
const budget = { uncachedRatio: 0.3, p99Ms: 20 };

type Endpoint = keyof UrlPools;
const ENDPOINTS: Endpoint[] = (['list', 'detail', 'search', 'suggestions', 'pharmacies'] as const).filter((e) => !only || only.includes(e));
/** How many answers of each pool the bare route gets to send back: enough to carry the pool's spread of sizes. */
const BARE_SAMPLE = 200;


interface Measured {
  endpoint: Endpoint;
  mode: 'cached' | 'uncached';
  distinctUrls: number;
  bodyBytes: number;
  rounds: Array<{ api: LoadResult; bare: LoadResult; ratio: number; loadAverage: number; apiCpuUs: number | null; bareCpuUs: number | null }>;
  apiRps: number;
  bareRps: number;
  ratio: number;
  p99Ms: number;
  /** Median server CPU per request (user + system, µs): what each side costs, whatever else the machine runs. */
  apiCpuUs: number | null;
  bareCpuUs: number | null;
}

/** A process's CPU time so far in ms (Linux /proc; null elsewhere). */
function cpuMs(pid: number | undefined): number | null {
  if (pid === undefined) return null;
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return null;
  }
}

/** Runs a load and returns it with the server's CPU µs per request it answered. */
async function timed(server: Running, run: () => Promise<LoadResult>): Promise<{ result: LoadResult; cpuUs: number | null }> {
  const before = cpuMs(server.pid);
  const result = await run();
  const after = cpuMs(server.pid);
  const answered = result.requestsPerSec * result.durationS;
  return { result, cpuUs: before === null || after === null || answered === 0 ? null : Math.round(((after - before) * 1000) / answered) };
}

function generate(env: Record<string, string>, count: number): number {
  const started = Date.now();
  const gen = spawnSync(process.execPath, ['--import', 'tsx', join(root, 'apps/api/src/db/seed/catalog/catalog.generate.cli.ts'), String(count), '1'], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  if (gen.status !== 0) throw new Error(`generator failed with ${gen.status}`);
  return (Date.now() - started) / 1000;
}

async function measure(api: Running, bare: Running, endpoint: Endpoint, mode: Measured['mode'], paths: string[], bodyBytes: number): Promise<Measured> {
  const barePaths = Array.from({ length: mode === 'cached' ? 1 : BARE_SAMPLE }, (_, i) => `/bare/${endpoint}${mode === 'cached' ? '-cached' : ''}/${i}`);
  const options = { connections, duration };
  await loadPaths(api.url, paths, { ...options, duration: 1 }); // warm-up: JIT, and for cached the one entry
  await loadPaths(bare.url, barePaths, { ...options, duration: 1 });
  const runs: Measured['rounds'] = [];
  for (let r = 0; r < rounds; r++) {
    const loadAverage = load1();
    const { result: a, cpuUs: apiCpuUs } = await timed(api, () => loadPaths(api.url, paths, { ...options, seed: 1 + r }));
    const { result: b, cpuUs: bareCpuUs } = await timed(bare, () => loadPaths(bare.url, barePaths, { ...options, seed: 1 + r }));
    if (a.errors || a.non2xx) throw new Error(`${endpoint} ${mode}: ${a.errors} errors, ${a.non2xx} non-2xx`);
    runs.push({ api: a, bare: b, ratio: round3(a.requestsPerSec / b.requestsPerSec), loadAverage, apiCpuUs, bareCpuUs });
  }
  const cpu = (side: 'apiCpuUs' | 'bareCpuUs') => (runs.every((r) => r[side] !== null) ? Math.round(median(runs.map((r) => r[side]!))) : null);
  return {
    endpoint,
    mode,
    distinctUrls: paths.length,
    bodyBytes,
    rounds: runs,
    apiRps: Math.round(median(runs.map((r) => r.api.requestsPerSec))),
    bareRps: Math.round(median(runs.map((r) => r.bare.requestsPerSec))),
    ratio: round3(median(runs.map((r) => r.ratio))),
    p99Ms: median(runs.map((r) => r.api.latencyMs.p99)),
    apiCpuUs: cpu('apiCpuUs'),
    bareCpuUs: cpu('bareCpuUs'),
  };
}

async function run(kind: DbKind, generated: number) {
  const database = await createBenchDatabase(kind, `reads_${generated}`);
  let api: Running | undefined;
  let bare: Running | undefined;
  try {
    const generateS = generated > 0 ? generate(database.env, generated) : 0;
    const apiStarted = Date.now();
    api = await startApi(await freePort(), { ...database.env, ...BENCH_SERVER_ENV, APP_SECRET: randomBytes(36).toString('base64url'), HOST: '127.0.0.1' }, 300_000);
    const apiStartS = (Date.now() - apiStarted) / 1000;
    const conn = database.open();
    const pools = await urlPools(conn.db).finally(() => conn.close());
    const products = Number(((await (await fetch(`${api.url}/api/products?perPage=1`)).json()) as { data: { total: number } }).data.total);

    // The bodies the bare route answers: the API's own answers to the first URLs of each pool.
    const bodies: Record<string, unknown[]> = {};
    const bytes: Record<string, { cached: number; uncached: number }> = {};
    for (const endpoint of ENDPOINTS) {
      const texts = await Promise.all(pools[endpoint].slice(0, BARE_SAMPLE).map(async (p) => (await fetch(api!.url + p)).text()));
      bodies[endpoint] = texts.map((t) => JSON.parse(t));
      bodies[`${endpoint}-cached`] = [bodies[endpoint]![0]];
      bytes[endpoint] = { cached: Buffer.byteLength(texts[0]!), uncached: Math.round(texts.reduce((n, t) => n + Buffer.byteLength(t), 0) / texts.length) };
    }
    const bodiesFile = join(database.env.DATA_DIR!, 'bare-bodies.json');
    writeFileSync(bodiesFile, JSON.stringify(bodies));
    bare = await startBare(await freePort(), { BARE_BODIES_FILE: bodiesFile });

    const results: Measured[] = [];
    for (const endpoint of ENDPOINTS) {
      // /api/pharmacies has no response cache: every answer is computed.
      const modes: Measured['mode'][] = endpoint === 'pharmacies' ? ['uncached'] : ['cached', 'uncached'];
      for (const mode of modes) {
        const paths = mode === 'cached' ? [pools[endpoint][0]!] : pools[endpoint];
        const m = await measure(api, bare, endpoint, mode, paths, bytes[endpoint]![mode]);
        results.push(m);
        console.log(
          `${kind} ${products} products ${endpoint.padEnd(11)} ${mode.padEnd(8)} ${String(m.apiRps).padStart(6)} req/s vs bare ${String(m.bareRps).padStart(6)}: ` +
            `ratio ${m.ratio.toFixed(3)}, p99 ${m.p99Ms} ms, cpu ${m.apiCpuUs ?? '?'} vs ${m.bareCpuUs ?? '?'} µs/req (${m.bodyBytes} B, load ${m.rounds.map((r) => r.loadAverage).join('/')})`,
        );
      }
    }
    return { database: kind, products, generated, generateS, apiStartS, results };
  } finally {
    await bare?.stop();
    await api?.stop();
    await database.drop();
  }
}

const runs = [];
for (const kind of benchKinds()) for (const generated of sizes) runs.push(await run(kind, generated));
const large = runs.filter((r) => r.products >= 100_000);
const failures = large.flatMap((r) =>
  r.results
    .filter((m) => m.mode === 'uncached' && (m.ratio < budget.uncachedRatio || m.p99Ms >= budget.p99Ms))
    .map((m) => `${r.database} ${m.endpoint} uncached: ratio ${m.ratio}, p99 ${m.p99Ms} ms`),
);
const file = writeResult('products', {
  name: 'products',
  date: new Date().toISOString(),
  node: process.version,
  cpus: os.cpus().length,
  connections,
  durationS: duration,
  rounds,
  budget,
  runs,
  failures,
  withinBudget: large.length > 0 && failures.length === 0,
});
console.log(`→ ${file}`);
for (const f of failures) console.error(`  ✗ over budget: ${f}`);
