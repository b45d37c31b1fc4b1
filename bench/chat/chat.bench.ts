// Issue 11's chat bench (docs/decisions/024-realtime-chat.md): 500 WebSocket clients over two API processes
// (`npm start` as it runs) on one PostgreSQL and one Redis, 50 rooms, messages for 30 s. Every client stays
// subscribed to its room; half way through, every client drops its socket and reconnects — to the other
// node, with a fresh nonce and identity token — and resumes after the last seq it holds. Reported:
//   - delivery latency (send → another client's `message` frame), p50/p90/p99, live frames only (what a
//     resume replays is counted apart); budget p99 < 100 ms;
//   - lost (a stored message some client never got) and duplicated (a seq a client got twice): budget 0;
//   - memory per connection: each node's RSS with its sockets open minus before, over its sockets.
// Each room: one customer with CUSTOMER_DEVICES sockets, and its pharmacy's staff with as many sockets
// (a pharmacist's console tabs); staff sockets also get `room.activity` for their pharmacy's other rooms.
// BENCH_CLIENTS=500 BENCH_ROOMS=50 BENCH_PHARMACIES=10 BENCH_DURATION=30 BENCH_RATE=100 (messages/s, all
// clients together) BENCH_RECEIPTS=1 (read receipts every 3 s). Needs PostgreSQL and Redis (REDIS_URL).
import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { Redis } from 'ioredis';
import WebSocket from 'ws';
import { Checks } from '../lib/checks.ts';
import { inPool, percentiles } from '../lib/concurrency.ts';
import { BENCH_SERVER_ENV, type Customer, signUpCustomers } from '../lib/customers.ts';
import { createBenchDatabase } from '../lib/databases.ts';
import { call, expectStatus } from '../lib/http.ts';
import { writeResult } from '../lib/load.ts';
import { freePort } from '../lib/ports.ts';
import { type Running, startApi } from '../lib/servers.ts';
import { load1 } from '../lib/stats.ts';

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 500);
const ROOMS = Number(process.env.BENCH_ROOMS ?? 50);
const PHARMACIES = Number(process.env.BENCH_PHARMACIES ?? 10);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 30);
const RATE = Number(process.env.BENCH_RATE ?? 100);
const RECEIPTS = process.env.BENCH_RECEIPTS !== '0';
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const STAFF_PER_PHARMACY = 2;
const budget = { deliveryP99Ms: 100, lost: 0, duplicated: 0 };

const perRoom = Math.floor(CLIENTS / ROOMS);
const CUSTOMER_DEVICES = Math.ceil(perRoom / 2);
const STAFF_SOCKETS_PER_ROOM = perRoom - CUSTOMER_DEVICES;

interface Frame {
  type: string;
  [key: string]: unknown;
}
interface MessageFrame {
  type: 'message';
  room_id: number;
  message: { seq: number; temp_id: string | null };
}

/** Send times by temp id (one process, one clock), and which client sent it. */
const sentAt = new Map<string, { at: number; client: number }>();
const live: Array<{ ms: number; sentAt: number }> = [];
let replayed = 0;
let acks = 0;
const ackMs: number[] = [];
const refusals: Frame[] = [];
const errors: Frame[] = [];

/** User + system CPU seconds of a process so far (Linux /proc). */
function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

function rssBytes(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((l) => l.startsWith('VmRSS:'))!;
  return Number(line.replace(/\D+/g, '')) * 1024;
}

/** A DevTools protocol session with a node (each runs with `--inspect` on a port of ours). */
async function inspector(inspectPort: number) {
  const targets = (await (await fetch(`http://127.0.0.1:${inspectPort}/json/list`)).json()) as Array<{ webSocketDebuggerUrl: string }>;
  const ws = new WebSocket(targets[0]!.webSocketDebuggerUrl, { maxPayload: 1024 * 1024 * 1024 });
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  let id = 0;
  const send = <T = Record<string, unknown>>(method: string, params: object = {}) =>
    new Promise<T>((resolve) => {
      const mine = ++id;
      const onMessage = (data: WebSocket.RawData) => {
        const reply = JSON.parse(data.toString()) as { id?: number; result?: T };
        if (reply.id !== mine) return;
        ws.off('message', onMessage);
        resolve(reply.result ?? ({} as T));
      };
      ws.on('message', onMessage);
      ws.send(JSON.stringify({ id: mine, method, params }));
    });
  return { send, close: () => ws.close() };
}

