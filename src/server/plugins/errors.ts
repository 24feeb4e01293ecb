import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { GENERIC_ERROR_MESSAGE } from '../../shared/config/messages';
import type { TErrorResponse } from '../../shared/schemas/envelope';
import { AppError } from '../errors';

/**
 * The one error handler: every failure leaves as `{ success: false, msg }` with a meaningful
 * status. A user's mistake is a 4xx with a sentence they can act on; anything unexpected is logged
 * with the request id and answered 500 without internals.
 */
export default fp(
  async function errors(app: FastifyInstance) {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      const send = (status: number, msg: string) =>
        reply.status(status).send({ success: false, msg } satisfies TErrorResponse);

      if (error instanceof AppError) {
        if (error.statusCode >= 500) request.log.error({ err: error }, 'request failed');
        return send(error.statusCode, error.message);
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        // The shared schemas carry the seeds' messages; the first problem is the one to fix first.
        const first = error.validation[0];
        return send(400, first?.message ?? 'Invalid request');
      }
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        return send(status, clientErrorMessage(error, status));
      }
      request.log.error({ err: error }, 'request failed');
      return send(status === 503 ? 503 : 500, GENERIC_ERROR_MESSAGE);
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
