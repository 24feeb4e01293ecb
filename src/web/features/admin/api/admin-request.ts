import { ApiError, apiRequest } from '../../../lib/api-client';
import { clearAdminToken, readAdminToken } from './admin-token';

type AdminRequestOptions = { body?: unknown; signal?: AbortSignal };

/**
 * Every admin call: the API client with `Authorization: Bearer <jwt>`. A 401 means the token is no
 * good any more (expired, revoked by Logout), so it is dropped and the guard sends the admin to
 * sign in again.
 */
export async function adminRequest<T>(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  options: AdminRequestOptions = {},
): Promise<T> {
  const token = readAdminToken();
  if (!token) throw new ApiError(401, 'Please sign in again');
  try {
    return await apiRequest<T>(method, path, {
      ...options,
      headers: { authorization: `Bearer ${token}` },
    });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) clearAdminToken();
    throw error;
  }
}
