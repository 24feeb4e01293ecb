import { errorOfEnvelope, networkError } from '../../../lib/api-client';
import type { AuthClient } from '../../../lib/auth-client';

type AuthResult<T> =
  | { data: T; error: null }
  | {
      data: null;
      error: { status: number; message?: string | undefined; code?: string | undefined };
    };

/**
 * Calls Better Auth's client, loading it on first use (it stays off every first load), and turns
 * its `{ data, error }` into a value or an ApiError with the server's message and code.
 */
export async function withAuthClient<T>(
  call: (client: AuthClient) => Promise<AuthResult<T>>,
): Promise<T> {
  const { authClient } = await import('../../../lib/auth-client');
  let result: AuthResult<T>;
  try {
    result = await call(authClient);
  } catch {
    throw networkError();
  }
  // The server's envelope puts the site's code (decision 27) in `code`.
  if (result.error) throw errorOfEnvelope(result.error.status, result.error);
  return result.data;
}
