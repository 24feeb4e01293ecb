import { Suspense, type ComponentType } from 'react';
import { Redirect, useLocation } from 'wouter';
import { canonicalRequestPath } from '../../shared/config/canonical-path';
import { findRoute, type RouteMatch } from '../../shared/config/match-route';
import { notFoundPage, pageTitle } from '../../shared/config/page-title';
import { paths, type LivePathKey } from '../../shared/config/paths';
import { webPageJsonLd } from '../../shared/config/structured-data';
import { loadWithOneReload } from './chunk-reload';
import { ClientOnly } from './client-only';
import { AppLayout } from './layout/app-layout';
import { PageLoading } from './layout/page-loading';
import { usePreloadOnIntent } from './preload-on-intent';
import { PageHead } from '../components/page-head';
import { preloadable, type Preloadable } from './preloadable';
import { RouteErrorBoundary } from './route-error-boundary';

/** What a page gets: the values of its path's `:name` segments. */
type PageProps = { readonly params: Readonly<Record<string, string>> };
type PageModule = { default: ComponentType<PageProps> };

// Every page module, each its own chunk. The registry names each live route's module;
// paths.test.ts checks that it exists.
const pageModules = import.meta.glob<PageModule>('../features/**/*-page.tsx');

const pages = Object.fromEntries(
  (Object.keys(paths) as (keyof typeof paths)[]).flatMap((key) => {
    const entry = paths[key];
    if (!entry.live) return [];
    const load = pageModules[`../${entry.page}`];
    if (!load) throw new Error(`No page module ${entry.page} for the route ${entry.path}`);
    return [[key, preloadable(loadWithOneReload(load))]];
  }),
) as Record<LivePathKey, Preloadable<PageProps>>;

const NotFoundPage = preloadable(
  loadWithOneReload(() => import('../features/not-found/not-found-page')),
);
// The staff frame, like the staff pages, stays off the public pages' first load.
const BareLayout = preloadable(loadWithOneReload(() => import('./layout/bare-layout')));

/**
 * Loads what the page at this path renders with, before the server renders it and before the
 * browser hydrates it, so that neither suspends: a public page's module, the not-found page, the
 * staff frame. An account screen is drawn only after hydration (ClientOnly), but its module loads
 * before it too, so that it may start its reads (My plan's) while the frame is taken over.
 */
export function preloadRoute(pathname: string): Promise<void> {
  const match = findRoute(pathname);
  if (!match) return NotFoundPage.preload();
  if (match.entry.area === 'admin') return BareLayout.preload();
  return pages[match.key].preload();
}

/** Loads the code of the page at this path, whatever its area: a link is about to open it. */
function preloadPage(pathname: string): Promise<void> {
  const match = findRoute(pathname);
  return match ? pages[match.key].preload() : NotFoundPage.preload();
}

/**
 * The page at the current path, from the route registry: public pages are rendered on the server
 * and hydrated; account and staff screens are drawn in the browser after hydration (an account
 * page marked `serverFrame` is rendered like a public page, as before the session is read, and
 * draws the user's part itself: ADR 043); any other path is the not-found page. The router is wouter: 3 KB gzipped against React Router's 15
 * (docs/decisions/008-first-load-budget.md).
 */
export function AppRouter() {
  const [pathname] = useLocation();
  usePreloadOnIntent(preloadPage);
  const match = findRoute(pathname);
  // A link to a page's path in another spelling (`/MONEYMAP`) goes where the server would send
  // it (decision 32). The server never renders such a path, so hydration never meets this.
  const canonical = match ? null : canonicalRequestPath(pathname);
  if (canonical !== null) return <Redirect to={canonical} replace />;

  if (match?.entry.area === 'admin') {
    const Page = pages[match.key];
    return (
      <RouteErrorBoundary>
        <Suspense fallback={<PageLoading />}>
          <BareLayout>
            <RouteHead match={match} />
            <ClientOnly fallback={<PageLoading />}>
              <Suspense fallback={<PageLoading />}>
                <Page params={match.params} />
              </Suspense>
            </ClientOnly>
          </BareLayout>
        </Suspense>
      </RouteErrorBoundary>
    );
  }

  let content;
  if (!match) {
    content = <NotFoundPage />;
  } else {
    const Page = pages[match.key];
    const page = <Page key={pathname} params={match.params} />;
    content =
      match.entry.area === 'public' || match.entry.serverFrame ? (
        page
      ) : (
        <ClientOnly fallback={<PageLoading />}>{page}</ClientOnly>
      );
  }
  return (
    <AppLayout>
      <RouteHead match={match} />
      <RouteErrorBoundary>
        <Suspense fallback={<PageLoading />}>{content}</Suspense>
      </RouteErrorBoundary>
    </AppLayout>
  );
}

/** The head of the route's page, from its registry entry; the not-found head for no route. */
function RouteHead({ match }: { match: RouteMatch | undefined }) {
  const [pathname] = useLocation();
  if (!match) {
    return (
      <PageHead title={pageTitle(notFoundPage)} description={notFoundPage.description} noindex />
    );
  }
  const { entry } = match;
  // The page writes its head from its data (an article's), its not-found view included.
  if ('ownHead' in entry) return null;
  const isPublic = entry.area === 'public';
  return (
    <PageHead
      title={pageTitle(entry)}
      page={match.key}
      canonicalPath={isPublic ? pathname : undefined}
      noindex={!isPublic || ('noindex' in entry && entry.noindex)}
      jsonLd={
        // Made on the server only; the condition lets the browser's build drop the maker.
        import.meta.env.SSR && isPublic
          ? ({ origin, description }) =>
              webPageJsonLd(origin, {
                name: entry.title,
                description,
                trail: [{ name: entry.title, path: pathname }],
              })
          : undefined
      }
    />
  );
}
