import { routes } from '@apotek/contract';
import { ok } from '../platform/envelope.ts';
import type { RouteRegistrar } from '../platform/routes.ts';
import type { OrderDocuments } from '../workflows/order-documents.ts';

/** The buyer's invoice PDF and "Beli lagi" (issue 8, point 7). */
export function orderDocumentRoutes(define: RouteRegistrar, documents: OrderDocuments): void {
  define(routes.myOrderInvoice, async ({ user, params, reply, request }) => {
    const pdf = await documents.invoice(user.id, params.id, request.locale);
    // A Buffer goes out as it is (no JSON serialisation); private: it names the buyer.
    return reply
      .code(200)
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="Faktur-${params.id}.pdf"`)
      .header('cache-control', 'private, no-store')
      .send(pdf) as never;
  });

  define(routes.buyAgain, async ({ user, params, reply, request }) => ok(reply, await documents.buyAgain(user.id, params.id, request.locale), 'boughtAgain'));
}
