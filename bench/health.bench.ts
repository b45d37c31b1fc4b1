// /api/health against a bare Fastify JSON route, one after the other in the same run on the same
// machine; the ratio of their throughputs is the figure (ARCHITECTURE §5 asks ≥ 0.5 for catalogue routes).
import { load, writeResult } from './lib/load.ts';
import { startApi, startBare } from './lib/servers.ts';

const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 100);

const bare = await startBare(3901);
await load(bare.url + '/bare', { connections, duration: 2 }); // warm-up
const bareResult = await load(bare.url + '/bare', { connections, duration });
await bare.stop();

const api = await startApi(3902);
await load(api.url + '/api/health', { connections, duration: 2 });
const apiResult = await load(api.url + '/api/health', { connections, duration });
await api.stop();

const ratio = apiResult.requestsPerSec / bareResult.requestsPerSec;
const result = {
  name: 'health',
  date: new Date().toISOString(),
  node: process.version,
  bare: bareResult,
  health: apiResult,
  ratio: Number(ratio.toFixed(3)),
};
const file = writeResult('health', result);
console.log(
  `bare ${bareResult.requestsPerSec.toFixed(0)} req/s, /api/health ${apiResult.requestsPerSec.toFixed(0)} req/s ` +
    `(p99 ${apiResult.latencyMs.p99} ms), ratio ${result.ratio} → ${file}`,
);
if (apiResult.errors || apiResult.non2xx) {
  console.error(`errors: ${apiResult.errors}, non-2xx: ${apiResult.non2xx}`);
  process.exit(1);
}
