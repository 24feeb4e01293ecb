import type { EmotionCache } from '@emotion/react';
import { dehydrate } from '@tanstack/react-query';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { isSafeRedirectPath } from '../shared/config/canonical-path';
import { findRoute } from '../shared/config/match-route';
import { errorPage, pageTitle } from '../shared/config/page-title';
import { layoutReads, readKey, runRead } from '../shared/config/public-reads';
import type { RenderErrorPage, RenderPage } from '../shared/config/render-contract';
import { canonicalPages } from '../shared/magazine/canonical-pages';
import { App } from './app/app';
import { newServerStyleCache, pageStyleTags } from './app/page-style-tags';
import { ServerErrorNotice } from './app/server-error-notice';
import { preloadRoute } from './app/router';
import { HtmlParserContext } from './components/inline-html';
import { newQueryClient } from './lib/query-client';
import { ServerHeadContext, ssrDataElementId, type ServerHead, type SsrData } from './lib/ssr-data';
import { parseHtmlOnServer } from './server-html-parser';

const notFoundModule = 'features/not-found/not-found-page.tsx';

/**
 * Renders the whole document for a path on the server: the page's module loaded first, its reads
 * answered through the server's services and handed over in the page, MUI's styles for
 * this page in the head. The browser hydrates it (src/web/main.tsx).
 */
export const render: RenderPage = async ({ url, origin, reads, assetTags, onReadError }) => {
  // Split by hand: `new URL('//evil.example/', base)` would read another host into the path.
  const queryAt = url.indexOf('?');
  const pathname = queryAt < 0 ? url : url.slice(0, queryAt);
  const search = queryAt < 0 ? '' : url.slice(queryAt + 1);
  const match = findRoute(pathname);
  const isPublic = match?.entry.area === 'public';
  // A path the route cannot name a page with (`/magazine/no-id`): its not-found view, 404.
  const exists = !isPublic || (match.entry.exists?.(match.params) ?? true);

  await preloadRoute(pathname);
  const queryClient = newQueryClient();
  const pageReads =
    isPublic && exists ? match.entry.reads?.(match.params, new URLSearchParams(search)) : undefined;
  const routeReads = [
    ...layoutReads,
    ...Object.values(pageReads ?? {}).filter((read) => read !== undefined),
  ];
  await Promise.all(
    routeReads.map((read) =>
      queryClient.prefetchQuery({
        queryKey: readKey(read),
        queryFn: () =>
          runRead(reads, read).catch((error: unknown) => {
            onReadError?.(read.read, error);
            throw error;
          }),
      }),
    ),
  );
  const failed = routeReads.filter(
    (read) => queryClient.getQueryState(readKey(read))?.status === 'error',
  );
  // The page's own content could not be read: the site's error page, 503, kept nowhere
  // (decision 33). A secondary block that failed says so in its place (its component shows
  // 'Something went wrong'), and the page is sent but not kept.
  if (failed.some((read) => !read.secondary)) return renderErrorPage(origin, 503);
  // The thing the page is about is not there (an unknown article id): the page says so, 404.
  const missing = routeReads.some(
    (read) => read.required && queryClient.getQueryData(readKey(read)) === null,
  );
  // One answer per URL (decision 32): a page asked for at another path than its data's goes
  // there; one whose data names nothing (a tag no article carries) is not there.
  const canonical =
    isPublic && exists && !missing
      ? canonicalPages[match.key]?.(match.params, (name) => {
          const read = routeReads.find((r) => r.read === name);
          return read && queryClient.getQueryData(readKey(read));
        })
      : undefined;
  if (canonical && canonical !== pathname && isSafeRedirectPath(canonical)) {
    return { status: 301, location: canonical, html: '', cacheable: false, complete: true };
  }
  const ssrData: SsrData = {
    origin,
    // Failed reads go too, so that the browser takes over showing what the server showed (and
    // then asks again).
    queries: dehydrate(queryClient, {
      shouldDehydrateQuery: (query) => query.state.status !== 'pending',
    }),
  };

  let jsonLd: object | undefined;
  const serverHead: ServerHead = { putJsonLd: (given) => (jsonLd = given) };
  const { body, styles } = withPageStyles((emotionCache) =>
    renderToString(
      <ServerHeadContext.Provider value={serverHead}>
        <HtmlParserContext.Provider value={parseHtmlOnServer}>
          <App
            context={{ emotionCache, ssrData, queryClient }}
            location={{ path: pathname, search }}
          />
        </HtmlParserContext.Provider>
      </ServerHeadContext.Provider>,
    ),
  );
  const page = match ? match.entry.page : notFoundModule;
  const html = body
    .replace(
      '</head>',
      `${jsonLdScript(jsonLd)}${styles}${assetTags(page, { afterPaint: !match || isPublic || match.entry.serverFrame === true })}</head>`,
    )
    .replace('</body>', `${dataScript(ssrData)}</body>`);
  return {
    status: match && exists && !missing && canonical !== null ? 200 : 404,
    html: `<!DOCTYPE html>${html}`,
    cacheable: !match || isPublic,
    complete: failed.length === 0,
  };
};

/**
 * The page for a render that failed (500) or whose content could not be read (503): the site's
 * frame and a plain notice, without the browser's code (the app that just failed to render is not
 * started again), its links plain links.
 */
export const renderErrorPage: RenderErrorPage = (origin, status = 500) => {
  const ssrData: SsrData = { origin, queries: { queries: [], mutations: [] } };
  const { body, styles } = withPageStyles((emotionCache) =>
    renderToStaticMarkup(
      <ServerErrorNotice context={{ emotionCache, ssrData }} title={pageTitle(errorPage)} />,
    ),
  );
  return {
    status,
    html: `<!DOCTYPE html>${body.replace('</head>', `${styles}</head>`)}`,
    cacheable: false,
    complete: false,
  };
};

/** The page's JSON-LD as a script block; `<` escaped so that no text inside can end it. */
function jsonLdScript(jsonLd: object | undefined): string {
  if (!jsonLd) return '';
  const json = JSON.stringify(jsonLd).replace(/</g, '\\u003c');
  return `<script type="application/ld+json">${json}</script>`;
}

/** Renders with an Emotion cache of the page's own, and gives the head's style tags for it. */
function withPageStyles(draw: (emotionCache: EmotionCache) => string) {
  const emotionCache = newServerStyleCache();
  const body = draw(emotionCache);
  return { body, styles: pageStyleTags(emotionCache) };
}

/** The JSON block the browser reads (lib/ssr-data.ts); `<` escaped so nothing inside can end it. */
function dataScript(data: SsrData): string {
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return `<script id="${ssrDataElementId}" type="application/json">${json}</script>`;
}
