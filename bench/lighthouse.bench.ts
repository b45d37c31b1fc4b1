// Lighthouse 12 (mobile preset) in Debian's Chromium on the pages ARCHITECTURE §5 budgets: home, a product,
// a search, a pharmacy and a brand, served by the built app as `npm start` serves it (production, a fresh
// embedded data dir, the guest page cache at its default). Each page runs BENCH_RUNS times (3) and the
// median run (by performance score) is kept. Budget: ≥ 95 performance, accessibility and best practices,
// 100 SEO (on /search only `is-crawlable` may fail: it stays noindex), CLS < 0.05.
// Writes bench/results/lighthouse.json. BENCH_RUNS=3 CHROME_PATH=/usr/bin/chromium.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import { BENCH_SERVER_ENV } from './lib/customers.ts';
import { writeResult } from './lib/load.ts';
import { freePort } from './lib/ports.ts';
import { root, type Running, startApi } from './lib/servers.ts';
import { median } from './lib/stats.ts';

const runs = Number(process.env.BENCH_RUNS ?? 3);
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const budget = { performance: 95, accessibility: 95, bestPractices: 95, seo: 100, cls: 0.05 };
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
/** Audits that may fail on a page, and why: /search stays out of the index on purpose. */
const ALLOWED_FAILURES: Record<string, string[]> = { search: ['is-crawlable'] };

interface PageRun {
  scores: Record<(typeof CATEGORIES)[number], number>;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  failing: Array<{ id: string; category: string; score: number | null; title: string }>;
}


async function pages(base: string): Promise<Record<string, string>> {
  type Listed = { data: Array<{ slug: string }> };
  const json = async (path: string) => ((await (await fetch(base + path)).json()) as { data: Listed }).data;
  const [products, pharmacies, brands] = await Promise.all([json('/api/products?perPage=1'), json('/api/pharmacies?perPage=1'), json('/api/brands?perPage=1')]);
  return {
    home: '/',
    product: `/product/${products.data[0]!.slug}`,
    search: '/search?q=paracetamol',
    pharmacy: `/pharmacy/${pharmacies.data[0]!.slug}`,
    brand: `/brand/${brands.data[0]!.slug}`,
  };
}

function summarise(lhr: Result): PageRun {
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const failing: PageRun['failing'] = [];
  for (const category of CATEGORIES) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (!audit || ref.weight === 0 || audit.score === null || audit.score >= 0.9) continue;
      if (audit.scoreDisplayMode === 'notApplicable' || audit.scoreDisplayMode === 'informative' || audit.scoreDisplayMode === 'manual') continue;
      failing.push({ id: ref.id, category, score: audit.score, title: audit.title });
    }
  }
  return {
    scores: { performance: score('performance'), accessibility: score('accessibility'), 'best-practices': score('best-practices'), seo: score('seo') },
    lcpMs: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? 0),
    cls: Number((lhr.audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
    tbtMs: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0),
    failing,
  };
}

/** One Lighthouse run; a trace that failed to record (NO_NAVSTART on a busy machine) is tried again. */
async function audit(url: string, flags: Flags, attempts = 3): Promise<Result> {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, flags);
    if (!result) throw new Error(`${url}: no Lighthouse result`);
    if (!result.lhr.runtimeError) return result.lhr;
    if (attempt >= attempts) throw new Error(`${url}: ${result.lhr.runtimeError.message}`);
    console.warn(`  ${url}: ${result.lhr.runtimeError.code}, again`);
  }
}

if (!existsSync(join(process.env.WEB_BUILD_DIR ?? join(root, 'apps/web/build'), 'server/index.js'))) {
  console.error('No web build: run `npm run build` first.');
  process.exit(1);
}
const dataDir = mkdtempSync(join(os.tmpdir(), 'apotek-lighthouse-'));
let server: Running | undefined;
let chrome: chromeLauncher.LaunchedChrome | undefined;
const results: Record<string, { url: string; runs: PageRun[]; median: PageRun; failures: string[] }> = {};
try {
  server = await startApi(await freePort(), { ...BENCH_SERVER_ENV, DATA_DIR: dataDir, HOST: '127.0.0.1', APP_SECRET: randomBytes(36).toString('base64url') }, 300_000);
  chrome = await chromeLauncher.launch({ chromePath, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
  const flags: Flags = { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] };
  for (const [name, path] of Object.entries(await pages(server.url))) {
    const url = server.url + path;
    await fetch(url); // the first render warms the server, as a visitor after the first would find it
    const pageRuns: PageRun[] = [];
    for (let i = 0; i < runs; i++) {
      pageRuns.push(summarise(await audit(url, flags)));
    }
    const mid = median(pageRuns.map((r) => r.scores.performance));
    const chosen = pageRuns.find((r) => r.scores.performance === mid)!;
    const allowed = ALLOWED_FAILURES[name] ?? [];
    const seoFailing = chosen.failing.filter((f) => f.category === 'seo' && !allowed.includes(f.id));
    const failures = [
      ...(chosen.scores.performance < budget.performance ? [`performance ${chosen.scores.performance}`] : []),
      ...(chosen.scores.accessibility < budget.accessibility ? [`accessibility ${chosen.scores.accessibility}`] : []),
      ...(chosen.scores['best-practices'] < budget.bestPractices ? [`best practices ${chosen.scores['best-practices']}`] : []),
      ...(seoFailing.length ? [`SEO fails ${seoFailing.map((f) => f.id).join(', ')}`] : []),
      ...(chosen.cls >= budget.cls ? [`CLS ${chosen.cls}`] : []),
    ];
    results[name] = { url: path, runs: pageRuns, median: chosen, failures };
    const s = chosen.scores;
    console.log(
      `${name.padEnd(8)} perf ${s.performance} a11y ${s.accessibility} bp ${s['best-practices']} seo ${s.seo} · LCP ${chosen.lcpMs} ms, CLS ${chosen.cls}, TBT ${chosen.tbtMs} ms` +
        (chosen.failing.length ? `\n  failing: ${chosen.failing.map((f) => `${f.id} (${f.category})`).join(', ')}` : ''),
    );
  }
} finally {
  await chrome?.kill();
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
const failures = Object.entries(results).flatMap(([name, r]) => r.failures.map((f) => `${name}: ${f}`));
const file = writeResult('lighthouse', {
  name: 'lighthouse',
  date: new Date().toISOString(),
  node: process.version,
  lighthouse: '12 (mobile preset, simulated throttling)',
  runsPerPage: runs,
  budget,
  pages: results,
  ok: failures.length === 0,
  failures,
});
console.log(`→ ${file}`);
for (const f of failures) console.error(`  ✗ over budget: ${f}`);
if (failures.length) process.exitCode = 1;
