/**
 * The one error type of the server. Throw it from anywhere; the error handler turns it into the
 * envelope `{ success: false, msg }` with its status. Its message is shown to users, so write it for
 * them.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: 400 | 401 | 403 | 404 | 409 | 413 | 429 | 500 | 503,
    message: string,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (msg: string) => new AppError(400, msg);
export const unauthorized = (msg = 'Please sign in to continue') => new AppError(401, msg);
export const forbidden = (msg = 'You are not allowed to do that') => new AppError(403, msg);
export const notFound = (msg = 'Not found') => new AppError(404, msg);
