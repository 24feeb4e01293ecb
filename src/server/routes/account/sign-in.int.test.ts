import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth_rate_limit, auth_session, auth_user } from '../../db/schema/auth';
import { outbox } from '../../db/schema/mail';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { setCookieLines, TestClient } from '../../testing/test-client';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const SESSION_COOKIE = 'arthashala.session_token';

describe('sign-up and sign-in with e-mail and password', () => {
  it('signs up, answers the user and starts a session in an HttpOnly, SameSite=Lax cookie', async () => {
    const browser = new TestClient(t.app);
    const res = await browser.signUp('Asha@Example.com', 'correct horse 1');
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ email: 'asha@example.com', name: '', role: 'user' });

    const cookie = setCookieLines(res).find((line) => line.startsWith(`${SESSION_COOKIE}=`));
    expect(cookie).toBeDefined();
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Lax/);
    expect(cookie).toMatch(/; Path=\//);
    expect(cookie).not.toMatch(/; Secure/);

    const session = await browser.session();
    expect(session?.user.email).toBe('asha@example.com');
    // Sessions live in the database, with the device's user agent and address.
    const rows = await t.database.db
      .select()
      .from(auth_session)
      .where(eq(auth_session.userId, String(session?.user.id)));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      userAgent: 'Mozilla/5.0 (TestClient)',
      ipAddress: browser.address,
    });
  });

  it('mails a confirmation link that marks the address verified', async () => {
    const browser = new TestClient(t.app);
    await browser.signUp('confirm@example.com', 'confirm password');
    expect((await browser.session())?.user.emailVerified).toBe(false);
    await t.app.mailer.flush();
    const [mail] = await t.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.toAddress, 'confirm@example.com'));
    expect(mail?.subject).toBe('Confirm your e-mail address for Arthashala');
    const link = new URL(mail!.text.match(/http\S+verify-email\S+/)![0]);
    const opened = await browser.get(`${link.pathname}${link.search}`);
    expect(opened.statusCode).toBe(302);
    expect((await browser.session())?.user.emailVerified).toBe(true);
  });

  it('refuses a second sign-up with the same e-mail in plain words (decision 28), and mails the owner', async () => {
    await new TestClient(t.app).signUp('twice@example.com', 'first password');
    const res = await new TestClient(t.app).signUp('TWICE@example.com', 'second password');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      success: false,
      msg: 'An account with this e-mail already exists. Sign in, or reset your password.',
      message: 'An account with this e-mail already exists. Sign in, or reset your password.',
      code: 'EMAIL_TAKEN',
    });
    expect(res.body).not.toMatch(/User already exists/i);

    await t.app.mailer.flush();
    const mails = await t.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.toAddress, 'twice@example.com'));
    expect(mails.map((mail) => mail.subject)).toContain(
      'Someone tried to sign up to Arthashala with your e-mail address',
    );
    // Still one account, with its first password.
    expect(
      (await new TestClient(t.app).signIn('twice@example.com', 'first password')).statusCode,
    ).toBe(200);
  });

  it('refuses an easily guessed password with WEAK_PASSWORD and says why', async () => {
    for (const password of ['password123', 'qwertyuiop', 'weakling@example.com']) {
      const res = await new TestClient(t.app).signUp('weakling@example.com', password);
      expect(res.statusCode, password).toBe(400);
      expect(res.json(), password).toMatchObject({
        success: false,
        code: 'WEAK_PASSWORD',
        msg: expect.stringMatching(/^This password is too easy to guess/),
      });
    }
    const [user] = await t.database.db
      .select()
      .from(auth_user)
      .where(eq(auth_user.email, 'weakling@example.com'));
    expect(user).toBeUndefined();
  });

  it('refuses passwords shorter than 8 or longer than 128 characters', async () => {
    const short = await new TestClient(t.app).signUp('short@example.com', 'seven77');
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({
      success: false,
      msg: 'Password should be at least 8 characters',
      code: 'VALIDATION',
    });
    const long = await new TestClient(t.app).signUp('long@example.com', 'x'.repeat(129));
    expect(long.statusCode).toBe(400);
    expect(long.json().msg).toBe('Password should be at most 128 characters');
    const longest = await new TestClient(t.app).signUp(
      'longest@example.com',
      randomBytes(96).toString('base64url'),
    );
    expect(longest.statusCode).toBe(200);
  });

  it('does not let a user take a username (they are for staff)', async () => {
    const res = await new TestClient(t.app).post('/api/auth/sign-up/email', {
      email: 'sneaky@example.com',
      password: 'sneaky password',
      name: '',
      username: 'admin2',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe('Usernames are only for staff accounts');
  });

  it('signs in with the right password, and not with a wrong one', async () => {
    await new TestClient(t.app).signUp('ravi@example.com', 'ravi password');

    const good = new TestClient(t.app);
    const ok = await good.signIn('ravi@example.com', 'ravi password');
    expect(ok.statusCode).toBe(200);
    expect((await good.session())?.user.email).toBe('ravi@example.com');

    const bad = new TestClient(t.app);
    const wrong = await bad.signIn('ravi@example.com', 'not his password');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({
      success: false,
      msg: 'Invalid email or password',
      code: 'INVALID_CREDENTIAL',
    });
    expect(setCookieLines(wrong).some((l) => l.startsWith(`${SESSION_COOKIE}=`))).toBe(false);
    expect(await bad.session()).toBeNull();
  });

  it('answers an unknown e-mail exactly like a wrong password', async () => {
    await new TestClient(t.app).signUp('known@example.com', 'known password');
    const known = await new TestClient(t.app).signIn('known@example.com', 'wrong password');
    const unknown = await new TestClient(t.app).signIn('nobody@example.com', 'wrong password');
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.json()).toEqual(known.json());
  });

  it('signs up without a name, as the dialog asks none', async () => {
    const res = await new TestClient(t.app).post('/api/auth/sign-up/email', {
      email: 'nameless@example.com',
      password: 'nameless password',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.name).toBe('');
  });

  it('gives the account menu its display name', async () => {
    const browser = new TestClient(t.app);
    await browser.signUp('named@example.com', 'named password', 'Meera Nair');
    expect((await browser.session())?.user.name).toBe('Meera Nair');
  });

  it('signs out on the server: the old cookie no longer opens the session', async () => {
    const browser = new TestClient(t.app);
    await browser.signUp('leaving@example.com', 'leaving password');
    const cookieBefore = browser.cookies.get(SESSION_COOKIE);
    const session = await browser.session();
    expect(session).not.toBeNull();

    const out = await browser.post('/api/auth/sign-out');
    expect(out.statusCode).toBe(200);
    expect(await browser.session()).toBeNull();

    // Replaying the old cookie finds nothing: the session row is gone.
    const replay = await t.app.inject({
      method: 'GET',
      url: '/api/auth/get-session',
      headers: { cookie: `${SESSION_COOKIE}=${cookieBefore}` },
    });
    expect(replay.json()).toBeNull();
    const rows = await t.database.db
      .select()
      .from(auth_session)
      .where(eq(auth_session.userId, String(session?.user.id)));
    expect(rows).toEqual([]);
  });

  it('refuses a cookie-carrying sign-out from another site (origin check)', async () => {
    const browser = new TestClient(t.app);
    await browser.signUp('victim@example.com', 'victim password');
    const forged = await browser.post('/api/auth/sign-out', {}, { origin: 'https://evil.example' });
    expect(forged.statusCode).toBe(403);
    expect(forged.json().success).toBe(false);
    expect(await browser.session()).not.toBeNull();
  });
});

