import { betterAuth, type BetterAuthOptions } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import {
  APIError,
  createAuthMiddleware,
  getSessionFromCtx,
  isAPIError,
  type AuthMiddleware,
} from 'better-auth/api';
import { admin } from 'better-auth/plugins/admin';
import { bearer } from 'better-auth/plugins/bearer';
import { genericOAuth, type GenericOAuthConfig } from 'better-auth/plugins/generic-oauth';
import { username } from 'better-auth/plugins/username';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { ErrorCode } from '../../shared/config/error-codes';
import { paths } from '../../shared/config/paths';
import {
  accountMessages,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  ZNameSchema,
} from '../../shared/schemas/account';
import { passwordWeakness } from '../../shared/schemas/password-strength';
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
  signUpAttemptMessage,
} from '../services/mail/messages';
import { refundSignInAttempt, spendSignInAttempt } from '../services/accounts/sign-in-budget';
import { REQUEST_ORIGIN_HEADER, trustedOriginsFor } from './origins';
import { hasAdminRole } from './roles';

/** Where Better Auth is mounted (plugins/auth.ts); the web's auth client uses the same path. */
export const AUTH_BASE_PATH = '/api/auth';

/**
 * The client's address as Fastify resolved it (request.ip honours `trustProxy`). The mount sets
 * this header on every request it passes on, replacing any the client sent, and Better Auth reads
 * only this header, for its rate limits and the sessions' ip address.
 */
export const CLIENT_IP_HEADER = 'x-arthashala-client-ip';

const RESET_PASSWORD_TOKEN_TTL_SECONDS = 60 * 60;
/** An admin's session ends this long after sign-in, however often it is used or refreshed. */
const ADMIN_SESSION_SECONDS = 60 * 60 * 24;

/**
 * The e-mailed reset link opens Better Auth's token check first, which redirects to the page with
 * `?token=…` when the link is good, or `?error=INVALID_TOKEN` when it is spent or expired, so the
 * page can say so at once rather than after the new password is typed.
 */
const resetPasswordLink = (publicUrl: string, token: string) =>
  `${publicUrl}${AUTH_BASE_PATH}/reset-password/${encodeURIComponent(token)}?callbackURL=${encodeURIComponent(paths.resetPassword.path)}`;
const EMAIL_VERIFICATION_TTL_SECONDS = 60 * 60;

/** Google signs in through Better Auth's generic OpenID Connect client (ADR 006). */
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
    hooks: { before: beforeHook({ config, db, mailer }), after: afterHook(db) },
    databaseHooks: adminSessionLimits(db),
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
        const url = resetPasswordLink(config.publicUrl, token);
        mailer.sendLater({
          ...resetPasswordMessage({
            to: user.email,
            url,
            expiresInMinutes: RESET_PASSWORD_TOKEN_TTL_SECONDS / 60,
          }),
          userId: user.id,
        });
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
        const message = {
          ...(isEmailChangeToken(token) ? confirmNewEmailMessage : confirmEmailMessage)({
            to: user.email,
            url,
            expiresInMinutes: EMAIL_VERIFICATION_TTL_SECONDS / 60,
          }),
          // The outbox keeps it for this account (by id, not by the address it went to).
          userId: user.id,
        };
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
    // The mount passes the origin each request was sent to (REQUEST_ORIGIN_HEADER); calls from the
    // server itself (auth.api) have no request and trust the configured origins only.
    trustedOrigins: (request?: Request) =>
      trustedOriginsFor(config, request?.headers.get(REQUEST_ORIGIN_HEADER) ?? undefined),
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
        // Decision 28: finding out which addresses have accounts, one sign-up at a time, is slow.
        '/sign-up/*': { window: 60 * 60, max: 10 },
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
    // staff do not act as users (the admin plugin's impersonation is off). Admins sign in only
    // through POST /api/admin/authenticate, which calls the username sign-in from the server
    // (auth.api): closed over HTTP, like the username check that would tell who has an account.
    // verify-password checks a password outside the sign-in budget; nothing here uses it.
    disabledPaths: [
      '/delete-user',
      '/delete-user/callback',
      '/admin/impersonate-user',
      '/admin/stop-impersonating',
      '/sign-in/username',
      '/is-username-available',
      '/verify-password',
    ],
    plugins: [
      username(),
      admin({ defaultRole: 'user', adminRoles: ['admin'] }),
      bearer({ requireSignature: true }),
      genericOAuth({ config: googleConfig }),
    ],
  } satisfies Partial<BetterAuthOptions>;
}

