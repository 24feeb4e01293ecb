import { isAPIError } from 'better-auth/api';
import { accountMessages, type TAdminAuthenticateRequest } from '../../../shared/schemas/account';
import type { Auth } from '../../auth/auth';
import { hasAdminRole } from '../../auth/roles';
import { AppError } from '../../errors';
import type { Caller } from './auth-response';

const invalidCredential = () =>
  new AppError(401, accountMessages.invalidCredential, 'INVALID_CREDENTIAL');

/**
 * Admin sign-in: Better Auth's username sign-in, called from the server (its HTTP path is closed),
 * kept only when the account has the admin role. The sign-in budget (auth/auth.ts) counts the
 * attempt against the username and the caller's address. Answers the bearer token (the signed
 * session token of the `set-auth-token` header); no cookie is set, and the session ends a day after
 * it was made.
 */
export async function authenticateAdmin(
  { auth }: { auth: Auth },
  caller: Caller,
  input: TAdminAuthenticateRequest,
): Promise<string> {
  let result;
  try {
    result = await auth.api.signInUsername({
      body: { username: input.username, password: input.password, rememberMe: false },
      headers: caller.headers,
      returnHeaders: true,
    });
  } catch (error) {
    if (isAPIError(error) && error.statusCode === 429) {
      throw new AppError(
        429,
        accountMessages.tooManyRequests,
        'RATE_LIMITED',
        Number(new Headers(error.headers).get('x-retry-after') ?? 60),
      );
    }
    if (isAPIError(error) && error.statusCode < 500) throw invalidCredential();
    throw error;
  }
  const { headers, response } = result;
  const token = headers.get('set-auth-token');
  if (!hasAdminRole((response.user as { role?: string | null }).role) || !token) {
    // A valid account that is not an admin gets the same answer as a wrong password.
    await (await auth.$context).internalAdapter.deleteSession(response.token);
    throw invalidCredential();
  }
  return token;
}

/** Admin logout: deletes the session behind the bearer token, which stops working at once. */
export async function signOutAdmin(
  { auth }: { auth: Auth },
  session: { token: string } | null,
): Promise<void> {
  if (!session) return;
  await (await auth.$context).internalAdapter.deleteSession(session.token);
}
