import {
  hydrate,
  QueryClient,
  useQuery,
  type DefaultError,
  type DehydratedState,
  type QueryKey,
  type UseQueryOptions,
} from '@tanstack/react-query';
import { useContext } from 'react';
import { RequestQueryClientContext } from './request-query-client';
import { readSsrData } from './ssr-data';

const isBrowser = typeof document !== 'undefined';

/** The cache's settings, the same for the browser's one cache and the server's per-page ones. */
export function newQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        refetchOnWindowFocus: false,
        retry: isBrowser ? 1 : false,
      },
    },
  });
}

/**
 * The browser's one query cache. There is no QueryClientProvider at the root: features pass this
 * client to TanStack Query explicitly (through the hooks below), so the library loads with the
 * first page that fetches through it instead of with every page (docs/decisions/008). It starts
 * with the answers the server sent with the page, so those are not fetched again.
 */
export const queryClient = newQueryClient();
if (isBrowser) hydrate(queryClient, asOfNow(readSsrData().queries));

/**
 * The answers as fresh as the page that brought them. The server keeps a rendered page while the
 * content is unchanged, so its answers are current when it is sent, though they were read
 * earlier; with their old time they would count as stale and be fetched again at once.
 */
function asOfNow(state: DehydratedState): DehydratedState {
  const now = Date.now();
  return {
    ...state,
    queries: state.queries.map((query) => ({
      ...query,
      state: { ...query.state, dataUpdatedAt: now },
    })),
  };
}

export function useAppQuery<TData, TKey extends QueryKey = QueryKey>(
  options: UseQueryOptions<TData, DefaultError, TData, TKey>,
) {
  return useQuery(options, useContext(RequestQueryClientContext) ?? queryClient);
}
