import type { FastifyInstance, FastifyRequest } from 'fastify';
import { accountMessages, type TChangePasswordRequest } from '../../../shared/schemas/account';
import { AppError, badRequest } from '../../errors';
import { rateLimited, readAuthFailure, setCookiesOf } from './auth-response';

/**
 * The Change Password panel: checks the current password, sets the new one and ends every other
 * session of the user (Better Auth's change-password with revokeOtherSessions). The caller's own
 * session is replaced by a new one: the returned Set-Cookie headers must reach the browser.
 */
export async function changePassword(
  app: FastifyInstance,
  request: FastifyRequest,
  input: TChangePasswordRequest,
): Promise<{ setCookies: string[] }> {
  const response = await app.callAuth(request, '/change-password', {
    currentPassword: input.currentPassword,
    newPassword: input.newPassword,
    revokeOtherSessions: true,
  });
  if (response.ok) return { setCookies: setCookiesOf(response) };

  const failure = await readAuthFailure(response);
  switch (true) {
    case failure.status === 429:
      throw rateLimited();
    case failure.code === 'INVALID_PASSWORD':
      throw badRequest(accountMessages.currentPasswordWrong);
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
      request.log.error({ failure }, 'change password: Better Auth refused');
      throw new AppError(500, 'Something went wrong');
  }
}
