import { routes } from '@apotek/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { ApiError, notFound } from '../../platform/api-error.ts';
import { ok } from '../../platform/envelope.ts';
import { PaymentGatewayError } from '../../platform/payments/payment-gateway.ts';
import type { SandboxActionResult, SandboxPaymentGateway } from '../../platform/payments/sandbox-gateway.ts';
import type { RouteRegistrar } from '../../platform/routes.ts';
import { qrisImagePath } from './payment.view.ts';
import { listSandboxPayments } from './payments.repository.ts';

/** The sandbox page's calls (only while payments run on the built-in sandbox). */
export function devPaymentRoutes(define: RouteRegistrar, deps: { db: Kysely<Database>; sandbox: SandboxPaymentGateway }): void {
  const { db, sandbox } = deps;

  define(routes.devPayments, async ({ query, reply }) => {
    const rows = await listSandboxPayments(db, query.status === 'pending', 100);
    return ok(
      reply,
      rows.map((row) => ({
        ref: row.provider_ref,
        order_id: row.public_id,
        provider_order_id: row.provider_order_id,
        channel: row.channel,
        amount: Number(row.amount),
        status: row.status,
        vaCode: row.va_number,
        biller_code: row.biller_code,
        bank: row.bank,
        qris_payload: row.qris_payload,
        qrisUrl: row.qris_payload && row.token ? qrisImagePath(row.token) : null,
        expires_at: row.expires_at,
        created_at: row.created_at,
      })),
    );
  });

  const act = async (ref: string, action: () => Promise<SandboxActionResult>) => {
    if (!(await sandbox.findCharge(ref))) throw notFound();
    try {
      const result = await action();
      return { ref, status: result.state.status, event_id: result.eventId };
    } catch (error) {
      if (error instanceof PaymentGatewayError && error.code === 'not_allowed') throw new ApiError(409, 'sandboxNotAllowed');
      throw error;
    }
  };

  define(routes.devPaymentPay, async ({ params, body, reply }) => ok(reply, await act(params.ref, () => sandbox.pay(params.ref, { late: body.late }))));
  define(routes.devPaymentExpire, async ({ params, reply }) => ok(reply, await act(params.ref, () => sandbox.expire(params.ref))));
}
