import { CacheProvider, type EmotionCache } from '@emotion/react';
import type { QueryClient } from '@tanstack/react-query';
import { ThemeProvider } from '@mui/system';
import type { ReactNode } from 'react';
import { NotifyProvider } from '../lib/notify';
import { RequestQueryClientContext } from '../lib/request-query-client';
import { SsrDataContext, type SsrData } from '../lib/ssr-data';
import { theme } from './theme';

/**
 * MUI's own ThemeProvider, for a theme without CSS variables (ours), renders exactly this: the
 * system's provider with `vars: null`. Importing it also brings its CSS-variables provider and
 * colour-scheme script, which this site never uses: 3.1 KB gzipped on every page's first load
 * (ADR 026).
 */
const themeWithoutVars = { ...theme, vars: null };

export type AppContext = {
  /** MUI's style cache: one per rendered page on the server, one for the tab in the browser. */
  emotionCache: EmotionCache;
  ssrData: SsrData;
  /** The server's cache for this page's reads; the browser uses its own (lib/query-client). */
  queryClient?: QueryClient;
};

/**
 * Everything the pages share: styles, theme, the server's data and the notices. MUI's CssBaseline
 * is not among them: the server writes its rules into every page's head (page-style-tags.tsx).
 */
export function AppProvider({ context, children }: { context: AppContext; children: ReactNode }) {
  return (
    <CacheProvider value={context.emotionCache}>
      <SsrDataContext.Provider value={context.ssrData}>
        <RequestQueryClientContext.Provider value={context.queryClient ?? null}>
          <ThemeProvider theme={themeWithoutVars}>
            <NotifyProvider>{children}</NotifyProvider>
          </ThemeProvider>
        </RequestQueryClientContext.Provider>
      </SsrDataContext.Provider>
    </CacheProvider>
  );
}
