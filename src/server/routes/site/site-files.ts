import type { FastifyPluginAsync } from 'fastify';
import { paths, type PathEntry } from '../../../shared/config/paths';
import { notFound } from '../../errors';
import {
  buildSitemapFile,
  buildSitemapIndex,
  SITEMAP_FILE_URLS,
  SITEMAP_KINDS,
  sitemapFileCount,
  sitemapFilePath,
  type SitemapKind,
} from '../../services/site/build-sitemap';
import {
  eventChanges,
  latest,
  magazineChanges,
  sitemapArticles,
  sitemapAuthorCount,
  sitemapAuthors,
  sitemapCounts,
  sitemapEvents,
  sitemapSections,
  sitemapTags,
  type SitemapUrl,
} from '../../services/site/sitemap-reads';
import { sendSiteFile } from './site-file-answer';

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

const SITEMAP_TYPE = 'application/xml; charset=utf-8';

const NO_SUCH_SITEMAP = 'There is no such sitemap';

/** A sitemap file's number as its path writes it: 1, 2, … (never `01`). */
const FILE_NUMBER = /^[1-9]\d{0,8}$/;

/**
 * `/robots.txt` and the sitemaps (decision 23): the API and the account and staff screens are
 * kept out of search. `/sitemap.xml` is an index of files of up to `urlsPerFile` addresses each
 * (`/sitemap-{kind}-{n}.xml`): the public pages of the route registry, the sections, the articles
 * at their clean paths (decision 24), the tag pages ADR 021 lets be indexed and the events' pages.
 * Each file is kept
 * in the store of finished answers until the content version changes, with an ETag and a
 * Last-Modified, so a crawler's visit costs no query while nothing changed and a revalidation
 * gets a 304.
 */
const siteFileRoutes: FastifyPluginAsync<{ origin: string; urlsPerFile?: number }> = async (
  app,
  { origin, urlsPerFile = SITEMAP_FILE_URLS },
) => {
  const robots = [
    'User-agent: *',
    'Disallow: /api/',
    ...privatePaths.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
  // The registry's pages change with the code, not the content: no file that lists them is
  // older than the code this server runs (to the second, as Last-Modified says it).
  const startedAt = new Date(Math.floor(Date.now() / 1000) * 1000);

  /** When the files of each list last changed: the pages' also when this server started. */
  const changedAt = async () => {
    const [changes, eventsChangedAt] = await Promise.all([
      magazineChanges(app.db),
      eventChanges(app.db),
    ]);
    return {
      articles: changes.articles,
      of: (kind: SitemapKind) =>
        kind === 'pages'
          ? latest([changes.any, startedAt])
          : kind === 'events'
            ? eventsChangedAt
            : changes.any,
    };
  };

  /** One file's addresses; the landing is dated by its newest article, the other pages not. */
  const urlsOf = (kind: SitemapKind, offset: number, articlesChangedAt?: Date) => {
    const page = { offset, limit: urlsPerFile };
    const readers: Record<SitemapKind, () => Promise<SitemapUrl[]> | SitemapUrl[]> = {
      pages: () =>
        sitemapPaths.slice(offset, offset + urlsPerFile).map((path) => ({
          path,
          lastModified: path === paths.magazine.path ? articlesChangedAt : undefined,
        })),
      sections: () => sitemapSections(app.db, page),
      articles: () => sitemapArticles(app.db, page),
      tags: () => sitemapTags(app.db, page),
      events: () => sitemapEvents(app.db, page),
      authors: () => sitemapAuthors(app.db, page),
    };
    return readers[kind]();
  };

  app.get('/robots.txt', { schema: { hide: true } }, (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(robots),
  );

  app.get('/sitemap.xml', { schema: { hide: true } }, (_request, reply) =>
    sendSiteFile(app, reply, '/sitemap.xml', SITEMAP_TYPE, async () => {
      const [counts, authors, changes] = await Promise.all([
        sitemapCounts(app.db),
        sitemapAuthorCount(app.db),
        changedAt(),
      ]);
      const urls: Record<SitemapKind, number> = { pages: sitemapPaths.length, ...counts, authors };
      const files = SITEMAP_KINDS.flatMap((kind) =>
        Array.from({ length: sitemapFileCount(urls[kind], urlsPerFile) }, (_, i) => ({
          path: sitemapFilePath(kind, i + 1),
          lastModified: changes.of(kind),
        })),
      );
      return {
        body: buildSitemapIndex({ origin, files }),
        lastModified: latest(files.map((file) => file.lastModified)),
      };
    }),
  );

  app.get<{ Params: { kind: string; n: string } }>(
    '/sitemap-:kind-:n.xml',
    { schema: { hide: true } },
    (request, reply) => {
      const { n } = request.params;
      const kind = SITEMAP_KINDS.find((known) => known === request.params.kind);
      const path = kind && FILE_NUMBER.test(n) ? sitemapFilePath(kind, Number(n)) : undefined;
      // Only the file's own spelling has an answer (decision 32).
      if (!kind || path === undefined || request.url.split('?')[0] !== path) {
        throw notFound(NO_SUCH_SITEMAP);
      }
      return sendSiteFile(app, reply, path, SITEMAP_TYPE, async () => {
        const changes = await changedAt();
        const urls = await urlsOf(kind, (Number(n) - 1) * urlsPerFile, changes.articles);
        // Past the end of its list: a number no index gave (answered after its reads, not kept).
        if (urls.length === 0) throw notFound(NO_SUCH_SITEMAP);
        return { body: buildSitemapFile({ origin, urls }), lastModified: changes.of(kind) };
      });
    },
  );
};

export default siteFileRoutes;
