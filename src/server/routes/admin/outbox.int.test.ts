import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../db/schema/mail';
import { createAdminAccount, ensureFirstAdmin } from '../../services/accounts/admin-accounts';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { TestClient } from '../../testing/test-client';

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

  it('lists the kept messages, newest first', async () => {
    await createAdminAccount(t.app.auth, {
      username: 'postmaster',
      password: 'postmaster password',
    });
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
    const client = new TestClient(t.app);
    const login = await client.post('/api/admin/authenticate', {
      username: 'postmaster',
      password: 'postmaster password',
    });
    const res = await client.get('/api/admin/outbox', {
      authorization: `Bearer ${login.json().token}`,
    });
    expect(res.statusCode).toBe(200);
    const messages = res.json().messages as { to: string; subject: string; html: string | null }[];
    expect(messages.map((m) => m.subject).slice(0, 2)).toEqual(['Newer', 'Older']);
    expect(messages[0]).toMatchObject({ to: 'ravi@example.in', html: '<p>second</p>' });
  });
});
