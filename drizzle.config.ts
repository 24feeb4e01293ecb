import { defineConfig } from 'drizzle-kit';

// `npm run db:generate` writes a new SQL migration from the schema files. Keep the SQL to what
// PostgreSQL 15 accepts: PGlite embeds 18, production servers may be older.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/db/schema/*.ts',
  out: './src/server/db/migrations',
});
