import type { TMessageResponse } from '../../../../../shared/schemas/account';
import type {
  TAddAdmin,
  TAdminAccountsResponse,
  TAdminOwnPassword,
} from '../../../../../shared/schemas/admin-people';
import { queryClient, useAppQuery } from '../../../../lib/query-client';
import { useAppMutation } from '../../../../lib/app-mutation';
import { adminQueryKey } from '../../api/admin-query-key';
import { adminRequest } from '../../api/admin-request';

const adminsQueryKey = [...adminQueryKey, 'admins'] as const;

/** GET /api/admin/admins */
export const useAdmins = () =>
  useAppQuery<TAdminAccountsResponse>({
    queryKey: adminsQueryKey,
    queryFn: ({ signal }) =>
      adminRequest<TAdminAccountsResponse>('GET', 'admin/admins', { signal }),
  });

const refreshAdmins = () => queryClient.invalidateQueries({ queryKey: adminsQueryKey });

/** POST /api/admin/admins */
export async function addAdmin(body: TAddAdmin) {
  const answer = await adminRequest<TMessageResponse>('POST', 'admin/admins', { body });
  await refreshAdmins();
  return answer;
}

/** POST /api/admin/admins/remove */
export const useRemoveAdmin = () =>
  useAppMutation({
    mutationFn: (id: string) =>
      adminRequest<TMessageResponse>('POST', 'admin/admins/remove', { body: { id } }),
    onSuccess: refreshAdmins,
  });

/** POST /api/admin/admins/password */
export const changeOwnPassword = (body: TAdminOwnPassword) =>
  adminRequest<TMessageResponse>('POST', 'admin/admins/password', { body });
