import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZErrorResponseSchema } from '../../../shared/schemas/envelope';
import {
  AUTHOR_PAGE_MESSAGES,
  ZBlogsByAuthorRequestSchema,
  ZBlogsByAuthorResponseSchema,
} from '../../../shared/schemas/magazine-author';
import { notFound } from '../../errors';
import { publicJsonRoute } from '../../plugins/public-reads';

/**
 * The author page's read over the API (issue 24), for a reader who reaches the page by navigating
 * in the browser: like the section's, made once per content version and kept (ADR 013).
 */
const authorReadRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/blog/byAuthor',
    {
      ...publicJsonRoute,
      schema: {
        tags: ['magazine'],
        summary: 'An author (by slug, old ones too) and their published articles, newest first',
        body: ZBlogsByAuthorRequestSchema,
        response: {
          200: ZBlogsByAuthorResponseSchema,
          400: ZErrorResponseSchema,
          404: ZErrorResponseSchema,
        },
      },
    },
    (request, reply) => {
      const { author, offset, limit } = request.body;
      return app.sendPublicJson(reply, async () => {
        const page = await app.publicReads.authorPage(author, offset, limit);
        if (!page) throw notFound(AUTHOR_PAGE_MESSAGES.authorNotFound);
        const count = page.blogs.length;
        const msg =
          count === 0
            ? 'No articles found.'
            : `${count} ${count === 1 ? 'article' : 'articles'} found.`;
        return { success: true as const, msg, ...page };
      });
    },
  );
};

export default authorReadRoutes;
