import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZErrorResponseSchema } from '../../../shared/schemas/envelope';
import { ZBlogResponseSchema } from '../../../shared/schemas/magazine';
import { notFound } from '../../errors';

/** What an unknown or discarded preview link answers, on the page and from the API. */
const PREVIEW_NOT_FOUND =
  'There is no preview at this address. The article may have been saved or its draft discarded.';

/**
 * GET /api/blog/preview?key=…: the editor's work in progress as an article, for the private
 * preview page when the browser draws it itself (ADR 041). The key is the capability: no sign-in,
 * nothing kept by the server or any cache, since the draft changes as the writer types.
 */
const blogPreviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/blog/preview',
    {
      schema: {
        tags: ['magazine'],
        summary: "The editor's work in progress under its autosave key, as an article",
        querystring: z.object({ key: z.string().max(100) }),
        response: {
          200: ZBlogResponseSchema,
          400: ZErrorResponseSchema,
          404: ZErrorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      reply.header('x-robots-tag', 'noindex');
      const blog = await app.publicReads.blogPreview(request.query.key);
      if (!blog) throw notFound(PREVIEW_NOT_FOUND);
      return { success: true as const, msg: 'Preview found.', blog };
    },
  );
};

export default blogPreviewRoutes;
