import { randomUUID } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';

const CALLER_ID = /^[\w-]{1,64}$/;

/**
 * A request's id, sent back in `X-Request-Id` and written in its log lines: the caller's own
 * `X-Request-Id` when it is a plain token (a proxy's, to follow a request across both logs),
 * else a new UUID. Fastify (app.ts) and the kept answers (kept-answers.ts) both name requests so.
 */
export function requestIdOf(headers: IncomingHttpHeaders): string {
  const incoming = headers['x-request-id'];
  return typeof incoming === 'string' && CALLER_ID.test(incoming) ? incoming : randomUUID();
}
