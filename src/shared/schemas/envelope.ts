import { z } from 'zod';

/**
 * Every API answer is a JSON envelope: `success`, a human sentence `msg`, and the named data.
 * Failures carry only `success: false` and `msg`; the HTTP status says what kind of failure.
 */
export const ZErrorResponseSchema = z.object({
  success: z.literal(false),
  msg: z.string(),
});
export type TErrorResponse = z.infer<typeof ZErrorResponseSchema>;
