// Issue 7 item 1 and 4: a simultaneous burst of guesses at one account gets no more tries than the
// same guesses one by one. Over HTTP against the real server (`npm start` as it runs):
//   - 100 wrong passwords for one account from one IP, sent in one tick, and the right one last;
//   - the same burst split over two API nodes on one PostgreSQL and one Redis (the scale-out mode);
//   - 100 wrong OTP codes for one account at once.
// BENCH_DATABASES=sqlite,postgres to choose; postgres runs with REDIS_URL (default redis://127.0.0.1:6379).
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { Checks } from './lib/checks.ts';
import { countBy, percentiles } from './lib/concurrency.ts';
import { BENCH_PASSWORD, BENCH_SERVER_ENV, signUpCustomers } from './lib/customers.ts';
import { benchKinds, createBenchDatabase, type DbKind } from './lib/databases.ts';
import { call, expectStatus } from './lib/http.ts';
import { freePort } from './lib/ports.ts';
import { type Running, startApi } from './lib/servers.ts';
import { runPerDatabase } from './lib/runs.ts';

const BURST = Number(process.env.BENCH_BURST ?? 100);
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const LOGIN_ACCOUNT_MAX = 5;
const OTP_ACCOUNT_MAX = 10;

interface Shot {
  status: number;
  retryAfter: number | null;
  ms: number;
}

async function post(base: string, path: string, body: unknown, ip: string): Promise<Shot> {
  const started = performance.now();
  const res = await fetch(base + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'app-platform': 'web', 'visitor-id': 'bench', 'client-version': '0.0.0-bench', 'x-forwarded-for': ip },
    body: JSON.stringify(body),
  });
  await res.arrayBuffer();
  const retryAfter = res.headers.get('retry-after');
  return { status: res.status, retryAfter: retryAfter === null ? null : Number(retryAfter), ms: performance.now() - started };
}

function summary(shots: Shot[]) {
  return { statusCounts: countBy(shots, (s) => String(s.status)), latencyMs: percentiles(shots.map((s) => s.ms)) };
}

/** Rate-limit keys name user ids, which a fresh bench database hands out again: clear the last run's. */
async function clearRedisLimits(): Promise<void> {
  const redis = new Redis(REDIS_URL);
  try {
    const keys = await redis.keys('rl:*');
    if (keys.length) await redis.del(...keys);
  } finally {
    redis.disconnect();
  }
}

