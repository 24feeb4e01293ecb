import { accountMessages } from '../../../shared/schemas/account';
import { AppError } from '../../errors';

/** Better Auth's failure answer: its status, and the `code` and `message` of its JSON body. */
export type AuthFailure = { status: number; code: string | undefined; message: string | undefined };

export async function readAuthFailure(response: Response): Promise<AuthFailure> {
  let body: { code?: unknown; message?: unknown } = {};
  try {
    body = (await response.json()) as typeof body;
  } catch {
    // not JSON: keep the status alone
  }
  return {
    status: response.status,
    code: typeof body.code === 'string' ? body.code : undefined,
    message: typeof body.message === 'string' ? body.message : undefined,
  };
}

/** A 429 from Better Auth's rate limiter, as the site's error. */
export function rateLimited(): AppError {
  return new AppError(429, accountMessages.tooManyRequests);
}

/** The Set-Cookie headers of Better Auth's answer, to pass on to the browser. */
export const setCookiesOf = (response: Response) => response.headers.getSetCookie();
