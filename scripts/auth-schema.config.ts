// Only for generating Better Auth's tables (docs/decisions/006-accounts-better-auth.md):
//   node --import ./scripts/object-groupby-polyfill.mjs node_modules/auth/dist/index.mjs generate \
//     --config scripts/auth-schema.config.ts --output src/server/db/schema/auth.ts --yes
//   npx drizzle-kit generate --name <name>
// It builds the site's Better Auth options with every optional provider switched on, so that the
// generated schema has every column any configuration needs (Google, through the generic OAuth
// plugin, adds none).
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { authOptions } from '../src/server/auth/auth';
import { loadConfig } from '../src/server/config';
import type { Db } from '../src/server/db/client';

const config = loadConfig({
  NODE_ENV: 'test',
  BETTER_AUTH_SECRET: 'schema-generation-only-secret-0123456789',
  FACEBOOK_CLIENT_ID: 'schema',
  FACEBOOK_CLIENT_SECRET: 'schema',
});

export const auth = betterAuth({
  ...authOptions(config),
  secret: config.auth.secret,
  database: drizzleAdapter({} as Db, { provider: 'pg' }),
});