type HookDeps = { config: Config; db: Db; mailer: Mailer };

/**
 * Rules Better Auth's own endpoints do not know: usernames belong to staff accounts (made by
 * create-admin), names follow the shared schema, new passwords must be hard to guess, every check
 * of a password draws on one sign-in budget, admins sign in only through the admin call, a taken
 * address at sign-up is answered plainly and its owner told (decision 28), changing a password
 * always ends the user's other sessions, and sign-up needs no name.
 */
function beforeHook({ config, db, mailer }: HookDeps): AuthMiddleware {
  return createAuthMiddleware(async (ctx) => {
    const body = (ctx.body ?? {}) as Record<string, unknown>;
    const ip = ctx.headers?.get(CLIENT_IP_HEADER) ?? undefined;
    const spend = async (identifier: unknown) => {
      if (typeof identifier !== 'string') return;
      const wait = await spendSignInAttempt(db, { identifier, ip });
      if (wait !== null) {
        throw new APIError(
          'TOO_MANY_REQUESTS',
          { message: accountMessages.tooManyRequests, code: 'RATE_LIMITED' },
          { 'X-Retry-After': String(wait) },
        );
      }
    };

    switch (ctx.path) {
      case '/sign-up/email': {
        refuseUsername(body);
        const name = body.name === undefined || body.name === '' ? '' : checkedName(body.name);
        refuseWeakPassword(body.password, [body.email, name]);
        await refuseTakenAddress(ctx, body, { config, mailer });
        // The sign-up dialog asks no name (seed 000); /profile sets it later.
        return { context: { body: { ...body, name } } };
      }
      case '/update-user':
        refuseUsername(body);
        if (body.name !== undefined) {
          return { context: { body: { ...body, name: checkedName(body.name) } } };
        }
        return;
      case '/sign-in/email':
        await spend(body.email);
        await refuseAdminByEmail(ctx, body.email);
        return;
      case '/sign-in/username':
        await spend(body.username);
        return;
      case '/change-password': {
        const signedIn = await getSessionFromCtx(ctx);
        if (signedIn) {
          await spend(signedIn.user.email);
          refuseWeakPassword(body.newPassword, [signedIn.user.email, signedIn.user.name]);
        }
        return { context: { body: { ...body, revokeOtherSessions: true } } };
      }
      case '/reset-password':
        if (typeof body.token === 'string') {
          const user = await resetTokenUser(ctx, body.token);
          refuseWeakPassword(body.newPassword, [user?.email, user?.name]);
        }
        return;
    }
  });
}

/** A password check that succeeded gives the account its sign-in attempt back. */
function afterHook(db: Db): AuthMiddleware {
  return createAuthMiddleware(async (ctx) => {
    if (isAPIError(ctx.context.returned) || ctx.context.returned instanceof Error) return;
    const body = (ctx.body ?? {}) as Record<string, unknown>;
    const identifier =
      ctx.path === '/sign-in/email'
        ? body.email
        : ctx.path === '/sign-in/username'
          ? body.username
          : ctx.path === '/change-password'
            ? ctx.context.session?.user.email
            : undefined;
    if (typeof identifier === 'string') await refundSignInAttempt(db, identifier);
  });
}

type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

function refuseUsername(body: Record<string, unknown>) {
  if ('username' in body || 'displayUsername' in body) {
    throw refusal('BAD_REQUEST', 'VALIDATION', 'Usernames are only for staff accounts');
  }
}

/** A name by the shared schema (the profile form's rules), trimmed; its first problem otherwise. */
function checkedName(name: unknown): string {
  const parsed = ZNameSchema.safeParse(name);
  if (!parsed.success) {
    throw refusal(
      'BAD_REQUEST',
      'VALIDATION',
      parsed.error.issues[0]?.message ?? accountMessages.nameRequired,
    );
  }
  return parsed.data;
}

