import { keepPreviousData } from '@tanstack/react-query';
import type { TMessageResponse } from '../../../../../shared/schemas/account';
import type { TSubscribersResponse } from '../../../../../shared/schemas/admin-people';
import { queryClient, useAppQuery } from '../../../../lib/query-client';
import { useAppMutation } from '../../../../lib/app-mutation';
import { adminQueryKey } from '../../api/admin-query-key';
import { adminRequest } from '../../api/admin-request';

const subscribersQueryKey = [...adminQueryKey, 'subscribers'] as const;

/** GET /api/admin/subscribers: one page of the list, searched by a part of the address. */
export function useSubscribers(search: string, page: number) {
  return useAppQuery<TSubscribersResponse>({
    queryKey: [...subscribersQueryKey, search, page],
    queryFn: ({ signal }) => {
      const query = new URLSearchParams({ page: String(page) });
      if (search) query.set('q', search);
      return adminRequest<TSubscribersResponse>('GET', `admin/subscribers?${query}`, { signal });
    },
    placeholderData: keepPreviousData,
  });
}

/** POST /api/admin/subscribers/unsubscribe or /erase for one subscriber. */
export const useSubscriberAction = () =>
  useAppMutation({
    mutationFn: ({ action, id }: { action: 'unsubscribe' | 'erase'; id: string }) =>
      adminRequest<TMessageResponse>('POST', `admin/subscribers/${action}`, { body: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: subscribersQueryKey }),
  });
