import type {
  TAdminAuthenticateRequest,
  TAdminAuthenticateResponse,
} from '../../../../shared/schemas/account';
import { apiPost } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';
import { adminQueryKey } from './admin-query-key';
import { storeAdminToken } from './admin-token';

/** /admin's Login: a bearer token for every admin call, kept for this tab. */
export async function authenticateAdmin(input: TAdminAuthenticateRequest): Promise<void> {
  const { token } = await apiPost<TAdminAuthenticateResponse>('admin/authenticate', input);
  storeAdminToken(token);
  // Whatever was known about an earlier admin session is stale now.
  queryClient.removeQueries({ queryKey: adminQueryKey });
}
