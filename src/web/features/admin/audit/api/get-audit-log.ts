import { keepPreviousData } from '@tanstack/react-query';
import type { TListAuditResponse } from '../../../../../shared/schemas/admin-audit';
import { useAppQuery } from '../../../../lib/query-client';
import { adminQueryKey } from '../../api/admin-query-key';
import { adminRequest } from '../../api/admin-request';

/** GET /api/admin/audit: a page of admin writes, newest first. */
const getAuditLog = (page: number, signal?: AbortSignal) =>
  adminRequest<TListAuditResponse>('GET', `admin/audit?page=${page}`, { signal });

export function useAuditLog(page: number) {
  return useAppQuery<TListAuditResponse>({
    queryKey: [...adminQueryKey, 'audit', page],
    queryFn: ({ signal }) => getAuditLog(page, signal),
    placeholderData: keepPreviousData,
  });
}
