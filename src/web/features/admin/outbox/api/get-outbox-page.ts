import { keepPreviousData } from '@tanstack/react-query';
import type { TOutboxPageResponse } from '../../../../../shared/schemas/mail';
import { useAppQuery } from '../../../../lib/query-client';
import { adminQueryKey } from '../../api/admin-query-key';
import { adminRequest } from '../../api/admin-request';

/** GET /api/admin/outbox/messages: a page of kept mail, its links' tokens removed. */
const getOutboxPage = (page: number, signal?: AbortSignal) =>
  adminRequest<TOutboxPageResponse>('GET', `admin/outbox/messages?page=${page}`, { signal });

export function useOutboxPage(page: number) {
  return useAppQuery<TOutboxPageResponse>({
    queryKey: [...adminQueryKey, 'outbox', page],
    queryFn: ({ signal }) => getOutboxPage(page, signal),
    placeholderData: keepPreviousData,
  });
}
