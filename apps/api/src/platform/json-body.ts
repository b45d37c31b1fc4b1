import type { FastifyInstance } from 'fastify';

/**
 * JSON bodies as usual (with Fastify's prototype-poisoning guard), except that an empty body is "no body":
 * a bodiless POST such as /api/logout must not fail because a client sent Content-Type: application/json.
 */
export function registerJsonBodyParser(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (typeof body === 'string' && body.trim() === '') return done(null, undefined);
    return parse(request, body as string, done);
  });
}
