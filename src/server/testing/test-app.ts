import fs from 'node:fs';
import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp, type App } from '../app';
import { loadConfig, type Config } from '../config';
import { openDatabase, wrapPglite, type Database, type Db } from '../db/client';

/**
 * The engine a test file runs against: the embedded PGlite by default, or the PostgreSQL server of
 * TEST_DATABASE_URL in the `postgres` test project (vitest.config.ts runs the server suites twice).
 */
export const testEngine: 'pglite' | 'postgres' =
  process.env.TEST_DB_ENGINE === 'postgres' ? 'postgres' : 'pglite';

/** A fresh, migrated database of the test engine, dropped again by its close(). */
export async function createTestDatabase(): Promise<Database> {
  if (testEngine === 'pglite') {
    const template = fs.readFileSync(inject('pgliteTemplate'));
    const client = await PGlite.create({ loadDataDir: new Blob([template]) });
    return wrapPglite(client, undefined);
  }
  const { url, drop } = await createPostgresTestDatabase();
  const database = await openDatabase({ kind: 'postgres', url });
  await database.migrate();
  return {
    ...database,
    close: async () => {
      await database.close();
      await drop();
    },
  };
}

/**
 * An empty database on the TEST_DATABASE_URL server (or `serverUrl`'s), for code that opens its
 * own connection from a DATABASE_URL (scripts such as create-admin, the bench's site). `drop()`
 * removes it.
 */
export async function createPostgresTestDatabase(
  serverUrl = process.env.TEST_DATABASE_URL,
): Promise<{
  url: string;
  drop(): Promise<void>;
}> {
  if (!serverUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `arthashala_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

/** The secret tests sign sessions with (a real install generates or is given its own). */
const TEST_AUTH_SECRET = 'test-only-secret-for-better-auth-0123456789';

/** The test settings; an override of `undefined` removes a setting (e.g. PUBLIC_URL, to test the default). */
export function testConfig(overrides: Record<string, string | undefined> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    PUBLIC_URL: 'http://localhost:3000',
    STATIC_DIR: './dist/web',
    // The pages render from the web app's source, so the server tests need no build.
    SSR_ENTRY: 'src/web/entry-server.tsx',
    LOG_LEVEL: 'silent',
    BETTER_AUTH_SECRET: TEST_AUTH_SECRET,
    ...overrides,
  });
}

export type TestApp = { app: App; database: Database; close(): Promise<void> };

/** The whole application on a fresh database, for `app.inject(...)`. */
export async function createTestApp(
  configOverrides: Record<string, string | undefined> = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  const app = await buildApp({ config: testConfig(configOverrides), database, logger: false });
  await app.ready();
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

/**
 * Writes as a hand edit with the database's triggers switched off would (`session_replication_role
 * = replica` for this transaction): the content version does not move and nobody is told, so the
 * caches keep what they had until the test moves it (`app.contentVersion.move()`). For tests of
 * the caches themselves; every other write moves the version by its tables' trigger (ADR 029).
 */
export async function writeUnannounced<T>(
  database: Database,
  write: (tx: Db) => Promise<T>,
): Promise<T> {
  return database.db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    return write(tx);
  });
}
