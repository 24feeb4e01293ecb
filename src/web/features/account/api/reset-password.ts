import { refreshSession } from '../../../lib/session';
import { withAuthClient } from './with-auth-client';

type ResetPasswordInput = { token: string; newPassword: string };

/** /reset-password: the e-mailed token and the new password. It ends every session of the user. */
export async function resetPassword({ token, newPassword }: ResetPasswordInput): Promise<void> {
  await withAuthClient((client) => client.resetPassword({ token, newPassword }));
  // If this browser was signed in as that user, that session has just ended too.
  await refreshSession();
}
