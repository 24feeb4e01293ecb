import {
  hydrate,
  QueryClient,
  useMutation,
  useQuery,
  type DefaultError,
  type QueryKey,
  type UseMutationOptions,
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
if (isBrowser) hydrate(queryClient, readSsrData().queries);

export function useAppQuery<TData, TKey extends QueryKey = QueryKey>(
  options: UseQueryOptions<TData, DefaultError, TData, TKey>,
) {
  return useQuery(options, useContext(RequestQueryClientContext) ?? queryClient);
}

export function useAppMutation<TData, TVariables = void>(
  options: UseMutationOptions<TData, DefaultError, TVariables>,
) {
  return useMutation(options, queryClient);
}
