import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ChatIdentity, ChatRoom } from '@apotek/contract';
import { Redis } from 'ioredis';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Frame, pause, TestSocket } from '../../../test/chat.ts';
import { DEMO_PASSWORD } from '../../db/seed/accounts/accounts.seed.ts';
import { eventually } from '../../platform/bus/bus.fixture.ts';

/**
 * Issue 11's scale-out proof: two API processes (`src/server.ts`, as `npm start` runs it) on one
 * PostgreSQL database and one Redis. The customer's socket is on node A, the pharmacist's on node B;
 * messages, typing and receipts go both ways, presence is shared, and a socket that moves to the other
 * node resumes by seq.
 */

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');
const PG_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

interface Node {
  base: string;
  child: ChildProcess;
  stderr: string[];
}

const dbName = `apotek_chat_scale_${process.pid}_${randomBytes(3).toString('hex')}`;
const dataDir = mkdtempSync(path.join(tmpdir(), 'apotek-chat-scale-'));
const secret = randomBytes(36).toString('base64url');
const nodes: Node[] = [];
const sockets: TestSocket[] = [];
let a: Node;
let b: Node;
let customer: string;
let pharmacist: string;
let pharmacistId: number;
let room: ChatRoom;
/** The seq before this test's messages (the demo data has a conversation in this room). */
let base: number;
let redis: Redis;
const offline: Array<{ userId: number; roomId: number }> = [];

function adminUrl(): string {
  const url = new URL(PG_URL);
  if (!url.username) url.username = 'postgres';
  return url.toString();
}

function databaseUrl(): string {
  const url = new URL(adminUrl());
  url.pathname = `/${dbName}`;
  return url.toString();
}

async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl() });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const port = (server.address() as { port: number }).port;
      server.close(() => resolve(port));
    });
  });
}

async function startNode(): Promise<Node> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'apps/api/src/server.ts')], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl(),
      REDIS_URL,
      APP_SECRET: secret,
      SEED_DEMO: 'true',
      DATA_DIR: dataDir,
      // The API alone: no web build, however the tree was built.
      WEB_BUILD_DIR: path.join(dataDir, 'no-web'),
      LOG_LEVEL: 'warn',
      ACCESS_LOG: 'off',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const stderr: string[] = [];
  child.stderr?.on('data', (chunk) => stderr.push(String(chunk)));
  const node = { base: `http://127.0.0.1:${port}`, child, stderr };
  nodes.push(node);
  const until = Date.now() + 150_000;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`node exited with ${child.exitCode}: ${stderr.join('')}`);
    try {
      if ((await fetch(`${node.base}/api/health`)).ok) return node;
    } catch {
      // not listening yet
    }
    await pause(250);
  }
  throw new Error(`node did not start: ${stderr.join('')}`);
}

