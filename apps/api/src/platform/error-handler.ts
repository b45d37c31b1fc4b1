import { apiMessage, type ApiMessageKey, type ErrorBody, type Locale, localizeIssues, ruleMessage } from '@apotek/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError, type FieldError } from './api-error.ts';
import { RequestValidationError } from './validation.ts';

function localizeFields(fields: Record<string, FieldError[]>, locale: Locale): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const [field, errors] of Object.entries(fields)) {
    out[field] = errors.map((e) => ('rule' in e ? ruleMessage(e.rule, field, locale) : apiMessage(e.message, locale, e.vars)));
  }
  return out;
}

/** Framework errors we expect from clients (bad JSON, wrong content type, too large) and their messages. */
function clientErrorKey(status: number): ApiMessageKey {
  if (status === 401) return 'unauthorized';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'notFound';
  if (status === 413) return 'payloadTooLarge';
  if (status === 429) return 'tooManyRequests';
  return 'badRequest';
}

export function sendError(reply: FastifyReply, status: number, key: ApiMessageKey, extra: Partial<ErrorBody> = {}, vars = {}) {
  const body: ErrorBody = { status, message: apiMessage(key, reply.request.locale, vars), ...extra };
  return reply.code(status).type('application/json; charset=utf-8').send(body);
}

/**
 * The one place errors become responses: expected errors keep their status and a localised message;
 * anything else is a 500 with the generic message, logged with the request id and never shown.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | Error, request: FastifyRequest, reply: FastifyReply) => {
    const locale = request.locale ?? 'id';

    if (error instanceof RequestValidationError) {
      return sendError(reply, 422, 'validation', { errors: localizeIssues(error.issues, locale) });
    }

    if (error instanceof ApiError) {
      const { fields, data, headers, vars } = error.options;
      if (headers) reply.headers(headers);
      if (error.status >= 500) request.log.error({ err: error }, 'api error');
      return sendError(
        reply,
        error.status,
        error.key,
        { ...(fields ? { errors: localizeFields(fields, locale) } : {}), ...(data !== undefined ? { data } : {}) },
        vars,
      );
    }

    const status = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      request.log.info({ code: (error as FastifyError).code, status }, 'client error');
      return sendError(reply, status, clientErrorKey(status));
    }

    request.log.error({ err: error }, 'unexpected error');
    return sendError(reply, 500, 'internal');
  });
}

/** Unknown paths: the envelope 404 (the SSR plugin, when present, answers pages itself). */
export function registerNotFound(app: FastifyInstance): void {
  app.setNotFoundHandler((request, reply) => sendError(reply, 404, 'routeNotFound'));
  // A page catch-all registered by the SSR plugin must never swallow /api paths.
  app.all('/api/*', { schema: { hide: true } as never }, (request, reply) => sendError(reply, 404, 'routeNotFound'));
}
