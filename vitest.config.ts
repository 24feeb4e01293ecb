import { defineConfig } from 'vitest/config';

// Unit tests run once. The server integration tests (*.int.test.ts) run on the embedded PGlite,
// and again on a real PostgreSQL server when TEST_DATABASE_URL is set.
const serverIntegration = (name: 'pglite' | 'postgres') => ({
  extends: true as const,
  test: {
    name: `server-${name}`,
    include: ['src/server/**/*.int.test.ts'],
    env: { TEST_DB_ENGINE: name },
    globalSetup: ['src/server/testing/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['{src,scripts}/**/*.test.{ts,tsx}'],
          exclude: ['src/**/*.int.test.ts'],
        },
      },
      serverIntegration('pglite'),
      ...(process.env.TEST_DATABASE_URL ? [serverIntegration('postgres')] : []),
    ],
  },
});
