import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { type DatabaseConfig, databaseConfig, isPostgresUrl } from './db/database-config.ts';
import { type PaymentsConfig, paymentsConfigFromEnv } from './platform/payments/create-gateway.ts';
import { type LoyaltyConfig, loyaltyConfigFromEnv, type WalletLimits, walletLimitsFromEnv } from './modules/wallet/index.ts';
import { type ConsultationTimes, consultationTimesFromEnv } from './modules/consultations/index.ts';
import { privateDir, tightenIfPresent } from './platform/private-files.ts';
import { type PushConfig, pushConfigFromEnv } from './platform/push/push-config.ts';
import { type ShippingConfig, shippingConfigFromEnv } from './platform/shipping/create-courier.ts';
import { type StorageConfig, storageConfigFromEnv } from './platform/storage/create-storage.ts';
import { parseTrustProxy, type TrustProxy } from './platform/trust-proxy.ts';

/** The repository root, found from this file (apps/api/src/config.ts) so it does not depend on the cwd. */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.string().optional(),
  REDIS_URL: z.string().optional(),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** The address users see; absolute links (canonical, og:url, JSON-LD, messages) use it, never the Host header. */
  PUBLIC_URL: z
    .string()
    .url()
    .refine((url) => /^https?:\/\//i.test(url), 'must be an http(s) address')
    .optional(),
  WEB_BUILD_DIR: z.string().optional(),
  APP_SECRET: z.string().min(32).optional(),
  /** Trust X-Forwarded-* from a reverse proxy: a comma-separated list of proxy addresses/CIDRs, or a hop count. */
  TRUST_PROXY: z.string().optional(),
  /** Load the demo data into an empty database on start; default: yes on SQLite, no on PostgreSQL. */
  SEED_DEMO: z.enum(['true', 'false']).optional(),
  /**
   * The sandbox's tester tools (the OTP outbox, paying or expiring a sandbox charge): `local` answers only
   * requests from this machine, `open` anyone (a shared staging server), `off` registers none. Off in
   * production unless set (`npm start` sets `local` for the demo and says so).
   */
  SANDBOX_TOOLS: z.enum(['off', 'local', 'open']).optional(),
  /** Swagger UI and the OpenAPI document at /api/docs; default on, off in production. */
  API_DOCS: z.enum(['on', 'off']).optional(),
  /** One line per request: `on` at info, `debug` at debug (shown only with LOG_LEVEL=debug), `off` none (errors still are). */
  ACCESS_LOG: z.enum(['on', 'debug', 'off']).default('on'),
  /** Seconds an anonymous catalogue page is kept in memory (web/page-cache.ts); 0 turns it off. Default 5, 0 under test. */
  PAGE_CACHE_SECONDS: z.coerce.number().int().min(0).max(300).optional(),
  /** Threads that render pages (web/render-pool.ts); 0 renders on the main thread. Default: one a core in production, 0 otherwise. */
  RENDER_THREADS: z.coerce.number().int().min(0).max(64).optional(),
});

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  database: DatabaseConfig;
  redisUrl: string | undefined;
  env: 'development' | 'production' | 'test';
  logLevel: string;
  publicUrl: string;
  webBuildDir: string;
  appSecret: string;
  trustProxy: TrustProxy;
  seedDemo: boolean;
  sandboxTools: 'off' | 'local' | 'open';
  apiDocs: boolean;
  accessLog: 'on' | 'debug' | 'off';
  /** Seconds anonymous catalogue pages are kept in memory; 0: never. */
  pageCacheSeconds: number;
  /** Threads that render pages; 0: the main thread does. */
  renderThreads: number;
  /** The built-in payment sandbox unless MIDTRANS_SERVER_KEY is set (platform/payments). */
  payments: PaymentsConfig;
  /** The sandbox courier unless ANTERAJA_ACCESS_KEY_ID is set (platform/shipping). */
  shipping: ShippingConfig;
  /** Files on disk under DATA_DIR/uploads unless S3_BUCKET is set (platform/storage). */
  storage: StorageConfig;
  /** Web push: VAPID keys from env or made into DATA_DIR on first start (platform/push). */
  push: PushConfig;
  /** Bank Indonesia's e-money caps and the PIN rules (modules/wallet; WALLET_* env). */
  wallet: WalletLimits;
  /** Points, Koin Apotek and employee coins (LOYALTY_*, EMPLOYEE_COIN_* env; docs/decisions/032-points-and-coins.md). */
  loyalty: LoyaltyConfig;
  /** Payment, answer, duration and extension minutes of doctor consultations (CONSULTATION_* env). */
  consultations: ConsultationTimes;
}