/** The server's heap (and buffers) after a full garbage collection: RSS alone cannot tell sockets from garbage. */
async function heapAfterGc(inspectPort: number): Promise<number> {
  const session = await inspector(inspectPort);
  try {
    await session.send('HeapProfiler.collectGarbage');
    await session.send('HeapProfiler.collectGarbage');
    const usage = await session.send<{ result?: { value?: string } }>('Runtime.evaluate', { expression: 'JSON.stringify(process.memoryUsage())', returnByValue: true });
    const memory = JSON.parse(usage.result?.value ?? '{}') as { heapUsed: number; external: number };
    return memory.heapUsed + memory.external;
  } finally {
    session.close();
  }
}

async function identityToken(base: string, token: string): Promise<string> {
  const nonce = expectStatus(await call<{ nonce: string }>(base, 'POST', '/api/chat/nonce', { token }), 'nonce', 200).nonce;
  return expectStatus(await call<{ identity_token: string }>(base, 'POST', '/api/chat/create-token', { token, body: { nonce } }), 'create-token', 200).identity_token;
}

class Client {
  ws: WebSocket | null = null;
  connected = false;
  node = 0;
  /** How many times each seq arrived on this client (across its sockets). */
  readonly seen = new Map<number, number>();
  /** The highest seq below which nothing is missing. */
  cursor = 0;
  duplicates = 0;
  /** Seqs up to this one, on the current socket, are a resume's replay, not live delivery. */
  replayUntil = 0;
  private counter = 0;
  private readSent = 0;
  private timers: NodeJS.Timeout[] = [];

  constructor(
    readonly index: number,
    readonly token: string,
    readonly roomId: number,
  ) {}

  async connect(nodes: Running[], node: number): Promise<void> {
    this.node = node;
    const base = nodes[node]!.url;
    const token = await identityToken(base, this.token);
    const ws = new WebSocket(base.replace('http', 'ws') + '/ws');
    this.ws = ws;
    ws.on('error', () => undefined);
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve());
      ws.once('error', reject);
    });
    const subscribed = new Promise<void>((resolve, reject) => {
      ws.on('message', (data) => {
        const frame = JSON.parse(data.toString()) as Frame;
        if (frame.type === 'ready') ws.send(JSON.stringify({ type: 'resume', room_id: this.roomId, after_seq: this.cursor }));
        else if (frame.type === 'subscribed') {
          this.replayUntil = frame.last_seq as number;
          this.connected = true;
          resolve();
        } else this.receive(frame);
      });
      ws.once('close', (code) => {
        this.connected = false;
        reject(new Error(`closed ${code}`));
      });
    });
    ws.send(JSON.stringify({ type: 'auth', token }));
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`client ${this.index}: not subscribed within 30 s`)), 30_000);
    });
    try {
      await Promise.race([subscribed, timeout]);
    } finally {
      clearTimeout(timer);
    }
  }

  private receive(frame: Frame): void {
    const now = performance.now();
    if (frame.type === 'message') {
      const { message } = frame as unknown as MessageFrame;
      const count = this.seen.get(message.seq) ?? 0;
      this.seen.set(message.seq, count + 1);
      if (count > 0) this.duplicates += 1;
      while (this.seen.has(this.cursor + 1)) this.cursor += 1;
      const sent = message.temp_id ? sentAt.get(message.temp_id) : undefined;
      if (message.seq <= this.replayUntil) replayed += 1;
      else if (sent && sent.client !== this.index) live.push({ ms: now - sent.at, sentAt: sent.at });
    } else if (frame.type === 'ack') {
      acks += 1;
      const sent = sentAt.get(frame.temp_id as string);
      if (sent) ackMs.push(now - sent.at);
    }
    else if (frame.type === 'refused') refusals.push(frame);
    else if (frame.type === 'error') errors.push(frame);
  }

  /** Sends at exponential intervals (a Poisson stream per client) until `until`; skips while reconnecting. */
  start(until: number, perClientRate: number): void {
    const next = () => {
      const wait = -Math.log(1 - Math.random()) * (1000 / perClientRate);
      this.timers.push(
        setTimeout(() => {
          if (performance.now() >= until) return;
          if (this.connected && this.ws?.readyState === WebSocket.OPEN) {
            const tempId = `c${this.index}-${++this.counter}`;
            sentAt.set(tempId, { at: performance.now(), client: this.index });
            this.ws.send(JSON.stringify({ type: 'send', room_id: this.roomId, temp_id: tempId, message: { type: 'text', message: `bench ${this.index} ${this.counter}` } }));
          }
          next();
        }, wait),
      );
    };
    next();
    if (RECEIPTS) {
      // Every 3 s from a phase of its own: clients that read do not all read in the same instant.
      const read = () => {
        if (performance.now() >= until) return;
        if (this.connected && this.cursor > this.readSent && this.ws?.readyState === WebSocket.OPEN) {
          this.readSent = this.cursor;
          this.ws.send(JSON.stringify({ type: 'read', room_id: this.roomId, seq: this.cursor }));
        }
        this.timers.push(setTimeout(read, 3000));
      };
      this.timers.push(setTimeout(read, Math.random() * 3000));
    }
  }

  stop(): void {
    for (const timer of this.timers) clearTimeout(timer);
  }

  drop(): Promise<void> {
    const ws = this.ws;
    this.connected = false;
    if (!ws || ws.readyState === WebSocket.CLOSED) return Promise.resolve();
    return new Promise((resolve) => {
      ws.once('close', () => resolve());
      ws.terminate();
    });
  }
}

