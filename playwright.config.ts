import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './scripts/chromium';

// Browser tests drive Debian's Chromium against the built site on a fresh embedded database.
const executablePath = chromiumPath();

// E2E_PORT lets two runs share a machine (a developer's and a CI run, say).
const port = Number(process.env.E2E_PORT ?? 3100);
const dataDir = '.e2e-data';

/** The specs that write public content: the admin area's and the XSS corpus (`staff` below). */
const STAFF_SPECS = /(admin-[a-z-]+|xss-corpus)\.spec\.ts$/;

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  // A test's time limit only catches a hang: the longest journeys (sign up, change a password, sign
  // in twice) take 13 s alone and over 30 s with two workers on a loaded 2-core machine; with a
  // build beside them (load average 17), two long retirement-planner journeys ran past 60 s while
  // every step still passed. Speed is measured by `npm run bench`, never by a test's clock.
  timeout: 120_000,
  // Likewise for one expectation: a sign-up took over 7 s to answer while a load test shared the
  // machine. 15 s still fails a step that never happens, soon enough to say which.
  expect: { timeout: 15_000 },
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'retain-on-failure',
    launchOptions: { executablePath, args: chromiumArgs },
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      grepInvert: /@mobile/,
      testIgnore: STAFF_SPECS,
    },
    {
      name: 'mobile',
      use: { ...devices['Pixel 7'], channel: undefined },
      // Only the specs about small screens run here.
      grep: /@mobile/,
      testIgnore: STAFF_SPECS,
    },
    {
      // Staff change what the public pages show (the announcement, the session figures, events,
      // testimonials, sections): `npm run test:e2e` runs their specs after every public one has
      // finished, on a server of their own, so that no public page is checked while an admin spec
      // has it changed. (Not a project dependency: that would run the public specs again for
      // every `playwright test e2e/admin-….spec.ts`.)
      name: 'staff',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testMatch: STAFF_SPECS,
    },
  ],
  webServer: {
    command: `rm -rf ${dataDir} && node dist/server/server.js`,
    url: `http://localhost:${port}/api/health`,
    reuseExistingServer: false,
    // A fresh database is seeded with the demo content (its pictures encoded to WebP) first: over
    // 60 s beside another browser run on this 2-core machine.
    timeout: 180_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://localhost:${port}`,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      // The tests act as the proxy in front of the site: each test sends its own X-Forwarded-For
      // client address (e2e/fixtures.ts), so the per-client rate limits of one test do not trip
      // another's. The server believes it only from loopback, as it would from a local proxy.
      TRUST_PROXY: 'loopback',
      // The account and contact tests follow the reset and confirmation links in kept mail.
      OUTBOX_LINKS: 'whole',
      // Production mode requires a secret (src/server/config.ts); this one is for tests only.
      ADMIN_INITIAL_PASSWORD: 'e2e-admin-password-0123',
      BETTER_AUTH_SECRET: 'e2e-only-secret-never-used-in-production-0123456789',
    },
  },
});
