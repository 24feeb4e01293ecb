import type { FastifyPluginAsync } from 'fastify';
import { paths, type PathEntry } from '../../../shared/config/paths';

const entries = Object.values(paths) as PathEntry[];

/** The pages search engines should list: the built public pages without path parameters. */
const sitemapPaths = entries
  .filter((entry) => entry.live && entry.area === 'public' && !entry.path.includes(':'))
  .map((entry) => entry.path);

/** Account and staff screens (built or not), which crawlers are asked to leave alone. */
const privatePaths = entries.filter((entry) => entry.area !== 'public').map((entry) => entry.path);

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * `/robots.txt` and `/sitemap.xml`, both read from the route registry (decision 23): the API and
 * the account and staff screens are kept out of search, and every public page is listed.
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

  const sitemap =
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
    sitemapPaths.map((path) => `  <url><loc>${escapeXml(origin + path)}</loc></url>\n`).join('') +
    '</urlset>\n';

  const cacheFor = 'public, max-age=3600';
  app.get('/robots.txt', { schema: { hide: true } }, (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', cacheFor).send(robots),
  );
  app.get('/sitemap.xml', { schema: { hide: true } }, (_request, reply) =>
    reply.type('application/xml; charset=utf-8').header('cache-control', cacheFor).send(sitemap),
  );
};

export default siteFileRoutes;
