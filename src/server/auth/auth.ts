import { betterAuth, type BetterAuthOptions } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware, isAPIError } from 'better-auth/api';
import { admin } from 'better-auth/plugins/admin';
import { bearer } from 'better-auth/plugins/bearer';
import { genericOAuth, type GenericOAuthConfig } from 'better-auth/plugins/generic-oauth';
import { username } from 'better-auth/plugins/username';
import type { FastifyBaseLogger } from 'fastify';
import {
  accountMessages,
  NAME_MAX_LENGTH,
  NAME_MIN_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  RESET_PASSWORD_PAGE,
} from '../../shared/schemas/account';
import { site } from '../../shared/config/site';
import type { Config } from '../config';
import type { Db } from '../db/client';
import * as authSchema from '../db/schema/auth';
import { isTrackingMailDelivery, sendTracked } from '../services/mail/delivery-tracking';
import type { Mailer } from '../services/mail/mailer';
import {
  confirmEmailMessage,
  confirmNewEmailMessage,
  resetPasswordMessage,
} from '../services/mail/messages';

/** Where Better Auth is mounted (plugins/auth.ts); the web's auth client uses the same path. */
export const AUTH_BASE_PATH = '/api/auth';

/**
 * The client's address as Fastify resolved it (request.ip honours `trustProxy`). The mount sets
 * this header on every request it passes on, replacing any the client sent, and Better Auth reads
 * only this header, for its rate limits and the sessions' ip address.
 */
export const CLIENT_IP_HEADER = 'x-arthashala-client-ip';

export const RESET_PASSWORD_TOKEN_TTL_SECONDS = 60 * 60;
export const EMAIL_VERIFICATION_TTL_SECONDS = 60 * 60;

/** Google signs in through Better Auth's generic OpenID Connect client (decision 006). */
const GOOGLE_ENDPOINTS = {
  authorizationUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
  tokenUrl: 'https://oauth2.googleapis.com/token',
  userInfoUrl: 'https://openidconnect.googleapis.com/v1/userinfo',
};

export type CreateAuthOptions = {
  config: Config;
  db: Db;
  mailer: Mailer;
  secret: string;
  log: Pick<FastifyBaseLogger, 'debug' | 'info' | 'warn' | 'error'>;
};

