import type { FastifyInstance } from 'fastify';
import type { OrdersService } from '../modules/orders/index.ts';
import { findPaymentByToken, findServicePaymentByToken, qrisImagePath } from '../modules/payments/index.ts';
import { sendError } from '../platform/error-handler.ts';
import { renderQrPng } from '../platform/payments/qris.ts';
import type { PaymentSync } from '../workflows/payment-sync.ts';

/**
 * Routes outside the contract table, registered on the app: the provider's webhook (it must read the
 * raw body, since signatures cover bytes) and the QR image (a PNG, not a JSON envelope).
 */
export async function paymentRawRoutes(app: FastifyInstance, deps: { orders: OrdersService; payments: PaymentSync; provider: string }): Promise<void> {
  const { orders, payments, provider } = deps;

  await app.register(async (scope) => {
    // Only in this scope: every body arrives as the exact string the provider signed.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body));
    scope.post<{ Params: { provider: string } }>(
      '/api/payments/webhook/:provider',
      { schema: { tags: ['payments'], summary: 'Payment provider notifications (signed; raw body)' } },
      async (request, reply) => {
        if (request.params.provider !== provider) return sendError(reply, 404, 'routeNotFound');
        const rawBody = typeof request.body === 'string' ? request.body : '';
        const result = await payments.handleWebhook(rawBody, request.headers);
        if (result.status === 401) return sendError(reply, 401, 'invalidSignature');
        if (result.status === 503) return sendError(reply, 503, 'paymentUnavailable');
        return reply.code(200).send({ status: 200, message: 'OK', data: { outcome: result.outcome } });
      },
    );
  });

  // The token is the key: an <img> cannot send the session, and a QRIS code is no secret to its payer.
  app.get<{ Params: { file: string } }>('/api/payment/qris/:file', { schema: { hide: true } as never }, async (request, reply) => {
    const match = /^([A-Za-z0-9_-]{22,64})\.png$/.exec(request.params.file);
    if (!match) return sendError(reply, 404, 'notFound');
    // An order's charge, or a consultation's (service_payments): both keep their QRIS payload and token.
    const payment = (await findPaymentByToken(orders.db, match[1]!)) ?? (await findServicePaymentByToken(orders.db, match[1]!));
    if (!payment?.qris_payload || qrisImagePath(payment.token) !== request.url.split('?')[0]) return sendError(reply, 404, 'notFound');
    const png = await renderQrPng(payment.qris_payload);
    return reply.code(200).type('image/png').header('cache-control', 'private, max-age=900').send(png);
  });
}
