import type { FastifyInstance } from 'fastify';
import type { RouteRegistrar } from '../platform/routes.ts';
import type { Commerce } from '../workflows/commerce.ts';
import { checkoutRoutes } from './checkout.routes.ts';
import { deliveryIssueRoutes } from './delivery-issue.routes.ts';
import { fulfilmentRoutes } from './fulfilment.routes.ts';
import { orderDocumentRoutes } from './order-documents.routes.ts';
import { paymentRawRoutes } from './payment-raw.routes.ts';
import { paymentRoutes } from './payments.routes.ts';

/** The calls that run a commerce workflow (the modules' own calls were registered by workflows/commerce.ts). */
export async function commerceRoutes(app: FastifyInstance, define: RouteRegistrar, commerce: Commerce): Promise<void> {
  const { checkout, confirm, orders, addresses, courier, sync, fulfilment, closing } = commerce;
  checkoutRoutes(define, { checkout, confirm, orders, addresses, courier });
  paymentRoutes(define, { orders, payments: sync, confirm, courier });
  fulfilmentRoutes(define, { fulfilment, closing });
  deliveryIssueRoutes(define, commerce.deliveryIssues);
  orderDocumentRoutes(define, commerce.documents);
  await paymentRawRoutes(app, { orders, payments: sync, provider: commerce.provider });
}
