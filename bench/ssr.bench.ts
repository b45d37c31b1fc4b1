// Server rendering against a static server sending the same HTML (issue 9, docs/decisions/021-ssr-speed.md):
// the home page, product pages and search pages as a guest renders them, on the embedded default with the
// built web app, at 50 connections. Each page runs over a pool of distinct URLs (20 products, 20 queries),
// with the guest page cache off (PAGE_CACHE_SECONDS=0: every answer is a real render) and on (5 s: the
// pool's pages come from memory after their first render), each in its own server. Rounds alternate the
// real server and the static one so both see the same machine load; figures are medians of the rounds.
// Budget (ARCHITECTURE §5 / issue 9): product and search ≥ 500 pages/s with p99 < 200 ms, rendered.
// The server renders on its render threads (RENDER_THREADS, by default one a core; BENCH_RENDER_THREADS
// overrides it, 0 renders on the main thread), and the static yardstick then runs as many processes as the
// server can keep cores busy (its render threads plus its main thread, at most the cores), so both sides
// may use the same machine (docs/decisions/021-ssr-speed.md).
// BENCH_ROUNDS=3 BENCH_DURATION=5 BENCH_CONNECTIONS=50 BENCH_PAGE_CACHE=0,5 BENCH_PAGES=home,product,search.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import os from 'node:os';
import { join } from 'node:path';
import { BENCH_SERVER_ENV } from './lib/customers.ts';
import { type LoadResult, loadPaths, writeResult } from './lib/load.ts';
import { freePort } from './lib/ports.ts';
import { root, type Running, startApi, startStaticHtml } from './lib/servers.ts';
import { median, round3, load1 } from './lib/stats.ts';

const duration = Number(process.env.BENCH_DURATION ?? 5);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const cacheModes = (process.env.BENCH_PAGE_CACHE ?? '0,5').split(',').map(Number);
const only = process.env.BENCH_PAGES?.split(',');
const budget = { pagesPerSec: 500, p99Ms: 200, pages: ['product', 'search'] };
const cores = os.availableParallelism();
const renderThreads = process.env.BENCH_RENDER_THREADS === undefined ? cores : Number(process.env.BENCH_RENDER_THREADS);
const staticProcesses = renderThreads > 0 ? Math.min(renderThreads + 1, cores) : 1;

const QUERIES = ['paracetamol', 'vitamin c', 'obat batuk', 'amoxicillin', 'masker', 'ibuprofen', 'minyak kayu putih', 'termometer', 'salep', 'madu',
  'probiotik', 'kalsium', 'zinc', 'antasida', 'tetes mata', 'popok bayi', 'cetirizine', 'sirup anak', 'omeprazole', 'sakit kepala'];

type Page = 'home' | 'product' | 'search';
const PAGES: Page[] = (['home', 'product', 'search'] as const).filter((p) => !only || only.includes(p));


interface Measured {
  page: Page;
  /** Server CPU per page, asked one at a time: what the machine's load does not blur. */
  cpuMsPerPage: number;
  pageCacheSeconds: number;
  distinctUrls: number;
  htmlBytes: number;
  rounds: Array<{ server: LoadResult; static: LoadResult; ratio: number; loadAverage: number }>;
  pagesPerSec: number;
  staticPerSec: number;
  ratio: number;
  p99Ms: number;
}

async function pools(base: string): Promise<Record<Page, string[]>> {
  const list = (await (await fetch(`${base}/api/products?perPage=20`)).json()) as { data: { data: Array<{ slug: string }> } };
  const slugs = list.data.data.map((p) => p.slug);
  return {
    home: ['/'],
    product: slugs.map((s) => `/product/${s}`),
    search: QUERIES.map((q) => `/search?q=${encodeURIComponent(q)}`),
  };
}

/** User + system CPU seconds of a process so far (Linux /proc). */
function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** One request at a time, no Accept-Encoding (as autocannon asks), body read to the end. */
const fetchPlain = (url: string) =>
  new Promise<void>((resolve, reject) => {
    get(url, (res) => {
      res.resume();
      res.on('end', () => (res.statusCode === 200 ? resolve() : reject(new Error(`${url}: ${res.statusCode}`))));
    }).on('error', reject);
  });

async function cpuPerPage(server: Running, paths: string[], count = 300): Promise<number> {
  const before = cpuSeconds(server.pid!);
  for (let i = 0; i < count; i++) await fetchPlain(server.url + paths[i % paths.length]);
  return Number((((cpuSeconds(server.pid!) - before) * 1000) / count).toFixed(2));
}

