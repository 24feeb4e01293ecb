import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { DataDirLockedError, DataDirPermissionError } from './db/data-dir-lock';
import { seedDemoContent } from './db/seed/seed-demo';
import { closeApp, listenOnHosts } from './listen';
import { listeningUrls } from './listening-urls';
import { ensureFirstAdmin } from './services/accounts/admin-accounts';

async function main() {
  const config = loadConfig();
  const database = await openDatabase(config.database);
  try {
    await database.migrate();
    if (config.seedDemo) await seedDemoContent(database.db);
  } catch (error) {
    await database.close();
    throw error;
  }

  const app = await buildApp({ config, database });

  // A fresh embedded install has nobody who can sign in to /admin: create `admin` once, with a
  // generated password shown only here. Servers on DATABASE_URL use `npm run create-admin`.
  if (database.kind === 'pglite') {
    const created = await ensureFirstAdmin(
      app.auth,
      database.db,
      (username, password) => {
        app.log.warn({ username }, 'created the first admin account; its password is printed once');
        console.log(firstAdminBanner(username, password));
      },
      config.auth.initialAdminPassword,
    );
    if (created && config.auth.initialAdminPassword) {
      app.log.warn('created the first admin account `admin` with ADMIN_INITIAL_PASSWORD');
    }
  }

  // SIGTERM and SIGINT: stop accepting connections, finish the requests in flight, close the
  // database (releasing the PGlite lock), then exit.
  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'shutting down after an error');
    else app.log.info({ signal }, 'shutting down');
    // The app first (its onClose hooks may still write, e.g. mail for the outbox), then the
    // database, which releases the PGlite lock. Connections kept alive by a proxy are closed once
    // their answers have gone (closeApp), so they do not hold the exit.
    await closeApp(app);
    await database.close();
  });

  const addresses = await listenOnHosts(app, config.hosts, config.port);
  // The addresses it really listens on (a default install works at any of them); PUBLIC_URL, the
  // address e-mailed links use, only when it differs.
  const urls = listeningUrls(addresses);
  const publicNote = urls.includes(config.publicUrl)
    ? ''
    : `, links in e-mails use ${config.publicUrl}`;
  app.log.info(
    `ready at ${urls.join(', ')}${publicNote} (database: ${database.kind === 'pglite' ? `embedded, in ${config.database.kind === 'pglite' ? config.database.dataDir : ''}` : 'PostgreSQL'})`,
  );
}

function firstAdminBanner(username: string, password: string) {
  const lines = [
    'The first admin account was created. Sign in at /admin with:',
    `  username: ${username}`,
    `  password: ${password}`,
    'This password is shown only this once. Keep it now; make more admins with',
    '`npm run create-admin -- --username NAME`.',
  ];
  const width = Math.max(...lines.map((line) => line.length));
  const rule = `+${'-'.repeat(width + 2)}+`;
  return [rule, ...lines.map((line) => `| ${line.padEnd(width)} |`), rule].join('\n');
}

main().catch((error: unknown) => {
  // Problems the person starting the server can fix: their sentence alone, without a stack.
  if (
    error instanceof ConfigError ||
    error instanceof DataDirPermissionError ||
    error instanceof DataDirLockedError
  ) {
    console.error(error.message);
  } else {
    console.error('The server could not start:', error);
  }
  process.exit(1);
});
