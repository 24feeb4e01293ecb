import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Route, Router, Switch } from 'wouter';
import { paths, type LivePathKey } from '../../shared/config/paths';
import { AppLayout } from './layout/app-layout';
import { PageLoading } from './layout/page-loading';

/**
 * Every live route of the registry must have a page here (the type says so); each page is its own
 * chunk, loaded when first visited. The router is wouter: 3 KB gzipped against React Router's 15
 * (docs/decisions/008-first-load-budget.md).
 */
const pages: Record<LivePathKey, LazyExoticComponent<ComponentType>> = {
  home: lazy(() => import('../features/home/home-page')),
  moneyMap: lazy(() => import('../features/planners/money-map/money-map-page')),
  profile: lazy(() => import('../features/account/profile-page')),
  resetPassword: lazy(() => import('../features/account/reset-password-page')),
  admin: lazy(() => import('../features/admin/admin-login-page')),
  dashboard: lazy(() => import('../features/admin/dashboard-page')),
};
const NotFoundPage = lazy(() => import('../features/not-found/not-found-page'));
// The staff frame, like the staff pages, stays off the public pages' first load.
const BareLayout = lazy(() => import('./layout/bare-layout'));

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
              <Suspense fallback={<PageLoading />}>
                <BareLayout>
                  <Suspense fallback={<PageLoading />}>
                    <Page />
                  </Suspense>
                </BareLayout>
              </Suspense>
            </Route>
          );
        })}
        <Route>
          <AppLayout>
            <Suspense fallback={<PageLoading />}>
              <Switch>
                {publicPages.map((key) => (
                  <Route key={key} path={paths[key].path} component={pages[key]} />
                ))}
                <Route component={NotFoundPage} />
              </Switch>
            </Suspense>
          </AppLayout>
        </Route>
      </Switch>
    </Router>
  );
}
