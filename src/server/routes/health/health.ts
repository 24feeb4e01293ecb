import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const ZHealthResponseSchema = z.object({
  success: z.boolean(),
  msg: z.string(),
  database: z.enum(['ok', 'unavailable']),
  code: z.literal('UNAVAILABLE').optional(),
});

/** For load balancers and monitors: 200 when the database answers, 503 when it does not. */
const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['operations'],
        summary: 'Whether the server and its database are up',
        response: { 200: ZHealthResponseSchema, 503: ZHealthResponseSchema },
      },
    },
    async (request, reply) => {
      try {
        await app.database.ping();
        return { success: true, msg: 'ok', database: 'ok' as const };
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unavailable');
        return reply.status(503).send({
          success: false,
          msg: 'The database is unavailable',
          code: 'UNAVAILABLE' as const,
          database: 'unavailable' as const,
        });
      }
    },
  );
};

export default healthRoutes;
