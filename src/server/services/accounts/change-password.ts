import { accountMessages, type TChangePasswordRequest } from '../../../shared/schemas/account';
import type { Auth } from '../../auth/auth';
import { AppError, badRequest } from '../../errors';
import {
  callAuthEndpoint,
  rateLimited,
  readAuthFailure,
  setCookiesOf,
  type Caller,
} from './auth-response';

/**
 * The Change Password panel: checks the current password, sets the new one and ends every other
 * session of the user (Better Auth's change-password with revokeOtherSessions). The caller's own
 * session is replaced by a new one: the returned Set-Cookie headers must reach the browser. The
 * current password draws on the sign-in budget, and a weak new one is refused (auth/auth.ts).
 */
export async function changePassword(
  { auth, log }: { auth: Auth; log: { error(obj: object, msg: string): void } },
  caller: Caller,
  input: TChangePasswordRequest,
): Promise<{ setCookies: string[] }> {
  const response = await callAuthEndpoint(auth, caller, '/change-password', {
    currentPassword: input.currentPassword,
    newPassword: input.newPassword,
    revokeOtherSessions: true,
  });
  if (response.ok) return { setCookies: setCookiesOf(response) };

  const failure = await readAuthFailure(response);
  switch (true) {
    case failure.status === 429:
      throw rateLimited(failure.retryAfter);
    case failure.code === 'WEAK_PASSWORD':
      throw badRequest(failure.message ?? accountMessages.passwordTooShort, 'WEAK_PASSWORD');
    case failure.code === 'INVALID_PASSWORD':
      throw badRequest(accountMessages.currentPasswordWrong, 'WRONG_PASSWORD');
    case failure.code === 'CREDENTIAL_ACCOUNT_NOT_FOUND':
      throw badRequest(
        'Your account signs in with Google or Facebook and has no password to change',
      );
    case failure.code === 'PASSWORD_TOO_SHORT':
      throw badRequest(accountMessages.passwordTooShort);
    case failure.code === 'PASSWORD_TOO_LONG':
      throw badRequest(accountMessages.passwordTooLong);
    case failure.status === 401:
      throw new AppError(401, 'Please sign in to continue');
    default:
      log.error({ failure }, 'change password: Better Auth refused');
      throw new AppError(500, 'Something went wrong');
  }
}
