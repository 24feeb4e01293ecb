import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { articlePath, sectionPath } from '../../../shared/magazine/slug';
import { findLegacySection, legacyArticleId } from '../../services/magazine/legacy-links';

/** A query parameter as Fastify parses it: once, repeated, or absent. */
const ZParam = z.union([z.string(), z.array(z.string())]).optional();
const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** Found: a permanent move, re-checked daily (a retitled article's slug changes). */
const CACHE_MOVED = 'public, max-age=86400';

/**
 * The seed's query-string addresses of the magazine answer with a redirect to the clean paths
 * (decision 24), so that old links and bookmarks keep working and search engines move their
 * ranking over. The Location is always a path built here from what the database holds, never
 * anything of the request's: no open redirect, no other host. A link to an article or section
 * that is not there is a 404 with the site's not-found page (decision 32), not a redirect.
 */
const legacyRedirectRoutes: FastifyPluginAsyncZod = async (app) => {
  const send = (request: FastifyRequest, reply: FastifyReply, path: string | null) => {
    if (path === null) return app.sendPage(request, reply);
    return reply.header('cache-control', CACHE_MOVED).redirect(path, 301);
  };

  // `/magazine/blog-details?title={slug}&blog={id}`: the id finds the article; the title is
  // ignored (it may be old or wrong), as the clean path's slug is.
  app.get(
    '/magazine/blog-details',
    {
      schema: { hide: true, querystring: z.object({ blog: ZParam, title: ZParam }) },
    },
    async (request, reply) => {
      const id = legacyArticleId(first(request.query.blog));
      const article = id === null ? null : await app.publicReads.blog(id);
      return send(request, reply, article ? articlePath(article) : null);
    },
  );

  // `/magazine/section?section={id}` (the seed's links), or the section's slug or name.
  app.get(
    '/magazine/section',
    { schema: { hide: true, querystring: z.object({ section: ZParam }) } },
    async (request, reply) => {
      const section = findLegacySection(
        await app.publicReads.blogSections(),
        first(request.query.section),
      );
      return send(request, reply, section ? sectionPath(section) : null);
    },
  );
};

export default legacyRedirectRoutes;
