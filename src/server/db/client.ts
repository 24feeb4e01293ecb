import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Config } from '../config';
import {
  acquireDataDirLock,
  prepareDataDir,
  restrictDataDirFiles,
  withPrivateUmask,
  type DataDirLock,
} from './data-dir-lock';
import {
  listenPglite,
  listenPostgres,
  type NotificationHandlers,
  type Subscription,
} from './notifications';

/** The query builder every part of the server uses, whichever engine is behind it. */
export type Db = PgDatabase<PgQueryResultHKT>;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Applies the committed migrations that have not run yet. */
  migrate(): Promise<void>;
  /** Runs a trivial query; throws when the database does not answer. */
  ping(): Promise<void>;
  /**
   * LISTENs on `channel` until the subscription is closed (close it before the database). On
   * PostgreSQL over a connection of its own that is opened again whenever it is lost
   * (notifications.ts); on PGlite through its own listen.
   */
  listen(channel: string, handlers: NotificationHandlers): Promise<Subscription>;
  close(): Promise<void>;
};

/**
 * Migrations sit beside this file in the sources and beside the bundle in `dist/server` (the build
 * copies them), so the same relative URL finds them in both.
 */
export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/**
 * PostgreSQL settings of the embedded database, after PGlite's own start parameters. PGlite keeps
 * PostgreSQL's 128 MB of shared buffers and touches all of them when it opens: about 110 MB of
 * resident memory before the first query, more than the demo database's 41 MB of files. 32 MB
 * holds what the site reads; the rest comes from the files (ADR 031 gives the measurements).
 */
export const PGLITE_SETTINGS = ['-c', 'shared_buffers=32MB'];

export async function openDatabase(config: Config['database']): Promise<Database> {
  if (config.kind === 'postgres') return openPostgres(config.url);
  // Created 0700, or refused when others can read it (DataDirPermissionError).
  prepareDataDir(config.dataDir);
  const lock = acquireDataDirLock(config.dataDir);
  try {
    const client = await withPrivateUmask(() =>
      PGlite.create(path.join(config.dataDir, 'pglite'), {
        startParams: [...PGlite.defaultStartParams, ...PGLITE_SETTINGS],
      }),
    );
    restrictDataDirFiles(config.dataDir);
    return wrapPglite(client, lock);
  } catch (error) {
    lock.release();
    throw error;
  }
}

/** An embedded database held in memory: tests and throw-away runs. */
export async function openMemoryPglite(): Promise<Database> {
  return wrapPglite(await PGlite.create(), undefined);
}

export function wrapPglite(client: PGlite, lock: DataDirLock | undefined): Database {
  const db = drizzlePglite(client) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder }),
    ping: async () => {
      await client.query('select 1');
    },
    listen: (channel, handlers) => listenPglite(client, channel, handlers),
    close: async () => {
      if (!client.closed) await client.close();
      lock?.release();
    },
  };
}

/**
 * How long a request waits for a PostgreSQL connection: to open one, or for one of the pool's to be
 * free. A stopped server refuses at once; one that does not answer (a lost network, a hung host)
 * fails here instead of holding every request that needs it, so the site answers 503 in time.
 */
export const POSTGRES_CONNECT_TIMEOUT_MS = 1_500;

async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: POSTGRES_CONNECT_TIMEOUT_MS,
  });
  // An idle client that loses its connection must not crash the process.
  pool.on('error', () => {});
  const db = drizzlePg(pool) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    migrate: () => migratePg(drizzlePg(pool), { migrationsFolder }),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    listen: (channel, handlers) => listenPostgres(url, channel, handlers),
    close: () => pool.end(),
  };
}