describe("the endpoints the web's auth client calls", () => {
  it('update-user (name, with the profile rules), list-sessions, change-email', async () => {
    const browser = new TestClient(t.app);
    await browser.signUp('client@example.com', 'client password');

    const renamed = await browser.post('/api/auth/update-user', { name: 'Zoya Khan' });
    expect(renamed.statusCode).toBe(200);
    expect((await browser.session())?.user.name).toBe('Zoya Khan');
    const tooShort = await browser.post('/api/auth/update-user', { name: 'Zo' });
    expect(tooShort.statusCode).toBe(400);
    expect(tooShort.json().msg).toBe('Name should be at least 3 characters');
    // Usernames are for staff: update-user cannot set one.
    for (const field of ['username', 'displayUsername']) {
      const named = await browser.post('/api/auth/update-user', { [field]: 'zoya_k' });
      expect(named.statusCode, field).toBe(400);
      expect(named.json()).toMatchObject({
        success: false,
        msg: 'Usernames are only for staff accounts',
        code: 'VALIDATION',
      });
    }
    expect((await browser.session())?.user.username ?? null).toBeNull();
    // The contact number is written only by POST /api/user/updateProfile, which checks it.
    const phone = await browser.post('/api/auth/update-user', { phoneNumber: 'not a number' });
    expect(phone.statusCode).toBe(400);
    expect((await browser.session())?.user.phoneNumber).toBeNull();

    const sessions = await browser.get('/api/auth/list-sessions');
    expect(sessions.statusCode).toBe(200);
    expect(sessions.json()).toHaveLength(1);

    const changed = await browser.post('/api/auth/change-email', {
      newEmail: 'client.new@example.com',
      callbackURL: '/profile',
    });
    expect(changed.statusCode).toBe(200);
    expect((await browser.session())?.user.email).toBe('client@example.com');
  });
});

