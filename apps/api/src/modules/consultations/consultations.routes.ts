import { routes } from '@apotek/contract';
import { ok } from '../../platform/envelope.ts';
import type { RouteRegistrar } from '../../platform/routes.ts';
import type { ConsultationsService } from './consultations.service.ts';

/** SPEC §7's consultation calls, the doctor's queue and POST /api/payment/create/token/{id} (ADR 029). */
export function consultationsRoutes(define: RouteRegistrar, service: ConsultationsService): void {
  define(routes.consultationStart, async ({ reply, request, user, body }) => ok(reply, await service.start(user, body, request.locale)));
  define(routes.consultationPurchase, async ({ reply, request, user, body }) => ok(reply, await service.purchase(user, body, request.locale)));
  define(routes.consultations, async ({ reply, request, user, query }) => ok(reply, await service.list(user, query, request.locale, 'customer')));
  define(routes.consultationsAll, async ({ reply, request, user, query }) => {
    const page = await service.list(user, { page: query.page, perPage: query.perPage, status: query.filter?.status, room_status: query.filter?.room_status }, request.locale, 'customer');
    return ok(reply, { data: page.data, meta: { page: page.page, perPage: page.perPage, total: page.total, lastPage: page.lastPage } });
  });
  define(routes.consultation, async ({ reply, request, user, params }) => ok(reply, await service.refreshIfPending(user, params.id, request.locale)));
  define(routes.consultationRead, async ({ reply, user, params }) => ok(reply, await service.read(user, params.id)));
  define(routes.consultationReplied, async ({ reply, request, user, params }) => ok(reply, await service.replied(user, params.id, request.locale)));
  define(routes.consultationEnd, async ({ reply, request, user, params, body }) => ok(reply, await service.end(user, params.id, body.notes, request.locale)));
  define(routes.consultationExtend, async ({ reply, request, user, params }) => ok(reply, await service.extend(user, params.id, request.locale)));
  define(routes.consultationNotes, async ({ reply, request, user, params, body }) => ok(reply, await service.notes(user, params.id, body.notes, request.locale)));
  define(routes.consultationPrescribe, async ({ reply, user, params, body }) => ok(reply, await service.prescribe(user, params.id, body)));
  define(routes.consultationReviewOf, async ({ reply, user, params }) => ok(reply, await service.reviewOf(user, params.id)));
  define(routes.consultationReview, async ({ reply, user, params, body }) => ok(reply, await service.review(user, params.id, body)));
  define(routes.consultationReviewById, async ({ reply, user, body }) => ok(reply, await service.review(user, body.consultation_id, body)));
  define(routes.consultationPaymentToken, async ({ reply, request, user, params, body }) => ok(reply, await service.paymentToken(user, params.id, body.channel, request.locale)));
  define(routes.doctorConsultations, async ({ reply, request, user, query }) => ok(reply, await service.list(user, query, request.locale, 'doctor')));
}
