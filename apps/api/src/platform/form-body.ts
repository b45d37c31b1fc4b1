import type { FastifyInstance } from 'fastify';
import qs from 'qs';

/**
 * application/x-www-form-urlencoded bodies (SPEC §7 sends PUT /api/my/address/{id} as a form). Parsed
 * like the query string, nested keys included and bounded, into a plain object the route's contract
 * schema then validates exactly as it would JSON; qs drops __proto__-style keys by default.
 */
export function registerFormBodyParser(app: FastifyInstance): void {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    return done(null, qs.parse(text, { depth: 2, arrayLimit: 20, parameterLimit: 100 }));
  });
}
