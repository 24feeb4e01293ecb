/**
 * The stable `code` of every error answer (decision 27). The browser decides by code, never by
 * comparing message text; `msg` is for people. Kept free of Zod so the first-load code can use it.
 */
export const errorCodes = [
  /** The input broke a rule of the shared schema (400). */
  'VALIDATION',
  /** Not signed in, or a token that is missing, bad or ended (401). */
  'UNAUTHENTICATED',
  /** A wrong password or username at sign-in (401). */
  'INVALID_CREDENTIAL',
  /** The current password given to confirm a change is not the account's (400). */
  'WRONG_PASSWORD',
  /** Signed in, but not allowed (403). */
  'FORBIDDEN',
  /** A cookie write that did not come from the site's own pages (403). */
  'INVALID_ORIGIN',
  /** The request could not be read as HTTP at all: a malformed request line or header (400). */
  'BAD_REQUEST',
  /** The request's headers are larger than the server reads (431). */
  'HEADERS_TOO_LARGE',
  /** No such thing (404). */
  'NOT_FOUND',
  /** The address already belongs to an account (409 at sign-up, decision 28). */
  'EMAIL_TAKEN',
  /** This e-mail address is already registered for this event (409). */
  'ALREADY_REGISTERED',
  /** The event does not exist, or its day has ended (India time): no registrations (409). */
  'EVENT_CLOSED',
  /** Someone else saved a change to this since it was opened: reload, then change it again (409). */
  'CONFLICT',
  /** It cannot be deleted while other things use it; the message says how many (409). */
  'IN_USE',
  /** The password is too common or too easy to guess (400). */
  'WEAK_PASSWORD',
  /** A reset or confirmation link that has expired or was used (400). */
  'INVALID_TOKEN',
  /** The body is too large (413). */
  'PAYLOAD_TOO_LARGE',
  /** The content type is not one the call takes (415). */
  'UNSUPPORTED_MEDIA_TYPE',
  /** The newsletter already has this address, subscribed (409). */
  'ALREADY_SUBSCRIBED',
  /** Too many attempts; `Retry-After` says when to try again (429). */
  'RATE_LIMITED',
  /** Something failed on the server; the log has the details (500). */
  'INTERNAL',
  /** The server or its database is not available just now (503). */
  'UNAVAILABLE',
  /** The browser could not reach the server at all (never sent by the server). */
  'NETWORK',
] as const;

export type ErrorCode = (typeof errorCodes)[number];

/** The code an answer without a more specific one gets from its status. */
export function codeForStatus(status: number): ErrorCode {
  switch (status) {
    case 400:
      return 'VALIDATION';
    case 401:
      return 'UNAUTHENTICATED';
    case 403:
      return 'FORBIDDEN';
    case 404:
      return 'NOT_FOUND';
    case 409:
      return 'EMAIL_TAKEN';
    case 413:
      return 'PAYLOAD_TOO_LARGE';
    case 415:
      return 'UNSUPPORTED_MEDIA_TYPE';
    case 429:
      return 'RATE_LIMITED';
    case 431:
      return 'HEADERS_TOO_LARGE';
    case 503:
      return 'UNAVAILABLE';
    default:
      return status >= 400 && status < 500 ? 'VALIDATION' : 'INTERNAL';
  }
}
