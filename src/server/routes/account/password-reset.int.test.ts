import { createServer, type AddressInfo, type Socket } from 'node:net';
import { desc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth_verification } from '../../db/schema/auth';
import { outbox } from '../../db/schema/mail';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { TestClient } from '../../testing/test-client';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const requestReset = (email: string) =>
  new TestClient(t.app).post('/api/auth/request-password-reset', { email });

/** The link of the last reset e-mail to `email`, as the developer finds it in the outbox. */
async function resetMailLinkFor(email: string): Promise<URL> {
  await t.app.mailer.flush();
  const [mail] = await t.database.db
    .select()
    .from(outbox)
    .where(eq(outbox.toAddress, email))
    .orderBy(desc(outbox.createdAt))
    .limit(1);
  expect(mail?.subject).toBe('Reset your Arthashala password');
  return new URL(mail!.text.match(/http\S+\/api\/auth\/reset-password\/\S+/)![0]);
}

/** Opens the e-mailed link: the token check redirects to the page with the token in its URL. */
async function resetLinkFor(email: string): Promise<URL> {
  const link = await resetMailLinkFor(email);
  const opened = await new TestClient(t.app).get(`${link.pathname}${link.search}`);
  expect(opened.statusCode).toBe(302);
  return new URL(String(opened.headers.location), 'http://localhost:3000');
}

