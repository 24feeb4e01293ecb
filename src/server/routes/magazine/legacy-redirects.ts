import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { paths } from '../../../shared/config/paths';
import { articlePath, sectionPath } from '../../../shared/magazine/slug';
import { findLegacySection, legacyArticleId } from '../../services/magazine/legacy-links';

/** A query parameter as Fastify parses it: once, repeated, or absent. */
const ZParam = z.union([z.string(), z.array(z.string())]).optional();
const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** Found: a permanent move, re-checked daily (a retitled article's slug changes). */
const MOVED = { status: 301, cacheControl: 'public, max-age=86400' } as const;
/**
 * Not found: the landing, but only for now. The article or section may exist later (content
 * brought over from the old site keeps its ids), so nothing remembers this answer.
 */
const NOT_FOUND = { status: 302, cacheControl: 'no-store' } as const;

/**
 * The seed's query-string addresses of the magazine answer with a redirect to the clean paths
 * (decision 24), so that old links and bookmarks keep working and search engines move their
 * ranking over. The Location is always a path built here from what the database holds, never
 * anything of the request's: no open redirect, no other host.
 */
const legacyRedirectRoutes: FastifyPluginAsyncZod = async (app) => {
  const send = (reply: FastifyReply, path: string | null) => {
    const { status, cacheControl } = path ? MOVED : NOT_FOUND;
    return reply
      .header('cache-control', cacheControl)
      .redirect(path ?? paths.magazine.path, status);
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
      return send(reply, article ? articlePath(article) : null);
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
      return send(reply, section ? sectionPath(section) : null);
    },
  );
};

export default legacyRedirectRoutes;
