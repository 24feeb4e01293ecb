import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAudit } from '../../db/schema/admin';
import { auth_user } from '../../db/schema/auth';
import { createAdminAccount } from '../../services/accounts/admin-accounts';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { TestClient } from '../../testing/test-client';

let t: TestApp;
let chief: Record<string, string>;
let chiefId: string;
let reader: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  chiefId = (
    await createAdminAccount(t.app.auth, { username: 'chief', password: 'chief password one' })
  ).id;
  chief = await signIn('chief', 'chief password one');
  const signUp = await new TestClient(t.app).signUp('reader@example.com', 'reader password');
  reader = { authorization: `Bearer ${signUp.headers['set-auth-token']}` };
});
afterAll(() => t.close());

const client = () => new TestClient(t.app);
const db = () => t.database.db;

async function signIn(username: string, password: string) {
  const res = await client().post('/api/admin/authenticate', { username, password });
  return { authorization: `Bearer ${res.json().token}` };
}

const usernames = async (headers: Record<string, string>) =>
  ((await client().get('/api/admin/admins', headers)).json().admins as { username: string }[]).map(
    (a) => a.username,
  );

describe('GET /api/admin/admins', () => {
  it('lists the admin accounts and marks the caller', async () => {
    const res = await client().get('/api/admin/admins', chief);
    expect(res.statusCode).toBe(200);
    expect(res.json().admins).toEqual([
      expect.objectContaining({ id: chiefId, username: 'chief', isYou: true }),
    ]);
  });

  it('answers 401 without a token and 403 to a reader', async () => {
    expect((await client().get('/api/admin/admins')).statusCode).toBe(401);
    expect((await client().get('/api/admin/admins', reader)).statusCode).toBe(403);
  });
});

describe('POST /api/admin/admins', () => {
  it('adds an admin who can sign in, and records it without the password', async () => {
    const res = await client().post(
      '/api/admin/admins',
      { username: 'Deputy', password: 'deputy tamarind 42' },
      chief,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, msg: 'Admin deputy added' });
    expect(await usernames(chief)).toEqual(['chief', 'deputy']);
    const login = await client().post('/api/admin/authenticate', {
      username: 'deputy',
      password: 'deputy tamarind 42',
    });
    expect(login.statusCode).toBe(200);
    const rows = await db().select().from(adminAudit).where(eq(adminAudit.action, 'admin.create'));
    expect(rows).toMatchObject([
      { entity: 'admin', adminId: chiefId, after: { username: 'deputy' } },
    ]);
    expect(JSON.stringify(rows)).not.toContain('tamarind');
  });

  it('refuses a bad username, a taken one, and a short, long or weak password', async () => {
    const cases = [
      { username: 'ab', password: 'long enough phrase 9' },
      { username: 'has space', password: 'long enough phrase 9' },
      { username: 'x'.repeat(31), password: 'long enough phrase 9' },
      { username: 'chief', password: 'long enough phrase 9' },
      { username: 'newcomer', password: 'short' },
      { username: 'newcomer', password: 'p'.repeat(129) },
      { username: 'newcomer', password: 'password123' },
    ];
    for (const body of cases) {
      const res = await client().post('/api/admin/admins', body, chief);
      expect(res.statusCode, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect(res.json().success).toBe(false);
    }
    expect(await usernames(chief)).not.toContain('newcomer');
  });

  it('answers 401 without a token and 403 to a reader', async () => {
    const body = { username: 'intruder', password: 'intruder tamarind 42' };
    expect((await client().post('/api/admin/admins', body)).statusCode).toBe(401);
    expect((await client().post('/api/admin/admins', body, reader)).statusCode).toBe(403);
  });
});

