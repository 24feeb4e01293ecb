import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { openDatabase } from '../db/client';
import { acquireDataDirLock } from '../db/data-dir-lock';
import { ensureFirstAdmin } from '../services/accounts/admin-accounts';
import {
  createPostgresTestDatabase,
  createTestApp,
  testConfig,
  testEngine,
  type TestApp,
} from '../testing/test-app';
import { TestClient } from '../testing/test-client';
import { createAdminMain, type CliIo } from './create-admin';

/** Streams for the command: stdin (a terminal or not), and what it printed. */
function io(env: Record<string, string>, options: { tty?: boolean; typed?: string[] } = {}) {
  const stdin = Object.assign(new PassThrough(), { isTTY: options.tty ?? false });
  const out: string[] = [];
  const err: string[] = [];
  const sink = (into: string[]) => {
    const stream = new PassThrough();
    stream.on('data', (chunk: Buffer) => into.push(chunk.toString()));
    return stream;
  };
  if (options.typed) {
    // Each answer once the question is on the screen, as a person types it.
    let next = 0;
    const stdout = sink(out);
    stdout.on('data', (chunk: Buffer) => {
      if (/password/i.test(chunk.toString()) && next < options.typed!.length) {
        const answer = options.typed![next++];
        setImmediate(() => stdin.write(`${answer}\r`));
      }
    });
    return {
      io: { env, stdin, stdout, stderr: sink(err) } satisfies CliIo,
      out: () => out.join(''),
      err: () => err.join(''),
    };
  }
  return {
    io: { env, stdin, stdout: sink(out), stderr: sink(err) } satisfies CliIo,
    out: () => out.join(''),
    err: () => err.join(''),
  };
}

// The command opens the database the way the server does: DATABASE_URL when the tests run on
// PostgreSQL, otherwise an embedded data folder.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'create-admin-'));
let env: Record<string, string>;
let dropPostgres: (() => Promise<void>) | undefined;

beforeAll(async () => {
  env = { NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent' };
  if (testEngine === 'postgres') {
    const pgDatabase = await createPostgresTestDatabase();
    env.DATABASE_URL = pgDatabase.url;
    dropPostgres = pgDatabase.drop;
  }
});
afterAll(async () => {
  await dropPostgres?.();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** Signs in at POST /api/admin/authenticate on the database the command wrote to. */
async function canSignIn(username: string, password: string) {
  const config = testConfig(env);
  const database = await openDatabase(config.database);
  const app = await buildApp({ config, database, logger: false });
  try {
    const res = await new TestClient(app).post('/api/admin/authenticate', { username, password });
    return res.statusCode === 200 && res.json().success === true;
  } finally {
    await app.close();
    await database.close();
  }
}

describe('npm run create-admin', () => {
  it('creates an admin with a generated password, printed once, when stdin is not a terminal', async () => {
    const run = io(env);
    expect(await createAdminMain(['--username', 'Chief'], run.io)).toBe(0);
    expect(run.out()).toMatch(/Created the admin "chief"/);
    const password = run.out().match(/shown only this once\): (\S+)/)?.[1];
    expect(password).toMatch(/^[\w-]{24}$/);
    expect(await canSignIn('chief', password!)).toBe(true);
  });

  it('asks for the password twice, without echo, in a terminal', async () => {
    const run = io(env, { tty: true, typed: ['typed password 1', 'typed password 1'] });
    expect(await createAdminMain(['--username=typist'], run.io)).toBe(0);
    expect(run.out()).not.toContain('typed password 1');
    expect(run.out()).not.toMatch(/shown only this once/);
    expect(await canSignIn('typist', 'typed password 1')).toBe(true);
  });

  it('refuses two different passwords, a taken username and a missing one', async () => {
    const differ = io(env, { tty: true, typed: ['first password', 'second password'] });
    expect(await createAdminMain(['--username', 'differ'], differ.io)).toBe(1);
    expect(differ.err()).toMatch(/the two passwords differ; nothing was changed/);

    const taken = io(env);
    expect(await createAdminMain(['--username', 'chief'], taken.io)).toBe(1);
    expect(taken.err()).toMatch(/the username "chief" already exists/);

    const missing = io(env);
    expect(await createAdminMain([], missing.io)).toBe(1);
    expect(missing.err()).toMatch(/--username is required/);
    expect(missing.err()).toMatch(/Usage: npm run create-admin -- --username NAME/);
  });

  it.runIf(testEngine === 'pglite')(
    'refuses to open an embedded data folder that a running server holds',
    async () => {
      const held = fs.mkdtempSync(path.join(os.tmpdir(), 'create-admin-held-'));
      const lock = acquireDataDirLock(held);
      try {
        const run = io({ NODE_ENV: 'test', DATA_DIR: held });
        expect(await createAdminMain(['--username', 'blocked'], run.io)).toBe(1);
        expect(run.err()).toContain(
          `the embedded database in ${held} is in use by the server (process ${process.pid})`,
        );
        expect(run.err()).toMatch(/Stop the server, run this command again/);
        // Nothing was opened: no database was created in the folder.
        expect(fs.existsSync(path.join(held, 'pglite'))).toBe(false);
      } finally {
        lock.release();
        fs.rmSync(held, { recursive: true, force: true });
      }
    },
  );

  it.runIf(testEngine === 'pglite')(
    'keeps a generated auth secret in the data folder, readable by its owner only',
    () => {
      const file = path.join(dataDir, 'auth-secret');
      expect(fs.statSync(file).mode & 0o777).toBe(0o600);
      expect(fs.readFileSync(file, 'utf8').trim().length).toBeGreaterThanOrEqual(32);
    },
  );
});

describe('the first admin of a fresh embedded install', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('is created once, when no admin exists, with a password handed over once', async () => {
    const announced: [string, string][] = [];
    const announce = (username: string, password: string) => announced.push([username, password]);
    expect(await ensureFirstAdmin(t.app.auth, t.database.db, announce)).toBe(true);
    expect(announced).toHaveLength(1);
    const [username, password] = announced[0]!;
    expect(username).toBe('admin');
    const res = await new TestClient(t.app).post('/api/admin/authenticate', { username, password });
    expect(res.statusCode).toBe(200);

    expect(await ensureFirstAdmin(t.app.auth, t.database.db, announce)).toBe(false);
    expect(announced).toHaveLength(1);
  });
});
