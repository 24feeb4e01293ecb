import path from 'node:path';
import { z } from 'zod';
import { site } from '../shared/config/site';

const GOOGLE_DISCOVERY_URL = 'https://accounts.google.com/.well-known/openid-configuration';

/**
 * Every setting the server reads, parsed once at start-up. Nothing else in the server reads
 * `process.env`; code receives a `Config` instead.
 */
const ZEnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /**
   * The interface to listen on. Unset: this machine only, on both loopback addresses (127.0.0.1
   * and ::1), so localhost, 127.0.0.1 and [::1] all work; `HOST=0.0.0.0` listens on the network.
   */
  HOST: z.string().min(1).optional(),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** The origin browsers use to reach the site; links in e-mails and auth origin checks use it. */
  PUBLIC_URL: z
    .url({ message: 'PUBLIC_URL must be a URL such as http://localhost:3000' })
    .default('http://localhost:3000'),
  /** A PostgreSQL server. When unset, the embedded PGlite database in DATA_DIR is used. */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://')
    .optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  /** The built single-page app (output of `vite build`). */
  STATIC_DIR: z.string().min(1).default('./dist/web'),
  /** The web app's server bundle, which renders the pages (`npm run build` makes it). */
  SSR_ENTRY: z.string().min(1).default('./dist/ssr/entry-server.js'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** The store of finished public answers (pages and public reads), in megabytes (ADR 028). */
  CACHE_SIZE_MB: z.coerce
    .number({ message: 'CACHE_SIZE_MB must be a number of megabytes' })
    .int('CACHE_SIZE_MB must be a whole number of megabytes')
    .min(1, 'CACHE_SIZE_MB must be at least 1')
    .max(16_384, 'CACHE_SIZE_MB must be at most 16384')
    .default(64),
  /** Load the demo content into an empty database at start-up. */
  SEED_DEMO: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true'),
  /**
   * Signs session cookies, bearer tokens and e-mail links. Required in production; elsewhere a
   * random one is generated once and kept in DATA_DIR/auth-secret (see src/server/auth/secret.ts).
   */
  BETTER_AUTH_SECRET: z
    .string()
    .min(32, 'BETTER_AUTH_SECRET must be at least 32 characters (try `openssl rand -base64 32`)')
    .optional(),
  /**
   * The reverse proxies whose X-Forwarded-* headers count: addresses, CIDR ranges or proxy-addr's
   * names `loopback`, `linklocal`, `uniquelocal`, comma-separated; `none` trusts no header. The
   * client's address (rate limits, sessions' devices) is the first untrusted one from the right.
   * Default `none` everywhere: trusting a whole network would let anyone on it (or any proxy that
   * passes the header through) pick a new address per request and escape every rate limit.
   */
  TRUST_PROXY: z
    .string()
    .regex(
      /^(none|[\w.:/]+(\s*,\s*[\w.:/]+)*)$/,
      'TRUST_PROXY must be `none` or proxy addresses, e.g. 10.0.0.0/8,loopback',
    )
    .optional(),
  /** Outgoing mail, e.g. smtps://user:pass@smtp.example.com:465. Unset: mail goes to the outbox. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/[^\s]+$/, 'SMTP_URL must look like smtp://user:pass@host:587 or smtps://…')
    .optional(),
  MAIL_FROM: z.string().min(3).default(`${site.name} <no-reply@arthashala.in>`),
  /**
   * How GET /api/admin/outbox shows the links in kept mail: `removed` (default) takes their tokens
   * out, as the outbox screen does; `whole` is for the browser tests, which follow reset and
   * confirmation links from there. Whole links would let any admin take over any account.
   */
  OUTBOX_LINKS: z
    .enum(['removed', 'whole'], { message: 'OUTBOX_LINKS must be removed or whole' })
    .default('removed'),
  /** Serve the OpenAPI pages at /api/docs. Default: on, except in production. */
  API_DOCS: z
    .enum(['true', 'false'], { message: 'API_DOCS must be true or false' })
    .optional()
    .transform((value) => (value === undefined ? undefined : value === 'true')),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  /** Google's OpenID Connect discovery document; only tests and Google-compatible providers change it. */
  GOOGLE_DISCOVERY_URL: z
    .url({ message: 'GOOGLE_DISCOVERY_URL must be a URL' })
    .default(GOOGLE_DISCOVERY_URL),
  /**
   * The password of the first admin that start-up creates on a fresh embedded install (otherwise
   * generated and printed once). For automated set-ups, such as the browser tests.
   */
  ADMIN_INITIAL_PASSWORD: z
    .string()
    .min(8, 'ADMIN_INITIAL_PASSWORD must be 8 to 128 characters')
    .max(128, 'ADMIN_INITIAL_PASSWORD must be 8 to 128 characters')
    .optional(),
  FACEBOOK_CLIENT_ID: z.string().min(1).optional(),
  FACEBOOK_CLIENT_SECRET: z.string().min(1).optional(),
});

type OAuthClient = { clientId: string; clientSecret: string };

