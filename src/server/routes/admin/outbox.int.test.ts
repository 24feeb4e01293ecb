import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../db/schema/mail';
import { createAdminAccount, ensureFirstAdmin } from '../../services/accounts/admin-accounts';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { TestClient } from '../../testing/test-client';
import { adminBearer } from '../../testing/admin-bearer';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the first admin with ADMIN_INITIAL_PASSWORD', () => {
  it('is created with the given password, which is not announced', async () => {
    const announced: string[] = [];
    const created = await ensureFirstAdmin(
      t.app.auth,
      t.database.db,
      (_username, password) => announced.push(password),
      'a chosen first password',
    );
    expect(created).toBe(true);
    expect(announced).toEqual([]);
    const res = await new TestClient(t.app).post('/api/admin/authenticate', {
      username: 'admin',
      password: 'a chosen first password',
    });
    expect(res.statusCode).toBe(200);
  });
});

describe('GET /api/admin/outbox', () => {
  it('needs an admin token', async () => {
    const res = await new TestClient(t.app).get('/api/admin/outbox');
    expect(res.statusCode).toBe(401);
    expect(res.json().success).toBe(false);
  });

  type Kept = { to: string; subject: string; text: string; html: string | null };
  /** GET /api/admin/outbox as a new admin of `app`. */
  const readOutbox = async (app: TestApp['app'], admin: string) => {
    const res = await new TestClient(app).get('/api/admin/outbox', await adminBearer(app, admin));
    expect(res.statusCode).toBe(200);
    return res.json().messages as Kept[];
  };

  it('lists the kept messages, newest first', async () => {
    await t.database.db.insert(outbox).values([
      {
        toAddress: 'asha@example.in',
        subject: 'Older',
        text: 'first',
        createdAt: new Date('2026-01-01T00:00:00Z'),
      },
      {
        toAddress: 'ravi@example.in',
        subject: 'Newer',
        text: 'second',
        html: '<p>second</p>',
        createdAt: new Date('2026-02-01T00:00:00Z'),
      },
    ]);
    const messages = await readOutbox(t.app, 'postmaster');
    expect(messages.map((m) => m.subject).slice(0, 2)).toEqual(['Newer', 'Older']);
    expect(messages[0]).toMatchObject({ to: 'ravi@example.in', html: '<p>second</p>' });
  });

  const resetMail = {
    toAddress: 'meera@example.in',
    subject: 'Reset your password',
    text: 'Open http://localhost:3000/api/auth/reset-password/tok123?callbackURL=%2Freset',
    html: '<a href="http://localhost:3000/verify?token=tok456&amp;x=1">Confirm</a>',
  };
  const keptReset = (messages: Kept[]) => messages.find((m) => m.to === resetMail.toAddress)!;

  it('takes the tokens out of the links, so that an admin cannot reset anyone’s password', async () => {
    await t.database.db.insert(outbox).values(resetMail);
    const kept = keptReset(await readOutbox(t.app, 'resetreader'));
    expect(kept.text).toContain('/reset-password/[removed]');
    expect(kept.html).toContain('token=[removed]');
    expect(JSON.stringify(kept)).not.toMatch(/tok123|tok456/);
  });

  it('shows the links whole where the site is set to (OUTBOX_LINKS=whole, the browser tests)', async () => {
    const whole = await createTestApp({ OUTBOX_LINKS: 'whole' });
    try {
      await whole.database.db.insert(outbox).values(resetMail);
      const kept = keptReset(await readOutbox(whole.app, 'postmaster'));
      expect(kept.text).toBe(resetMail.text);
      expect(kept.html).toBe(resetMail.html);
    } finally {
      await whole.close();
    }
  });
});

describe('GET /api/admin/outbox/messages (the outbox screen)', () => {
  const signIn = async () => {
    const username = `screen${Math.random().toString(36).slice(2, 8)}`;
    await createAdminAccount(t.app.auth, { username, password: 'screen password' });
    const login = await new TestClient(t.app).post('/api/admin/authenticate', {
      username,
      password: 'screen password',
    });
    return { authorization: `Bearer ${login.json().token}` };
  };

  it('shows reset and verification links without their tokens, as a data download does', async () => {
    await t.database.db.delete(outbox);
    await t.database.db.insert(outbox).values([
      {
        toAddress: 'asha@example.in',
        subject: 'Reset your password',
        text: 'Open https://arthashala.example/reset-password/abc123SECRET?callbackURL=%2Fprofile to choose one.',
        html: '<a href="https://arthashala.example/reset-password/abc123SECRET">Reset</a>',
        createdAt: new Date('2026-03-01T00:00:00Z'),
      },
      {
        toAddress: 'ravi@example.in',
        subject: 'Confirm your e-mail address',
        text: 'Open https://arthashala.example/api/auth/verify-email?token=eyJSECRET&callbackURL=%2F',
        createdAt: new Date('2026-03-02T00:00:00Z'),
      },
    ]);
    const res = await new TestClient(t.app).get('/api/admin/outbox/messages', await signIn());
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: true, total: 2, page: 1, pageSize: 20 });
    expect(body.messages.map((m: { subject: string }) => m.subject)).toEqual([
      'Confirm your e-mail address',
      'Reset your password',
    ]);
    expect(body.messages[0].text).toBe(
      'Open https://arthashala.example/api/auth/verify-email?token=[removed]&callbackURL=%2F',
    );
    expect(body.messages[1].text).toContain('/reset-password/[removed]?callbackURL');
    expect(body.messages[1].html).toBe(
      '<a href="https://arthashala.example/reset-password/[removed]">Reset</a>',
    );
    expect(JSON.stringify(body)).not.toContain('SECRET');
  });

  it('pages by 20, newest first', async () => {
    await t.database.db.delete(outbox);
    await t.database.db.insert(outbox).values(
      Array.from({ length: 23 }, (_, i) => ({
        toAddress: 'someone@example.in',
        subject: `Message ${i}`,
        text: 'hello',
        createdAt: new Date(Date.UTC(2026, 0, 1, 0, i)),
      })),
    );
    const headers = await signIn();
    const second = await new TestClient(t.app).get('/api/admin/outbox/messages?page=2', headers);
    expect(second.json()).toMatchObject({ total: 23, page: 2 });
    expect(second.json().messages.map((m: { subject: string }) => m.subject)).toEqual([
      'Message 2',
      'Message 1',
      'Message 0',
    ]);
    const bad = await new TestClient(t.app).get('/api/admin/outbox/messages?page=0', headers);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ success: false, code: 'VALIDATION' });
  });

  it('needs an admin: 401 without a token, 403 for a signed-in visitor', async () => {
    const anonymous = await new TestClient(t.app).get('/api/admin/outbox/messages');
    expect(anonymous.statusCode).toBe(401);
    const signUp = await new TestClient(t.app).signUp(
      'outbox.reader@example.in',
      'reader password',
    );
    const visitor = await new TestClient(t.app).get('/api/admin/outbox/messages', {
      authorization: `Bearer ${String(signUp.headers['set-auth-token'])}`,
    });
    expect(visitor.statusCode).toBe(403);
    expect(visitor.json()).toMatchObject({ success: false, code: 'FORBIDDEN' });
  });
});
