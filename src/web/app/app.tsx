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

/** The attribute of the server's style tag that lists the ids of its rules (page-style-tags.tsx). */
export const serverRulesAttribute = 'data-mui-rules';

/**
 * MUI's style cache, keyed `mui` on both sides. In the browser it adopts the rules the server
 * sent: marked as present, so none is inserted again, and left where they are in the head.
 */
export function newEmotionCache() {
  const cache = createCache({ key: 'mui' });
  if (typeof document !== 'undefined') {
    const listed = document.querySelector(`head > style[${serverRulesAttribute}]`);
    for (const id of listed?.getAttribute(serverRulesAttribute)?.split(' ') ?? []) {
      if (id) cache.inserted[id] = true;
    }
  }
  return cache;
}
