import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Route, Router, Switch } from 'wouter';
import { paths, type LivePathKey } from '../../shared/config/paths';
import { AppLayout } from './layout/app-layout';
import { loadWithOneReload } from './chunk-reload';
import { PageLoading } from './layout/page-loading';
import { RouteErrorBoundary } from './route-error-boundary';

type PageModule = { default: ComponentType };

// Every page module, each its own chunk, loaded when first visited (and preloaded by the server
// when it is the page asked for). The registry names each live route's module.
const pageModules = import.meta.glob<PageModule>('../features/**/*-page.tsx');

function pageOf(key: LivePathKey): LazyExoticComponent<ComponentType> {
  const load = pageModules[`../${paths[key].page}`];
  // paths.test.ts checks that every named module exists; this guards a rename in between.
  if (!load) throw new Error(`No page module ${paths[key].page} for the route ${paths[key].path}`);
  return lazy(loadWithOneReload(load));
}

/**
 * The live routes of the registry and their pages. The router is wouter: 3 KB gzipped against
 * React Router's 15 (docs/decisions/008-first-load-budget.md).
 */
const liveKeys = (Object.keys(paths) as (keyof typeof paths)[]).filter(
  (key): key is LivePathKey => paths[key].live,
);
const pages = Object.fromEntries(liveKeys.map((key) => [key, pageOf(key)])) as Record<
  LivePathKey,
  LazyExoticComponent<ComponentType>
>;
const NotFoundPage = lazy(loadWithOneReload(() => import('../features/not-found/not-found-page')));
// The staff frame, like the staff pages, stays off the public pages' first load.
const BareLayout = lazy(loadWithOneReload(() => import('./layout/bare-layout')));

/** Staff pages: their own frame, and code that never loads on a public page. */
const staffPages = ['admin', 'dashboard'] as const satisfies readonly LivePathKey[];
const isStaffPage = (key: LivePathKey) => (staffPages as readonly LivePathKey[]).includes(key);
const publicPages = (Object.keys(pages) as LivePathKey[]).filter((key) => !isStaffPage(key));

export function AppRouter() {
  return (
    <Router>
      <Switch>
        {staffPages.map((key) => {
          const Page = pages[key];
          return (
            <Route key={key} path={paths[key].path}>
              <RouteErrorBoundary>
                <Suspense fallback={<PageLoading />}>
                  <BareLayout>
                    <Suspense fallback={<PageLoading />}>
                      <Page />
                    </Suspense>
                  </BareLayout>
                </Suspense>
              </RouteErrorBoundary>
            </Route>
          );
        })}
        <Route>
          <AppLayout>
            <RouteErrorBoundary>
              <Suspense fallback={<PageLoading />}>
                <Switch>
                  {publicPages.map((key) => (
                    <Route key={key} path={paths[key].path} component={pages[key]} />
                  ))}
                  <Route component={NotFoundPage} />
                </Switch>
              </Suspense>
            </RouteErrorBoundary>
          </AppLayout>
        </Route>
      </Switch>
    </Router>
  );
}
