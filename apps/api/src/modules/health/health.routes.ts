import { apiMessage, healthMessage, routes } from '@apotek/contract';
import type { FastifyReply } from 'fastify';
import { ok } from '../../platform/envelope.ts';
import { sendError } from '../../platform/error-handler.ts';
import type { RouteRegistrar } from '../../platform/routes.ts';
import { HealthError } from './health.errors.ts';
import type { HealthService } from './health.service.ts';

/** A HealthError becomes the usual error envelope with the module's own localised words. */
async function answer<T>(reply: FastifyReply, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (!(error instanceof HealthError)) throw error;
    const locale = reply.request.locale;
    const message = error.key ? healthMessage(error.key, locale) : apiMessage('validation', locale);
    return sendError(reply, error.status, error.status === 422 ? 'validation' : 'forbidden', {
      message,
      ...(error.fields ? { errors: error.fields } : {}),
      ...(error.code ? { data: { code: error.code } } : {}),
    }) as never;
  }
}

function callerOf(request: FastifyReplyRequest) {
  const ua = request.headers['user-agent'];
  return { ip: request.ip, userAgent: typeof ua === 'string' ? ua : null, platform: request.appPlatform };
}
type FastifyReplyRequest = FastifyReply['request'];

export function healthRoutes(define: RouteRegistrar, health: HealthService): void {
  define(routes.healthTrackers, async ({ reply, user }) => ok(reply, await health.overview(user.id)));
  define(routes.healthTrackerByName, async ({ reply, user, query }) => ok(reply, await health.byName(user.id, query.name)));
  define(routes.bmi, async ({ reply, user }) => ok(reply, await health.bmi(user.id)));
  define(routes.bmiCalculator, ({ reply, body, request }) => answer(reply, async () => ok(reply, { calculated: health.calculate(body, request.locale) })));
  define(routes.bmiAdd, ({ reply, body, request, user }) =>
    answer(reply, async () => ({ ...ok(reply, await health.add(user.id, { tracker: 'bmi', ...body }, request.locale), 'created'), message: healthMessage('saved', request.locale) })),
  );
  define(routes.healthEntryAdd, ({ reply, body, request, user }) =>
    answer(reply, async () => ({ ...ok(reply, await health.add(user.id, body, request.locale), 'created'), message: healthMessage('saved', request.locale) })),
  );
  define(routes.healthEntryDelete, async ({ reply, params, request, user }) => ({ ...ok(reply, await health.remove(user.id, params.id)), message: healthMessage('deleted', request.locale) }));
  define(routes.healthConsent, async ({ reply, request, user }) => ({ ...ok(reply, await health.giveConsent(user.id, callerOf(request))), message: healthMessage('consented', request.locale) }));
  define(routes.consultationHealth, ({ reply, params, user }) => answer(reply, async () => ok(reply, await health.forDoctor(user, params.id))));
}
