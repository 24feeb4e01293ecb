import { randomUUID } from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { codeForStatus, type ErrorCode } from '../../shared/config/error-codes';
import { GENERIC_ERROR_MESSAGE } from '../../shared/config/messages';
import type { TErrorResponse } from '../../shared/schemas/envelope';
import { isDatabaseUnavailable } from '../db/unavailable';
import { AppError } from '../errors';

/** How long a client is asked to wait when the database is not answering. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** Sends the error envelope; the one place an error answer is shaped. */
export function sendError(reply: FastifyReply, status: number, msg: string, code?: ErrorCode) {
  return reply
    .status(status)
    .send({ success: false, msg, code: code ?? codeForStatus(status) } satisfies TErrorResponse);
}

/**
 * Fastify's `frameworkErrors`: a path it cannot decode (or a parameter past its length limit) is
 * refused before routing, so no hook runs; this answers it in the envelope, with `headers` (the
 * security headers) and the request id that every other answer carries.
 */
export function frameworkErrorHandler(headers: Record<string, string>) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    reply.headers(headers).header('x-request-id', request.id);
    const status = error.statusCode ?? 400;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return sendError(reply, 500, GENERIC_ERROR_MESSAGE, 'INTERNAL');
    }
    return sendError(
      reply,
      status,
      status === 414 ? 'The address is too long' : 'The address is not valid',
    );
  };
}

/** What Node's HTTP parser could not read, as the client is told it (status, message, code). */
function clientErrorAnswer(code: string | undefined): {
  status: number;
  msg: string;
  code: ErrorCode;
} {
  if (code === 'HPE_HEADER_OVERFLOW') {
    return { status: 431, msg: 'The request headers are too large', code: 'HEADERS_TOO_LARGE' };
  }
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') {
    return { status: 408, msg: 'The request took too long to arrive', code: 'BAD_REQUEST' };
  }
  return { status: 400, msg: 'The request is not valid HTTP', code: 'BAD_REQUEST' };
}

/**
 * Fastify's `clientErrorHandler`: a request that Node's HTTP parser cannot read (a malformed
 * request line, headers past the size limit) never becomes a request, so neither the error
 * handler nor any hook sees it. It is answered here on the socket, in the envelope, with
 * `headers` (the security headers) and a request id, like every other answer; then closed.
 */
export function clientErrorHandler(headers: Record<string, string>) {
  const fixed = Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  return function onClientError(
    this: FastifyInstance,
    error: Error & { code?: string },
    socket: Duplex,
  ) {
    // The client went away: there is nobody to answer.
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const { status, msg, code } = clientErrorAnswer(error.code);
    this.log.debug({ err: error }, 'a request that could not be read');
    if (socket.writable) {
      const body = JSON.stringify({ success: false, msg, code } satisfies TErrorResponse);
      socket.write(
        `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
          'content-type: application/json; charset=utf-8\r\n' +
          `content-length: ${Buffer.byteLength(body)}\r\n` +
          `x-request-id: ${randomUUID()}\r\n` +
          fixed +
          'connection: close\r\n\r\n' +
          body,
      );
    }
    socket.destroy(error);
  };
}

/**
 * The one error handler: every failure leaves as `{ success: false, msg, code }` with a meaningful
 * status. A user's mistake is a 4xx with a sentence they can act on; anything unexpected is logged
 * with the request id and answered 500 without internals.
 */
export default fp(
  async function errors(app: FastifyInstance) {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error instanceof AppError) {
        if (error.statusCode >= 500) request.log.error({ err: error }, 'request failed');
        if (error.retryAfter !== undefined) reply.header('retry-after', String(error.retryAfter));
        return sendError(reply, error.statusCode, error.message, error.code);
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        // The shared schemas carry the seeds' messages; the first problem is the one to fix first.
        const first = error.validation[0];
        return sendError(reply, 400, first?.message ?? 'Invalid request', 'VALIDATION');
      }
      if (isDatabaseUnavailable(error)) {
        // Said once per request at warn: an outage is not a bug, and the client is told to retry.
        request.log.warn({ err: error }, 'the database is not answering');
        reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
        return sendError(reply, 503, GENERIC_ERROR_MESSAGE, 'UNAVAILABLE');
      }
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        return sendError(reply, status, clientErrorMessage(error, status));
      }
      request.log.error({ err: error }, 'request failed');
      return status === 503
        ? sendError(reply, 503, GENERIC_ERROR_MESSAGE, 'UNAVAILABLE')
        : sendError(reply, 500, GENERIC_ERROR_MESSAGE, 'INTERNAL');
    });
  },
  { name: 'errors' },
);

function clientErrorMessage(error: FastifyError, status: number): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'The request body is not valid JSON';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'The request is too large';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Unsupported content type';
  }
  if (status === 429) return 'Too many requests, please wait a minute and try again';
  return error.message || 'Invalid request';
}
