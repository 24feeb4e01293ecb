import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { canonicalRequestPath } from '../../shared/config/canonical-path';
import { findRoute } from '../../shared/config/match-route';
import type { PublicReads } from '../../shared/config/public-reads';
import type { RenderResult, ServerBundle } from '../../shared/config/render-contract';
import { sendError } from './errors';
import { loadAssetTags } from './asset-tags';
import { acceptedEncoding } from './accepted-encoding';
import { CachedPage, PageCache } from './page-cache';

/** How many not-found pages are kept (each names its own address). */
const NOT_FOUND_PAGES = 50;

/**
 * What a page is rendered for and kept under: its path alone when the page never reads the query
 * (every public page but search results), so that a query a link added (a campaign's `utm_` tags,
 * a cache-buster) neither renders the page again nor takes another place; else the whole URL.
 */
function pageKey(url: string): string {
  // Most requests carry no query: their key is their URL, without matching the route registry.
  const queryAt = url.indexOf('?');
  if (queryAt === -1) return url;
  const pathname = url.slice(0, queryAt);
  const match = findRoute(pathname);
  return match?.entry.area === 'public' && !match.entry.uncached ? pathname : url;
}

type WebAppOptions = {
  /** The browser's build (dist/web): hashed assets, index.html, Vite's manifest. */
  staticDir: string;
  /** The web app's server bundle (dist/ssr/entry-server.js), which renders the pages. */
  ssrEntry: string;
  /** The site's public origin, for canonical and Open Graph URLs. */
  origin: string;
  /** The public reads the pages render with, answered through the services. */
  reads: PublicReads;
  /** The public content's version: a rendered page is reused until it changes. */
  contentVersion: () => number;
  /** Load the server bundle at start (production) rather than on the first page asked for. */
  loadAtStart: boolean;
};

/**
 * Serves the site's pages rendered on the server (src/web/entry-server.tsx through the contract in
 * src/shared/config/render-contract.ts), and the browser's hashed assets with immutable caching
 * (pre-compressed brotli and gzip files when the browser accepts them).
 *
 * Public pages are the same HTML for every visitor, so a rendered page is kept, by URL, until the
 * content version changes; account and staff screens are sent as their frame and never kept. An
 * unknown page gets the site's not-found page with status 404; a page that fails to render gets
 * a plain error page with status 500. Unknown API routes get the JSON envelope instead.
 */