export type Config = {
  env: 'development' | 'production' | 'test';
  /** The addresses to listen on: HOST, or both loopback addresses when it is unset. */
  hosts: string[];
  port: number;
  publicUrl: string;
  /** Proxies in front of the server whose X-Forwarded-* headers count (Fastify's trustProxy). */
  trustProxy: string | false;
  /**
   * Origins whose cookie-carrying writes are trusted: PUBLIC_URL (and the Vite dev server outside
   * production). Outside production a request from the origin it was sent to (Origin equals its
   * own scheme and Host) is trusted too, so a default install works at 127.0.0.1, localhost, [::1]
   * or a LAN address alike; production names its origins (src/server/auth/origins.ts).
   */
  trustedOrigins: string[];
  trustRequestOrigin: boolean;
  database: { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; url: string };
  staticDir: string;
  ssrEntry: string;
  logLevel: z.infer<typeof ZEnvSchema>['LOG_LEVEL'];
  /** The bound of the store of kept answers, in bytes. */
  cacheBytes: number;
  seedDemo: boolean;
  auth: {
    /** From BETTER_AUTH_SECRET; when unset (never in production) `secretFile` holds a generated one. */
    secret: string | undefined;
    secretFile: string;
    /** Only the providers with both a client id and a secret are offered. */
    google: (OAuthClient & { discoveryUrl: string }) | undefined;
    facebook: OAuthClient | undefined;
    /** The first admin's password from ADMIN_INITIAL_PASSWORD; otherwise one is generated. */
    initialAdminPassword: string | undefined;
  };
  mail: {
    smtpUrl: string | undefined;
    from: string;
    /** Write kept messages whole to the log (development and tests: it is how a developer
     * follows a reset link); never in production, where the log is no place for live links. */
    logMessages: boolean;
    /** Whether GET /api/admin/outbox shows links with their tokens (OUTBOX_LINKS=whole). */
    wholeOutboxLinks: boolean;
  };
  /** Serve the OpenAPI documentation at /api/docs. */
  apiDocs: boolean;
};

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

const DEV_WEB_ORIGIN = 'http://localhost:5173';

/** Where a default install listens: this machine only, over IPv4 and IPv6. */
const LOOPBACK_HOSTS = ['127.0.0.1', '::1'] as const;

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = ZEnvSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map(
        (issue) => `${issue.path.join('.') || 'environment'}: ${issue.message}`,
      ),
    );
  }
  const e = parsed.data;
  const problems: string[] = [];
  if (e.NODE_ENV === 'production' && !e.BETTER_AUTH_SECRET) {
    problems.push(
      'BETTER_AUTH_SECRET: required in production (a random string of at least 32 characters, e.g. `openssl rand -base64 32`); it signs sessions and e-mail links',
    );
  }
  if (
    e.NODE_ENV === 'production' &&
    e.BETTER_AUTH_SECRET &&
    isGuessableSecret(e.BETTER_AUTH_SECRET)
  ) {
    problems.push(
      'BETTER_AUTH_SECRET: too easy to guess (it uses few different characters or repeats itself); use a random one, e.g. `openssl rand -base64 32`',
    );
  }
  const oauthClient = (name: string, clientId?: string, clientSecret?: string) => {
    if (clientId && clientSecret) return { clientId, clientSecret };
    if (clientId || clientSecret) {
      problems.push(
        `${name}_CLIENT_ID and ${name}_CLIENT_SECRET: set both to offer ${name.toLowerCase()} sign-in, or neither`,
      );
    }
    return undefined;
  };
  const google = oauthClient('GOOGLE', e.GOOGLE_CLIENT_ID, e.GOOGLE_CLIENT_SECRET);
  const facebook = oauthClient('FACEBOOK', e.FACEBOOK_CLIENT_ID, e.FACEBOOK_CLIENT_SECRET);
  if (problems.length > 0) throw new ConfigError(problems);

  const publicUrl = new URL(e.PUBLIC_URL).origin;
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    hosts: e.HOST ? [e.HOST] : [...LOOPBACK_HOSTS],
    port: e.PORT,
    publicUrl,
    trustProxy: trustProxyOf(e.TRUST_PROXY),
    trustedOrigins: e.NODE_ENV === 'production' ? [publicUrl] : [publicUrl, DEV_WEB_ORIGIN],
    trustRequestOrigin: e.NODE_ENV !== 'production',
    database: e.DATABASE_URL
      ? { kind: 'postgres', url: e.DATABASE_URL }
      : { kind: 'pglite', dataDir },
    staticDir: path.resolve(e.STATIC_DIR),
    ssrEntry: path.resolve(e.SSR_ENTRY),
    logLevel: e.LOG_LEVEL,
    cacheBytes: e.CACHE_SIZE_MB * 1024 * 1024,
    seedDemo: e.SEED_DEMO,
    auth: {
      secret: e.BETTER_AUTH_SECRET,
      secretFile: path.join(dataDir, 'auth-secret'),
      google: google && { ...google, discoveryUrl: e.GOOGLE_DISCOVERY_URL },
      facebook,
      initialAdminPassword: e.ADMIN_INITIAL_PASSWORD,
    },
    mail: {
      smtpUrl: e.SMTP_URL,
      from: e.MAIL_FROM,
      logMessages: e.NODE_ENV !== 'production',
      wholeOutboxLinks: e.OUTBOX_LINKS === 'whole',
    },
    apiDocs: e.API_DOCS ?? e.NODE_ENV !== 'production',
  };
}

/** Never `true`: that would make the left-most X-Forwarded-For entry, which anyone can write, the
 * client's address, and void the per-address rate limits. */
function trustProxyOf(setting: string | undefined): string | false {
  const value = setting ?? 'none';
  return value === 'none' ? false : value.replace(/\s+/g, '');
}

/**
 * A secret a person typed rather than generated: few different characters ('aaaa…', '0101…') or
 * a short part repeated ('secretsecret…'), seen as fewer than half of its 4-character pieces being
 * different. Random strings of 32 characters or more pass both by far.
 */
export function isGuessableSecret(secret: string): boolean {
  if (new Set(secret).size < 8) return true;
  const pieces = secret.length - 3;
  const distinctPieces = new Set(Array.from({ length: pieces }, (_, i) => secret.slice(i, i + 4)));
  return distinctPieces.size < pieces / 2;
}