export function createAuth({ config, db, mailer, secret, log }: CreateAuthOptions) {
  const base = authOptions(config);
  return betterAuth({
    ...base,
    secret,
    database: drizzleAdapter(db, { provider: 'pg', schema: authSchema }),
    logger: {
      level: 'warn',
      log: (level, message, ...args) => {
        log[level]({ args: args.length > 0 ? args : undefined }, `auth: ${message}`);
      },
    },
    onAPIError: {
      // A user's mistake (wrong password, expired link) is not a server error: debug level only.
      onError: (error) => {
        if (isAPIError(error) && error.status !== 'INTERNAL_SERVER_ERROR') {
          log.debug({ status: error.status, msg: error.message }, 'auth: refused');
        } else {
          log.error({ err: error }, 'auth: request failed');
        }
      },
    },
    emailAndPassword: {
      ...base.emailAndPassword,
      // Sent without waiting, so that the answer takes as long for a registered address as for
      // an unknown one (Better Auth answers both alike).
      sendResetPassword: async ({ user, token }) => {
        const url = `${config.publicUrl}${RESET_PASSWORD_PAGE}?token=${encodeURIComponent(token)}`;
        mailer.sendLater(
          resetPasswordMessage({
            to: user.email,
            url,
            expiresInMinutes: RESET_PASSWORD_TOKEN_TTL_SECONDS / 60,
          }),
        );
      },
    },
    emailVerification: {
      expiresIn: EMAIL_VERIFICATION_TTL_SECONDS,
      // A new account gets a confirmation link (it can be used at once; the link marks the address
      // verified, which Google and Facebook sign-in need before they join the same account).
      sendOnSignUp: true,
      // A changed e-mail: the link goes to the new address, and the change takes effect when it is
      // opened (GET /api/auth/verify-email, which then redirects to the callback page).
      sendVerificationEmail: async ({ user, url, token }) => {
        const message = (isEmailChangeToken(token) ? confirmNewEmailMessage : confirmEmailMessage)({
          to: user.email,
          url,
          expiresInMinutes: EMAIL_VERIFICATION_TTL_SECONDS / 60,
        });
        // The profile's Save waits to say "Email wasn't updated"; a sign-up does not wait.
        if (isTrackingMailDelivery()) await sendTracked(() => mailer.send(message));
        else mailer.sendLater(message);
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
export type AuthSession = NonNullable<Awaited<ReturnType<Auth['api']['getSession']>>>;
export type AuthUser = AuthSession['user'];

/**
 * Everything but the database, secret, logger and mail senders: what `npx auth generate` needs to
 * know to write the tables (scripts/auth-schema.config.ts), and the rules the site runs with.
 */
export function authOptions(config: Config) {
  const googleConfig: GenericOAuthConfig[] = config.auth.google
    ? [
        {
          providerId: 'google',
          name: 'Google',
          clientId: config.auth.google.clientId,
          clientSecret: config.auth.google.clientSecret,
          discoveryUrl: config.auth.google.discoveryUrl,
          // Google's published endpoints, used should its discovery document not be reachable at
          // start-up; with another discovery URL (tests, a compatible provider) it alone decides.
          ...(config.auth.google.discoveryUrl.startsWith('https://accounts.google.com/')
            ? GOOGLE_ENDPOINTS
            : {}),
          scopes: ['openid', 'email', 'profile'],
          pkce: true,
        },
      ]
    : [];

  return {
    appName: site.name,
    baseURL: config.publicUrl,
    basePath: AUTH_BASE_PATH,
    trustedOrigins: config.trustedOrigins,
    telemetry: { enabled: false },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      autoSignIn: true,
      resetPasswordTokenExpiresIn: RESET_PASSWORD_TOKEN_TTL_SECONDS,
      revokeSessionsOnPasswordReset: true,
    },
    user: {
      modelName: 'auth_user',
      additionalFields: {
        // The contact number of /profile; written only by POST /api/user/updateProfile.
        phoneNumber: { type: 'string', required: false, input: false },
      },
      changeEmail: { enabled: true },
    },
    session: {
      modelName: 'auth_session',
      expiresIn: 60 * 60 * 24 * 7,
      updateAge: 60 * 60 * 24,
    },
    account: {
      modelName: 'auth_account',
      accountLinking: { enabled: true, trustedProviders: ['google', 'facebook'] },
    },
    verification: { modelName: 'auth_verification' },
    socialProviders: config.auth.facebook
      ? {
          facebook: {
            clientId: config.auth.facebook.clientId,
            clientSecret: config.auth.facebook.clientSecret,
          },
        }
      : {},
    rateLimit: {
      // On in every mode (Better Auth's default is production only), counted in the database so
      // that every server instance sees the same counters.
      enabled: true,
      storage: 'database',
      modelName: 'auth_rate_limit',
      window: 60,
      max: 100,
      customRules: {
        '/sign-in/*': { window: 60, max: 5 },
        '/sign-up/*': { window: 60, max: 5 },
        '/request-password-reset': { window: 60, max: 3 },
        '/reset-password': { window: 60, max: 5 },
        '/change-password': { window: 60, max: 5 },
        '/change-email': { window: 60, max: 5 },
        // Read on every page load; nothing to guess there.
        '/get-session': false,
      },
    },
    advanced: {
      // Better Auth switches its origin and CSRF checks off when NODE_ENV is test; keep them on.
      disableOriginCheck: false,
      disableCSRFCheck: false,
      cookiePrefix: 'arthashala',
      useSecureCookies: config.env === 'production',
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    // Accounts are deleted by POST /api/user/deleteAccount, which erases every personal row;
    // staff do not act as users (the admin plugin's impersonation is off).
    disabledPaths: [
      '/delete-user',
      '/delete-user/callback',
      '/admin/impersonate-user',
      '/admin/stop-impersonating',
    ],
    hooks: { before: beforeHook },
    plugins: [
      username(),
      admin({ defaultRole: 'user', adminRoles: ['admin'] }),
      bearer({ requireSignature: true }),
      genericOAuth({ config: googleConfig }),
    ],
  } satisfies Partial<BetterAuthOptions>;
}

/**
 * Rules Better Auth's own endpoints do not know: usernames belong to staff accounts (made by
 * create-admin), names follow the profile form's rules, changing a password always ends the
 * user's other sessions, and sign-up needs no name.
 */
const beforeHook = createAuthMiddleware(async (ctx) => {
  const body = (ctx.body ?? {}) as Record<string, unknown>;
  if (ctx.path === '/sign-up/email' || ctx.path === '/update-user') {
    if ('username' in body || 'displayUsername' in body) {
      throw new APIError('BAD_REQUEST', {
        message: 'Usernames are only for staff accounts',
        code: 'USERNAME_NOT_ALLOWED',
      });
    }
  }
  if (ctx.path === '/update-user' && typeof body.name === 'string') {
    const name = body.name.trim();
    if (name.length === 0) throwBadRequest(accountMessages.nameRequired);
    if (name.length < NAME_MIN_LENGTH) throwBadRequest(accountMessages.nameTooShort);
    if (name.length > NAME_MAX_LENGTH) throwBadRequest(accountMessages.nameTooLong);
  }
  if (ctx.path === '/change-password') {
    return { context: { body: { ...body, revokeOtherSessions: true } } };
  }
  // The sign-up dialog asks no name (seed 000); /profile sets it later.
  if (ctx.path === '/sign-up/email' && body.name === undefined) {
    return { context: { body: { ...body, name: '' } } };
  }
});

/** Better Auth's e-mail verification token is a JWT; an e-mail change carries `updateTo`. */
function isEmailChangeToken(token: string): boolean {
  try {
    const payload = JSON.parse(
      Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'),
    );
    return typeof payload?.updateTo === 'string';
  } catch {
    return false;
  }
}

function throwBadRequest(message: string): never {
  throw new APIError('BAD_REQUEST', { message, code: 'VALIDATION_ERROR' });
}
