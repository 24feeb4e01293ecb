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

async function adminToken() {
  const res = await authenticate({ username: 'editor', password: 'editor password' });
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
      expect(res.json()).toEqual({ success: false, msg: 'Invalid Credential' });
    }
  });

  it('asks for both fields', async () => {
    const res = await authenticate({ username: '', password: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, msg: 'Please enter the username' });
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
    expect(res.json()).toEqual({ success: false, msg: 'Invalid Credential' });
    expect(
      await t.database.db.select().from(auth_session).where(eq(auth_session.userId, user.id)),
    ).toEqual([]);
  });

  it('is rate limited: 429 after 5 attempts a minute from one address', async () => {
    const guesser = new TestClient(t.app);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      statuses.push(
        (await authenticate({ username: 'editor', password: `guess number ${i}` }, guesser))
          .statusCode,
      );
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    const blocked = await authenticate(
      { username: 'editor', password: 'editor password' },
      guesser,
    );
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({
      success: false,
      msg: 'Too many attempts. Please wait a minute and try again.',
    });
  });
});

describe('the admin guard', () => {
  it('answers 401 without a token or with a bad one', async () => {
    const none = await t.app.inject({ method: 'GET', url: '/api/admin/me' });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({ success: false, msg: 'Please sign in as an admin' });

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
    expect(withToken.json()).toEqual({ success: false, msg: 'This needs an admin account' });

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
