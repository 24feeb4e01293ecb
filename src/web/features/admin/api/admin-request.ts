import { ApiError, apiRequest } from '../../../lib/api-client';
import { clearAdminToken, readAdminToken } from './admin-token';
import { renewSession } from './session-renewal';

type AdminRequestOptions = { body?: unknown; signal?: AbortSignal };

/**
 * Every admin call: the API client with `Authorization: Bearer <jwt>`. A 401 means the token is no
 * good any more (expired, revoked by Logout): the admin signs in again over the page
 * (session-renewal.ts) and the call is made once more; if they do not, the token is dropped and
 * the guard sends them to /admin.
 */
export async function adminRequest<T>(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  options: AdminRequestOptions = {},
): Promise<T> {
  const send = () => {
    const token = readAdminToken();
    if (!token) throw new ApiError(401, 'Please sign in again');
    return apiRequest<T>(method, path, {
      ...options,
      headers: { authorization: `Bearer ${token}` },
    });
  };
  try {
    return await send();
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 401) throw error;
    if (await renewSession()) return send();
    clearAdminToken();
    throw error;
  }
}
