import { randomBytes } from 'node:crypto';
import type { ChatIdentity, ChatRoom } from '@apotek/contract';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import WebSocket from 'ws';
import { buildApp, type BuildAppOptions } from '../src/app.ts';
import type { Db } from '../src/db/connect.ts';
import { seedDemoData } from '../src/db/seed/seed.ts';
import type { EventBus } from '../src/platform/bus/bus.ts';
import { MemoryBus } from '../src/platform/bus/memory-bus.ts';
import { JobQueue } from '../src/platform/jobs/job-queue.ts';
import { injector, testConfig } from './app.ts';
import { ManualClock } from './clock.ts';
import { createTestDatabase } from './db.ts';

const quiet = { error: () => {}, warn: () => {}, info: () => {} };

/** Any frame the server sends; tests read the fields they check. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Frame = Record<string, any> & { type: string };

export interface ChatTestApp {
  app: FastifyInstance;
  database: Db;
  clock: ManualClock;
  bus: EventBus;
  /** http://127.0.0.1:<port> of the listening app. */
  base: string;
  call(options: InjectOptions & { token?: string; ip?: string }): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

/**
 * The demo data on a fresh database, the app listening on a free port (sockets need a real server), an
 * in-process bus unless one is given, and jobs that never run by themselves.
 */
export async function createChatTestApp(options: Partial<Omit<BuildAppOptions, 'config' | 'db' | 'clock'>> & { database?: Db; seed?: boolean; env?: NodeJS.ProcessEnv } = {}): Promise<ChatTestApp> {
  const { database: given, seed = true, env = {}, ...rest } = options;
  const database = given ?? (await createTestDatabase());
  const clock = new ManualClock(new Date());
  const bus = rest.bus ?? new MemoryBus(quiet);
  const jobs = rest.jobs ?? new JobQueue({ db: database.db, clock, log: quiet });
  if (seed) await seedDemoData(database.db, clock.now());
  const app = await buildApp({ config: testConfig(env), db: database, clock, ...rest, bus, jobs });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const port = (app.server.address() as { port: number }).port;
  return {
    app,
    database,
    clock,
    bus,
    base: `http://127.0.0.1:${port}`,
    call: injector(app),
    close: async () => {
      await app.close();
      if (!rest.bus) await bus.close();
      if (!given) await database.close();
    },
  };
}

type Caller = Pick<ChatTestApp, 'call'>;

export async function nonceFor(t: Caller, token: string): Promise<string> {
  const res = await t.call({ method: 'POST', url: '/api/chat/nonce', token });
  if (res.statusCode !== 200) throw new Error(`nonce failed: ${res.body}`);
  return res.json().data.nonce as string;
}

/** The SPEC's flow: a nonce, then create-token with it. */
export async function identityFor(t: Caller, token: string): Promise<ChatIdentity> {
  const nonce = await nonceFor(t, token);
  const res = await t.call({ method: 'POST', url: '/api/chat/create-token', token, payload: { nonce } });
  if (res.statusCode !== 200) throw new Error(`create-token failed: ${res.body}`);
  return res.json().data as ChatIdentity;
}

export async function openRoom(t: Caller, token: string, body: Record<string, unknown>): Promise<ChatRoom> {
  const res = await t.call({ method: 'POST', url: '/api/chat', token, payload: body });
  if (res.statusCode !== 200) throw new Error(`open room failed: ${res.body}`);
  return res.json().data as ChatRoom;
}

/** A WebSocket client that keeps every frame it got, for tests to wait on. */
export class TestSocket {
  readonly frames: Frame[] = [];
  private readonly consumed = new Set<Frame>();
  private waiters: Array<() => void> = [];
  readonly closed: Promise<{ code: number; reason: string }>;
  readonly opened: Promise<void>;

  constructor(readonly ws: WebSocket) {
    this.opened = new Promise((resolve, reject) => {
      ws.once('open', () => resolve());
      ws.once('error', reject);
    });
    this.closed = new Promise((resolve) => ws.once('close', (code, reason) => resolve({ code, reason: reason.toString() })));
    ws.on('message', (data) => {
      this.frames.push(JSON.parse(data.toString()) as Frame);
      for (const wake of this.waiters.splice(0)) wake();
    });
    ws.on('close', () => {
      for (const wake of this.waiters.splice(0)) wake();
    });
  }

