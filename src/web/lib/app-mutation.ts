import { useMutation, type DefaultError, type UseMutationOptions } from '@tanstack/react-query';
import { queryClient } from './query-client';

/**
 * A change the user makes through the API, with the app's one query cache. Apart from
 * query-client.ts so that the pages that only read (the magazine, the events) do not load
 * TanStack Query's mutation hook with their first load.
 */
export function useAppMutation<TData, TVariables = void>(
  options: UseMutationOptions<TData, DefaultError, TVariables>,
) {
  return useMutation(options, queryClient);
}
