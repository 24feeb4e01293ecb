import createCache from '@emotion/cache';
import { Router } from 'wouter';
import { Document } from './document';
import { AppProvider, type AppContext } from './provider';
import { AppRouter } from './router';

/**
 * The whole site as one element, the same on both sides: the server renders it for a path
 * (`location`), the browser hydrates it at its own location.
 */
export function App({
  context,
  location,
}: {
  context: AppContext;
  location?: { path: string; search: string };
}) {
  return (
    <Router ssrPath={location?.path} ssrSearch={location?.search}>
      <AppProvider context={context}>
        <Document>
          <AppRouter />
        </Document>
      </AppProvider>
    </Router>
  );
}

/** MUI's style cache, keyed `mui` on both sides so the browser adopts the server's style tags. */
export const newEmotionCache = () => createCache({ key: 'mui' });
