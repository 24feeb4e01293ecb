import type { FastifyInstance, FastifyRequest } from 'fastify';
import { accountMessages, type TAdminAuthenticateRequest } from '../../../shared/schemas/account';
import { hasAdminRole } from '../../auth/roles';
import { AppError } from '../../errors';
import { rateLimited } from './auth-response';

const invalidCredential = () => new AppError(401, accountMessages.invalidCredential);

/**
 * Admin sign-in: Better Auth's username sign-in (through its HTTP handler, so that its sign-in
 * rate limit applies), kept only when the account has the admin role. Answers the bearer token
 * (the signed session token of the `set-auth-token` header); no cookie is set.
 */
export async function authenticateAdmin(
  app: FastifyInstance,
  request: FastifyRequest,
  input: TAdminAuthenticateRequest,
): Promise<string> {
  const response = await app.callAuth(request, '/sign-in/username', {
    username: input.username,
    password: input.password,
    rememberMe: false,
  });
  if (response.status === 429) throw rateLimited();
  if (!response.ok) throw invalidCredential();

  const body = (await response.json()) as { token?: string; user?: { role?: string | null } };
  const token = response.headers.get('set-auth-token');
  if (!hasAdminRole(body.user?.role) || !token) {
    // A valid account that is not an admin gets the same answer as a wrong password.
    if (body.token) await (await app.auth.$context).internalAdapter.deleteSession(body.token);
    throw invalidCredential();
  }
  return token;
}

/** Admin logout: deletes the session behind the bearer token, which stops working at once. */
export async function signOutAdmin(app: FastifyInstance, request: FastifyRequest): Promise<void> {
  const session = request.currentSession;
  if (!session) return;
  await (await app.auth.$context).internalAdapter.deleteSession(session.token);
}
