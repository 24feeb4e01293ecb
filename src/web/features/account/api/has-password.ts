import { useAppQuery } from '../../../lib/query-client';
import { withAuthClient } from './with-auth-client';

/**
 * Whether the account signs in with a password (a `credential` account), or only through Google
 * or Facebook: deleting it is confirmed with the password, or else by typing DELETE.
 */
async function hasPassword(): Promise<boolean> {
  const accounts = await withAuthClient((client) => client.listAccounts());
  return (accounts ?? []).some((account) => account.providerId === 'credential');
}

export function useHasPassword(userId: string) {
  return useAppQuery({ queryKey: ['has-password', userId], queryFn: hasPassword });
}
