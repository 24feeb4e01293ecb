import {
  QueryClient,
  useMutation,
  useQuery,
  type DefaultError,
  type QueryKey,
  type UseMutationOptions,
  type UseQueryOptions,
} from '@tanstack/react-query';

/**
 * The app's one query cache. There is no QueryClientProvider at the root: features pass this
 * client to TanStack Query explicitly (through the two hooks below), so the library loads with the
 * first page that fetches through it instead of with every page (docs/decisions/008).
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: 60_000, refetchOnWindowFocus: false, retry: 1 },
  },
});

export function useAppQuery<TData, TKey extends QueryKey = QueryKey>(
  options: UseQueryOptions<TData, DefaultError, TData, TKey>,
) {
  return useQuery(options, queryClient);
}

export function useAppMutation<TData, TVariables = void>(
  options: UseMutationOptions<TData, DefaultError, TVariables>,
) {
  return useMutation(options, queryClient);
}
