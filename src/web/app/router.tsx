import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Route, Router, Switch } from 'wouter';
import { paths, type LivePathKey } from '../../shared/config/paths';
import { AppLayout } from './layout/app-layout';
import { PageLoading } from './layout/page-loading';

/**
 * Every live route of the registry must have a page here (the type says so); each page is its own
 * chunk, loaded when first visited. The router is wouter: 3 KB gzipped against React Router's 15
 * (docs/decisions/008-wouter-router.md).
 */
const pages: Record<LivePathKey, LazyExoticComponent<ComponentType>> = {
  home: lazy(() => import('../features/home/home-page')),
  moneyMap: lazy(() => import('../features/planners/money-map/money-map-page')),
};
const NotFoundPage = lazy(() => import('../features/not-found/not-found-page'));

export function AppRouter() {
  return (
    <Router>
      <AppLayout>
        <Suspense fallback={<PageLoading />}>
          <Switch>
            {(Object.keys(pages) as LivePathKey[]).map((key) => (
              <Route key={key} path={paths[key].path} component={pages[key]} />
            ))}
            <Route component={NotFoundPage} />
          </Switch>
        </Suspense>
      </AppLayout>
    </Router>
  );
}