async function clearRedisLimits(): Promise<void> {
  const redis = new Redis(REDIS_URL);
  try {
    const keys = await redis.keys('rl:*');
    if (keys.length) await redis.del(...keys);
  } finally {
    redis.disconnect();
  }
}

async function run() {
  const database = await createBenchDatabase('postgres', 'chat');
  const env = {
    ...database.env,
    ...BENCH_SERVER_ENV,
    REDIS_URL,
    APP_SECRET: randomBytes(36).toString('base64url'),
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
  };
  await clearRedisLimits();
  const nodes: Running[] = [];
  const checks = new Checks();
  const clients: Client[] = [];
  try {
    const inspectPorts = [await freePort(), await freePort()];
    for (const inspect of inspectPorts) nodes.push(await startApi(await freePort(), { ...env, NODE_OPTIONS: `--inspect=127.0.0.1:${inspect}` }, 180_000));
    const db = database.open();
    try {
      // Accounts: a customer per room, STAFF_PER_PHARMACY pharmacists per pharmacy.
      const people = await signUpCustomers(nodes[0]!.url, ROOMS + PHARMACIES * STAFF_PER_PHARMACY, `chat-${process.pid}`);
      const customers = people.slice(0, ROOMS);
      const staff = people.slice(ROOMS);
      const pharmacies = (await db.db.selectFrom('pharmacies').select('id').orderBy('id').limit(PHARMACIES).execute()).map((p) => p.id);
      const staffOf = new Map<number, Customer[]>();
      for (const [i, person] of staff.entries()) {
        const pharmacyId = pharmacies[Math.floor(i / STAFF_PER_PHARMACY)]!;
        const user = await db.db.updateTable('users').set({ role: 'pharmacist' }).where('email', '=', person.email).returning('id').executeTakeFirstOrThrow();
        await db.db.insertInto('pharmacy_staff').values({ user_id: user.id, pharmacy_id: pharmacyId, created_at: new Date().toISOString() }).execute();
        staffOf.set(pharmacyId, [...(staffOf.get(pharmacyId) ?? []), person]);
      }
      // Rooms: customer i with pharmacy i mod PHARMACIES.
      const rooms = await inPool(customers, 10, async (c, i) => {
        const room = await call<{ room_id: number }>(nodes[i % 2]!.url, 'POST', '/api/chat', { token: c.token, body: { type: 'pharmacy', pharmacy_id: pharmacies[i % PHARMACIES] } });
        return { roomId: expectStatus(room, 'open room', 200).room_id, customer: c, pharmacyId: pharmacies[i % PHARMACIES]! };
      });
      for (const room of rooms) {
        for (let d = 0; d < CUSTOMER_DEVICES; d++) clients.push(new Client(clients.length, room.customer.token, room.roomId));
        const team = staffOf.get(room.pharmacyId)!;
        for (let s = 0; s < STAFF_SOCKETS_PER_ROOM; s++) clients.push(new Client(clients.length, team[s % team.length]!.token, room.roomId));
      }

      // Memory before and after the sockets open, per node: heap (and buffers) after a full GC, and RSS.
      await new Promise((r) => setTimeout(r, 2000));
      const heapBefore = await Promise.all(inspectPorts.map(heapAfterGc));
      const before = nodes.map((n) => rssBytes(n.pid!));
      const connectStarted = performance.now();
      await inPool(clients, 25, (client) => client.connect(nodes, client.index % 2));
      const connectMs = performance.now() - connectStarted;
      await new Promise((r) => setTimeout(r, 3000));
      const heapAfter = await Promise.all(inspectPorts.map(heapAfterGc));
      const after = nodes.map((n) => rssBytes(n.pid!));
      const perNode = nodes.map((_, i) => clients.filter((c) => c.node === i).length);
      const memoryPerConnection = nodes.map((_, i) => Math.round((heapAfter[i]! - heapBefore[i]!) / perNode[i]!));
      console.log(
        `${clients.length} clients connected in ${Math.round(connectMs)} ms (${perNode.join(' + ')}); ` +
          `heap ${heapBefore.map((b) => (b / 2 ** 20).toFixed(1))} → ${heapAfter.map((a) => (a / 2 ** 20).toFixed(1))} MiB, RSS ${before.map((b) => Math.round(b / 2 ** 20))} → ${after.map((a) => Math.round(a / 2 ** 20))} MiB`,
      );

      // The run: messages for DURATION_S, every client reconnecting to the other node half way.
      // BENCH_PROFILE=<dir>: a CPU profile of each node over the run (open it in Chrome DevTools).
      const profiling = process.env.BENCH_PROFILE ? await Promise.all(inspectPorts.map(inspector)) : [];
      for (const session of profiling) {
        await session.send('Profiler.enable');
        await session.send('Profiler.start');
      }
      const loadBefore = load1();
      const cpuBefore = nodes.map((n) => cpuSeconds(n.pid!));
      const clientCpuBefore = process.cpuUsage();
      const started = performance.now();
      const until = started + DURATION_S * 1000;
      for (const client of clients) client.start(until, RATE / clients.length);
      await new Promise((r) => setTimeout(r, (DURATION_S * 1000) / 2));
      const reconnectStarted = performance.now();
      await Promise.all(clients.map((c) => c.drop()));
      // As real clients do after a drop: each on its own, after a random back-off of up to 2 s.
      await Promise.all(
        clients.map(async (client) => {
          await new Promise((r) => setTimeout(r, Math.random() * 2000));
          await client.connect(nodes, (client.node + 1) % 2);
        }),
      );
      const reconnectMs = performance.now() - reconnectStarted;
      console.log(`every client reconnected to the other node in ${Math.round(reconnectMs)} ms`);
      await new Promise((r) => setTimeout(r, Math.max(0, until - performance.now())));
      for (const client of clients) client.stop();
      const cpuRun = nodes.map((n, i) => Number((cpuSeconds(n.pid!) - cpuBefore[i]!).toFixed(2)));
      const clientCpu = process.cpuUsage(clientCpuBefore);
      for (const [i, session] of profiling.entries()) {
        const { profile } = await session.send<{ profile: unknown }>('Profiler.stop');
        writeFileSync(`${process.env.BENCH_PROFILE}/chat-node-${i}.cpuprofile`, JSON.stringify(profile));
        session.close();
      }

      // Drain: wait until every client holds its room's last seq (or give up after 15 s).
      const lastSeq = new Map((await db.db.selectFrom('chat_rooms').select(['id', 'last_seq']).execute()).map((r) => [r.id, Number(r.last_seq)]));
      const drainUntil = performance.now() + 15_000;
      while (performance.now() < drainUntil && clients.some((c) => c.cursor < lastSeq.get(c.roomId)!)) await new Promise((r) => setTimeout(r, 100));

      // The bench's rooms only (the demo data has a conversation of its own).
      const stored = [...new Set(clients.map((c) => c.roomId))].reduce((n, id) => n + lastSeq.get(id)!, 0);
      const gaps = await db.db
        .selectFrom('chat_messages')
        .select(['room_id', (eb) => eb.fn.countAll<number>().as('n'), (eb) => eb.fn.max('seq').as('max')])
        .groupBy('room_id')
        .execute();
      const seqGaps = gaps.filter((g) => Number(g.n) !== Number(g.max)).length;
      let lost = 0;
      let duplicated = 0;
      for (const client of clients) {
        const last = lastSeq.get(client.roomId)!;
        for (let seq = 1; seq <= last; seq++) if (!client.seen.has(seq)) lost += 1;
        duplicated += client.duplicates;
      }
      const reconnectWindow = { from: reconnectStarted - 500, to: reconnectStarted + reconnectMs + 1000 };
      const all = percentiles(live.map((l) => l.ms));
      const steady = percentiles(live.filter((l) => l.sentAt < reconnectWindow.from || l.sentAt > reconnectWindow.to).map((l) => l.ms));
      const elapsedS = (performance.now() - started) / 1000;
      // p99 of each second of the run (by send time): shows whether the tail is spread or a few stalls.
      const bySecond = new Map<number, number[]>();
      for (const l of live) {
        const second = Math.floor((l.sentAt - started) / 1000);
        bySecond.set(second, [...(bySecond.get(second) ?? []), l.ms]);
      }
      const p99BySecond = [...bySecond.entries()].sort(([a], [b]) => a - b).map(([, ms]) => percentiles(ms).p99);

      checks.that(all.p99 < budget.deliveryP99Ms, `delivery p99 ${all.p99} ms < ${budget.deliveryP99Ms} ms`);
      checks.equal(lost, 0, 'lost messages');
      checks.equal(duplicated, 0, 'duplicated messages');
      checks.equal(seqGaps, 0, 'rooms with a gap in their seqs');
      checks.equal(refusals.length, 0, 'refused sockets');
      checks.equal(errors.length, 0, 'error frames');
      checks.that(stored > 0, 'messages were stored');

      return {
        nodes: 2,
        database: 'postgres',
        bus: 'redis',
        clients: clients.length,
        clientsPerNode: perNode,
        rooms: ROOMS,
        pharmacies: PHARMACIES,
        socketsPerRoom: { customerDevices: CUSTOMER_DEVICES, staff: STAFF_SOCKETS_PER_ROOM },
        durationS: DURATION_S,
        targetRatePerS: RATE,
        readReceipts: RECEIPTS,
        sent: sentAt.size,
        acked: acks,
        stored,
        storedPerS: Math.round(stored / DURATION_S),
        liveDeliveries: live.length,
        replayedOnResume: replayed,
        ackMs: percentiles(ackMs),
        deliveryMs: all,
        deliveryMsOutsideReconnect: steady,
        deliveryP99BySecondMs: p99BySecond,
        secondsWithP99Under100Ms: `${p99BySecond.filter((v) => v < 100).length}/${p99BySecond.length}`,
        lost,
        duplicated,
        seqGaps,
        connectMs: Math.round(connectMs),
        reconnectAllMs: Math.round(reconnectMs),
        /** Per node: (heap + external after a full GC with the sockets open − before) / its sockets. */
        memoryPerConnectionBytes: memoryPerConnection,
        heapMiB: { before: heapBefore.map((b) => Number((b / 2 ** 20).toFixed(1))), after: heapAfter.map((a) => Number((a / 2 ** 20).toFixed(1))) },
        /** CPU seconds each node spent during the run (messages, fan-out, the reconnect of every client). */
        serverCpuS: cpuRun,
        /** CPU seconds of the bench's own process (the 500 clients) during the run. */
        clientCpuS: Number(((clientCpu.user + clientCpu.system) / 1e6).toFixed(2)),
        rssMiB: { before: before.map((b) => Math.round(b / 2 ** 20)), after: after.map((a) => Math.round(a / 2 ** 20)) },
        refusals: refusals.slice(0, 5),
        errors: errors.slice(0, 5),
        elapsedS: Number(elapsedS.toFixed(1)),
        loadAverage: { before: loadBefore, after: load1() },
        ok: checks.ok,
        failures: checks.failures,
      };
    } finally {
      for (const client of clients) client.stop();
      await Promise.all(clients.map((c) => c.drop()));
      await db.close();
    }
  } finally {
    for (const node of nodes) await node.stop();
    await database.drop();
  }
}

const result = await run();
const file = writeResult('chat', { name: 'chat', date: new Date().toISOString(), node: process.version, cpus: os.cpus().length, budget, ...result });
console.log(
  `chat: ${result.clients} clients on 2 nodes, ${result.rooms} rooms, ${result.durationS} s: ${result.stored} messages stored (${result.storedPerS}/s), ` +
    `ack p99 ${result.ackMs.p99} ms, ${result.liveDeliveries} live deliveries, p50 ${result.deliveryMs.p50} / p90 ${result.deliveryMs.p90} / p99 ${result.deliveryMs.p99} ms ` +
    `(outside the reconnect ${result.deliveryMsOutsideReconnect.p99} ms); after every client reconnected: ${result.lost} lost, ${result.duplicated} duplicated ` +
    `(${result.replayedOnResume} replayed by resume); server CPU ${result.serverCpuS.join(' + ')} s; ${result.memoryPerConnectionBytes.map((b) => `${(b / 1024).toFixed(1)} KiB`).join(' / ')} per connection`,
);
console.log(`→ ${file}`);
for (const f of result.failures) console.error(`  ✗ ${f}`);
if (!result.ok) process.exitCode = 1;