describe('POST /api/admin/admins/remove', () => {
  it('removes another admin, whose token stops working, and records it', async () => {
    const { id } = await createAdminAccount(t.app.auth, {
      username: 'leaver',
      password: 'leaver password one',
    });
    const leaver = await signIn('leaver', 'leaver password one');
    const res = await client().post('/api/admin/admins/remove', { id }, chief);
    expect(res.statusCode).toBe(200);
    expect(await usernames(chief)).not.toContain('leaver');
    expect((await client().get('/api/admin/admins', leaver)).statusCode).toBe(401);
    expect(await db().select().from(auth_user).where(eq(auth_user.id, id))).toEqual([]);
    const rows = await db().select().from(adminAudit).where(eq(adminAudit.action, 'admin.delete'));
    expect(rows).toMatchObject([{ entityId: id, before: { username: 'leaver' } }]);
  });

  it('refuses to remove oneself (409 IN_USE), an unknown id (404) and no id (400)', async () => {
    const self = await client().post('/api/admin/admins/remove', { id: chiefId }, chief);
    expect(self.statusCode).toBe(409);
    expect(self.json()).toMatchObject({
      code: 'IN_USE',
      msg: 'You cannot remove your own admin account',
    });
    const unknown = await client().post('/api/admin/admins/remove', { id: 'no-such-admin' }, chief);
    expect(unknown.statusCode).toBe(404);
    const empty = await client().post('/api/admin/admins/remove', { id: '' }, chief);
    expect(empty.statusCode).toBe(400);
  });

  it('answers 401 without a token and 403 to a reader', async () => {
    expect((await client().post('/api/admin/admins/remove', { id: chiefId })).statusCode).toBe(401);
    expect(
      (await client().post('/api/admin/admins/remove', { id: chiefId }, reader)).statusCode,
    ).toBe(403);
  });
});

describe('POST /api/admin/admins/password', () => {
  const url = '/api/admin/admins/password';

  it("changes the caller's password: the new one signs in, other sessions end, this one goes on", async () => {
    await createAdminAccount(t.app.auth, { username: 'mover', password: 'mover password one' });
    const here = await signIn('mover', 'mover password one');
    const elsewhere = await signIn('mover', 'mover password one');
    const body = {
      currentPassword: 'mover password one',
      newPassword: 'mover jackfruit 77',
      confirmPassword: 'mover jackfruit 77',
    };
    const res = await client().post(url, body, here);
    expect(res.statusCode).toBe(200);
    expect((await client().get('/api/admin/admins', here)).statusCode).toBe(200);
    expect((await client().get('/api/admin/admins', elsewhere)).statusCode).toBe(401);
    const old = await client().post('/api/admin/authenticate', {
      username: 'mover',
      password: 'mover password one',
    });
    expect(old.statusCode).toBe(401);
    const fresh = await client().post('/api/admin/authenticate', {
      username: 'mover',
      password: 'mover jackfruit 77',
    });
    expect(fresh.statusCode).toBe(200);
    const rows = await db()
      .select()
      .from(adminAudit)
      .where(eq(adminAudit.action, 'admin.password'));
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain('jackfruit');
  });

  it('refuses a wrong current password, a mismatch, and a short or weak new one', async () => {
    const cases: [Record<string, string>, string][] = [
      [
        {
          currentPassword: 'wrong one',
          newPassword: 'chief mango 99',
          confirmPassword: 'chief mango 99',
        },
        'WRONG_PASSWORD',
      ],
      [
        {
          currentPassword: 'chief password one',
          newPassword: 'chief mango 99',
          confirmPassword: 'chief mango 98',
        },
        'VALIDATION',
      ],
      [
        { currentPassword: 'chief password one', newPassword: 'short', confirmPassword: 'short' },
        'VALIDATION',
      ],
      [
        { currentPassword: '', newPassword: 'chief mango 99', confirmPassword: 'chief mango 99' },
        'VALIDATION',
      ],
      [
        {
          currentPassword: 'chief password one',
          newPassword: 'password1',
          confirmPassword: 'password1',
        },
        'WEAK_PASSWORD',
      ],
    ];
    for (const [body, code] of cases) {
      const res = await client().post(url, body, chief);
      expect(res.statusCode, code).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code });
    }
  });

  it('answers 401 without a token and 403 to a reader', async () => {
    const body = {
      currentPassword: 'a',
      newPassword: 'chief mango 99',
      confirmPassword: 'chief mango 99',
    };
    expect((await client().post(url, body)).statusCode).toBe(401);
    expect((await client().post(url, body, reader)).statusCode).toBe(403);
  });
});
