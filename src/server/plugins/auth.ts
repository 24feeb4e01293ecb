import { isAPIError } from 'better-auth/api';
import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { codeForStatus, errorCodes, type ErrorCode } from '../../shared/config/error-codes';
import { GENERIC_ERROR_MESSAGE } from '../../shared/config/messages';
import { accountMessages } from '../../shared/schemas/account';
import {
  AUTH_BASE_PATH,
  CLIENT_IP_HEADER,
  createAuth,
  type Auth,
  type AuthSession,
  type AuthUser,
} from '../auth/auth';
import { originOf, REQUEST_ORIGIN_HEADER, trustedOriginsFor } from '../auth/origins';
import { resolveAuthSecret } from '../auth/secret';
import type { Config } from '../config';
import { isDatabaseUnavailable } from '../db/unavailable';
import { AppError, forbidden, unauthorized } from '../errors';
import { DATABASE_RETRY_AFTER_SECONDS } from './errors';
import { checkRawBody } from './json-body';

declare module 'fastify' {
  interface FastifyInstance {
    /** The Better Auth instance: `app.auth.api.*` for server-side calls. */
    auth: Auth;
    /**
     * onRequest hook (it runs before the body is validated, so that a stranger gets 401, not a
     * validation message): the request must come from a signed-in user (cookie or bearer token).
     */
    requireUser: (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyRequest {
    /** Set by `requireUser` (and by the admin guard): who is calling, and through which session. */
    currentUser: AuthUser | null;
    currentSession: AuthSession['session'] | null;
  }
}

/**
 * Accounts: mounts Better Auth on /api/auth/* (its Fastify guide, with every Set-Cookie header
 * passed on) and gives routes `requireUser`. See docs/decisions/006-accounts-better-auth.md.
 */
export default fp(
  async function authPlugin(app: FastifyInstance, opts: { config: Config }) {
    const { config } = opts;
    const auth = createAuth({
      config,
      db: app.db,
      mailer: app.mailer,
      secret: resolveAuthSecret(config),
      log: app.log,
    });
    app.decorate('auth', auth);
    app.decorateRequest('currentUser', null);
    app.decorateRequest('currentSession', null);

    app.decorate('requireUser', async function requireUser(request: FastifyRequest) {
      // A valid bearer token is not something a browser sends on its own: no origin check then.
      // Anything else (a cookie, a bad token beside a cookie) must come from the site's pages.
      const signedIn = await whenDatabaseAnswers(app, async () => {
        const bearerSession = await sessionOfBearer(auth, request.headers.authorization);
        if (!bearerSession) assertSameOrigin(request, config);
        return (
          bearerSession ??
          (await auth.api.getSession({ headers: fromNodeHeaders(request.headers) }))
        );
      });
      if (!signedIn) throw unauthorized();
      request.currentUser = signedIn.user;
      request.currentSession = signedIn.session;
    });

    // Better Auth reads the raw body itself: this scope keeps the bytes as they came.
    await app.register(async (scope) => {
      scope.removeAllContentTypeParsers();
      scope.addContentTypeParser('*', { parseAs: 'buffer' }, (request, body, done) =>
        done(checkRawBody(request.headers['content-type'], body as Buffer), body),
      );
      scope.route({
        method: ['GET', 'POST'],
        url: `${AUTH_BASE_PATH}/*`,
        schema: { hide: true },
        handler: (request, reply) => forwardToBetterAuth(auth, config, request, reply),
      });
    });
  },
  { name: 'auth', dependencies: ['db', 'mail'] },
);

/** Builds a Web Request from Fastify's, lets Better Auth answer it, and sends its answer. */
async function forwardToBetterAuth(
  auth: Auth,
  config: Config,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const response = await auth.handler(toWebRequest(request, config.publicUrl, request.url));
  return sendWebResponse(reply, response);
}

/**
 * A Web Request for Better Auth. The URL uses the public origin (Better Auth's baseURL); the
 * client's address and the origin the request was sent to travel in the CLIENT_IP_HEADER and
 * REQUEST_ORIGIN_HEADER headers, overwriting whatever the client sent in them.
 */
function toWebRequest(request: FastifyRequest, publicUrl: string, pathAndQuery: string): Request {
  const { headers } = callerOf(request);
  headers.delete('content-length');
  let body: BodyInit | undefined;
  const sent = request.body instanceof Buffer ? request.body.length > 0 : Boolean(request.body);
  if (request.method !== 'GET' && request.method !== 'HEAD' && sent) {
    body =
      request.body instanceof Buffer ? new Uint8Array(request.body) : JSON.stringify(request.body);
  } else if (request.method === 'POST') {
    // Better Auth (and its plugins' hooks) read fields of every POST's body and throw on a missing
    // one: a POST sent without a body goes on as an empty JSON object, which its checks then
    // refuse (or accept, for a call that needs nothing) as they would any missing field.
    body = '{}';
    headers.set('content-type', 'application/json');
  }
  return new Request(new URL(pathAndQuery, publicUrl), { method: request.method, headers, body });
}

/**
 * Who is calling, as plain values for the services (services/accounts/auth-response.ts): the
 * request's headers (cookies, bearer token, Origin, user agent) with the client's address and the
 * request's own origin set by the server, and the client's address.
 */
export function callerOf(request: FastifyRequest): { headers: Headers; ip: string } {
  const headers = fromNodeHeaders(request.headers);
  headers.set(CLIENT_IP_HEADER, request.ip);
  headers.set(REQUEST_ORIGIN_HEADER, requestOrigin(request));
  return { headers, ip: request.ip };
}

/** The origin a request was sent to: its scheme and Host (TRUST_PROXY decides whether forwarded ones count). */
const requestOrigin = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

/**
 * Sends Better Auth's answer. Every Set-Cookie header goes out. A failure keeps Better Auth's
 * `message` and `code` (its client reads them) and gains the site's envelope, `success: false` and
 * `msg`, with a plainer sentence where the site has one.
 */
async function sendWebResponse(reply: FastifyReply, response: Response) {
  reply.status(response.status);
  response.headers.forEach((value, name) => {
    if (!['set-cookie', 'content-length', 'content-encoding', 'transfer-encoding'].includes(name)) {
      reply.header(name, value);
    }
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  if (response.status === 429)
    reply.header('retry-after', response.headers.get('x-retry-after') ?? '60');

  const text = await response.text();
  const isJson = (response.headers.get('content-type') ?? '').includes('application/json');
  if (response.status >= 400) {
    const parsed = isJson && text ? (safeJson(text) as Record<string, unknown> | null) : null;
    const code = typeof parsed?.code === 'string' ? parsed.code : undefined;
    const message = typeof parsed?.message === 'string' ? parsed.message : undefined;
    const msg = friendlyAuthMessage(response.status, code, message, reply.request.url);
    // Better Auth's client shows `message`; the site's pages decide by the site's `code`.
    return reply.type('application/json; charset=utf-8').send(
      JSON.stringify({
        ...parsed,
        success: false,
        msg,
        message: msg,
        code: siteErrorCode(response.status, code),
      }),
    );
  }
  return reply.send(text);
}

const safeJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
};

/** The site's stable error code (decision 27) for one of Better Auth's failures. */
export function siteErrorCode(status: number, authCode: string | undefined): ErrorCode {
  if (status === 429) return 'RATE_LIMITED';
  switch (authCode) {
    case 'USER_ALREADY_EXISTS':
    case 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL':
      return 'EMAIL_TAKEN';
    case 'INVALID_EMAIL_OR_PASSWORD':
    case 'INVALID_USERNAME_OR_PASSWORD':
      return 'INVALID_CREDENTIAL';
    case 'INVALID_PASSWORD':
      return 'WRONG_PASSWORD';
    case 'INVALID_TOKEN':
    case 'TOKEN_EXPIRED':
      return 'INVALID_TOKEN';
    case 'INVALID_ORIGIN':
    case 'MISSING_OR_NULL_ORIGIN':
    case 'CROSS_SITE_NAVIGATION_LOGIN_BLOCKED':
      return 'INVALID_ORIGIN';
  }
  if (isSiteCode(authCode)) return authCode;
  return codeForStatus(status);
}

const isSiteCode = (code: string | undefined): code is ErrorCode =>
  (errorCodes as readonly string[]).includes(code ?? '');

const FOREIGN_ORIGIN_MESSAGE =
  'This request did not come from the site. Please reload the page and try again';

/** Better Auth's failures that a user can meet, in the site's words. */
const authMessages: Record<string, string> = {
  PASSWORD_TOO_SHORT: accountMessages.passwordTooShort,
  PASSWORD_TOO_LONG: accountMessages.passwordTooLong,
  INVALID_EMAIL: accountMessages.emailInvalid,
  INVALID_PASSWORD: accountMessages.currentPasswordWrong,
  INVALID_EMAIL_OR_PASSWORD: 'Invalid email or password',
  USER_ALREADY_EXISTS: accountMessages.emailTaken,
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: accountMessages.emailTaken,
  INVALID_TOKEN: 'This link has expired or has already been used',
  TOKEN_EXPIRED: 'This link has expired or has already been used',
  INVALID_ORIGIN: FOREIGN_ORIGIN_MESSAGE,
  MISSING_OR_NULL_ORIGIN: FOREIGN_ORIGIN_MESSAGE,
  CROSS_SITE_NAVIGATION_LOGIN_BLOCKED: FOREIGN_ORIGIN_MESSAGE,
  INVALID_CALLBACK_URL: 'That link points outside the site',
  INVALID_REDIRECT_URL: 'That link points outside the site',
  INVALID_ERROR_CALLBACK_URL: 'That link points outside the site',
  INVALID_NEW_USER_CALLBACK_URL: 'That link points outside the site',
  CREDENTIAL_ACCOUNT_NOT_FOUND:
    'Your account signs in with Google or Facebook and has no password to change',
  USER_ALREADY_HAS_PASSWORD: 'Your account already has a password',
  SESSION_EXPIRED: 'Please sign in again to do this',
  SESSION_NOT_FRESH: 'Please sign in again to do this',
  EMAIL_NOT_VERIFIED: 'Please confirm your e-mail address first: open the link we sent you',
  EMAIL_ALREADY_VERIFIED: 'This e-mail address is already confirmed',
  EMAIL_CAN_NOT_BE_UPDATED: "Email wasn't updated",
  CHANGE_EMAIL_DISABLED: "Email wasn't updated",
  SOCIAL_ACCOUNT_ALREADY_LINKED: 'That account is already linked to another user',
  LINKED_ACCOUNT_ALREADY_EXISTS: 'That account is already linked to another user',
  FAILED_TO_UNLINK_LAST_ACCOUNT: 'You cannot remove the only way you sign in',
  PROVIDER_NOT_FOUND: 'That way of signing in is not offered here',
  USER_NOT_FOUND: 'Please sign in to continue',
  FAILED_TO_GET_SESSION: 'Please sign in to continue',
};

/** What an answer says when Better Auth's code is not one the site words itself. */
const statusMessages: Record<number, string> = {
  400: 'Please check what you entered and try again',
  401: 'Please sign in to continue',
  403: 'You are not allowed to do that',
  404: 'Not found',
  409: 'That conflicts with what is already saved',
  413: 'The request is too large',
  415: 'Unsupported content type',
  422: 'Please check what you entered and try again',
};

/**
 * The sentence a user sees for one of Better Auth's failures: never the library's own text. A
 * refusal by the site's own hooks (auth/auth.ts) carries a site code and is already in its words.
 */
export function friendlyAuthMessage(
  status: number,
  code: string | undefined,
  message: string | undefined,
  url: string,
): string {
  if (status === 429) return accountMessages.tooManyRequests;
  if ((code === 'INVALID_TOKEN' || code === 'TOKEN_EXPIRED') && url.includes('/reset-password')) {
    return accountMessages.resetLinkInvalid;
  }
  if (code && authMessages[code]) return authMessages[code];
  if (isSiteCode(code) && message) return message;
  return statusMessages[status] ?? GENERIC_ERROR_MESSAGE;
}

/**
 * A cookie-authenticated change must come from the site's own pages (Better Auth checks its own
 * endpoints the same way). Requests that carry a bearer token are not sent by browsers on their own,
 * so they need no such check.
 */
function assertSameOrigin(request: FastifyRequest, config: Config) {
  if (['GET', 'HEAD', 'OPTIONS'].includes(request.method)) return;
  if (!request.headers.cookie) return;
  const origin = originOf(request.headers.origin) ?? originOf(request.headers.referer);
  if (!origin || !trustedOriginsFor(config, requestOrigin(request)).includes(origin)) {
    throw forbidden(FOREIGN_ORIGIN_MESSAGE, 'INVALID_ORIGIN');
  }
}

/**
 * Runs a session look-up; when Better Auth fails inside (it says only 'Failed to get session'
 * and keeps the cause to its log), and the database does not answer a ping either, the caller is
 * told 503 with `Retry-After`, as every answer is while the database is away (decision 33).
 */
async function whenDatabaseAnswers<T>(app: FastifyInstance, lookUp: () => Promise<T>): Promise<T> {
  try {
    return await lookUp();
  } catch (error) {
    if (!isAPIError(error) || error.status !== 'INTERNAL_SERVER_ERROR') throw error;
    const away = await app.database.ping().then(
      () => false,
      (pingError: unknown) => isDatabaseUnavailable(pingError),
    );
    if (away) {
      throw new AppError(503, GENERIC_ERROR_MESSAGE, 'UNAVAILABLE', DATABASE_RETRY_AFTER_SECONDS);
    }
    throw error;
  }
}

const BEARER = /^bearer\s+(\S+)\s*$/i;

/** The session of a well-formed, valid bearer token; null for none or a bad one. */
async function sessionOfBearer(auth: Auth, authorization: string | undefined) {
  if (!authorization || !BEARER.test(authorization)) return null;
  return auth.api.getSession({
    headers: new Headers({ authorization }),
    query: { disableRefresh: true },
  });
}

/** The signed-in user of a request that passed `requireUser` or `requireAdmin`. */
export function signedInUser(request: FastifyRequest): AuthUser {
  if (!request.currentUser) throw unauthorized();
  return request.currentUser;
}

/**
 * Decision 3: a `user/*` call acts for the signed-in user only. A `uid`, `userId` or `id` in the
 * body (or query) that names someone else is refused with 403. The user routes apply it to every
 * call in one hook (routes/user-routes.ts).
 */
export function assertOwnIds(request: FastifyRequest, body: unknown): void {
  const user = signedInUser(request);
  if (!body || typeof body !== 'object') return;
  for (const field of ['uid', 'userId', 'id'] as const) {
    const value = (body as Record<string, unknown>)[field];
    if (value !== undefined && value !== null && value !== '' && value !== user.id) {
      throw forbidden('You can only read and save your own data');
    }
  }
}
