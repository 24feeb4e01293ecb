/**
 * Messages used on both sides that belong to no form. Kept free of Zod so that the browser's
 * first-load code can import them without pulling in a schema library.
 */

/** The default message when the server cannot say anything more useful. */
export const GENERIC_ERROR_MESSAGE = 'Something went wrong';

/** What a client is told when it searches faster than a person can (ADR 028). */
export const SEARCH_RATE_LIMITED_MESSAGE =
  'Too many searches at once. Please wait a moment and try again.';