  static async connect(base: string, path = '/ws', headers: Record<string, string> = {}): Promise<TestSocket> {
    const socket = new TestSocket(new WebSocket(base.replace(/^http/, 'ws') + path, { headers }));
    await socket.opened;
    return socket;
  }

  /** Connects and signs in with an identity token; resolves once `ready` arrived. */
  static async signedIn(base: string, identityToken: string, headers: Record<string, string> = {}): Promise<TestSocket> {
    const socket = await TestSocket.connect(base, '/ws', headers);
    socket.send({ type: 'auth', token: identityToken });
    await socket.next((f) => f.type === 'ready');
    return socket;
  }

  send(frame: unknown): void {
    this.ws.send(typeof frame === 'string' ? frame : JSON.stringify(frame));
  }

  /** The first frame not yet taken that matches; waits for it. */
  async next(match: (frame: Frame) => boolean, timeoutMs = 3000): Promise<Frame> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.frames.find((f) => !this.consumed.has(f) && match(f));
      if (found) {
        this.consumed.add(found);
        return found;
      }
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no matching frame within ${timeoutMs} ms; got ${JSON.stringify(this.frames.map((f) => f.type))}`);
      if (this.ws.readyState === WebSocket.CLOSED) throw new Error(`socket closed before a matching frame; got ${JSON.stringify(this.frames.map((f) => f.type))}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  /** Every frame of a type so far. */
  all(type: string): Frame[] {
    return this.frames.filter((f) => f.type === type);
  }

  close(): Promise<{ code: number; reason: string }> {
    if (this.ws.readyState === WebSocket.OPEN || this.ws.readyState === WebSocket.CONNECTING) this.ws.close();
    return this.closed;
  }
}

/** Waits a little, for "nothing more arrives" checks. */
export function pause(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * A consultation already paid and waiting for the doctor, written straight into the table: for tests of
 * the chat itself, whose doctor rooms open only for a paid consultation (the consultations' own tests pay
 * for theirs). Answers its public id.
 */
export async function paidConsultationFor(t: { database: Db; clock: { now(): Date } }, customerEmail: string, doctorEmail = 'dokter@demo.apotek.id'): Promise<string> {
  const db = t.database.db;
  const customer = await db.selectFrom('users').select(['id', 'name']).where('email', '=', customerEmail).executeTakeFirstOrThrow();
  const doctorUser = await db.selectFrom('users').select('id').where('email', '=', doctorEmail).executeTakeFirstOrThrow();
  const doctor = await db.selectFrom('doctors').select(['id', 'fee']).where('user_id', '=', doctorUser.id).executeTakeFirstOrThrow();
  const now = t.clock.now().toISOString();
  const publicId = `KNS-${[...randomBytes(10)].map((b) => '0123456789ABCDEFGHJKLMNPQRSTUVWXYZ'[b % 34]).join('')}`;
  await db
    .insertInto('consultations')
    .values({
      public_id: publicId,
      customer_user_id: customer.id,
      doctor_id: doctor.id,
      doctor_user_id: doctorUser.id,
      customer_name: customer.name,
      status: 'waiting',
      fee: doctor.fee,
      patient: JSON.stringify({ relation: 'self', name: customer.name, age: 30, weight_kg: null, gender: 'male' }),
      complaint: 'Batuk dan pilek sejak dua hari',
      allergies: null,
      medications: null,
      share_health_data: 0,
      consent_at: now,
      payment_channel: 'qris',
      payment_due_at: now,
      paid_at: now,
      answer_due_at: now,
      accepted_at: null,
      ends_at: null,
      ended_at: null,
      ended_by: null,
      room_id: null,
      pharmacy_id: null,
      doctor_notes: null,
      refund_amount: null,
      refund_to: null,
      refunded_at: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
  return publicId;
}