describe('rate limits', () => {
  it('answers 429 with the envelope after 5 sign-in attempts a minute from one address', async () => {
    const attacker = new TestClient(t.app);
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      statuses.push((await attacker.signIn('target@example.com', `guess-${i}-guess`)).statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401]);
    const blocked = await attacker.signIn('target@example.com', 'guess-6-guess');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({
      success: false,
      msg: 'Too many attempts. Please wait a minute and try again.',
      code: 'RATE_LIMITED',
    });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);

    // Another address may try another account; the counters are in the database (auth_rate_limit).
    const other = await new TestClient(t.app).signIn('someone.else@example.com', 'guess-7-guess');
    expect(other.statusCode).toBe(401);
  });

  it("counts an account's failed attempts, not its successes: signing in often is never locked", async () => {
    await new TestClient(t.app).signUp('regular@example.com', 'regular password');
    for (let i = 0; i < 8; i++) {
      const res = await new TestClient(t.app).signIn('regular@example.com', 'regular password');
      expect(res.statusCode, `sign-in ${i + 1}`).toBe(200);
    }
    for (let i = 0; i < 5; i++) {
      await new TestClient(t.app).signIn('regular@example.com', `wrong guess ${i}`);
    }
    const blocked = await new TestClient(t.app).signIn('regular@example.com', 'regular password');
    expect(blocked.statusCode).toBe(429);
  });

  it('limits sign-up to 10 an hour from one address (decision 28)', async () => {
    const bot = new TestClient(t.app);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      statuses.push((await bot.signUp(`bot${i}@example.com`, 'bot password')).statusCode);
    }
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
    // An hour, not a minute: two minutes later it is still refused.
    const moved = await t.database.db
      .update(auth_rate_limit)
      .set({ lastRequest: Date.now() - 2 * 60_000 })
      .where(eq(auth_rate_limit.key, `${bot.address}|/sign-up/email`))
      .returning({ key: auth_rate_limit.key });
    expect(moved).toHaveLength(1);
    expect((await bot.signUp('bot-late@example.com', 'bot password')).statusCode).toBe(429);
  });
});

describe('GET /api/auth-providers', () => {
  it('offers e-mail and password only, when no social provider is configured', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth-providers' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, emailAndPassword: true, providers: [] });
    const social = await new TestClient(t.app).post('/api/auth/sign-in/social', {
      provider: 'google',
      callbackURL: '/',
    });
    expect(social.statusCode).toBe(404);
  });
});

describe('GET /api/docs/json', () => {
  it("documents the account and admin-session routes (Better Auth's own routes are its own)", async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/auth-providers',
        '/api/user/updateProfile',
        '/api/user/changePassword',
        '/api/user/exportData',
        '/api/user/deleteAccount',
        '/api/admin/authenticate',
        '/api/admin/logout',
        '/api/admin/me',
      ]),
    );
    expect(Object.keys(doc.paths).some((p) => p.startsWith('/api/auth/'))).toBe(false);
  });
});

describe('in production', () => {
  it('sets the session cookie Secure as well', async () => {
    const prod = await createTestApp({
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://arthashala.example',
    });
    try {
      const browser = new TestClient(prod.app, { origin: 'https://arthashala.example' });
      const res = await browser.signUp('prod@example.com', 'production password');
      expect(res.statusCode).toBe(200);
      const cookie = setCookieLines(res).find((l) => l.includes('session_token='));
      expect(cookie).toMatch(/^__Secure-arthashala\.session_token=/);
      expect(cookie).toMatch(/; Secure/);
      expect(cookie).toMatch(/; HttpOnly/);
      expect(cookie).toMatch(/; SameSite=Lax/);
      const [user] = await prod.database.db
        .select()
        .from(auth_user)
        .where(eq(auth_user.email, 'prod@example.com'));
      expect(user).toBeDefined();
    } finally {
      await prod.close();
    }
  });

  it("takes the client's address from X-Forwarded-For only when a trusted proxy sent it", async () => {
    const prod = await createTestApp({
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://arthashala.example',
      TRUST_PROXY: '10.0.0.0/8',
    });
    const origin = 'https://arthashala.example';
    try {
      const viaProxy = new TestClient(prod.app, { origin, address: '10.0.0.7' });
      await viaProxy.post(
        '/api/auth/sign-up/email',
        { email: 'proxied@example.com', password: 'proxied password', name: '' },
        { 'x-forwarded-for': '203.0.113.5' },
      );
      const direct = new TestClient(prod.app, { origin, address: '198.51.100.9' });
      await direct.post(
        '/api/auth/sign-up/email',
        { email: 'direct@example.com', password: 'direct password', name: '' },
        { 'x-forwarded-for': '203.0.113.99', 'x-arthashala-client-ip': '203.0.113.98' },
      );
      const sessions = await prod.database.db
        .select({ email: auth_user.email, ipAddress: auth_session.ipAddress })
        .from(auth_session)
        .innerJoin(auth_user, eq(auth_user.id, auth_session.userId));
      expect(sessions).toEqual(
        expect.arrayContaining([
          { email: 'proxied@example.com', ipAddress: '203.0.113.5' },
          { email: 'direct@example.com', ipAddress: '198.51.100.9' },
        ]),
      );
    } finally {
      await prod.close();
    }
  });
});
