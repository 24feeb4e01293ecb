/** Node's socket errors that mean the database server could not be reached. */
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH']);
/**
 * PostgreSQL's codes for a server going away or not taking connections: class 08 (connection
 * exceptions) and 57P01–57P03 (shut down, crashed, starting up).
 */
const SERVER_CODE = /^(08\d{3}|57P0[1-3])$/;
/** What `pg` says, with no code, when a connection ends or cannot be made in time. */
const PG_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error',
];

/**
 * Whether `error` (or an error it wraps: Drizzle wraps the driver's in `cause`) says the database
 * is away rather than that a query was wrong: the answer is then a 503 with `Retry-After`, and
 * nothing made meanwhile is kept (decision 33).
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let seen = 0, at = error; at instanceof Error && seen < 5; seen++) {
    const code = (at as { code?: unknown }).code;
    if (typeof code === 'string' && (SOCKET_CODES.has(code) || SERVER_CODE.test(code))) {
      return true;
    }
    if (PG_MESSAGES.some((message) => at instanceof Error && at.message.startsWith(message))) {
      return true;
    }
    at = (at as { cause?: unknown }).cause;
  }
  return false;
}