describe('forgot password', () => {
  it('mails a one-time link to the web page; the link sets a new password and ends other sessions', async () => {
    const phone = new TestClient(t.app);
    await phone.signUp('forgetful@example.com', 'old password');
    expect(await phone.session()).not.toBeNull();

    const asked = await requestReset('Forgetful@example.com');
    expect(asked.statusCode).toBe(200);
    const link = await resetLinkFor('forgetful@example.com');
    expect(link.pathname).toBe('/reset-password');
    const token = link.searchParams.get('token')!;
    expect(token.length).toBeGreaterThanOrEqual(24);

    // The page posts the token with the new password.
    const reset = await new TestClient(t.app).post('/api/auth/reset-password', {
      token,
      newPassword: 'a brand new password',
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({ status: true });

    expect(await phone.session()).toBeNull();
    expect(
      (await new TestClient(t.app).signIn('forgetful@example.com', 'old password')).statusCode,
    ).toBe(401);
    expect(
      (await new TestClient(t.app).signIn('forgetful@example.com', 'a brand new password'))
        .statusCode,
    ).toBe(200);

    // Used once: the same link again is refused, and says why.
    const again = await new TestClient(t.app).post('/api/auth/reset-password', {
      token,
      newPassword: 'third password',
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({
      success: false,
      msg: 'This reset link has expired or has already been used. Please ask for a new one.',
      code: 'INVALID_TOKEN',
    });
  });

  it('refuses an expired link', async () => {
    await new TestClient(t.app).signUp('slow@example.com', 'old password');
    await requestReset('slow@example.com');
    const token = (await resetLinkFor('slow@example.com')).searchParams.get('token')!;
    expect(
      await t.database.db
        .update(auth_verification)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(like(auth_verification.identifier, `reset-password:${token}`))
        .returning({ id: auth_verification.id }),
    ).toHaveLength(1);

    const res = await new TestClient(t.app).post('/api/auth/reset-password', {
      token,
      newPassword: 'too late password',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe(
      'This reset link has expired or has already been used. Please ask for a new one.',
    );
    expect(
      (await new TestClient(t.app).signIn('slow@example.com', 'old password')).statusCode,
    ).toBe(200);
  });

  it('checks the new password like sign-up does', async () => {
    await new TestClient(t.app).signUp('picky@example.com', 'old password');
    await requestReset('picky@example.com');
    const token = (await resetLinkFor('picky@example.com')).searchParams.get('token')!;
    const res = await new TestClient(t.app).post('/api/auth/reset-password', {
      token,
      newPassword: 'short',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe('Password should be at least 8 characters');
  });

  it('e-mails a link that checks the token first: a good one opens the page with it, a spent one says so at once', async () => {
    await new TestClient(t.app).signUp('checked@example.com', 'checked password');
    await requestReset('checked@example.com');
    const link = await resetMailLinkFor('checked@example.com');
    expect(`${link.origin}${link.pathname}`).toMatch(
      /^http:\/\/localhost:3000\/api\/auth\/reset-password\/[\w-]{24,}$/,
    );
    expect(link.searchParams.get('callbackURL')).toBe('/reset-password');
    const token = link.pathname.split('/').pop()!;

    const good = await new TestClient(t.app).get(`${link.pathname}${link.search}`);
    expect(good.statusCode).toBe(302);
    expect(good.headers.location).toBe(`http://localhost:3000/reset-password?token=${token}`);

    const used = await new TestClient(t.app).post('/api/auth/reset-password', {
      token,
      newPassword: 'a checked new password',
    });
    expect(used.statusCode).toBe(200);
    const spent = await new TestClient(t.app).get(`${link.pathname}${link.search}`);
    expect(spent.statusCode).toBe(302);
    expect(spent.headers.location).toBe('http://localhost:3000/reset-password?error=INVALID_TOKEN');
  });

  it('refuses an easily guessed new password with WEAK_PASSWORD', async () => {
    await new TestClient(t.app).signUp('reuser@example.com', 'reuser password');
    await requestReset('reuser@example.com');
    const token = (await resetLinkFor('reuser@example.com')).searchParams.get('token')!;
    for (const newPassword of ['password1', 'reuser@example.com']) {
      const res = await new TestClient(t.app).post('/api/auth/reset-password', {
        token,
        newPassword,
      });
      expect(res.statusCode, newPassword).toBe(400);
      expect(res.json()).toMatchObject({
        success: false,
        code: 'WEAK_PASSWORD',
        msg: expect.stringMatching(/^This password is too easy to guess/),
      });
    }
  });

  it('answers the same whether or not the e-mail is registered, and mails only the registered', async () => {
    await new TestClient(t.app).signUp('member@example.com', 'member password');
    const registered = await requestReset('member@example.com');
    const unknown = await requestReset('stranger@example.com');
    expect(unknown.statusCode).toBe(registered.statusCode);
    expect(unknown.json()).toEqual(registered.json());
    expect(unknown.headers['content-length']).toBe(registered.headers['content-length']);
    await t.app.mailer.flush();
    const mails = await t.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.toAddress, 'stranger@example.com'));
    expect(mails).toEqual([]);
  });

  it('takes about as long for a registered address as for an unknown one (the mail is not awaited)', async () => {
    // An SMTP server (on loopback) that never answers: awaiting the mail would make the
    // registered case hang.
    const sockets = new Set<Socket>();
    const silent = createServer((socket) => sockets.add(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as AddressInfo;
    const slowMail = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}` });
    try {
      await new TestClient(slowMail.app).signUp('timed@example.com', 'timed password');
      const median = async (email: string) => {
        const times: number[] = [];
        for (let i = 0; i < 5; i++) {
          const started = performance.now();
          const res = await new TestClient(slowMail.app).post('/api/auth/request-password-reset', {
            email,
          });
          times.push(performance.now() - started);
          expect(res.statusCode).toBe(200);
        }
        return times.sort((a, b) => a - b)[2]!;
      };
      const registered = await median('timed@example.com');
      const unknown = await median('untimed@example.com');
      expect(Math.abs(registered - unknown)).toBeLessThan(150);
    } finally {
      for (const socket of sockets) socket.destroy();
      silent.close();
      await slowMail.close();
    }
  });

  it('limits reset requests to 3 a minute from one address', async () => {
    const client = new TestClient(t.app);
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      statuses.push(
        (await client.post('/api/auth/request-password-reset', { email: `x${i}@example.com` }))
          .statusCode,
      );
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});
