import type { FastifyPluginAsync } from 'fastify';
import { buildRssFeed, RSS_ITEMS } from '../../services/site/build-rss-feed';

/**
 * `/rss.xml`: the magazine's newest articles for feed readers (decision 24's clean addresses).
 * Kept in the store of finished answers until the content version changes (a 304 for a
 * revalidation).
 */
const rssFeedRoutes: FastifyPluginAsync<{ origin: string }> = async (app, { origin }) => {
  app.get('/rss.xml', { schema: { hide: true } }, (_request, reply) => {
    reply.type('application/rss+xml; charset=utf-8').header('cache-control', 'public, max-age=600');
    return app.keptAnswers.respond(
      reply,
      '/rss.xml',
      async () => {
        const feed = buildRssFeed({
          origin,
          articles: await app.publicReads.blogs(0, RSS_ITEMS),
          builtAt: new Date(),
        });
        return { body: Buffer.from(feed), keep: 'content' };
      },
      { etag: true },
    );
  });
};

export default rssFeedRoutes;
