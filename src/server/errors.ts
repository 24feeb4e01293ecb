import { codeForStatus, type ErrorCode } from '../shared/config/error-codes';

type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 500 | 503;

/**
 * The one error type of the server. Throw it from anywhere; the error handler turns it into the
 * envelope `{ success: false, msg, code }` with its status. Its message is shown to users, so write
 * it for them; its code is what the browser decides by (decision 27), by default the status's.
 */
export class AppError extends Error {
  readonly code: ErrorCode;

  constructor(
    readonly statusCode: ErrorStatus,
    message: string,
    code?: ErrorCode,
    /** Seconds until a retry may succeed: sent as `Retry-After` (429, 503). */
    readonly retryAfter?: number,
  ) {
    super(message);
    this.name = 'AppError';
    this.code = code ?? codeForStatus(statusCode);
  }
}

export const badRequest = (msg: string, code: ErrorCode = 'VALIDATION') =>
  new AppError(400, msg, code);
export const unauthorized = (
  msg = 'Please sign in to continue',
  code: ErrorCode = 'UNAUTHENTICATED',
) => new AppError(401, msg, code);
export const forbidden = (msg = 'You are not allowed to do that', code: ErrorCode = 'FORBIDDEN') =>
  new AppError(403, msg, code);
/** @public One of the error helpers, kept for the routes to come. */
export const notFound = (msg = 'Not found') => new AppError(404, msg, 'NOT_FOUND');
