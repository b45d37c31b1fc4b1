import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database.ts';
import { findUserById } from '../modules/accounts/users.repository.ts';
import type { AddressesService } from '../modules/addresses/addresses.service.ts';
import { registerCart } from '../modules/cart/cart.module.ts';
import type { CatalogIndex } from '../modules/catalog/catalog.index.ts';
import { registerOrders } from '../modules/orders/orders.module.ts';
import type { EventBus } from '../platform/bus/bus.ts';
import type { Clock } from '../platform/clock.ts';
import type { JobQueue } from '../platform/jobs/job-queue.ts';
import type { RateLimiter } from '../platform/rate-limit/rate-limiter.ts';
import type { Payments } from '../platform/payments/create-gateway.ts';
import type { RouteRegistrar } from '../platform/routes.ts';
import type { Courier } from '../platform/shipping/courier.ts';
import { cartCatalog } from './cart-catalog.ts';
import { ChargeReconciliation } from './charge-reconciliation.ts';
import { CheckoutWorkflow } from './checkout.ts';
import { checkoutRoutes } from './checkout.routes.ts';
import { ConfirmWorkflow, type CustomerLookup } from './confirm-order.ts';
import { Fulfilment } from './fulfilment.ts';
import { fulfilmentRoutes } from './fulfilment.routes.ts';
import { OrderClosing } from './order-closing.ts';
import { pickupPlaceFrom } from './pickup-place.ts';
import { OrderDocuments } from './order-documents.ts';
import { orderDocumentRoutes } from './order-documents.routes.ts';
import { PaymentSync } from './payment-sync.ts';
import { devPaymentRoutes } from './dev-payments.routes.ts';
import { paymentRawRoutes } from './payment-raw.routes.ts';
import { paymentRoutes } from './payments.routes.ts';

export interface CommerceDeps {
  db: Kysely<Database>;
  clock: Clock;
  addresses: AddressesService;
  catalogIndex: CatalogIndex;
  payments: Payments;
  courier: Courier;
  jobs: JobQueue;
  bus: EventBus;
  /** Counts wrong pick-up codes per order at the counter. */
  limiter: RateLimiter;
  /** Set when the sandbox posts its webhooks over HTTP (PAYMENT_SANDBOX_WEBHOOK_URL) instead of in process. */
  sandboxWebhookUrl?: string | undefined;
  /** Registers the sandbox page's calls (platform/sandbox-tools.ts), or null when those tools are off. */
  sandboxTools: RouteRegistrar | null;
}

export interface Commerce {
  sync: PaymentSync;
  closing: OrderClosing;
}

/**
 * Wires where money and stock move (issue 4): cart, checkout, orders, payments and delivery, with the
 * ports each module declares implemented here from the others, the job handlers registered on the queue,
 * and the catalogue kept fresh from stock.changed. The sandbox payment provider, when it is the one in
 * use, delivers its webhooks (as jobs on the same queue) straight into the handler the HTTP route uses.
 */
export async function registerCommerce(app: FastifyInstance, define: RouteRegistrar, deps: CommerceDeps): Promise<Commerce> {
  const { db, clock, addresses, payments, courier, jobs, bus } = deps;
  const log = app.log;

  const cart = registerCart(define, { db, clock, catalog: cartCatalog });
  const orders = registerOrders(define, { db, clock, bus, pickupPlace: pickupPlaceFrom(db) });
  const sync = new PaymentSync({ orders, gateway: payments.gateway, jobs, log });
  const closing = new OrderClosing({ orders, payments: sync, jobs, bus });
  const customer: CustomerLookup = async (userId) => {
    const user = await findUserById(db, userId);
    return { name: user?.name ?? 'Pelanggan', email: user?.email ?? '', phone: user?.phone ?? '' };
  };
  const checkout = new CheckoutWorkflow({ cart, catalog: cartCatalog, orders, jobs, bus });
  const confirm = new ConfirmWorkflow({ orders, addresses, courier, gateway: payments.gateway, payments: sync, jobs, customer, log });
  const fulfilment = new Fulfilment({ orders, closing, courier, limiter: deps.limiter, log });

  checkoutRoutes(define, { checkout, confirm, orders, addresses, courier });
  paymentRoutes(define, { orders, payments: sync, confirm, courier });
  fulfilmentRoutes(define, { fulfilment, closing });
  orderDocumentRoutes(define, new OrderDocuments({ db, orders, cart, catalog: cartCatalog }));
  await paymentRawRoutes(app, { orders, payments: sync, provider: payments.gateway.provider });

  jobs.register('order.expire', ({ orderId }) => closing.expire(orderId));
  jobs.register('payment.refund', ({ providerOrderId }) => sync.refund(providerOrderId));
  const reconciliation = new ChargeReconciliation({ db, gateway: payments.gateway, jobs, clock, log });
  jobs.register('payment.reconcile', async () => void (await reconciliation.run()));
  await reconciliation.scheduleNext();

  // Every node keeps its own search index and response cache; the bus tells each which products moved.
  bus.subscribe('stock.changed', ({ productIds }) => deps.catalogIndex.refreshProducts(productIds));

  if (payments.sandbox) {
    const sandbox = payments.sandbox;
    if (deps.sandboxTools) devPaymentRoutes(deps.sandboxTools, { orders, sandbox });
    // Deliveries are jobs on `jobs`, so one not yet sent at shutdown is sent by whichever node runs next.
    if (!deps.sandboxWebhookUrl) {
      payments.sandbox.setWebhookTarget({ handler: async ({ rawBody, headers }) => (await sync.handleWebhook(rawBody, headers)).status });
    }
  }
  return { sync, closing };
}