/**
 * The secrets the embedded mode keeps for itself: made on first start so a newcomer has nothing to
 * configure, kept in DATA_DIR so they survive restarts. Several nodes must share APP_SECRET from env.
 */
function loadOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, 'secrets.json');
  if (existsSync(file)) {
    const saved = z.object({ app_secret: z.string().min(32) }).parse(JSON.parse(readFileSync(file, 'utf8')));
    return saved.app_secret;
  }
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, JSON.stringify({ app_secret: secret }, null, 2) + '\n', { mode: 0o600 });
  chmodSync(file, 0o600);
  return secret;
}

/** DATA_DIR and what an older start left in it, readable by this user only (folders 0700, files 0600). */
function protectDataDir(dataDir: string): void {
  privateDir(dataDir);
  tightenIfPresent(path.join(dataDir, 'secrets.json'), 0o600);
  tightenIfPresent(path.join(dataDir, 'uploads'), 0o700);
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid environment: ${problems}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(process.cwd(), e.DATA_DIR);
  const postgres = isPostgresUrl(e.DATABASE_URL);
  if (postgres && e.NODE_ENV === 'production' && !e.APP_SECRET) {
    throw new Error('APP_SECRET must be set when running on PostgreSQL in production (nodes must share it)');
  }
  const trustProxy = parseTrustProxy(e.TRUST_PROXY);
  // DATA_DIR holds the SQLite files and the generated secrets; on PostgreSQL with APP_SECRET it is unused.
  if (!postgres || !e.APP_SECRET) protectDataDir(dataDir);
  const appSecret = e.APP_SECRET ?? loadOrCreateSecret(dataDir);
  const production = e.NODE_ENV === 'production';
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    database: databaseConfig({ DATABASE_URL: e.DATABASE_URL, DATA_DIR: dataDir }),
    redisUrl: e.REDIS_URL,
    env: e.NODE_ENV,
    logLevel: e.LOG_LEVEL,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    webBuildDir: e.WEB_BUILD_DIR ? path.resolve(process.cwd(), e.WEB_BUILD_DIR) : path.join(REPO_ROOT, 'apps/web/build'),
    appSecret,
    trustProxy,
    seedDemo: e.SEED_DEMO ? e.SEED_DEMO === 'true' : !postgres,
    sandboxTools: e.SANDBOX_TOOLS ?? (production ? 'off' : 'local'),
    apiDocs: e.API_DOCS ? e.API_DOCS === 'on' : !production,
    accessLog: e.ACCESS_LOG,
    pageCacheSeconds: e.PAGE_CACHE_SECONDS ?? (e.NODE_ENV === 'test' ? 0 : 5),
    renderThreads: e.RENDER_THREADS ?? (production ? os.availableParallelism() : 0),
    payments: paymentsConfigFromEnv(env, appSecret),
    shipping: shippingConfigFromEnv(env),
    storage: storageConfigFromEnv(env, dataDir, appSecret),
    push: pushConfigFromEnv(env, dataDir, postgres),
    wallet: walletLimitsFromEnv(env),
    loyalty: loyaltyConfigFromEnv(env),
    consultations: consultationTimesFromEnv(env),
  };
}
