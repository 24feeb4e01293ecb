import path from 'node:path';
import { z } from 'zod';

/**
 * Every setting the server reads, parsed once at start-up. Nothing else in the server reads
 * `process.env`; code receives a `Config` instead.
 */
const ZEnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('0.0.0.0'),
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
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Load the demo content into an empty database at start-up. */
  SEED_DEMO: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true'),
});

export type Config = {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  publicUrl: string;
  /** Origins whose requests are trusted (the public URL, plus the Vite dev server in development). */
  trustedOrigins: string[];
  database: { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; url: string };
  staticDir: string;
  logLevel: z.infer<typeof ZEnvSchema>['LOG_LEVEL'];
  seedDemo: boolean;
};

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

export const DEV_WEB_ORIGIN = 'http://localhost:5173';

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
  const publicUrl = new URL(e.PUBLIC_URL).origin;
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    publicUrl,
    trustedOrigins: e.NODE_ENV === 'production' ? [publicUrl] : [publicUrl, DEV_WEB_ORIGIN],
    database: e.DATABASE_URL
      ? { kind: 'postgres', url: e.DATABASE_URL }
      : { kind: 'pglite', dataDir: path.resolve(e.DATA_DIR) },
    staticDir: path.resolve(e.STATIC_DIR),
    logLevel: e.LOG_LEVEL,
    seedDemo: e.SEED_DEMO,
  };
}
