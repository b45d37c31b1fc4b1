import { routes } from '@apotek/contract';
import type { FastifyReply } from 'fastify';
import { ok } from '../../platform/envelope.ts';
import type { RouteRegistrar } from '../../platform/routes.ts';
import type { PrescriptionsService } from './prescriptions.service.ts';

/** A PDF goes out as it is (no JSON serialisation); private and never stored: it is health data. */
function sendPdf(reply: FastifyReply, id: string, pdf: Buffer): never {
  return reply
    .code(200)
    .type('application/pdf')
    .header('content-disposition', `inline; filename="Salinan-Resep-${id}.pdf"`)
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .send(pdf) as never;
}

/** The customer's calls and the pharmacist's console (add-to-cart is a workflow route: routes/). */
export function prescriptionsRoutes(define: RouteRegistrar, prescriptions: PrescriptionsService): void {
  define(routes.prescriptions, async ({ user, query, reply }) => ok(reply, await prescriptions.list(user.id, query)));
  define(routes.createPrescription, async ({ user, body, reply, request }) => ok(reply, await prescriptions.create(user, body, request.locale), 'prescriptionSubmitted'));
  define(routes.prescription, async ({ user, params, reply }) => ok(reply, await prescriptions.mine(user.id, params.id)));
  define(routes.prescriptionPdf, async ({ user, params, reply, request }) => sendPdf(reply, params.id, await prescriptions.pdfFor(user, params.id, request.locale)));
  define(routes.prescriptionClarification, async ({ user, params, body, reply, request }) => ok(reply, await prescriptions.answer(user, params.id, body.answer, request.locale)));
  define(routes.prescriptionPharmacy, async ({ user, params, body, reply, request }) =>
    ok(reply, await prescriptions.relocate(user, params.id, body.pharmacy_id, request.locale), 'prescriptionPharmacyChanged'),
  );
  define(routes.prescriptionViews, async ({ user, params, reply }) => ok(reply, await prescriptions.views(user.id, params.id)));

  define(routes.consolePrescriptions, async ({ user, query, reply }) => ok(reply, await prescriptions.queue(user, query)));
  define(routes.consolePrescription, async ({ user, params, reply }) => ok(reply, await prescriptions.consoleDetail(user, params.id)));
  define(routes.consolePrescriptionPdf, async ({ user, params, reply, request }) => sendPdf(reply, params.id, await prescriptions.consolePdf(user, params.id, request.locale)));
  define(routes.consolePrescriptionReview, async ({ user, params, reply, request }) => ok(reply, await prescriptions.review(user, params.id, request.locale), 'prescriptionDecided'));
  define(routes.consolePrescriptionApprove, async ({ user, params, body, reply, request }) => ok(reply, await prescriptions.approve(user, params.id, body, request.locale), 'prescriptionDecided'));
  define(routes.consolePrescriptionReject, async ({ user, params, body, reply, request }) => ok(reply, await prescriptions.reject(user, params.id, body.reason, request.locale), 'prescriptionDecided'));
  define(routes.consolePrescriptionClarify, async ({ user, params, body, reply, request }) => ok(reply, await prescriptions.clarify(user, params.id, body.question, request.locale), 'prescriptionDecided'));
}