async function call<T>(node: Node, method: string, url: string, token?: string, body?: unknown): Promise<T> {
  const res = await fetch(node.base + url, {
    method,
    headers: { 'content-type': 'application/json', 'app-platform': 'web', 'visitor-id': 'scale-test', 'client-version': '0.0.0-test', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  const json = (await res.json()) as { data: T };
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${JSON.stringify(json)}`);
  return json.data;
}

async function login(node: Node, email: string): Promise<string> {
  const data = await call<{ authentication: { token: string } }>(node, 'POST', '/api/login', undefined, { login: email, password: DEMO_PASSWORD });
  return data.authentication.token;
}

/** A nonce and an identity token from `issuer`, the socket on `node`: any node verifies any node's token. */
async function socketOn(node: Node, token: string, issuer = node): Promise<TestSocket> {
  const { nonce } = await call<{ nonce: string }>(issuer, 'POST', '/api/chat/nonce', token);
  const identity = await call<ChatIdentity>(issuer, 'POST', '/api/chat/create-token', token, { nonce });
  const socket = await TestSocket.signedIn(node.base, identity.identity_token);
  sockets.push(socket);
  socket.send({ type: 'subscribe', room_id: room.room_id });
  await socket.next((f) => f.type === 'subscribed');
  return socket;
}

const text = (value: string) => (f: Frame) => f.type === 'message' && f.message.message === value;

beforeAll(async () => {
  await admin(async (c) => {
    await c.query(`create database ${dbName}`);
  });
  // The first node migrates and seeds; the second joins the same database and Redis.
  a = await startNode();
  b = await startNode();
  customer = await login(a, 'budi@demo.apotek.id');
  pharmacist = await login(b, 'apoteker@demo.apotek.id');
  const db = new pg.Client({ connectionString: databaseUrl() });
  await db.connect();
  pharmacistId = (await db.query<{ id: number }>(`select id from users where email = 'apoteker@demo.apotek.id'`)).rows[0]!.id;
  const pharmacyId = (await db.query<{ pharmacy_id: number }>('select pharmacy_id from pharmacy_staff where user_id = $1', [pharmacistId])).rows[0]!.pharmacy_id;
  await db.end();
  room = await call<ChatRoom>(a, 'POST', '/api/chat', customer, { type: 'pharmacy', pharmacy_id: pharmacyId });
  base = room.last_seq;
  // What the nodes publish for the notifications module, read straight off Redis.
  redis = new Redis(REDIS_URL);
  redis.on('pmessage', (_p: string, _c: string, message: string) => {
    const payload = (JSON.parse(message) as { p: { userId: number; roomId: number } }).p;
    if (payload.roomId === room.room_id) offline.push(payload);
  });
  await redis.psubscribe('apotek:bus:chat.offline');
}, 240_000);

afterAll(async () => {
  await Promise.all(sockets.map((s) => s.close()));
  redis?.disconnect();
  await Promise.all(
    nodes.map(
      (node) =>
        new Promise<void>((resolve) => {
          if (node.child.exitCode !== null) return resolve();
          node.child.once('exit', () => resolve());
          node.child.kill('SIGTERM');
        }),
    ),
  );
  await admin((c) => c.query(`drop database if exists ${dbName} with (force)`)).catch(() => undefined);
  rmSync(dataDir, { recursive: true, force: true });
}, 60_000);

describe('chat across two API processes on one PostgreSQL and one Redis', () => {
  it('carries messages, typing and receipts both ways between a customer on node A and a pharmacist on node B', async () => {
    const budi = await socketOn(a, customer);
    // The pharmacist's token comes from node A and is verified by node B.
    const rina = await socketOn(b, pharmacist, a);

    budi.send({ type: 'send', room_id: room.room_id, temp_id: 'a-1', message: { type: 'text', message: 'Halo dari node A' } });
    expect((await budi.next((f) => f.type === 'ack')).seq).toBe(base + 1);
    expect((await rina.next(text('Halo dari node A'))).message).toMatchObject({ seq: base + 1, sender: { side: 'customer' } });

    rina.send({ type: 'send', room_id: room.room_id, temp_id: 'b-1', message: { type: 'text', message: 'Balasan dari node B' } });
    expect((await budi.next(text('Balasan dari node B'))).message).toMatchObject({ seq: base + 2, sender: { side: 'counterpart' } });

    rina.send({ type: 'typing', room_id: room.room_id, typing: true });
    expect(await budi.next((f) => f.type === 'typing')).toMatchObject({ typing: true, user: { side: 'counterpart' } });
    budi.send({ type: 'read', room_id: room.room_id, seq: base + 2 });
    expect(await rina.next((f) => f.type === 'receipt')).toMatchObject({ side: 'customer', read_seq: base + 2 });

    for (let i = 0; i < 10; i++) {
      const from = i % 2 ? rina : budi;
      from.send({ type: 'send', room_id: room.room_id, temp_id: `burst-${i}`, message: { type: 'text', message: `burst ${i}` } });
    }
    await budi.next(text('burst 9'), 5000);
    await rina.next(text('burst 9'), 5000);
    await pause(200);
    const expected = Array.from({ length: 12 }, (_, i) => base + i + 1);
    for (const socket of [budi, rina]) expect(socket.all('message').map((f) => f.message.seq)).toEqual(expected);
  }, 60_000);

  it('shares presence: an offline notice goes out for the pharmacist only once their socket on node B is gone', async () => {
    offline.length = 0;
    await call(a, 'POST', `/api/chat/${room.room_id}/messages`, customer, { type: 'text', message: 'Pharmacist online?' });
    await pause(300);
    expect(offline.filter((o) => o.userId === pharmacistId)).toEqual([]);

    const rina = sockets.find((s) => s.frames.some((f) => f.type === 'ready' && f.user.role === 'pharmacist'))!;
    await rina.close();
    await pause(200);
    await call(a, 'POST', `/api/chat/${room.room_id}/messages`, customer, { type: 'text', message: 'Pharmacist offline?' });
    await eventually(() => expect(offline.filter((o) => o.userId === pharmacistId)).toHaveLength(1), 5000);
  }, 30_000);

  it('lets the pharmacist come back on the other node and resume after the last seq seen', async () => {
    const budi = sockets.find((s) => s.frames.some((f) => f.type === 'ready' && f.user.role === 'customer'))!;
    const back = await TestSocket.signedIn(a.base, (await (async () => {
      const { nonce } = await call<{ nonce: string }>(b, 'POST', '/api/chat/nonce', pharmacist);
      return call<ChatIdentity>(b, 'POST', '/api/chat/create-token', pharmacist, { nonce });
    })()).identity_token);
    sockets.push(back);
    back.send({ type: 'resume', room_id: room.room_id, after_seq: base + 12 });
    await back.next(text('Pharmacist offline?'));
    budi.send({ type: 'send', room_id: room.room_id, temp_id: 'a-live', message: { type: 'text', message: 'live again' } });
    await back.next(text('live again'));
    expect(back.all('message').map((f) => f.message.seq)).toEqual([base + 13, base + 14, base + 15]);
    const history = await call<{ data: Array<{ seq: number }>; last_seq: number }>(b, 'GET', `/api/chat/${room.room_id}/messages?after=0&limit=100`, pharmacist);
    expect(history.data.map((m) => m.seq)).toEqual(Array.from({ length: base + 15 }, (_, i) => i + 1));
  }, 30_000);
});
