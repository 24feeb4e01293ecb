import { CacheProvider, type EmotionCache } from '@emotion/react';
import type { QueryClient } from '@tanstack/react-query';
import { ThemeProvider } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { NotifyProvider } from '../lib/notify';
import { RequestQueryClientContext } from '../lib/request-query-client';
import { SsrDataContext, type SsrData } from '../lib/ssr-data';
import { theme } from './theme';

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
          <ThemeProvider theme={theme}>
            <NotifyProvider>{children}</NotifyProvider>
          </ThemeProvider>
        </RequestQueryClientContext.Provider>
      </SsrDataContext.Provider>
    </CacheProvider>
  );
}
