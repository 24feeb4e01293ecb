import { codeForStatus, type ErrorCode } from '../../shared/config/error-codes';
import { GENERIC_ERROR_MESSAGE } from '../../shared/config/messages';

/**
 * A failed API call: `message` is the server's sentence for the user, `status` its HTTP status and
 * `code` the stable code to decide by (decision 27); never compare the message text.
 */
export class ApiError extends Error {
  readonly code: ErrorCode;

  constructor(
    readonly status: number,
    message: string,
    code?: ErrorCode,
  ) {
    super(message);
    this.name = 'ApiError';
    this.code = code ?? (status === 0 ? 'NETWORK' : codeForStatus(status));
  }
}

/** The ApiError of a request that never reached the server. */
export const networkError = () =>
  new ApiError(0, 'Could not reach the server. Please check your connection.', 'NETWORK');

/** The ApiError of an error envelope (or of a status whose body was not one). */
export function errorOfEnvelope(
  status: number,
  data: { msg?: unknown; message?: unknown; code?: unknown } | null | undefined,
): ApiError {
  const msg =
    (typeof data?.msg === 'string' && data.msg) ||
    (typeof data?.message === 'string' && data.message) ||
    GENERIC_ERROR_MESSAGE;
  const code = typeof data?.code === 'string' ? (data.code as ErrorCode) : undefined;
  return new ApiError(status, msg, code);
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
    throw networkError();
  }
  const data = (await response.json().catch(() => undefined)) as
    { success?: boolean; msg?: string; code?: string } | undefined;
  if (!response.ok || !data || data.success === false) {
    throw errorOfEnvelope(response.status, data);
  }
  return data as T;
}

export const apiGet = <T>(path: string, options?: Omit<RequestOptions, 'body'>) =>
  apiRequest<T>('GET', path, options);
export const apiPost = <T>(path: string, body: unknown, options?: Omit<RequestOptions, 'body'>) =>
  apiRequest<T>('POST', path, { ...options, body });

/** Whether `error` is an API failure with the given code: `hasErrorCode(error, 'RATE_LIMITED')`. */
export const hasErrorCode = (error: unknown, code: ErrorCode): error is ApiError =>
  error instanceof ApiError && error.code === code;
