import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database.ts';
import { findUserById } from '../modules/accounts/index.ts';
import type { AddressesService } from '../modules/addresses/index.ts';
import { type CartService, registerCart } from '../modules/cart/index.ts';
import type { CatalogIndex } from '../modules/catalog/index.ts';
import { type OrdersService, registerOrders } from '../modules/orders/index.ts';
import { type PaymentsService, registerPayments } from '../modules/payments/index.ts';
import { RxRedemptions, type RxStateMoves } from '../modules/prescriptions/index.ts';
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
import { ConfirmWorkflow, type CustomerLookup } from './confirm-order.ts';
import { DeliveryIssues } from './delivery-issue.ts';
import { Fulfilment } from './fulfilment.ts';
import { OrderClosing } from './order-closing.ts';
import { OrderDiscounts } from './order-discounts.ts';
import { pickupPlaceFrom } from './pickup-place.ts';
import { OrderDocuments } from './order-documents.ts';
import { PaymentSync } from './payment-sync.ts';

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
  /** The prescriptions service's redemption moves (Rx gating, issue 10). */
  prescriptions: RxStateMoves;
}

/** The services and workflows the HTTP layer (routes/commerce.routes.ts) serves. */
export interface Commerce {
  cart: CartService;
  orders: OrdersService;
  payments: PaymentsService;
  sync: PaymentSync;
  closing: OrderClosing;
  checkout: CheckoutWorkflow;
  confirm: ConfirmWorkflow;
  fulfilment: Fulfilment;
  deliveryIssues: DeliveryIssues;
  documents: OrderDocuments;
  addresses: AddressesService;
  courier: Courier;
  /** Rx gating: what approved prescriptions cover, held by checkout, consumed by payment, released on close. */
  rx: RxRedemptions;
  /** The sources of an order's discount in checkout (vouchers, points), summed into the order. */
  discounts: OrderDiscounts;
  /** The payment provider in use: the webhook route answers only its name. */
  provider: string;
}

/**
 * Wires where money and stock move (issue 4): cart, checkout, orders, payments and delivery, with the
 * ports each module declares implemented here from the others, the job handlers registered on the queue,
 * and the catalogue kept fresh from stock.changed. The sandbox payment provider, when it is the one in
 * use, delivers its webhooks (as jobs on the same queue) straight into the handler the HTTP route uses.
 * The modules register their own calls; the calls that run a workflow are routes/commerce.routes.ts's.
 */
export async function wireCommerce(define: RouteRegistrar, deps: CommerceDeps, log: FastifyBaseLogger): Promise<Commerce> {
  const { db, clock, addresses, payments, courier, jobs, bus } = deps;

  const rx = new RxRedemptions({ clock, moves: deps.prescriptions });
  const cart = registerCart(define, { db, clock, catalog: cartCatalog, prescriptions: rx });
  const sandboxTools = payments.sandbox && deps.sandboxTools ? { define: deps.sandboxTools, gateway: payments.sandbox } : null;
  const paymentsModule = registerPayments(define, { db, sandbox: sandboxTools });
  const orders = registerOrders(define, { db, clock, bus, pickupPlace: pickupPlaceFrom(db), latestPayment: (orderId) => paymentsModule.latestView(orderId) });
  const sync = new PaymentSync({ orders, gateway: payments.gateway, jobs, log, rx });
  const closing = new OrderClosing({ orders, payments: sync, jobs, bus, rx });
  const customer: CustomerLookup = async (userId) => {
    const user = await findUserById(db, userId);
    return { name: user?.name ?? 'Pelanggan', email: user?.email ?? '', phone: user?.phone ?? '' };
  };
  const checkout = new CheckoutWorkflow({ cart, catalog: cartCatalog, orders, jobs, bus, rx });
  const confirm = new ConfirmWorkflow({ orders, addresses, courier, gateway: payments.gateway, payments: sync, jobs, customer, log });
  const fulfilment = new Fulfilment({ orders, closing, courier, limiter: deps.limiter, log });
  const documents = new OrderDocuments({ db, orders, cart, catalog: cartCatalog });
  const deliveryIssues = new DeliveryIssues({ orders, addresses, courier, gateway: payments.gateway, jobs, log });

  jobs.register('order.expire', ({ orderId }) => closing.expire(orderId));
  jobs.register('payment.refund', ({ providerOrderId }) => sync.refund(providerOrderId));
  jobs.register('delivery-issue.refund', ({ issueId }) => deliveryIssues.refund(issueId));
  const reconciliation = new ChargeReconciliation({ db, gateway: payments.gateway, jobs, clock, log });
  jobs.register('payment.reconcile', async () => void (await reconciliation.run()));
  await reconciliation.scheduleNext();

  // Every node keeps its own search index and response cache; the bus tells each which products moved.
  bus.subscribe('stock.changed', ({ productIds }) => deps.catalogIndex.refreshProducts(productIds));

  if (payments.sandbox) {
    // Deliveries are jobs on `jobs`, so one not yet sent at shutdown is sent by whichever node runs next.
    if (!deps.sandboxWebhookUrl) {
      payments.sandbox.setWebhookTarget({ handler: async ({ rawBody, headers }) => (await sync.handleWebhook(rawBody, headers)).status });
    }
  }
  return { cart, orders, payments: paymentsModule, sync, closing, checkout, confirm, fulfilment, deliveryIssues, documents, addresses, courier, rx, discounts: new OrderDiscounts(), provider: payments.gateway.provider };
}
