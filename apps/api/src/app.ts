import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type FastifyPluginAsync } from 'fastify';
import type { DestinationStream } from 'pino';
import qs from 'qs';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import { connect, type Db } from './db/connect.ts';
import { AccountsService, accountsRoutes, findUserById, insertConsents, listConsents, registerAccountSecurity, registerProfile } from './modules/accounts/index.ts';
import { registerAudit } from './modules/audit/index.ts';
import { ContentService, contentRoutes } from './modules/content/index.ts';
import { registerAddresses } from './modules/addresses/index.ts';
import { addressDeliveryRoutes } from './routes/address-delivery.routes.ts';
import { commerceRoutes } from './routes/commerce.routes.ts';
import { prescriptionsCartRoutes } from './routes/prescriptions-cart.routes.ts';
import { PrescriptionToCart } from './workflows/prescription-to-cart.ts';
import { wireCommerce } from './workflows/commerce.ts';
import { wireWallet } from './workflows/wallet.ts';
import { wireVouchers } from './workflows/vouchers.ts';
import { wireLoyalty } from './workflows/loyalty.ts';
import { wirePrescriptions } from './workflows/prescriptions.ts';
import { wireChat } from './workflows/chat.ts';
import { appointmentPayments } from './workflows/appointment-payments.ts';
import { wireConsultations } from './workflows/consultations.ts';
import { paymentCustomer, ServiceCharges } from './workflows/service-charges.ts';
import { wireAppointments } from './workflows/appointments.ts';
import type { AppointmentPaymentsFactory } from './modules/appointments/index.ts';
import { type RealtimeOptions, registerRealtime } from './platform/realtime/realtime.ts';
import { wireNotifications } from './workflows/notifications.ts';
import type { Presence } from './modules/notifications/index.ts';
import { createPushSender } from './platform/push/create-push-sender.ts';
import type { PushSender } from './platform/push/push-sender.ts';
import { catalogOrderLimit } from './workflows/cart-catalog.ts';
import type { EventBus } from './platform/bus/bus.ts';
import { createBus } from './platform/bus/create-bus.ts';
import { JobQueue } from './platform/jobs/job-queue.ts';
import { createPaymentGateway, type Payments } from './platform/payments/create-gateway.ts';
import type { Courier } from './platform/shipping/courier.ts';
import { createCourier } from './platform/shipping/create-courier.ts';
import { registerFormBodyParser } from './platform/form-body.ts';
import { registerCatalog } from './modules/catalog/index.ts';
import { registerPharmacies } from './modules/pharmacies/index.ts';
import { registerDoctors } from './modules/doctors/index.ts';
import { MAX_INPUT_PIXELS, registerMedia, SharpImagePipeline } from './modules/media/index.ts';
import { registerFiles } from './modules/files/index.ts';
import { MemorySearchEngine } from './platform/search/memory-search-engine.ts';
import type { SearchEngine } from './platform/search/search-engine.ts';
import { type Clock, systemClock } from './platform/clock.ts';
import { registerRequestContext } from './platform/context.ts';
import { requestIdFor } from './platform/request-context.ts';
import { fastifyTrustProxy } from './platform/trust-proxy.ts';
import { registerDocs } from './platform/docs.ts';
import { registerErrorHandler, registerNotFound } from './platform/error-handler.ts';
import { healthRoutes } from './platform/health.routes.ts';
import { registerJsonBodyParser } from './platform/json-body.ts';
import { AccessLogController, loggerOptions } from './platform/logger.ts';
import type { Messaging } from './platform/messaging/messaging.ts';
import { outboxRoutes } from './platform/messaging/outbox.routes.ts';
import { sandboxToolsRegistrar } from './platform/sandbox-tools.ts';
import { SandboxMessaging } from './platform/messaging/sandbox-messaging.ts';
import { RateLimiter } from './platform/rate-limit/rate-limiter.ts';
import { limiterFactory, type RateLimitStoreConfig, storeFor } from './platform/rate-limit/stores.ts';
import { createRouteRegistrar } from './platform/routes.ts';
import { createStorage } from './platform/storage/create-storage.ts';
import { signedFilesRoutes } from './platform/storage/signed-files.routes.ts';
import { registerSecurityHeaders } from './platform/security-headers.ts';
import { registerCompression } from './platform/compression.ts';
import { registerHttpCache } from './platform/http-cache.ts';
import { registerShutdownGuard } from './platform/shutdown.ts';
import { validatorCompiler } from './platform/validation.ts';
import { VERSION } from './version.ts';
import { registerArticles } from './modules/articles/index.ts';
import { articleCatalogPorts } from './workflows/articles.ts';
import { registerInfoPages } from './modules/pages/index.ts';
import { healthPorts, registerHealthTracker } from './modules/health/index.ts';
import { findConsultation } from './modules/consultations/index.ts';

