import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth_session } from '../../db/schema/auth';
import { createAdminAccount } from '../../services/accounts/admin-accounts';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { setCookieLines, TestClient } from '../../testing/test-client';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await createAdminAccount(t.app.auth, { username: 'Editor', password: 'editor password' });
});
afterAll(() => t.close());

const authenticate = (body: Record<string, string>, client = new TestClient(t.app)) =>
  client.post('/api/admin/authenticate', body);

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

let admins = 0;
/**
 * A token of a new admin: each sign-in counts against its username's budget (5 a minute), so the
 * tests do not share one.
 */
async function adminToken() {
  admins += 1;
  const username = `editor${admins}`;
  await createAdminAccount(t.app.auth, { username, password: 'editor password' });
  const res = await authenticate({ username, password: 'editor password' });
  expect(res.statusCode).toBe(200);
  return res.json().token as string;
}

describe('POST /api/admin/authenticate', () => {
  it('answers success and a bearer token for an admin, without a cookie', async () => {
    const res = await authenticate({ username: 'EDITOR', password: 'editor password' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({ success: true, msg: 'Signed in', token: expect.any(String) });
    expect(body.token).toMatch(/^[\w-]+\.[\w%+/=-]+$/);
    expect(setCookieLines(res)).toEqual([]);

    const me = await t.app.inject({
      method: 'GET',
      url: '/api/admin/me',
      headers: bearer(body.token),
    });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual({ success: true, msg: 'ok', username: 'editor' });
  });

  it("answers 'Invalid Credential' for a wrong password or an unknown username", async () => {
    for (const body of [
      { username: 'editor', password: 'wrong password' },
      { username: 'nobody', password: 'editor password' },
      { username: 'no', password: 'x' },
      { username: 'bad name!', password: 'editor password' },
    ]) {
      const res = await authenticate(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(401);
      expect(res.json()).toEqual({
        success: false,
        msg: 'Invalid Credential',
        code: 'INVALID_CREDENTIAL',
      });
    }
  });

  it('asks for both fields', async () => {
    const res = await authenticate({ username: '', password: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      msg: 'Please enter the username',
      code: 'VALIDATION',
    });
  });

  it("answers 'Invalid Credential' to an account without the admin role, and leaves no session", async () => {
    const ctx = await t.app.auth.$context;
    // Only staff get usernames; this one is made by hand, without the admin role.
    const user = await ctx.internalAdapter.createUser(
      { email: 'clerk@example.com', name: 'Clerk', username: 'clerk' },
      { method: 'admin' },
    );
    await ctx.internalAdapter.linkAccount({
      userId: user.id,
      providerId: 'credential',
      accountId: user.id,
      password: await ctx.password.hash('clerk password'),
    });
    const res = await authenticate({ username: 'clerk', password: 'clerk password' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      success: false,
      msg: 'Invalid Credential',
      code: 'INVALID_CREDENTIAL',
    });
    expect(
      await t.database.db.select().from(auth_session).where(eq(auth_session.userId, user.id)),
    ).toEqual([]);
  });

  it('gives each username 5 attempts a minute, from whatever address (429 with Retry-After)', async () => {
    await createAdminAccount(t.app.auth, { username: 'targeted', password: 'targeted password' });
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      statuses.push(
        (await authenticate({ username: 'targeted', password: `guess number ${i}` })).statusCode,
      );
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401]);
    // Even the right password, from a new address, waits.
    const blocked = await authenticate({ username: 'TARGETED', password: 'targeted password' });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({
      success: false,
      msg: 'Too many attempts. Please wait a minute and try again.',
      code: 'RATE_LIMITED',
    });
    const wait = Number(blocked.headers['retry-after']);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60);
  });

  it('gives each client one budget of 5 a minute across admin and e-mail sign-in', async () => {
    const guesser = new TestClient(t.app);
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) {
      statuses.push(
        (await authenticate({ username: `someone${i}`, password: 'a guess at it' }, guesser))
          .statusCode,
      );
    }
    for (let i = 0; i < 2; i++) {
      statuses.push((await guesser.signIn(`someone${i}@example.com`, 'a guess at it')).statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401]);
    const admin = await authenticate({ username: 'someone9', password: 'a guess' }, guesser);
    expect(admin.statusCode).toBe(429);
    expect(Number(admin.headers['retry-after'])).toBeGreaterThan(0);
    const email = await guesser.signIn('someone9@example.com', 'a guess at it');
    expect(email.statusCode).toBe(429);
    expect(email.json().code).toBe('RATE_LIMITED');
    expect(Number(email.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('admins sign in only through POST /api/admin/authenticate', () => {
  it("closes Better Auth's username sign-in and username check to the public", async () => {
    const client = new TestClient(t.app);
    const signIn = await client.post('/api/auth/sign-in/username', {
      username: 'editor',
      password: 'editor password',
    });
    expect(signIn.statusCode).toBe(404);
    expect(setCookieLines(signIn)).toEqual([]);
    expect(signIn.headers['set-auth-token']).toBeUndefined();
    const check = await client.post('/api/auth/is-username-available', { username: 'editor' });
    expect(check.statusCode).toBe(404);
    expect(check.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
  });

  it("refuses an admin's e-mail at the e-mail sign-in, like a wrong password", async () => {
    await createAdminAccount(t.app.auth, {
      username: 'mailed',
      password: 'mailed admin password',
      email: 'mailed.admin@example.com',
    });
    const res = await new TestClient(t.app).signIn(
      'mailed.admin@example.com',
      'mailed admin password',
    );
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'INVALID_CREDENTIAL' });
    expect(setCookieLines(res)).toEqual([]);
  });

  it('ends an admin session 24 hours after sign-in even when get-session refreshes it', async () => {
    const token = await adminToken();
    const sessionToken = token.split('.')[0]!;
    const createdAt = new Date(Date.now() - 23 * 3_600_000);
    // A session made 23 hours ago, due for Better Auth's refresh (older than its update age).
    await t.database.db
      .update(auth_session)
      .set({ createdAt, updatedAt: createdAt, expiresAt: new Date(Date.now() + 3_600_000) })
      .where(eq(auth_session.token, sessionToken));
    const session = await t.app.inject({
      method: 'GET',
      url: '/api/auth/get-session',
      headers: bearer(token),
    });
    expect(session.statusCode).toBe(200);
    const [after] = await t.database.db
      .select()
      .from(auth_session)
      .where(eq(auth_session.token, sessionToken));
    expect(after!.expiresAt.getTime()).toBe(createdAt.getTime() + 24 * 3_600_000);
  });
});

describe('the admin guard', () => {
  it('answers 401 without a token or with a bad one', async () => {
    const none = await t.app.inject({ method: 'GET', url: '/api/admin/me' });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({
      success: false,
      msg: 'Please sign in as an admin',
      code: 'UNAUTHENTICATED',
    });

    const token = await adminToken();
    for (const authorization of [
      'Bearer not-a-token',
      `Bearer ${token.slice(0, -2)}xx`,
      `Basic ${token}`,
      `Bearer ${token.split('.')[0]}`,
    ]) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/admin/me',
        headers: { authorization },
      });
      expect(res.statusCode, authorization).toBe(401);
      expect(res.json().success).toBe(false);
    }
  });

  it('answers 403 to a signed-in user who is not an admin', async () => {
    const browser = new TestClient(t.app);
    const signUp = await browser.signUp('reader@example.com', 'reader password');
    const userToken = String(signUp.headers['set-auth-token']);
    expect(userToken).toContain('.');

    const withToken = await t.app.inject({
      method: 'GET',
      url: '/api/admin/me',
      headers: bearer(userToken),
    });
    expect(withToken.statusCode).toBe(403);
    expect(withToken.json()).toEqual({
      success: false,
      msg: 'This needs an admin account',
      code: 'FORBIDDEN',
    });

    // A session cookie is not an admin credential at all.
    const withCookie = await browser.get('/api/admin/me');
    expect(withCookie.statusCode).toBe(401);
  });

  it('lets a token live one day from sign-in, however much it is used', async () => {
    const token = await adminToken();
    const sessionToken = token.split('.')[0]!;
    const [before] = await t.database.db
      .select()
      .from(auth_session)
      .where(eq(auth_session.token, sessionToken));
    const day = before!.expiresAt.getTime() - before!.createdAt.getTime();
    expect(Math.round(day / 3_600_000)).toBe(24);

    // Make it a day old: the session would be extended if the guard refreshed it.
    await t.database.db
      .update(auth_session)
      .set({
        createdAt: new Date(Date.now() - 23 * 3_600_000),
        expiresAt: new Date(Date.now() + 3_600_000),
      })
      .where(eq(auth_session.token, sessionToken));
    const me = await t.app.inject({ method: 'GET', url: '/api/admin/me', headers: bearer(token) });
    expect(me.statusCode).toBe(200);
    const [after] = await t.database.db
      .select()
      .from(auth_session)
      .where(eq(auth_session.token, sessionToken));
    expect(after!.expiresAt.getTime()).toBeLessThan(Date.now() + 2 * 3_600_000);

    await t.database.db
      .update(auth_session)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(auth_session.token, sessionToken));
    const expired = await t.app.inject({
      method: 'GET',
      url: '/api/admin/me',
      headers: bearer(token),
    });
    expect(expired.statusCode).toBe(401);
    expect(expired.json().msg).toBe('Your admin session has ended. Please sign in again');
  });

  it('guards before reading the body', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/logout',
      headers: { 'content-type': 'application/json' },
      payload: '{"not json',
    });
    expect(res.statusCode).toBe(401);
  });
});

describe("Better Auth's own admin endpoints", () => {
  it('serve an admin token, but not impersonation', async () => {
    const token = await adminToken();
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/auth/admin/list-users',
      headers: bearer(token),
    });
    expect(list.statusCode).toBe(200);
    const impersonate = await t.app.inject({
      method: 'POST',
      url: '/api/auth/admin/impersonate-user',
      headers: { ...bearer(token), 'content-type': 'application/json' },
      payload: { userId: 'anyone' },
    });
    expect(impersonate.statusCode).toBe(404);
  });
});

describe('POST /api/admin/logout', () => {
  it('revokes the token', async () => {
    const token = await adminToken();
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/admin/logout',
      headers: bearer(token),
    });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ success: true, msg: 'Signed out' });

    const after = await t.app.inject({
      method: 'GET',
      url: '/api/admin/me',
      headers: bearer(token),
    });
    expect(after.statusCode).toBe(401);
    // Another admin session is untouched.
    const other = await adminToken();
    const me = await t.app.inject({ method: 'GET', url: '/api/admin/me', headers: bearer(other) });
    expect(me.statusCode).toBe(200);
  });
});
