import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router';
import { paths, type LivePathKey } from '../../shared/config/paths';
import { AppLayout } from './layout/app-layout';
import { PageLoading } from './layout/page-loading';

/**
 * Every live route of the registry must have a page here (the type says so); each page is its own
 * chunk, loaded when first visited. React Router's declarative API is used rather than its data
 * router: it is 15 KB gzipped instead of 32 KB (docs/decisions/005-declarative-router.md).
 */
const pages: Record<LivePathKey, LazyExoticComponent<ComponentType>> = {
  home: lazy(() => import('../features/home/home-page')),
  moneyMap: lazy(() => import('../features/planners/money-map/money-map-page')),
};
const NotFoundPage = lazy(() => import('../features/not-found/not-found-page'));

export function AppRouter() {
  return (
    <BrowserRouter>
      <Routes>
        <Route element={<AppLayout />}>
          {(Object.keys(pages) as LivePathKey[]).map((key) => {
            const Page = pages[key];
            return (
              <Route
                key={key}
                path={paths[key].path}
                element={
                  <Suspense fallback={<PageLoading />}>
                    <Page />
                  </Suspense>
                }
              />
            );
          })}
          <Route
            path="*"
            element={
              <Suspense fallback={<PageLoading />}>
                <NotFoundPage />
              </Suspense>
            }
          />
        </Route>
      </Routes>
    </BrowserRouter>
  );
}
