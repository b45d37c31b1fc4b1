// /api/health against a bare Fastify JSON route on the same machine in the same run. Both servers stay
// up and are loaded in turn, round after round (BENCH_ROUNDS, default 5): on this shared VM one pair of
// 10-second runs swings the ratio by ±0.15, so the figure is the median of the rounds' ratios.
import { load, type LoadResult, writeResult } from './lib/load.ts';
import { startApi, startBare } from './lib/servers.ts';

const duration = Number(process.env.BENCH_DURATION ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 100);
const rounds = Number(process.env.BENCH_ROUNDS ?? 5);

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};

const bare = await startBare(3901);
const api = await startApi(3902);
const bareUrl = bare.url + '/bare';
const apiUrl = api.url + '/api/health';
await load(bareUrl, { connections, duration: 2 }); // warm-up
await load(apiUrl, { connections, duration: 2 });

const runs: Array<{ bare: LoadResult; health: LoadResult; ratio: number }> = [];
for (let i = 0; i < rounds; i += 1) {
  // Alternate which goes first, so neither always gets the quieter half of a round.
  const first = i % 2 === 0 ? bareUrl : apiUrl;
  const a = await load(first, { connections, duration });
  const b = await load(first === bareUrl ? apiUrl : bareUrl, { connections, duration });
  const [bareResult, healthResult] = first === bareUrl ? [a, b] : [b, a];
  runs.push({ bare: bareResult, health: healthResult, ratio: Number((healthResult.requestsPerSec / bareResult.requestsPerSec).toFixed(3)) });
}
await api.stop();
await bare.stop();

const ratios = runs.map((r) => r.ratio);
const result = {
  name: 'health',
  date: new Date().toISOString(),
  node: process.version,
  rounds,
  durationS: duration,
  connections,
  ratio: median(ratios),
  ratios,
  bareRequestsPerSec: median(runs.map((r) => r.bare.requestsPerSec)),
  healthRequestsPerSec: median(runs.map((r) => r.health.requestsPerSec)),
  healthP99Ms: median(runs.map((r) => r.health.latencyMs.p99)),
  runs,
};
const file = writeResult('health', result);
console.log(
  `bare ${result.bareRequestsPerSec.toFixed(0)} req/s, /api/health ${result.healthRequestsPerSec.toFixed(0)} req/s ` +
    `(p99 ${result.healthP99Ms} ms), median ratio ${result.ratio} of ${ratios.join(', ')} → ${file}`,
);
if (runs.some((r) => r.health.errors || r.health.non2xx)) {
  console.error('errors or non-2xx answers from /api/health');
  process.exit(1);
}
