import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp, type BuildAppOptions } from '../src/app.ts';
import { type Config, loadConfig } from '../src/config.ts';
import type { Db } from '../src/db/connect.ts';
import { DEMO_PASSWORD } from '../src/db/seed/accounts/accounts.seed.ts';
import { ManualClock } from './clock.ts';
import { createTestDatabase } from './db.ts';

export function testConfig(overrides: NodeJS.ProcessEnv = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: (process.env.TEST_LOG_LEVEL as string | undefined) ?? 'silent',
    APP_SECRET: 'test-secret-test-secret-test-secret-0123',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'apotek-data-')),
    ...overrides,
  });
}

export interface TestApp {
  app: FastifyInstance;
  database: Db;
  clock: ManualClock;
  /** Injects with the headers the web client always sends. */
  call(options: InjectOptions & { token?: string; ip?: string }): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

/** A fresh app on a fresh database; `env` overrides the test configuration (e.g. SANDBOX_TOOLS). */
export async function createTestApp(options: Partial<Omit<BuildAppOptions, 'config' | 'db' | 'clock'>> = {}, env: NodeJS.ProcessEnv = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  const clock = new ManualClock();
  const app = await buildApp({ config: testConfig(env), db: database, clock, ...options });
  return {
    app,
    database,
    clock,
    call: injector(app),
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

/** Injects with the headers the web client always sends, a Bearer token and a client IP when given. */
export function injector(app: FastifyInstance): TestApp['call'] {
  return ({ token, ip, headers, ...rest }) =>
    app.inject({
      ...rest,
      ...(ip ? { remoteAddress: ip } : {}),
      headers: {
        'visitor-id': 'test-visitor',
        'client-version': '0.0.0-test',
        'app-platform': 'web',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...headers,
      },
    });
}

/** The newest OTP code the sandbox sent to a recipient, read from the outbox table. */
export async function latestOtpCode(database: Db, recipient: string): Promise<string> {
  const row = await database.db
    .selectFrom('outbox')
    .select('body')
    .where('recipient', '=', recipient)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  const code = row?.body.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`No OTP in the outbox for ${recipient}`);
  return code;
}

export async function outboxCount(database: Db, recipient: string): Promise<number> {
  const rows = await database.db.selectFrom('outbox').select('id').where('recipient', '=', recipient).execute();
  return rows.length;
}

let counter = 0;

/** A fresh, valid registration body; phone numbers stay unique within a run. */
export function newRegistration(overrides: Record<string, unknown> = {}) {
  counter += 1;
  const suffix = String(1000 + counter).padStart(4, '0');
  return {
    name: `Siti Aminah ${counter}`,
    email: `siti${counter}.${process.pid}@contoh.co.id`,
    phone: `0812${String(process.pid % 10000).padStart(4, '0')}${suffix}`,
    password: 'Kopi-Tubruk-2026',
    password_confirmation: 'Kopi-Tubruk-2026',
    consent: true,
    ...overrides,
  };
}

/** Registers and confirms an account; answers with its login and the E.164 phone. */
export async function registerVerified(t: TestApp, overrides: Record<string, unknown> = {}) {
  const body = newRegistration(overrides);
  const reg = await t.call({ method: 'POST', url: '/api/register', payload: body });
  if (reg.statusCode !== 200) throw new Error(`register failed: ${reg.body}`);
  const phone = `+62${body.phone.slice(1)}`;
  const code = await latestOtpCode(t.database, phone);
  const confirm = await t.call({ method: 'POST', url: '/api/confirm-otp', payload: { otp_id: reg.json().data.otp_id, code } });
  if (confirm.statusCode !== 200) throw new Error(`confirm failed: ${confirm.body}`);
  return { body, phone, token: confirm.json().data.authentication.token as string };
}

/** Signs a seeded demo account in (README: demo logins) and answers its token. */
export async function loginDemo(t: Pick<TestApp, 'call'>, email: string): Promise<string> {
  const res = await t.call({ method: 'POST', url: '/api/login', payload: { login: email, password: DEMO_PASSWORD } });
  if (res.statusCode !== 200) throw new Error(`demo login ${email} failed: ${res.body}`);
  return res.json().data.authentication.token as string;
}