async function measure(server: Running, yardstick: Running, page: Page, paths: string[], pageCacheSeconds: number, htmlBytes: number): Promise<Measured> {
  const staticPaths = paths.map((_, i) => `/static/${page}/${i}`);
  const options = { connections, duration };
  // Warm-up: JIT, the API's caches and, with the page cache on, the pool's pages.
  await loadPaths(server.url, paths, { ...options, duration: 2 });
  await loadPaths(yardstick.url, staticPaths, { ...options, duration: 1 });
  const cpuMs = await cpuPerPage(server, paths);
  const runs: Measured['rounds'] = [];
  for (let r = 0; r < rounds; r++) {
    const loadAverage = load1();
    const a = await loadPaths(server.url, paths, { ...options, seed: 1 + r });
    const b = await loadPaths(yardstick.url, staticPaths, { ...options, seed: 1 + r });
    if (a.errors || a.non2xx) throw new Error(`${page}: ${a.errors} errors, ${a.non2xx} non-2xx`);
    runs.push({ server: a, static: b, ratio: round3(a.requestsPerSec / b.requestsPerSec), loadAverage });
  }
  return {
    page,
    cpuMsPerPage: cpuMs,
    pageCacheSeconds,
    distinctUrls: paths.length,
    htmlBytes,
    rounds: runs,
    pagesPerSec: Math.round(median(runs.map((r) => r.server.requestsPerSec))),
    staticPerSec: Math.round(median(runs.map((r) => r.static.requestsPerSec))),
    ratio: round3(median(runs.map((r) => r.ratio))),
    p99Ms: median(runs.map((r) => r.server.latencyMs.p99)),
  };
}

async function run(pageCacheSeconds: number): Promise<Measured[]> {
  const dataDir = mkdtempSync(join(os.tmpdir(), 'apotek-ssr-bench-'));
  let server: Running | undefined;
  let yardstick: Running | undefined;
  try {
    server = await startApi(
      await freePort(),
      {
        ...BENCH_SERVER_ENV,
        DATA_DIR: dataDir,
        HOST: '127.0.0.1',
        APP_SECRET: randomBytes(36).toString('base64url'),
        PAGE_CACHE_SECONDS: String(pageCacheSeconds),
        RENDER_THREADS: String(renderThreads),
      },
      300_000,
    );
    const paths = await pools(server.url);
    // The yardstick sends the very HTML each URL rendered to (a guest's, Indonesian, uncompressed).
    const bodies: Record<string, string[]> = {};
    const bytes: Record<string, number> = {};
    for (const page of PAGES) {
      const texts = await Promise.all(
        paths[page].map(async (p) => {
          const res = await fetch(server!.url + p);
          if (!res.ok) throw new Error(`${p}: ${res.status}`);
          return res.text();
        }),
      );
      bodies[page] = texts;
      bytes[page] = Math.round(texts.reduce((n, t) => n + Buffer.byteLength(t), 0) / texts.length);
    }
    const bodiesFile = join(dataDir, 'static-bodies.json');
    writeFileSync(bodiesFile, JSON.stringify(bodies));
    yardstick = await startStaticHtml(await freePort(), { STATIC_BODIES_FILE: bodiesFile, STATIC_PROCESSES: String(staticProcesses) });

    const results: Measured[] = [];
    for (const page of PAGES) {
      const m = await measure(server, yardstick, page, paths[page], pageCacheSeconds, bytes[page]!);
      results.push(m);
      console.log(
        `page cache ${pageCacheSeconds}s ${page.padEnd(7)} ${String(m.pagesPerSec).padStart(5)} pages/s vs static ${String(m.staticPerSec).padStart(5)}: ` +
          `ratio ${m.ratio.toFixed(3)}, p99 ${m.p99Ms} ms, ${m.cpuMsPerPage} ms CPU a page (${m.htmlBytes} B, load ${m.rounds.map((r) => r.loadAverage).join('/')})`,
      );
    }
    return results;
  } finally {
    await yardstick?.stop();
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (!existsSync(join(root, 'apps/web/build/server/index.js'))) {
  console.error('No web build: run `npm run build` first.');
  process.exit(1);
}
const results: Measured[] = [];
for (const seconds of cacheModes) results.push(...(await run(seconds)));
const failures = results
  .filter((m) => m.pageCacheSeconds === 0 && budget.pages.includes(m.page) && (m.pagesPerSec < budget.pagesPerSec || m.p99Ms >= budget.p99Ms))
  .map((m) => `${m.page} rendered: ${m.pagesPerSec} pages/s, p99 ${m.p99Ms} ms`);
const file = writeResult('ssr', {
  name: 'ssr',
  date: new Date().toISOString(),
  node: process.version,
  cpus: os.cpus().length,
  renderThreads,
  staticProcesses,
  connections,
  durationS: duration,
  rounds,
  budget,
  results,
  ok: failures.length === 0,
  failures,
});
console.log(`→ ${file} (${renderThreads} render threads; static yardstick in ${staticProcesses} processes)`);
for (const f of failures) console.error(`  ✗ over budget: ${f}`);
if (failures.length) process.exitCode = 1;
