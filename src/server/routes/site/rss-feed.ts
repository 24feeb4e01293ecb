import type { FastifyPluginAsync } from 'fastify';
import { pageHeads } from '../../../shared/config/page-heads';
import { paths } from '../../../shared/config/paths';
import { site } from '../../../shared/config/site';
import { sectionFeedPath, sectionPath } from '../../../shared/magazine/slug';
import type { TBlog, TBlogSummary } from '../../../shared/schemas/magazine';
import { notFound } from '../../errors';
import { findSection } from '../../services/magazine/blog-reads';
import { buildRssFeed, RSS_ITEMS, type FeedChannel } from '../../services/site/build-rss-feed';
import { magazineChanges } from '../../services/site/sitemap-reads';
import { sendSiteFile } from './site-file-answer';

const RSS_TYPE = 'application/rss+xml; charset=utf-8';

/** The magazine's feed: `/rss.xml`, named by every page's head. */
const MAGAZINE_FEED_PATH = '/rss.xml';

/**
 * `/rss.xml`, the magazine's newest articles, and `/magazine/section/{slug}/rss.xml`, a section's
 * (decision 24's clean addresses), each article whole for feed readers. Kept in the store of
 * finished answers until the content version changes, with an ETag and a Last-Modified (a 304
 * for a revalidation). A section's feed follows its page (decision 32, ADR 030): an unknown
 * section is a 404; an old slug, an id or another case is sent to the feed at its current slug.
 */
const rssFeedRoutes: FastifyPluginAsync<{ origin: string }> = async (app, { origin }) => {
  /** The feed of `channel` with `listed` articles, each read whole (its sanitized HTML). */
  const feed = async (channel: FeedChannel, listed: readonly TBlogSummary[]) => {
    const [articles, changes] = await Promise.all([
      Promise.all(listed.map((article) => app.publicReads.blog(article.id))),
      magazineChanges(app.db),
    ]);
    return {
      body: buildRssFeed({
        origin,
        channel,
        articles: articles.filter((article): article is TBlog => article !== null),
        builtAt: new Date(),
      }),
      lastModified: changes.any,
    };
  };

  app.get(MAGAZINE_FEED_PATH, { schema: { hide: true } }, (_request, reply) =>
    sendSiteFile(app, reply, MAGAZINE_FEED_PATH, RSS_TYPE, async () =>
      feed(
        {
          title: site.name,
          path: paths.magazine.path,
          description: pageHeads.magazine.description,
          selfPath: MAGAZINE_FEED_PATH,
        },
        await app.publicReads.blogs(0, RSS_ITEMS),
      ),
    ),
  );

  // The section page's pattern with `/rss.xml` after it: four segments, never a section page.
  app.get<{ Params: { section: string } }>(
    `${paths.magazineSection.path}/rss.xml`,
    { schema: { hide: true } },
    (request, reply) => {
      const asked = request.url.split('?')[0]!;
      return sendSiteFile(app, reply, asked, RSS_TYPE, async () => {
        const section = await findSection({ db: app.db }, request.params.section);
        if (!section) throw notFound('The magazine has no section at this address');
        const path = sectionFeedPath(section);
        if (path !== asked) return { moved: path };
        return feed(
          {
            title: `${site.name} ${paths.magazine.title.toLowerCase()}: ${section.name}`,
            path: sectionPath(section),
            description: section.description || pageHeads.magazineSection.description,
            selfPath: path,
          },
          (await app.publicReads.blogsBySection(section.id, 0, RSS_ITEMS)) ?? [],
        );
      });
    },
  );
};

export default rssFeedRoutes;
