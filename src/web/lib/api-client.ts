import { GENERIC_ERROR_MESSAGE } from '../../shared/config/messages';

/** A failed API call: `msg` is the server's sentence for the user, `status` its HTTP status. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

type RequestOptions = { body?: unknown; headers?: Record<string, string>; signal?: AbortSignal };

/**
 * The one way the browser calls the API: JSON in, the JSON envelope out. A failure (network, a
 * non-2xx status or `success: false`) throws an ApiError carrying the server's `msg`.
 */
export async function apiRequest<T>(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  options: RequestOptions = {},
): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`/api/${path.replace(/^\/+/, '')}`, {
      method,
      credentials: 'same-origin',
      headers: {
        accept: 'application/json',
        ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...options.headers,
      },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError(0, 'Could not reach the server. Please check your connection.');
  }
  const data = (await response.json().catch(() => undefined)) as
    { success?: boolean; msg?: string } | undefined;
  if (!response.ok || !data || data.success === false) {
    throw new ApiError(response.status, data?.msg || GENERIC_ERROR_MESSAGE);
  }
  return data as T;
}

export const apiGet = <T>(path: string, options?: Omit<RequestOptions, 'body'>) =>
  apiRequest<T>('GET', path, options);
export const apiPost = <T>(path: string, body: unknown, options?: Omit<RequestOptions, 'body'>) =>
  apiRequest<T>('POST', path, { ...options, body });
