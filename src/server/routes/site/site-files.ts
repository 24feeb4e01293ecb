import type { FastifyPluginAsync } from 'fastify';
import { paths, type PathEntry } from '../../../shared/config/paths';
import { createVersionedCache } from '../../services/content/cached-reads';
import { buildSitemap, SITEMAP_MAX_ARTICLES } from '../../services/site/build-sitemap';

const entries = Object.values(paths) as PathEntry[];

/**
 * The pages search engines should list: the built public pages without path parameters, save
 * those kept out of their index (search results).
 */
const sitemapPaths = entries
  .filter(
    (entry) => entry.live && entry.area === 'public' && !entry.path.includes(':') && !entry.noindex,
  )
  .map((entry) => entry.path);

/** Account and staff screens (built or not), which crawlers are asked to leave alone. */
const privatePaths = entries.filter((entry) => entry.area !== 'public').map((entry) => entry.path);

/**
 * `/robots.txt` and `/sitemap.xml` (decision 23): the API and the account and staff screens are
 * kept out of search; the sitemap lists every public page of the route registry, and the
 * magazine's sections and articles at their clean paths (decision 24). The sitemap follows the
 * articles, so it is made from the cached public reads and kept as text until the content
 * version changes: a crawler's visit costs no query while nothing changed.
 */
const siteFileRoutes: FastifyPluginAsync<{ origin: string }> = async (app, { origin }) => {
  const robots = [
    'User-agent: *',
    'Disallow: /api/',
    ...privatePaths.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');

  const made = createVersionedCache(() => app.contentVersion.current(), 1);
  const sitemap = () =>
    made.get('sitemap', async () => {
      const [sections, articles] = await Promise.all([
        app.publicReads.blogSections(),
        app.publicReads.blogs(0, SITEMAP_MAX_ARTICLES),
      ]);
      return buildSitemap({
        origin,
        pages: sitemapPaths,
        sections,
        articles,
        articlesPage: paths.magazine.path,
      });
    });

  app.get('/robots.txt', { schema: { hide: true } }, (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(robots),
  );
  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=600')
      .send(await sitemap()),
  );
};

export default siteFileRoutes;