export default fp(
  async function webApp(app: FastifyInstance, opts: WebAppOptions) {
    const built = fs.existsSync(path.join(opts.staticDir, 'index.html'));
    if (built) {
      await app.register(fastifyStatic, {
        root: opts.staticDir,
        wildcard: false,
        index: false,
        preCompressed: true,
        // The build's index.html is only where the asset tags are read from, never a page.
        allowedPath: (pathName) => pathName !== '/index.html',
        setHeaders(res, filePath) {
          const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
          res.header(
            'cache-control',
            hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
          );
        },
      });
    }

    const assetTags = loadAssetTags(opts.staticDir);
    let bundle: Promise<ServerBundle> | undefined;
    const loadBundle = () =>
      (bundle ??= import(pathToFileURL(opts.ssrEntry).href).catch((error: unknown) => {
        bundle = undefined;
        throw error;
      }) as Promise<ServerBundle>);
    if (opts.loadAtStart && fs.existsSync(opts.ssrEntry)) {
      app.addHook('onReady', async () => {
        await loadBundle();
      });
    }

    const cache = new PageCache(opts.contentVersion);
    // Not-found pages apart, in a few places: a run of made-up addresses never pushes out the
    // pages people read.
    const notFoundCache = new PageCache(opts.contentVersion, NOT_FOUND_PAGES);

    /** The page of a key (pageKey): from the cache, or rendered now (and kept, when public). */
    const render = async (
      request: FastifyRequest,
      url: string,
    ): Promise<RenderResult | CachedPage> => {
      const kept = cache.get(url) ?? notFoundCache.get(url);
      if (kept) return kept;
      const { render: renderPage, renderErrorPage } = await loadBundle();
      try {
        const version = opts.contentVersion();
        const result = await renderPage({
          url,
          origin: opts.origin,
          reads: opts.reads,
          assetTags,
        });
        if (!result.cacheable) return result;
        const page = new CachedPage(result, version);
        (result.status === 404 ? notFoundCache : cache).set(url, page);
        return page;
      } catch (error) {
        request.log.error({ err: error, url }, 'a page failed to render');
        return renderErrorPage(opts.origin);
      }
    };

    const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
      // The bundle's file is looked for only until it has loaded, not on every request.
      if (!built || (!bundle && !fs.existsSync(opts.ssrEntry))) {
        return reply
          .status(503)
          .type('text/plain')
          .send('The web app has not been built yet: run `npm run build`.');
      }
      const key = pageKey(request.url);
      const page = await render(request, key);
      reply.type('text/html; charset=utf-8');
      if (!(page instanceof CachedPage)) {
        // The page lives at another path (decision 32): sent there with the request's query;
        // never kept, since the data that decided it may change.
        if (page.status === 301 && page.location) {
          return reply
            .header('cache-control', 'no-cache')
            .redirect(page.location + request.url.slice(pathOf(request.url).length), 301);
        }
        return reply
          .status(page.status)
          .header('cache-control', 'private, no-store')
          .send(page.html);
      }
      // A kept page: browsers revalidate it (no-cache) and get a 304 while it is unchanged; its
      // compressed copies were made once, not on every request.
      reply
        .status(page.result.status)
        .header('cache-control', 'no-cache')
        .header('etag', page.etag)
        .header('vary', 'accept-encoding');
      // Only under the page's own key: a query a link added would make one kept answer each.
      if (key === request.url) keepPage(reply, page);
      if (request.headers['if-none-match'] === page.etag) return reply.status(304).send();
      const encoding = acceptedEncoding(request.headers['accept-encoding']);
      if (!encoding) return reply.send(page.html);
      return reply.header('content-encoding', encoding).send(await page.body(encoding));
    };

    /** Hands a found page to the kept answers, for GETs of exactly its request's URL. */
    const keepPage = (reply: FastifyReply, page: CachedPage) => {
      if (page.result.status !== 200) return;
      app.keptAnswers.keepReply(reply, page, page.version, () => ({
        etag: page.etag,
        compressible: true,
        body: (encoding) => page.readyBody(encoding),
      }));
    };

    // For routes that answer with a page when they find nothing (the seed's magazine links).
    app.decorate('sendPage', sendPage);

    app.get('/*', { schema: { hide: true } }, (request, reply) => {
      const pathname = pathOf(request.url);
      // An API call or a file that does not exist gets a short answer, not a page.
      if (pathname === '/api' || pathname.startsWith('/api/') || pathname.startsWith('/assets/')) {
        return sendError(reply, 404, `Not found: ${request.method} ${pathname}`, 'NOT_FOUND');
      }
      // A page's path in another spelling (trailing slashes, case, escapes): one answer per URL.
      const canonical = canonicalRequestPath(pathname);
      if (canonical !== null) {
        return reply.redirect(canonical + request.url.slice(pathname.length), 301);
      }
      return sendPage(request, reply);
    });

    app.setNotFoundHandler((request, reply) => {
      const pathname = request.url.split('?')[0] ?? '';
      return sendError(reply, 404, `Not found: ${request.method} ${pathname}`, 'NOT_FOUND');
    });
  },
  { name: 'web-app' },
);

/** The path of a request's URL, without its query. */
function pathOf(url: string): string {
  const queryAt = url.indexOf('?');
  return queryAt === -1 ? url : url.slice(0, queryAt);
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Answers a GET with the page the web app renders for its URL (a 404 page for no page). */
    sendPage(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply>;
  }
}
