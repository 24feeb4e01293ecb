import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { accountMessages } from '../../shared/schemas/account';
import {
  AUTH_BASE_PATH,
  CLIENT_IP_HEADER,
  createAuth,
  type Auth,
  type AuthSession,
  type AuthUser,
} from '../auth/auth';
import { resolveAuthSecret } from '../auth/secret';
import type { Config } from '../config';
import { forbidden, unauthorized } from '../errors';

declare module 'fastify' {
  interface FastifyInstance {
    /** The Better Auth instance: `app.auth.api.*` for server-side calls. */
    auth: Auth;
    /**
     * onRequest hook (it runs before the body is validated, so that a stranger gets 401, not a
     * validation message): the request must come from a signed-in user (cookie or bearer token).
     */
    requireUser: (request: FastifyRequest) => Promise<void>;
    /**
     * Calls one of Better Auth's endpoints over its HTTP handler on behalf of this request (its
     * cookies, bearer token and client address), so that Better Auth's origin checks and rate
     * limits apply as if the browser had called it. `path` is below /api/auth, e.g. '/change-email'.
     */
    callAuth: (request: FastifyRequest, path: string, body: unknown) => Promise<Response>;
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
      assertSameOrigin(request, config.trustedOrigins);
      const signedIn = await auth.api.getSession({ headers: fromNodeHeaders(request.headers) });
      if (!signedIn) throw unauthorized();
      request.currentUser = signedIn.user;
      request.currentSession = signedIn.session;
    });

    app.decorate('callAuth', (request: FastifyRequest, path: string, body: unknown) =>
      auth.handler(toWebRequest(request, config.publicUrl, `${AUTH_BASE_PATH}${path}`, { body })),
    );

    // Better Auth reads the raw body itself: this scope keeps the bytes as they came.
    await app.register(async (scope) => {
      scope.removeAllContentTypeParsers();
      scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) =>
        done(null, body),
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
 * A Web Request for Better Auth. The URL uses the public origin (Better Auth's baseURL), and the
 * client's address travels in CLIENT_IP_HEADER, overwriting whatever the client sent in it.
 */
export function toWebRequest(
  request: FastifyRequest,
  publicUrl: string,
  pathAndQuery: string,
  override?: { headers?: Record<string, string>; body?: unknown },
): Request {
  const headers = fromNodeHeaders(request.headers);
  headers.delete('content-length');
  headers.set(CLIENT_IP_HEADER, request.ip);
  let body: BodyInit | undefined;
  if (override?.body !== undefined) {
    body = JSON.stringify(override.body);
    headers.set('content-type', 'application/json');
  } else if (request.method !== 'GET' && request.method !== 'HEAD' && request.body) {
    body =
      request.body instanceof Buffer ? new Uint8Array(request.body) : JSON.stringify(request.body);
  }
  for (const [name, value] of Object.entries(override?.headers ?? {})) headers.set(name, value);
  return new Request(new URL(pathAndQuery, publicUrl), {
    method: override?.body !== undefined ? 'POST' : request.method,
    headers,
    body,
  });
}

/**
 * Sends Better Auth's answer. Every Set-Cookie header goes out. A failure keeps Better Auth's
 * `message` and `code` (its client reads them) and gains the site's envelope, `success: false` and
 * `msg`, with a plainer sentence where the site has one.
 */
export async function sendWebResponse(reply: FastifyReply, response: Response) {
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
  if (response.status >= 400 && (isJson || text === '')) {
    const parsed = isJson && text ? (safeJson(text) as Record<string, unknown> | null) : null;
    const code = typeof parsed?.code === 'string' ? parsed.code : undefined;
    const message = typeof parsed?.message === 'string' ? parsed.message : undefined;
    const msg = friendlyAuthMessage(response.status, code, message, reply.request.url);
    return reply
      .type('application/json; charset=utf-8')
      .send(JSON.stringify({ ...parsed, success: false, msg, message: msg, code }));
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

/** The sentence a user sees for one of Better Auth's failures. */
export function friendlyAuthMessage(
  status: number,
  code: string | undefined,
  message: string | undefined,
  url: string,
): string {
  if (status === 429) return accountMessages.tooManyRequests;
  switch (code) {
    case 'PASSWORD_TOO_SHORT':
      return accountMessages.passwordTooShort;
    case 'PASSWORD_TOO_LONG':
      return accountMessages.passwordTooLong;
    case 'INVALID_EMAIL':
      return accountMessages.emailInvalid;
    case 'INVALID_PASSWORD':
      return accountMessages.currentPasswordWrong;
    case 'INVALID_TOKEN':
      if (url.includes('/reset-password')) return accountMessages.resetLinkInvalid;
      break;
  }
  if (status === 401 && !message) return 'Please sign in to continue';
  return message || 'Something went wrong';
}

/**
 * A cookie-authenticated change must come from the site's own pages (Better Auth checks its own
 * endpoints the same way). Requests that carry a bearer token are not sent by browsers on their own,
 * so they need no such check.
 */
function assertSameOrigin(request: FastifyRequest, trustedOrigins: string[]) {
  if (['GET', 'HEAD', 'OPTIONS'].includes(request.method)) return;
  if (!request.headers.cookie || request.headers.authorization) return;
  const origin = request.headers.origin ?? originOf(request.headers.referer);
  if (!origin || !trustedOrigins.includes(origin)) {
    throw forbidden(
      'This request did not come from the site. Please reload the page and try again',
    );
  }
}

const originOf = (url: string | undefined) => {
  if (!url) return undefined;
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
};

/** The signed-in user of a request that passed `requireUser` or `requireAdmin`. */
export function signedInUser(request: FastifyRequest): AuthUser {
  if (!request.currentUser) throw unauthorized();
  return request.currentUser;
}

/**
 * Decision 3: a `user/*` call acts for the signed-in user only. A `uid`, `userId` or `id` in the
 * body that names someone else is refused with 403. Call it in routes that take such fields:
 * `assertOwnIds(request, request.body)`.
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
