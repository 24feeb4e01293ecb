import type { TAdminMeResponse } from '../../../../shared/schemas/account';
import { useAppQuery } from '../../../lib/query-client';
import { adminQueryKey } from './admin-query-key';
import { adminRequest } from './admin-request';

/** GET /api/admin/me: whose token this is; 401 when it is no good, 403 when not an admin's. */
const getAdminMe = (signal?: AbortSignal) =>
  adminRequest<TAdminMeResponse>('GET', 'admin/me', { signal });

export function useAdminMe() {
  return useAppQuery<TAdminMeResponse>({
    queryKey: [...adminQueryKey, 'me'],
    queryFn: ({ signal }) => getAdminMe(signal),
    // A refused token will not be accepted on a second try.
    retry: false,
  });
}
