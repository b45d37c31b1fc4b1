import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { SandboxPaymentGateway } from '../../platform/payments/sandbox-gateway.ts';
import type { RouteRegistrar } from '../../platform/routes.ts';
import { devPaymentRoutes } from './dev-payments.routes.ts';
import { paymentsRoutes } from './payments.routes.ts';
import { PaymentsService } from './payments.service.ts';

export interface PaymentsModuleDeps {
  db: Kysely<Database>;
  /** The sandbox page's registrar and gateway, when payments run on the built-in sandbox with its tools on. */
  sandbox: { define: RouteRegistrar; gateway: SandboxPaymentGateway } | null;
}

/** Registers the payment calls that need no other module; answers the service the orders module's port uses. */
export function registerPayments(define: RouteRegistrar, deps: PaymentsModuleDeps): PaymentsService {
  const payments = new PaymentsService({ db: deps.db });
  paymentsRoutes(define, payments);
  if (deps.sandbox) devPaymentRoutes(deps.sandbox.define, { db: deps.db, sandbox: deps.sandbox.gateway });
  return payments;
}
