import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZFetchSessionInfoResponseSchema } from '../../../shared/schemas/content';
import { publicJsonRoute } from '../../plugins/public-reads';

/**
 * The achievements banner's figures: a public read, though it sits under the admin prefix
 * (decision 4). Pages use only the first record, so only that one is sent.
 */
const sessionInfoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/fetchSessionInfo',
    {
      ...publicJsonRoute,
      schema: {
        tags: ['content'],
        summary: "The achievements banner's figures: the first record, or none",
        response: { 200: ZFetchSessionInfoResponseSchema },
      },
    },
    (_request, reply) =>
      app.sendPublicJson(reply, async () => {
        const info = await app.publicReads.sessionInfo();
        return info
          ? { success: true as const, msg: 'Session info found.', sessions: [info] }
          : { success: true as const, msg: 'No session info yet.', sessions: [] };
      }),
  );
};

export default sessionInfoRoutes;