import { registerPrivacy } from './modules/privacy/index.ts';
import { registerCatalogAdmin } from './modules/catalog/index.ts';
import { catalogAdminPorts } from './workflows/catalog-admin.ts';
import { registerStockLedger, stockPorts } from './modules/catalog/index.ts';
import { releasesStock, staffPharmacyOf } from './modules/orders/index.ts';
import { recordAudit } from './modules/audit/index.ts';
import { wirePeople } from './workflows/people.ts';
import { personalDataPorts } from './workflows/personal-data.ts';

export interface WebPlugin {
  plugin: FastifyPluginAsync<{ buildDir: string; publicUrl: string; pageCacheSeconds?: number; renderThreads?: number }>;
  buildDir: string;
}

export interface BuildAppOptions {
  config: Config;
  /** An open database (server.ts, tests); without one the app opens its own and closes it on close. */
  db?: Db;
  clock?: Clock;
  messaging?: Messaging;
  /** Where rate-limit counts live; by default Redis, PostgreSQL or memory as the deployment has (stores.ts). */
  rateLimits?: RateLimitStoreConfig;
  search?: SearchEngine;
  /** Background jobs; without one the app makes its own and polls it while running. Tests pass one and call runDue. */
  jobs?: JobQueue;
  bus?: EventBus;
  payments?: Payments;
  courier?: Courier;
  /** Who has an open socket (the realtime gateway); notifications are not web-pushed to them. Default: nobody. */
  presence?: Presence;
  /** Web push sender; by default the one config.push names (platform/push). */
  push?: PushSender;
  /** Customers told per campaign job (tests make it small to see the batches). */
  campaignBatch?: number;
  /** The realtime gateway's limits and presence (tests: a short typing expiry, a Redis prefix of their own). */
  realtime?: RealtimeOptions;
  /** A test's own payment port for appointments (issue 12); the app's is the service charges and the wallet. */
  appointmentPayments?: AppointmentPaymentsFactory;
  /** The React Router SSR plugin, registered last so /api routes keep priority. */
  web?: WebPlugin;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: DestinationStream;
  /** Extra routes registered before the app is sealed (tests use it to force failures). */
  extend?: (app: FastifyInstance) => void | Promise<void>;
}

