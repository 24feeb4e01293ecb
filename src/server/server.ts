import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { seedDemoContent } from './db/seed/seed-demo';

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
  app.addHook('onClose', () => database.close());

  // SIGTERM and SIGINT: stop accepting connections, finish the requests in flight, close the
  // database (releasing the PGlite lock), then exit.
  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'shutting down after an error');
    else app.log.info({ signal }, 'shutting down');
    await app.close();
  });

  await app.listen({ host: config.host, port: config.port });
  app.log.info(
    `${config.publicUrl} is ready (database: ${database.kind === 'pglite' ? `embedded, in ${config.database.kind === 'pglite' ? config.database.dataDir : ''}` : 'PostgreSQL'})`,
  );
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error('The server could not start:', error);
  }
  process.exit(1);
});
