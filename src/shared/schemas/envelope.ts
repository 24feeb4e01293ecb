import { z } from 'zod';
import { errorCodes } from '../config/error-codes';

/**
 * Every API answer is a JSON envelope: `success`, a human sentence `msg`, and the named data.
 * Failures carry `success: false`, `msg` for people and a stable `code` for programs (decision 27);
 * the HTTP status says what kind of failure.
 */
export const ZErrorResponseSchema = z.object({
  success: z.literal(false),
  msg: z.string(),
  code: z.enum(errorCodes),
});
export type TErrorResponse = z.infer<typeof ZErrorResponseSchema>;
