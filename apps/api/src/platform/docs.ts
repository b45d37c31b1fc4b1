import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/**
 * OpenAPI 3 built from the contract schemas the routes are registered with; Swagger UI at /api/docs.
 * Registered only with API_DOCS on (default outside production): a map of every route is for developers.
 */
export async function registerDocs(app: FastifyInstance, version: string): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Apotek API',
        description: 'API toko apotek daring. Every JSON body is { status, message, data }; messages follow the i18n_redirected cookie or Accept-Language (id by default).',
        version,
      },
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', description: 'Token from POST /api/login at data.authentication.token' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
}
