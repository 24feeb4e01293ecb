import type { FastifyPluginAsync } from 'fastify';
import { createVersionedCache } from '../../services/content/cached-reads';
import { buildRssFeed, RSS_ITEMS } from '../../services/site/build-rss-feed';

/**
 * `/rss.xml`: the magazine's newest articles for feed readers (decision 24's clean addresses).
 * Made from the cached public reads and kept as text until the content version changes.
 */
const rssFeedRoutes: FastifyPluginAsync<{ origin: string }> = async (app, { origin }) => {
  const made = createVersionedCache(() => app.contentVersion.current(), 1);
  const feed = () =>
    made.get('rss', async () =>
      buildRssFeed({
        origin,
        articles: await app.publicReads.blogs(0, RSS_ITEMS),
        builtAt: new Date(),
      }),
    );

  app.get('/rss.xml', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('application/rss+xml; charset=utf-8')
      .header('cache-control', 'public, max-age=600')
      .send(await feed()),
  );
};

export default rssFeedRoutes;
