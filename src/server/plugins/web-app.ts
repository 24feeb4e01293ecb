import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { paths } from '../../shared/config/paths';
import { canonicalRequestPath } from '../../shared/config/canonical-path';
import { findRoute, type RouteMatch } from '../../shared/config/match-route';
import type { PublicReads } from '../../shared/config/public-reads';
import type { RenderResult, ServerBundle } from '../../shared/config/render-contract';
import type { Making } from '../kept-answers';
import { DATABASE_RETRY_AFTER_SECONDS, sendError } from './errors';
import { loadAssetTags } from './asset-tags';

const HTML_TYPE = 'text/html; charset=utf-8';

/**
 * What a page is kept under (ADR 028): its path alone when the page never reads the query, so
 * that a query a link added (a campaign's `utm_` tags, a cache-buster) neither renders the page
 * again nor takes another place; for a page that reads it (search results), its path and the
 * query as the page reads it (`keyQuery`). The URL as it is for pages that are not public.
 */
function pageKey(url: string, match: RouteMatch | undefined): string {
  const queryAt = url.indexOf('?');
  if (queryAt === -1) return url;
  if (match && match.entry.area !== 'public') return url;
  const pathname = url.slice(0, queryAt);
  const keyQuery = match?.entry.keyQuery?.(new URLSearchParams(url.slice(queryAt + 1))) ?? '';
  return keyQuery === '' ? pathname : `${pathname}?${keyQuery}`;
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
  /** Load the server bundle at start (production) rather than on the first page asked for. */
  loadAtStart: boolean;
};

/**
 * Serves the site's pages rendered on the server (src/web/entry-server.tsx through the contract in
 * src/shared/config/render-contract.ts), and the browser's hashed assets with immutable caching
 * (pre-compressed brotli and gzip files when the browser accepts them).
 *
 * Public pages are the same HTML for every visitor, so a rendered page is kept, by URL, until the
 * content version changes; account and staff screens are sent as their frame and never kept, and
 * a private public page (a preview) is rendered for each request and never kept either. An
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

    /** A page rendered now; a render that fails gives the plain error page, 500. */
    const render = async (request: FastifyRequest, url: string): Promise<RenderResult> => {
      const { render: renderPage, renderErrorPage } = await loadBundle();
      try {
        return await renderPage({
          url,
          origin: opts.origin,
          reads: opts.reads,
          assetTags,
          onReadError: (read, error) =>
            request.log.warn({ err: error, url, read }, 'a page was made without one of its reads'),
        });
      } catch (error) {
        request.log.error({ err: error, url }, 'a page failed to render');
        return renderErrorPage(opts.origin);
      }
    };

    /**
     * A public page (or the not-found page) as the store keeps it: a complete page found (200)
     * with the pages everyone reads; a search's results and not-found pages, whose addresses are
     * as many as visitors type, in the store's small share; an incomplete page (a read failed),
     * a 503 or a 500 never (decision 33).
     */
    const makePage = async (
      request: FastifyRequest,
      key: string,
      match: RouteMatch | undefined,
    ): Promise<Making> => {
      const result = await render(request, key);
      if (result.status === 301 && result.location) {
        // The page lives at another path (decision 32): sent there with each request's query;
        // never kept, since the data that decided it may change.
        return { body: Buffer.alloc(0), status: 301, redirectTo: result.location, keep: false };
      }
      const body = Buffer.from(result.html);
      if (!result.complete || result.status >= 500) {
        return {
          body,
          status: result.status,
          headers: {
            'cache-control': 'private, no-store',
            ...(result.status === 503
              ? { 'retry-after': String(DATABASE_RETRY_AFTER_SECONDS) }
              : {}),
          },
          keep: false,
        };
      }
      const byQuery = result.status !== 200 || match?.entry.keyQuery !== undefined;
      return { body, status: result.status, keep: byQuery ? 'byQuery' : 'content' };
    };

    const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
      // The bundle's file is looked for only until it has loaded, not on every request.
      if (!built || (!bundle && !fs.existsSync(opts.ssrEntry))) {
        return reply
          .status(503)
          .type('text/plain')
          .send('The web app has not been built yet: run `npm run build`.');
      }
      const pathname = pathOf(request.url);
      const match = findRoute(pathname);
      const key = pageKey(request.url, match);
      reply.type(HTML_TYPE);
      if (match && match.entry.area !== 'public') {
        // A signed-in user's or staff screen: its frame, drawn in the browser, never kept.
        const page = await render(request, key);
        return reply
          .status(page.status)
          .header('cache-control', 'private, no-store')
          .send(page.html);
      }
      if (match?.entry.private) {
        // One person's public page (an article's preview, ADR 041): made for this request alone,
        // kept by neither the store nor any cache, and asked not to be indexed.
        const page = await render(request, key);
        return reply
          .status(page.status)
          .header('cache-control', 'private, no-store')
          .header('x-robots-tag', 'noindex')
          .send(page.html);
      }
      // Browsers revalidate a kept page (no-cache) and get a 304 while it is unchanged.
      reply.header('cache-control', 'no-cache');
      return app.keptAnswers.respond(reply, key, () => makePage(request, key, match), {
        etag: true,
        // Search results: as many as visitors' queries, each a full-text search and a render.
        oneAtATime: match?.entry.keyQuery !== undefined,
      });
    };

    // For routes that answer with a page when they find nothing (the seed's magazine links).
    app.decorate('sendPage', sendPage);

    const webPage = (request: FastifyRequest, reply: FastifyReply) => {
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
    };

    app.get('/*', { schema: { hide: true } }, webPage);
    /** The page a client past its limit gets: the same for everyone, so drawn once. */
    let tooMany: Buffer | undefined;
    const tooManyPage = async () =>
      (tooMany ??= Buffer.from((await loadBundle()).renderErrorPage(opts.origin, 429).html));

    // Search results are limited per client before the store is asked (ADR 028); past the limit
    // a person gets the site's error page, 429, with when to try again.
    app.get(
      paths.magazineSearch.path,
      {
        schema: { hide: true },
        onRequest: app.searchLimit,
        errorHandler: async (error, _request, reply) => {
          if (error.statusCode !== 429) throw error;
          return reply
            .status(429)
            .type(HTML_TYPE)
            .header('cache-control', 'private, no-store')
            .send(await tooManyPage());
        },
      },
      webPage,
    );

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
    sendPage(request: FastifyRequest, reply: FastifyReply): Promise<unknown>;
  }
}
