import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/**
 * The OpenAPI description of the API, generated from the routes' zod schemas: the JSON at
 * /api/docs/json and a browsable page at /api/docs.
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Staff Workspace API',
        description:
          'Documents, sharing, teams, conversations, audit and administration. Sign in with POST /api/auth/login: ' +
          'the session travels in an httpOnly cookie. Errors are JSON {message}.',
        version: '1.0.0',
      },
      tags: [
        'auth',
        'users',
        'team',
        'folders',
        'documents',
        'shares',
        'conversations',
        'audit',
        'admin',
        'health',
      ].map((name) => ({ name })),
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', uiConfig: { docExpansion: 'list' } });
}
