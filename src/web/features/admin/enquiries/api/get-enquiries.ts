import { keepPreviousData } from '@tanstack/react-query';
import type {
  TEnquiryKind,
  TListEnquiriesResponse,
} from '../../../../../shared/schemas/admin-enquiries';
import { useAppQuery } from '../../../../lib/query-client';
import { adminQueryKey } from '../../api/admin-query-key';
import { adminRequest } from '../../api/admin-request';

/** The list's filter as the screen holds it: '' for no date. */
export type EnquiryFilter = { kind: TEnquiryKind | 'all'; from: string; to: string };

export const enquiriesQueryKey = [...adminQueryKey, 'enquiries'] as const;

/** GET /api/admin/enquiries: one page of the submissions, newest first. */
function getEnquiries(filter: EnquiryFilter, page: number, signal?: AbortSignal) {
  const query = new URLSearchParams({ kind: filter.kind, page: String(page) });
  if (filter.from) query.set('from', filter.from);
  if (filter.to) query.set('to', filter.to);
  return adminRequest<TListEnquiriesResponse>('GET', `admin/enquiries?${query}`, { signal });
}

export function useEnquiries(filter: EnquiryFilter, page: number) {
  return useAppQuery<TListEnquiriesResponse>({
    queryKey: [...enquiriesQueryKey, filter, page],
    queryFn: ({ signal }) => getEnquiries(filter, page, signal),
    // The rows stay while the next page loads, so the table does not jump.
    placeholderData: keepPreviousData,
  });
}
