import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZFetchBannerTextsResponseSchema } from '../../../shared/schemas/content';
import { publicJsonRoute } from '../../plugins/public-reads';

/** The top banner's announcements: a public read, though it sits under the admin prefix. */
const bannerTextRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/fetchBannerTexts',
    {
      ...publicJsonRoute,
      schema: {
        tags: ['content'],
        summary: 'The announcements of the top banner, oldest first',
        response: { 200: ZFetchBannerTextsResponseSchema },
      },
    },
    (_request, reply) =>
      app.sendPublicJson(reply, async () => ({
        success: true,
        texts: await app.publicReads.bannerTexts(),
      })),
  );
};

export default bannerTextRoutes;