async function run(kind: DbKind) {
  const database = await createBenchDatabase(kind, 'burst');
  const env = {
    ...database.env,
    ...BENCH_SERVER_ENV,
    ...(kind === 'postgres' ? { REDIS_URL } : {}),
    APP_SECRET: randomBytes(36).toString('base64url'),
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
  };
  if (kind === 'postgres') await clearRedisLimits();
  const nodes: Running[] = [];
  const checks = new Checks();
  try {
    nodes.push(await startApi(await freePort(), env, 120_000));
    // PostgreSQL seeds on the first node's start; the second joins the same database and Redis.
    if (kind === 'postgres') nodes.push(await startApi(await freePort(), env, 120_000));
    const [first] = nodes;
    const customers = await signUpCustomers(first!.url, 2, `burst-${kind}`);

    // 1. One account, one IP, one node: 100 wrong passwords and the right one last, in one tick.
    const victim = customers[0]!;
    const oneIp = '198.19.1.1';
    const shots = await Promise.all([
      ...Array.from({ length: BURST }, (_, i) => post(first!.url, '/api/login', { login: victim.email, password: `Salah-Tebak-${i}` }, oneIp)),
      post(first!.url, '/api/login', { login: victim.email, password: BENCH_PASSWORD }, oneIp),
    ]);
    const evaluated = shots.filter((s) => s.status === 401).length;
    const limited = shots.filter((s) => s.status === 429);
    checks.that(evaluated <= LOGIN_ACCOUNT_MAX, `wrong passwords evaluated: at most ${LOGIN_ACCOUNT_MAX}, got ${evaluated}`);
    checks.equal(limited.length, shots.length - evaluated, 'every other answer a 429');
    checks.that(limited.every((s) => (s.retryAfter ?? 0) > 0), 'every 429 carries Retry-After');
    checks.equal(shots.at(-1)!.status, 429, 'the right password, sent last in the burst');
    const burst = { ...summary(shots), evaluated, rightPasswordLast: shots.at(-1)!.status };

    // 2. The same burst spread over both nodes (scale-out only): one budget, not one per node.
    let twoNodes: ReturnType<typeof summary> & { evaluated: number } | null = null;
    if (nodes.length === 2) {
      const other = customers[1]!;
      const split = await Promise.all(
        Array.from({ length: BURST }, (_, i) => post(nodes[i % 2]!.url, '/api/login', { login: other.email, password: `Salah-Tebak-${i}` }, `198.19.2.${(i % 200) + 1}`)),
      );
      const splitEvaluated = split.filter((s) => s.status === 401).length;
      checks.that(splitEvaluated <= LOGIN_ACCOUNT_MAX, `two nodes: wrong passwords evaluated at most ${LOGIN_ACCOUNT_MAX}, got ${splitEvaluated}`);
      checks.equal(split.filter((s) => s.status === 429).length, split.length - splitEvaluated, 'two nodes: every other answer a 429');
      twoNodes = { ...summary(split), evaluated: splitEvaluated };
    }

    // 3. OTP: a fresh sign-up's challenge, 100 wrong codes at once from as many addresses.
    const local = `0813${String(process.pid % 10_000).padStart(4, '0')}9${kind === 'sqlite' ? '001' : '002'}`;
    const reg = await call<{ otp_id: string }>(first!.url, 'POST', '/api/register', {
      headers: { 'x-forwarded-for': '198.19.3.1' },
      body: { name: 'Pembeli OTP', email: `bench.otp.${kind}.${process.pid}@contoh.co.id`, phone: local, password: BENCH_PASSWORD, password_confirmation: BENCH_PASSWORD, consent: true },
    });
    const { otp_id } = expectStatus(reg, 'register for the OTP burst', 200);
    const otpShots = await Promise.all(
      Array.from({ length: BURST }, (_, i) => post(nodes[i % nodes.length]!.url, '/api/confirm-otp', { otp_id, code: String(100_000 + i * 7919) }, `198.19.4.${(i % 200) + 1}`)),
    );
    const otpEvaluated = otpShots.filter((s) => s.status === 422).length;
    checks.that(otpEvaluated <= OTP_ACCOUNT_MAX, `wrong OTP codes evaluated: at most ${OTP_ACCOUNT_MAX}, got ${otpEvaluated}`);
    checks.equal(otpShots.filter((s) => s.status === 429).length, otpShots.length - otpEvaluated, 'OTP: every other answer a 429');

    return {
      database: kind,
      store: kind === 'postgres' ? 'redis' : 'memory',
      nodes: nodes.length,
      burst: BURST,
      login: burst,
      loginTwoNodes: twoNodes,
      otp: { ...summary(otpShots), evaluated: otpEvaluated },
      ok: checks.ok,
      failures: checks.failures,
    };
  } finally {
    for (const node of nodes) await node.stop();
    await database.drop();
  }
}

await runPerDatabase('login-burst', benchKinds(), run, (kind, r) => [
  `${kind} (${r.store}, ${r.nodes} node${r.nodes > 1 ? 's' : ''}): ${BURST} wrong passwords at once → ${r.login.evaluated} evaluated, ` +
    `${JSON.stringify(r.login.statusCounts)}; right password last → ${r.login.rightPasswordLast}` +
    (r.loginTwoNodes ? `; split over 2 nodes → ${r.loginTwoNodes.evaluated} evaluated ${JSON.stringify(r.loginTwoNodes.statusCounts)}` : '') +
    `; ${BURST} wrong OTPs → ${r.otp.evaluated} evaluated ${JSON.stringify(r.otp.statusCounts)}`,
]);
