// GET /api/products (page 1, 20 a page) and a product page against a bare Fastify JSON route, one after the
// other in the same run on the same machine, over a generated catalogue of 100,000 products plus the demo
// data (BENCH_PRODUCTS to change the count). ARCHITECTURE §5: ratio ≥ 0.5, p99 < 20 ms at 100 connections.
// Two yardsticks: the bare route answering a few bytes, and the bare route answering the very JSON the
// API answered (docs/decisions/004-throughput-yardstick.md). With 12 KB of list on two cores the socket
// writes dominate, so only the second says how much work the API itself adds.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { load, writeResult } from './lib/load.ts';
import { root, startApi, startBare } from './lib/servers.ts';

const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 100);
const products = Number(process.env.BENCH_PRODUCTS ?? 100_000);

const dataDir = mkdtempSync(join(tmpdir(), 'apotek-bench-products-'));
const started = Date.now();
const gen = spawnSync(process.execPath, ['--import', 'tsx', join(root, 'apps/api/src/modules/catalog/catalog.generate.cli.ts'), String(products), '1'], {
  cwd: root,
  env: { ...process.env, DATA_DIR: dataDir },
  stdio: ['ignore', 'inherit', 'inherit'],
});
if (gen.status !== 0) throw new Error(`generator failed with ${gen.status}`);
const generateS = (Date.now() - started) / 1000;

const apiStarted = Date.now();
const api = await startApi(3912, { DATA_DIR: dataDir }, 180_000);
const startS = (Date.now() - apiStarted) / 1000;
const detailSlug = ((await (await fetch(api.url + '/api/products?q=amoxicillin&perPage=1')).json()) as { data: { data: Array<{ slug: string }> } }).data.data[0]!.slug;

const listUrl = api.url + '/api/products?page=1&perPage=20';
const detailUrl = `${api.url}/api/products/${detailSlug}`;
// The list body is ~15 KB against the bare route's few bytes: most of the gap is writing it out.
const listBody = await (await fetch(listUrl)).text();
const detailBody = await (await fetch(detailUrl)).text();
const bodyBytes = { list: Buffer.byteLength(listBody), detail: Buffer.byteLength(detailBody) };
const listFile = join(dataDir, 'bare-list.json');
const detailFile = join(dataDir, 'bare-detail.json');
writeFileSync(listFile, listBody);
writeFileSync(detailFile, detailBody);
await load(listUrl, { connections, duration: 2 });
const listResult = await load(listUrl, { connections, duration });
await load(detailUrl, { connections, duration: 2 });
const detailResult = await load(detailUrl, { connections, duration });
// The first, uncached answer of each: what a cold cache costs (every write clears it).
await api.stop();
const cold = await startApi(3913, { DATA_DIR: dataDir }, 180_000);
const firstMs = async (url: string) => {
  const t = performance.now();
  const res = await fetch(url);
  await res.arrayBuffer();
  return Number((performance.now() - t).toFixed(1));
};
const coldMs = {
  list: await firstMs(cold.url + '/api/products?page=1&perPage=20'),
  search: await firstMs(cold.url + '/api/products?q=paracetmol&perPage=20'),
  detail: await firstMs(`${cold.url}/api/products/${detailSlug}`),
};
await cold.stop();

const bare = await startBare(3911, { BARE_LIST_FILE: listFile, BARE_DETAIL_FILE: detailFile });
const bareLoad = async (path: string) => {
  await load(bare.url + path, { connections, duration: 2 }); // warm-up
  return load(bare.url + path, { connections, duration });
};
const bareResult = await bareLoad('/bare');
const bareList = await bareLoad('/bare/list');
const bareDetail = await bareLoad('/bare/detail');
await bare.stop();

const ratio = listResult.requestsPerSec / bareList.requestsPerSec;
const detailRatio = detailResult.requestsPerSec / bareDetail.requestsPerSec;
const tinyRatio = { list: listResult.requestsPerSec / bareResult.requestsPerSec, detail: detailResult.requestsPerSec / bareResult.requestsPerSec };
const budget = { ratio: 0.5, p99Ms: 20 };
const result = {
  name: 'products',
  date: new Date().toISOString(),
  node: process.version,
  catalogue: { generated: products, plusDemo: true, database: 'sqlite', generateS, apiStartS: startS },
  bare: bareResult,
  bareSameBody: { list: bareList, detail: bareDetail },
  products: listResult,
  productDetail: detailResult,
  bodyBytes,
  ratio: Number(ratio.toFixed(3)),
  detailRatio: Number(detailRatio.toFixed(3)),
  ratioToTinyRoute: { list: Number(tinyRatio.list.toFixed(3)), detail: Number(tinyRatio.detail.toFixed(3)) },
  coldFirstRequestMs: coldMs,
  budget,
  withinBudget: ratio >= budget.ratio && listResult.latencyMs.p99 < budget.p99Ms && detailRatio >= budget.ratio && detailResult.latencyMs.p99 < budget.p99Ms,
};
const file = writeResult('products', result);
console.log(
  `/api/products ${listResult.requestsPerSec.toFixed(0)} req/s (p50 ${listResult.latencyMs.p50} ms, p99 ${listResult.latencyMs.p99} ms) vs bare same body ${bareList.requestsPerSec.toFixed(0)}: ratio ${result.ratio}; ` +
    `detail ${detailResult.requestsPerSec.toFixed(0)} req/s (p99 ${detailResult.latencyMs.p99} ms) vs ${bareDetail.requestsPerSec.toFixed(0)}: ratio ${result.detailRatio}; ` +
    `vs the few-byte bare route (${bareResult.requestsPerSec.toFixed(0)} req/s): list ${result.ratioToTinyRoute.list}, detail ${result.ratioToTinyRoute.detail}; cold ${JSON.stringify(coldMs)} → ${file}`,
);
if (listResult.errors || listResult.non2xx || detailResult.errors || detailResult.non2xx) {
  console.error(`errors: ${listResult.errors + detailResult.errors}, non-2xx: ${listResult.non2xx + detailResult.non2xx}`);
  process.exit(1);
}
