import { GENERIC_ERROR_MESSAGE } from '../../../../shared/config/messages';
import { ApiError } from '../../../lib/api-client';
import type { AuthClient } from '../../../lib/auth-client';

type AuthResult<T> =
  | { data: T; error: null }
  | { data: null; error: { status: number; message?: string | undefined } };

/**
 * Calls Better Auth's client, loading it on first use (it stays off every first load), and turns
 * its `{ data, error }` into a value or an ApiError with the server's message.
 */
export async function withAuthClient<T>(
  call: (client: AuthClient) => Promise<AuthResult<T>>,
): Promise<T> {
  const { authClient } = await import('../../../lib/auth-client');
  let result: AuthResult<T>;
  try {
    result = await call(authClient);
  } catch {
    throw new ApiError(0, 'Could not reach the server. Please check your connection.');
  }
  if (result.error) {
    throw new ApiError(result.error.status, result.error.message || GENERIC_ERROR_MESSAGE);
  }
  return result.data;
}
