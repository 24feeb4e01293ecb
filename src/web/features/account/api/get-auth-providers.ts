import type { TAuthProvidersResponse } from '../../../../shared/schemas/account';
import { apiGet } from '../../../lib/api-client';
import { useAppQuery } from '../../../lib/query-client';

/** GET /api/auth-providers: which social sign-in buttons this site offers (maybe none). */
const getAuthProviders = () => apiGet<TAuthProvidersResponse>('auth-providers');

const authProvidersQueryOptions = {
  queryKey: ['auth-providers'],
  queryFn: getAuthProviders,
  // Set by the server's configuration: it does not change while the page is open.
  staleTime: Infinity,
} as const;

export function useAuthProviders() {
  return useAppQuery<TAuthProvidersResponse>(authProvidersQueryOptions);
}
