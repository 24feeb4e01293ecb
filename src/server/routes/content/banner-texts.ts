import { asc } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZFetchBannerTextsResponseSchema } from '../../../shared/schemas/content';
import type { Db } from '../../db/client';
import { bannerTexts } from '../../db/schema/content';

export async function findBannerTexts(db: Db) {
  return db
    .select({ id: bannerTexts.id, text: bannerTexts.text })
    .from(bannerTexts)
    .orderBy(asc(bannerTexts.createdAt), asc(bannerTexts.id));
}

/** The top banner's announcements: a public read, though it sits under the admin prefix. */
const bannerTextRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/fetchBannerTexts',
    {
      schema: {
        tags: ['content'],
        summary: 'The announcements of the top banner, oldest first',
        response: { 200: ZFetchBannerTextsResponseSchema },
      },
    },
    async () => ({ success: true as const, texts: await findBannerTexts(app.db) }),
  );
};

export default bannerTextRoutes;
