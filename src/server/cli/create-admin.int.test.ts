import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { openDatabase } from '../db/client';
import { ensureFirstAdmin } from '../services/accounts/admin-accounts';
import { createTestApp, testConfig, type TestApp } from '../testing/test-app';
import { cliIo as io, commandTestEnv } from '../testing/cli-io';
import { TestClient } from '../testing/test-client';
import { createAdminMain } from './create-admin';

// The command opens the database the way the server does: DATABASE_URL when the tests run on
// PostgreSQL, otherwise an embedded data folder.
let env: Record<string, string>;
let removeEnv: () => Promise<void>;

beforeAll(async () => {
  ({ env, remove: removeEnv } = await commandTestEnv('create-admin'));
});
afterAll(async () => {
  await removeEnv();
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

    const weak = io(env, { tty: true, typed: ['password1', 'password1'] });
    expect(await createAdminMain(['--username', 'weakling'], weak.io)).toBe(1);
    expect(weak.err()).toMatch(/This password is too easy to guess.*; nothing was changed/);
    const ownName = io(env, { tty: true, typed: ['weakling2024', 'weakling2024'] });
    expect(await createAdminMain(['--username', 'weakling'], ownName.io)).toBe(1);
    expect(ownName.err()).toMatch(/This password is too easy to guess/);
    expect(await canSignIn('weakling', 'password1')).toBe(false);

    const missing = io(env);
    expect(await createAdminMain([], missing.io)).toBe(1);
    expect(missing.err()).toMatch(/--username is required/);
    expect(missing.err()).toMatch(/Usage: npm run create-admin -- --username NAME/);
  });
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

  it('refuses an easily guessed ADMIN_INITIAL_PASSWORD, saying why', async () => {
    const fresh = await createTestApp();
    try {
      await expect(
        ensureFirstAdmin(fresh.app.auth, fresh.database.db, () => {}, 'password1234'),
      ).rejects.toThrow(/This password is too easy to guess/);
      const res = await new TestClient(fresh.app).post('/api/admin/authenticate', {
        username: 'admin',
        password: 'password1234',
      });
      expect(res.statusCode).toBe(401);
    } finally {
      await fresh.close();
    }
  });
});
