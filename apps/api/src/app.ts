import { randomUUID } from 'node:crypto';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type FastifyPluginAsync } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import { connect, type Db } from './db/connect.ts';
import { AccountsService } from './modules/accounts/accounts.service.ts';
import { accountsRoutes } from './modules/accounts/accounts.routes.ts';
import { ContentService } from './modules/content/content.service.ts';
import { contentRoutes } from './modules/content/content.routes.ts';
import { type Clock, systemClock } from './platform/clock.ts';
import { registerRequestContext } from './platform/context.ts';
import { registerDocs } from './platform/docs.ts';
import { registerErrorHandler, registerNotFound } from './platform/error-handler.ts';
import { healthRoutes } from './platform/health.routes.ts';
import { registerJsonBodyParser } from './platform/json-body.ts';
import { loggerOptions } from './platform/logger.ts';
import type { Messaging } from './platform/messaging/messaging.ts';
import { outboxRoutes } from './platform/messaging/outbox.routes.ts';
import { SandboxMessaging } from './platform/messaging/sandbox-messaging.ts';
import { MemoryRateLimitStore } from './platform/rate-limit/memory-store.ts';
import { RateLimiter } from './platform/rate-limit/rate-limiter.ts';
import type { RateLimitStore } from './platform/rate-limit/store.ts';
import { createRouteRegistrar } from './platform/routes.ts';
import { registerSecurityHeaders } from './platform/security-headers.ts';
import { registerShutdownGuard } from './platform/shutdown.ts';
import { validatorCompiler } from './platform/validation.ts';
import { VERSION } from './version.ts';

export interface WebPlugin {
  plugin: FastifyPluginAsync<{ buildDir: string }>;
  buildDir: string;
}

export interface BuildAppOptions {
  config: Config;
  /** An open database (server.ts, tests); without one the app opens its own and closes it on close. */
  db?: Db;
  clock?: Clock;
  messaging?: Messaging;
  rateLimitStore?: RateLimitStore;
  /** The React Router SSR plugin, registered last so /api routes keep priority. */
  web?: WebPlugin;
  /** Extra routes registered before the app is sealed (tests use it to force failures). */
  extend?: (app: FastifyInstance) => void | Promise<void>;
}

export async function buildApp(opts: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = opts;
  const clock = opts.clock ?? systemClock;
  const database = opts.db ?? connect(config.database);

  const app = Fastify({
    logger: loggerOptions(config),
    trustProxy: config.trustProxy,
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    // Draining requests get our own 503 envelope (platform/shutdown.ts) instead of Fastify's.
    return503OnClosing: false,
    bodyLimit: 1024 * 1024,
  });
  if (!opts.db) app.addHook('onClose', async () => database.close());

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(cookie);
  registerJsonBodyParser(app);
  registerRequestContext(app);
  registerShutdownGuard(app);
  registerSecurityHeaders(app);
  registerErrorHandler(app);
  await registerDocs(app, VERSION);

  const { db, kind } = database;
  const limiter = new RateLimiter(opts.rateLimitStore ?? new MemoryRateLimitStore(), clock);
  const messaging = opts.messaging ?? new SandboxMessaging(db, clock, app.log);
  const accounts = new AccountsService({ db, clock, messaging, limiter, secret: config.appSecret });
  const content = new ContentService({ db, clock, limiter });

  const define = createRouteRegistrar(app, accounts);
  healthRoutes(define, { db, kind, version: VERSION });
  accountsRoutes(define, accounts);
  contentRoutes(define, content);
  if (messaging.kind === 'sandbox') outboxRoutes(define, db);
  registerNotFound(app);

  if (opts.extend) await opts.extend(app);
  if (opts.web) await app.register(opts.web.plugin, { buildDir: opts.web.buildDir });
  await app.ready();
  return app;
}
