// Appointment slot race (issue 12, docs/decisions/030-appointments.md): BENCH_CALLS (100) signed-up customers
// book the same slot of dr. Andi Pratama at once over HTTP, for BENCH_ROUNDS (5) slots one after another.
// Checks per slot: exactly one 200, every other answer a 409, no 5xx, and exactly one live appointment for
// the slot in the database. BENCH_DATABASES=sqlite,postgres to change the run.
import { randomBytes } from 'node:crypto';
import type { Db } from '../../apps/api/src/db/connect.ts';
import { Checks } from '../lib/checks.ts';
import { countBy, percentiles } from '../lib/concurrency.ts';
import { BENCH_SERVER_ENV, signUpCustomers } from '../lib/customers.ts';
import { benchKinds, createBenchDatabase, type DbKind } from '../lib/databases.ts';
import { call, expectStatus } from '../lib/http.ts';
import { freePort } from '../lib/ports.ts';
import { runPerDatabase } from '../lib/runs.ts';
import { type Running, startApi } from '../lib/servers.ts';

const callCount = Number(process.env.BENCH_CALLS ?? 100);
const rounds = Number(process.env.BENCH_ROUNDS ?? 5);
const DOCTOR = 'dr-andi-pratama';
const LIVE = ['awaiting_payment', 'requested', 'approved'];

interface Slots {
  days: Array<{ date: string; slots: Array<{ starts_at: string }> }>;
}

function booking(startsAt: string) {
  return {
    doctor_id: DOCTOR,
    starts_at: startsAt,
    patient: { relation: 'self', name: 'Pasien Bench', age: 30, gender: 'female' },
    complaint: 'Kontrol tekanan darah rutin',
    consent: true,
  };
}

async function race(kind: DbKind) {
  const database = await createBenchDatabase(kind, 'appointments');
  let api: Running | undefined;
  let conn: Db | undefined;
  const checks = new Checks();
  try {
    api = await startApi(await freePort(), { ...database.env, ...BENCH_SERVER_ENV, APP_SECRET: randomBytes(36).toString('base64url'), LOG_LEVEL: 'error', HOST: '127.0.0.1' }, 120_000);
    const base = api.url;
    conn = database.open();
    const { db } = conn;

    const setupStarted = performance.now();
    const customers = await signUpCustomers(base, callCount, `appointments-${kind}`);
    const free = expectStatus(await call<Slots>(base, 'GET', `/api/doctor/${DOCTOR}/slots?days=14`), 'slots', 200);
    const targets = free.days.flatMap((d) => d.slots.map((s) => s.starts_at)).slice(0, rounds);
    if (targets.length < rounds) throw new Error(`only ${targets.length} free slots in the next 14 days`);
    const setupS = (performance.now() - setupStarted) / 1000;

    const perSlot: Array<{ startsAt: string; ms: number; winners: number; refused: number; liveRows: number }> = [];
    const answers: Array<{ status: number; ms: number }> = [];
    for (const startsAt of targets) {
      const started = performance.now();
      const round = await Promise.all(customers.map((c) => call(base, 'POST', '/api/appointment', { token: c.token, headers: { 'x-forwarded-for': c.ip }, body: booking(startsAt) })));
      const ms = performance.now() - started;
      answers.push(...round.map((a) => ({ status: a.status, ms: a.ms })));
      const rows = await db.selectFrom('appointments').select('status').where('slot_start', '=', new Date(startsAt).toISOString()).execute();
      const winners = round.filter((a) => a.status === 200).length;
      const refused = round.filter((a) => a.status === 409).length;
      const liveRows = rows.filter((r) => LIVE.includes(r.status)).length;
      checks.equal(winners, 1, `${startsAt}: 200 answers`);
      checks.equal(refused, callCount - 1, `${startsAt}: 409 answers`);
      checks.equal(liveRows, 1, `${startsAt}: live appointments in the database`);
      perSlot.push({ startsAt, ms: Number(ms.toFixed(1)), winners, refused, liveRows });
    }
    checks.equal(answers.filter((a) => a.status >= 500).length, 0, '5xx answers');
    const raceMs = perSlot.map((s) => s.ms);

    return {
      database: kind,
      customers: callCount,
      slots: rounds,
      setupS: Number(setupS.toFixed(1)),
      bookingsPerSlot: perSlot.map((s) => s.liveRows),
      raceMs,
      callsPerSec: Number(((answers.length / raceMs.reduce((s, x) => s + x, 0)) * 1000).toFixed(0)),
      latencyMs: percentiles(answers.map((a) => a.ms)),
      statusCounts: countBy(answers, (a) => String(a.status)),
      perSlot,
      ok: checks.ok,
      failures: checks.failures,
    };
  } finally {
    await conn?.close();
    await api?.stop();
    await database.drop();
  }
}

await runPerDatabase('appointments', benchKinds(), race, (kind, run) => [
  `${kind}: ${run.customers} customers booking the same slot at once, ${run.slots} slots → bookings per slot ${JSON.stringify(run.bookingsPerSlot)}; ` +
    `a race takes ${Math.min(...run.raceMs)}–${Math.max(...run.raceMs)} ms (${run.callsPerSec} bookings/s, p50 ${run.latencyMs.p50} ms, p99 ${run.latencyMs.p99} ms)`,
  `answers: ${JSON.stringify(run.statusCounts)}`,
]);
