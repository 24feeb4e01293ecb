import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { site } from '../../shared/config/site';

/**
 * OpenAPI generated from the routes' Zod schemas, browsable at /api/docs when API_DOCS allows
 * (config.apiDocs: on in development, off in production unless asked for). The pages are a map of
 * the API for anyone who finds them, and their UI needs its own script hashes in the CSP.
 */
export default fp(
  async function openapi(app: FastifyInstance, opts: { enabled: boolean }) {
    if (!opts.enabled) return;
    await app.register(swagger, {
      openapi: {
        info: {
          title: `${site.name} API`,
          description: 'Every answer is a JSON envelope: success, msg and the named data.',
          version: '1.0.0',
        },
      },
      transform: jsonSchemaTransform,
    });
    await app.register(swaggerUi, {
      routePrefix: '/api/docs',
      // The UI's own scripts and styles, allowed by hash rather than loosening the site's policy.
      staticCSP: true,
      transformStaticCSP: (header) => header,
    });
  },
  { name: 'openapi' },
);
