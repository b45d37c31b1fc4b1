import { routes } from '@apotek/contract';
import { ok } from '../../platform/envelope.ts';
import { sendError } from '../../platform/error-handler.ts';
import type { RouteRegistrar } from '../../platform/routes.ts';
import { AdvertiseValidationError, type InfoPagesService } from './pages.service.ts';

export function infoPagesRoutes(define: RouteRegistrar, pages: InfoPagesService): void {
  define(routes.infoPage, async ({ params, query, request, reply }) => ok(reply, await pages.page(params.slug, query.lang ?? request.locale, query.version)));

  define(routes.faq, async ({ query, reply }) => ok(reply, await pages.faq(query.q)));

  define(routes.advertise, async ({ body, request, reply }) => {
    try {
      return ok(reply, await pages.advertise(body, { ip: request.ip, locale: request.locale }), 'created');
    } catch (error) {
      // The form's own labels (ADVERTISE_LABELS): the shared field labels do not know `company` or `budget_range`.
      if (error instanceof AdvertiseValidationError) return sendError(reply, 422, 'validation', { errors: error.fieldMessages }) as never;
      throw error;
    }
  });
}