/** Security item 11: lengths are Better Auth's check; a guessable password is refused here. */
function refuseWeakPassword(password: unknown, userInputs: unknown[]) {
  if (typeof password !== 'string') return;
  if (password.length < PASSWORD_MIN_LENGTH || password.length > PASSWORD_MAX_LENGTH) return;
  const inputs = userInputs.filter(
    (input): input is string => typeof input === 'string' && !!input,
  );
  const weakness = passwordWeakness(password, inputs);
  if (weakness) throw refusal('BAD_REQUEST', 'WEAK_PASSWORD', weakness);
}

/**
 * Decision 28: a taken address gets a plain answer, and its owner an e-mail, sent without waiting.
 * The password is hashed all the same, so that the answer takes about as long as a real sign-up.
 */
async function refuseTakenAddress(
  ctx: HookContext,
  body: Record<string, unknown>,
  { config, mailer }: Pick<HookDeps, 'config' | 'mailer'>,
) {
  if (typeof body.email !== 'string') return;
  const existing = await ctx.context.internalAdapter.findUserByEmail(body.email.toLowerCase());
  if (!existing) return;
  if (typeof body.password === 'string') await ctx.context.password.hash(body.password);
  mailer.sendLater({
    ...signUpAttemptMessage({ to: existing.user.email, url: `${config.publicUrl}/` }),
    // The outbox keeps it for the owner's account (by id, not by the address).
    userId: existing.user.id,
  });
  throw refusal('CONFLICT', 'EMAIL_TAKEN', accountMessages.emailTaken);
}

/** Admins sign in only through POST /api/admin/authenticate: their e-mail fails like a bad password. */
async function refuseAdminByEmail(ctx: HookContext, email: unknown) {
  if (typeof email !== 'string') return;
  const found = await ctx.context.internalAdapter.findUserByEmail(email.toLowerCase());
  if (found && hasAdminRole((found.user as { role?: string | null }).role)) {
    throw refusal('UNAUTHORIZED', 'INVALID_EMAIL_OR_PASSWORD', 'Invalid email or password');
  }
}

async function resetTokenUser(ctx: HookContext, token: string) {
  const verification = await ctx.context.internalAdapter.findVerificationValue(
    `reset-password:${token}`,
  );
  return verification ? ctx.context.internalAdapter.findUserById(verification.value) : null;
}

/**
 * Security item 1: an admin's session ends ADMIN_SESSION_SECONDS after it was made, whatever path
 * made it and whatever refreshes it (get-session refreshes a bearer session to seven days).
 */
function adminSessionLimits(db: Db): NonNullable<BetterAuthOptions['databaseHooks']> {
  const isAdmin = async (userId: string) => {
    const [row] = await db
      .select({ role: authSchema.auth_user.role })
      .from(authSchema.auth_user)
      .where(eq(authSchema.auth_user.id, userId));
    return hasAdminRole(row?.role);
  };
  const capped = (createdAt: Date, expiresAt: Date) =>
    new Date(Math.min(expiresAt.getTime(), createdAt.getTime() + ADMIN_SESSION_SECONDS * 1000));
  return {
    session: {
      create: {
        before: async (session) => {
          if (!(await isAdmin(session.userId))) return;
          return { data: { ...session, expiresAt: capped(session.createdAt, session.expiresAt) } };
        },
      },
      update: {
        before: async (data, ctx) => {
          // get-session, the only refresh, puts the session it refreshes in the context.
          const current = ctx?.context.session;
          if (!(data.expiresAt instanceof Date) || !current) return;
          if (!(await isAdmin(current.user.id))) return;
          return {
            data: {
              ...data,
              expiresAt: capped(new Date(current.session.createdAt), data.expiresAt),
            },
          };
        },
      },
    },
  };
}

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

/**
 * A refusal by the site's own rules: its `code` is the site's (decision 27) or Better Auth's, and
 * its message is already in the site's words (plugins/auth.ts passes it on).
 */
function refusal(
  status: 'BAD_REQUEST' | 'UNAUTHORIZED' | 'CONFLICT',
  code: ErrorCode | 'INVALID_EMAIL_OR_PASSWORD',
  message: string,
) {
  return new APIError(status, { message, code });
}
