import type { TMessageResponse } from '../../../../shared/schemas/account';
import { queryClient } from '../../../lib/query-client';
import { useAppMutation } from '../../../lib/app-mutation';
import { adminQueryKey } from './admin-query-key';
import { adminRequest } from './admin-request';
import { clearAdminToken } from './admin-token';

/**
 * Logout: the server revokes the token, then this tab forgets it. The tab forgets it even when the
 * server cannot be reached, so Logout always leaves the admin area.
 */
async function logoutAdmin(): Promise<void> {
  try {
    await adminRequest<TMessageResponse>('POST', 'admin/logout');
  } finally {
    clearAdminToken();
    queryClient.removeQueries({ queryKey: adminQueryKey });
  }
}

export const useLogoutAdmin = () => useAppMutation({ mutationFn: logoutAdmin });