export async function buildApp(opts: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = opts;
  const clock = opts.clock ?? systemClock;
  const database = opts.db ?? connect(config.database);

  const app = Fastify({
    logger: loggerOptions(config, opts.logStream),
    trustProxy: fastifyTrustProxy(config.trustProxy),
    // A client's X-Request-Id is adopted only when it is safe to log and echo (requestIdFor checks it).
    requestIdHeader: false,
    genReqId: requestIdFor,
    // Draining requests get our own 503 envelope (platform/shutdown.ts) instead of Fastify's.
    return503OnClosing: false,
    logController: new AccessLogController(config.accessLog),
    bodyLimit: 1024 * 1024,
    // Nested keys as SPEC §7 sends them (filter[key]=value, name[key]); bounded so a query cannot balloon.
    routerOptions: { querystringParser: (str: string) => qs.parse(str, { depth: 2, arrayLimit: 20, parameterLimit: 100 }) },
  });
  if (!opts.db) app.addHook('onClose', async () => database.close());

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(cookie);
  registerJsonBodyParser(app);
  registerFormBodyParser(app);
  registerRequestContext(app);
  registerShutdownGuard(app);
  registerSecurityHeaders(app);
  // The cache hook hashes the plain body, so it is added before compression attaches to the routes.
  registerHttpCache(app);
  registerCompression(app);
  registerErrorHandler(app);
  if (config.apiDocs) await registerDocs(app, VERSION);

  const { db, kind } = database;
  let rateLimits = opts.rateLimits;
  if (!rateLimits) {
    const store = storeFor({ redisUrl: config.redisUrl, pool: database.pool });
    app.addHook('onClose', () => store.close());
    rateLimits = store.config;
  }
  const limiter = new RateLimiter(limiterFactory(rateLimits));
  const messaging = opts.messaging ?? new SandboxMessaging(db, clock, app.log);
  const accounts = new AccountsService({ db, clock, messaging, limiter, secret: config.appSecret, publicUrl: config.publicUrl });
  const content = new ContentService({ db, clock, limiter });

  const define = createRouteRegistrar(app, accounts);
  healthRoutes(define, { db, kind, version: VERSION });
  accountsRoutes(define, accounts);
  registerAccountSecurity(define, { db, clock, limiter });
  contentRoutes(define, content);
  const search = opts.search ?? new MemorySearchEngine();
  const { index: catalogIndex, catalog } = await registerCatalog(define, { db, clock, search, orderLimit: catalogOrderLimit });
  await registerPharmacies(define, { db, clock });
  // The doctor catalogue (issue 12; docs/decisions/027-doctors.md).
  registerDoctors(define, { db, clock });
  const addresses = registerAddresses(define, { db, clock });
  addressDeliveryRoutes(define, { db, clock, addresses });
  const storage = await createStorage(config.storage, { clock, publicUrl: config.publicUrl });
  app.addHook('onClose', async () => storage.close());
  if (storage.signer) signedFilesRoutes(app, storage.objects, storage.signer);
  registerMedia(app, { db, clock, storage: storage.objects });
  // The media module's pipeline cleans uploaded images too (a module never imports another: ADR 014).
  const images = { pipeline: new SharpImagePipeline(), maxInputPixels: MAX_INPUT_PIXELS };
  const files = await registerFiles(app, define, { db, clock, storage: storage.objects, limiter, images, appSecret: config.appSecret, publicUrl: config.publicUrl });
  const bus = opts.bus ?? (await createBus({ redisUrl: config.redisUrl, log: app.log }));
  if (!opts.bus) app.addHook('onClose', async () => bus.close());
  const jobs = opts.jobs ?? new JobQueue({ db, clock, log: app.log });
  if (!opts.jobs) {
    app.addHook('onReady', async () => jobs.start());
    app.addHook('preClose', async () => jobs.stop());
  }
  const prescriptions = wirePrescriptions(define, { db, clock, bus, jobs, files });
  const sandboxTools = sandboxToolsRegistrar(define, config.sandboxTools);
  if (config.sandboxTools === 'open' && config.env === 'production') {
    app.log.warn('SANDBOX_TOOLS=open: anyone can read OTPs and pay sandbox charges on this server');
  }
  const payments = opts.payments ?? createPaymentGateway({ db, clock, jobs, config: config.payments, log: app.log });
  const courier = opts.courier ?? createCourier(config.shipping, { db, clock });
  const commerce = await wireCommerce(
    define,
    { db, clock, addresses, catalogIndex, payments, courier, jobs, bus, limiter, sandboxWebhookUrl: config.payments.sandbox.webhookUrl, sandboxTools, prescriptions },
    app.log,
  );
  await commerceRoutes(app, define, commerce);
  // The wallet and its ledger (issue 13; docs/decisions/028-wallet-ledger.md).
  const wallet = wireWallet(define, { db, clock, messaging, appSecret: config.appSecret, limits: config.wallet, gateway: payments.gateway, sync: commerce.sync, closing: commerce.closing, files });
  // Vouchers and promotions (issue 13; docs/decisions/031-vouchers-and-promotions.md).
  wireVouchers(define, { db, clock, catalogIndex, catalog, orders: commerce.orders, cart: commerce.cart, confirm: commerce.confirm, closing: commerce.closing, discounts: commerce.discounts });
  // Points and coins in the same ledger (issue 13; docs/decisions/032-points-and-coins.md).
  wireLoyalty(define, { db, clock, config: config.loyalty, bus, orders: commerce.orders, cart: commerce.cart, closing: commerce.closing, discounts: commerce.discounts, log: app.log });
  prescriptionsCartRoutes(define, new PrescriptionToCart({ db, cart: commerce.cart, rx: commerce.rx }));
  // The realtime gateway at /ws and the chat (issue 11; docs/decisions/024-realtime-chat.md).
  const realtime = await registerRealtime(app, { db, clock, bus, appSecret: config.appSecret, redisUrl: config.redisUrl, log: app.log }, opts.realtime);
  const chat = wireChat(define, { db, clock, bus, limiter, realtime, files, prescriptions, log: app.log });
  // Appointments (issue 12; docs/decisions/030-appointments.md): rooms in the chat, payment through the port given.
  // Consultations and appointments are paid through service charges (QRIS/VA) or the wallet (ADR 029).
  const serviceCharges = new ServiceCharges({ db, clock, gateway: payments.gateway, jobs, sync: commerce.sync, log: app.log, customer: (userId) => paymentCustomer(db, userId) });
  wireAppointments(define, { db, clock, bus, jobs, chat, payments: opts.appointmentPayments ?? appointmentPayments({ db, charges: serviceCharges, wallet }), log: app.log });
  // Paid doctor consultations (issue 12; docs/decisions/029-consultations.md).
  wireConsultations(define, { db, clock, bus, jobs, times: config.consultations, charges: serviceCharges, wallet, chat, prescriptions, log: app.log });
  // Notifications and campaigns (issue 11). Who is online is the realtime gateway's presence (every node's
  // sockets with REDIS_URL); a test may pass its own.
  const notificationPresence: Presence = opts.presence ?? realtime.presence;
  const push = opts.push ?? createPushSender(config.push, app.log);
  wireNotifications(define, {
    db,
    clock,
    bus,
    jobs,
    catalogIndex,
    push,
    pushHosts: config.push.hosts,
    presence: notificationPresence,
    log: app.log,
    ...(opts.campaignBatch !== undefined ? { campaignBatch: opts.campaignBatch } : {}),
  });
  // Issue 14: articles and banners; information pages; health tracker; profile; personal-data rights.
  registerArticles(define, { db, clock, ports: articleCatalogPorts(catalogIndex, db) });
  registerInfoPages(define, { db, clock, limiter, messaging });
  registerHealthTracker(define, { db, clock, ports: healthPorts({ insertConsents, listConsents, findConsultation, findUserById }) });
  registerProfile(define, { db, clock, messaging, limiter, storage: storage.objects, images: images.pipeline, secret: config.appSecret, publicUrl: config.publicUrl });
  registerPrivacy(define, { db, clock, jobs, storage: storage.objects, messaging, ports: personalDataPorts({ db, accounts }), publicUrl: config.publicUrl, log: app.log, sandboxTools });
  // Issue 15: the console's people (docs/decisions/041-console-roles-and-people.md), catalogue and stock.
  wirePeople(define, { db, clock });
  registerCatalogAdmin(define, { db, clock, bus, catalogIndex, ...catalogAdminPorts({ db, clock, storage: storage.objects, pipeline: images.pipeline }) });
  registerStockLedger(define, { db, clock, bus, ports: stockPorts({ staffPharmacyOf, releasesStock, findUserById, recordAudit }) });
  registerAudit(define, {
    db,
    actorNames: async (ids) => new Map((await Promise.all(ids.map((id) => findUserById(db, id)))).flatMap((u) => (u ? [[u.id, u.name] as const] : []))),
  });
  if (messaging.kind === 'sandbox' && sandboxTools) outboxRoutes(sandboxTools, db);
  registerNotFound(app);

  if (opts.extend) await opts.extend(app);
  if (opts.web) {
    await app.register(opts.web.plugin, {
      buildDir: opts.web.buildDir,
      publicUrl: config.publicUrl,
      pageCacheSeconds: config.pageCacheSeconds,
      renderThreads: config.renderThreads,
    });
  }
  await app.ready();
  return app;
}
