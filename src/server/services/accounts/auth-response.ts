import { accountMessages } from '../../../shared/schemas/account';
import { AUTH_BASE_PATH, type Auth } from '../../auth/auth';
import { AppError } from '../../errors';

/**
 * Who is calling a service, as plain values (built by `callerOf` in plugins/auth.ts): the request's
 * headers (cookies, bearer token, Origin, and the client's address and the request's own origin as
 * the server set them), and the client's address.
 */
export type Caller = { headers: Headers; ip: string };

/**
 * Calls one of Better Auth's endpoints over its HTTP handler on behalf of the caller, so that its
 * origin checks and rate limits apply as if the browser had called it. `path` is below /api/auth,
 * e.g. '/change-email'.
 */
export function callAuthEndpoint(
  auth: Auth,
  caller: Caller,
  path: string,
  body: unknown,
): Promise<Response> {
  const headers = new Headers(caller.headers);
  headers.delete('content-length');
  headers.set('content-type', 'application/json');
  const url = new URL(`${AUTH_BASE_PATH}${path}`, auth.options.baseURL as string);
  return auth.handler(new Request(url, { method: 'POST', headers, body: JSON.stringify(body) }));
}

/** Better Auth's failure answer: its status, and the `code` and `message` of its JSON body. */
export type AuthFailure = {
  status: number;
  code: string | undefined;
  message: string | undefined;
  /** Seconds to wait, from a 429's Retry-After. */
  retryAfter: number | undefined;
};

export async function readAuthFailure(response: Response): Promise<AuthFailure> {
  let body: { code?: unknown; message?: unknown } = {};
  try {
    body = (await response.json()) as typeof body;
  } catch {
    // not JSON: keep the status alone
  }
  const retryAfter = Number(
    response.headers.get('x-retry-after') ?? response.headers.get('retry-after'),
  );
  return {
    retryAfter: Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : undefined,
    status: response.status,
    code: typeof body.code === 'string' ? body.code : undefined,
    message: typeof body.message === 'string' ? body.message : undefined,
  };
}

/** A 429 from Better Auth's rate limiter, as the site's error. */
export function rateLimited(retryAfter = 60): AppError {
  return new AppError(429, accountMessages.tooManyRequests, 'RATE_LIMITED', retryAfter);
}

/** The Set-Cookie headers of Better Auth's answer, to pass on to the browser. */
export const setCookiesOf = (response: Response) => response.headers.getSetCookie();
