import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql, type SQL } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, POSTGRES_CONNECT_TIMEOUT_MS, type Database } from './client';
import { DataDirPermissionError } from './data-dir-lock';

// The embedded database on disk: its folder and files are private to the server's user.

const dirs: string[] = [];
const tempParent = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'client-test-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** Every folder and file under `dir` with its permission bits. */
const modesUnder = (dir: string) =>
  fs.readdirSync(dir, { withFileTypes: true, recursive: true }).map((entry) => ({
    file: path.join(entry.parentPath, entry.name),
    directory: entry.isDirectory(),
    mode: fs.statSync(path.join(entry.parentPath, entry.name)).mode & 0o777,
  }));

describe('the embedded database folder', { timeout: 60_000 }, () => {
  it('is created 0700 with files 0600, even under a permissive umask', async () => {
    const dataDir = path.join(tempParent(), 'data');
    const umask = process.umask(0o000);
    try {
      const database = await openDatabase({ kind: 'pglite', dataDir });
      expect(fs.statSync(dataDir).mode & 0o777).toBe(0o700);
      const entries = modesUnder(dataDir);
      expect(entries.length).toBeGreaterThan(10);
      expect(entries.filter((e) => e.mode & 0o077)).toEqual([]);
      expect(fs.statSync(path.join(dataDir, 'server.lock')).mode & 0o777).toBe(0o600);
      await database.close();
    } finally {
      process.umask(umask);
    }
  });

  it('makes the world-readable files of an earlier install private when it opens them', async () => {
    const dataDir = path.join(tempParent(), 'data');
    fs.mkdirSync(dataDir, { mode: 0o700 });
    // An earlier version's PGlite files, created with the usual umask (0644 files).
    const umask = process.umask(0o000);
    try {
      const old = await PGlite.create(path.join(dataDir, 'pglite'));
      await old.close();
    } finally {
      process.umask(umask);
    }
    expect(modesUnder(dataDir).filter((e) => e.mode & 0o077).length).toBeGreaterThan(0);

    const database = await openDatabase({ kind: 'pglite', dataDir });
    expect(modesUnder(dataDir).filter((e) => e.mode & 0o077)).toEqual([]);
    await database.close();
  });

  it('refuses a folder that group or others can read, saying how to fix it, and touches nothing', async () => {
    const dataDir = path.join(tempParent(), 'data');
    fs.mkdirSync(dataDir);
    for (const mode of [0o755, 0o750, 0o701]) {
      fs.chmodSync(dataDir, mode);
      const opening = openDatabase({ kind: 'pglite', dataDir });
      await expect(opening).rejects.toThrow(DataDirPermissionError);
      await expect(opening).rejects.toThrow(
        `The data folder ${dataDir} can be read by other users of this machine (its mode is 0${mode.toString(8)})`,
      );
      await expect(opening).rejects.toThrow(`chmod 700 "${dataDir}"`);
      expect(fs.readdirSync(dataDir)).toEqual([]);
    }
  });
});

// PostgreSQL down: what needs the database must fail in time (and the site answer 503), never
// wait for a server that does not answer.
describe('a PostgreSQL server that is down', () => {
  /** A local port that accepts connections and never says a word, as a hung server does. */
  async function silentServer() {
    const sockets = new Set<net.Socket>();
    const server = net.createServer((socket) => sockets.add(socket));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as net.AddressInfo;
    return {
      port,
      close: () => {
        for (const socket of sockets) socket.destroy();
        return new Promise((resolve) => server.close(resolve));
      },
    };
  }

  it('fails a query within the connect timeout when the server accepts and never answers', async () => {
    const silent = await silentServer();
    const database = await openDatabase({
      kind: 'postgres',
      url: `postgres://nobody@127.0.0.1:${silent.port}/none`,
    });
    try {
      const started = performance.now();
      // Drizzle wraps the driver's error as its cause.
      await expect(database.ping()).rejects.toMatchObject({
        cause: { message: expect.stringMatching(/timeout/i) },
      });
      const took = performance.now() - started;
      expect(took).toBeGreaterThanOrEqual(POSTGRES_CONNECT_TIMEOUT_MS - 50);
      expect(took).toBeLessThan(POSTGRES_CONNECT_TIMEOUT_MS + 1_000);
    } finally {
      await database.close();
      await silent.close();
    }
  });

  it('fails a query at once when nothing listens', async () => {
    const silent = await silentServer();
    const { port } = silent;
    await silent.close();
    const database = await openDatabase({
      kind: 'postgres',
      url: `postgres://nobody@127.0.0.1:${port}/none`,
    });
    try {
      const started = performance.now();
      await expect(database.ping()).rejects.toMatchObject({ cause: { code: 'ECONNREFUSED' } });
      expect(performance.now() - started).toBeLessThan(500);
    } finally {
      await database.close();
    }
  });
});

const firstRow = async (database: Database, query: SQL) =>
  ((await database.db.execute(query)) as unknown as { rows: unknown[] }).rows[0];

describe('the embedded database settings', { timeout: 60_000 }, () => {
  it('opens with 32 MB of shared buffers, and what it wrote is there when it is opened again', async () => {
    const dataDir = path.join(tempParent(), 'data');
    const first = await openDatabase({ kind: 'pglite', dataDir });
    expect(await firstRow(first, sql`show shared_buffers`)).toEqual({ shared_buffers: '32MB' });
    await first.db.execute(sql`create table kept_rows (n int)`);
    await first.db.execute(sql`insert into kept_rows select generate_series(1, 50000)`);
    await first.close();

    const again = await openDatabase({ kind: 'pglite', dataDir });
    expect(await firstRow(again, sql`select count(*)::int as n from kept_rows`)).toEqual({
      n: 50000,
    });
    await again.close();
  });
});
