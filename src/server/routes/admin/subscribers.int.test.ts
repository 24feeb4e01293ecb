import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { adminAudit } from '../../db/schema/admin';
import { newsletterSubscribers } from '../../db/schema/contact';
import { outbox } from '../../db/schema/mail';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { TestClient } from '../../testing/test-client';
import { adminBearer } from '../../testing/admin-bearer';

let t: TestApp;
let admin: Record<string, string>;
let reader: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await adminBearer(t.app, 'listkeeper', 'listkeeper password');
  const signUp = await new TestClient(t.app).signUp('reader@example.com', 'reader password');
  reader = { authorization: `Bearer ${signUp.headers['set-auth-token']}` };
});
afterAll(() => t.close());

const db = () => t.database.db;
const client = () => new TestClient(t.app);

async function subscribe(name: string, email: string) {
  const res = await client().post('/api/contactUs/subscribe', { name, email, consent: true });
  expect(res.statusCode).toBe(200);
  await t.app.mailer.flush();
  const [row] = await db()
    .select()
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.email, email));
  return row!;
}

beforeEach(async () => {
  await db().delete(newsletterSubscribers);
  await db().delete(outbox);
  await db().delete(adminAudit);
});

describe('GET /api/admin/subscribers', () => {
  it('lists the subscribers with their count, and finds them by a part of the address', async () => {
    await subscribe('Asha Rao', 'asha@example.in');
    await subscribe('Ravi Kumar', 'ravi_k@example.com');
    const all = await client().get('/api/admin/subscribers', admin);
    expect(all.statusCode).toBe(200);
    expect(all.json()).toMatchObject({ success: true, total: 2, subscribed: 2 });
    expect(
      all
        .json()
        .subscribers.map((s: { email: string }) => s.email)
        .sort(),
    ).toEqual(['asha@example.in', 'ravi_k@example.com']);
    const found = await client().get('/api/admin/subscribers?q=I_K', admin);
    expect(found.json().total).toBe(1);
    expect(found.json().subscribers[0]).toMatchObject({ name: 'Ravi Kumar', status: 'subscribed' });
    // `_` is a character here, not a wildcard.
    expect((await client().get('/api/admin/subscribers?q=a_h', admin)).json().total).toBe(0);
  });

  it('refuses a search longer than an address can be', async () => {
    const res = await client().get(`/api/admin/subscribers?q=${'a'.repeat(255)}`, admin);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION' });
  });

  it('answers 401 without a token and 403 to a reader', async () => {
    expect((await client().get('/api/admin/subscribers')).statusCode).toBe(401);
    expect((await client().get('/api/admin/subscribers', reader)).statusCode).toBe(403);
  });
});

describe('POST /api/admin/subscribers/unsubscribe', () => {
  it('marks the subscriber unsubscribed and records the id alone in the audit log', async () => {
    const row = await subscribe('Asha Rao', 'asha@example.in');
    const res = await client().post('/api/admin/subscribers/unsubscribe', { id: row.id }, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, msg: 'Unsubscribed' });
    const list = (await client().get('/api/admin/subscribers', admin)).json();
    expect(list).toMatchObject({ total: 1, subscribed: 0 });
    expect(list.subscribers[0].unsubscribedAt).not.toBeNull();
    const audit = await db().select().from(adminAudit);
    expect(audit).toMatchObject([
      {
        action: 'subscriber.unsubscribe',
        entity: 'subscriber',
        entityId: row.id,
        adminName: 'listkeeper',
      },
    ]);
    expect(JSON.stringify(audit)).not.toMatch(/asha@|Asha Rao/);
  });

  it('refuses an id that is not a subscriber (400 for no id, 404 for a gone one)', async () => {
    const bad = await client().post('/api/admin/subscribers/unsubscribe', { id: 'x' }, admin);
    expect(bad.statusCode).toBe(400);
    const gone = await client().post(
      '/api/admin/subscribers/unsubscribe',
      { id: '00000000-0000-4000-8000-000000000000' },
      admin,
    );
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
  });

  it('answers 401 without a token and 403 to a reader', async () => {
    const row = await subscribe('Asha Rao', 'asha@example.in');
    const url = '/api/admin/subscribers/unsubscribe';
    expect((await client().post(url, { id: row.id })).statusCode).toBe(401);
    expect((await client().post(url, { id: row.id }, reader)).statusCode).toBe(403);
    expect((await db().select().from(newsletterSubscribers))[0]!.status).toBe('subscribed');
  });
});

describe('POST /api/admin/subscribers/erase', () => {
  it('erases the subscriber and the newsletter mails about them, and leaves others', async () => {
    const asha = await subscribe('Asha Rao', 'asha@example.in');
    await subscribe('Ravi Kumar', 'ravi@example.com');
    expect(
      (await db().select().from(outbox).where(eq(outbox.aboutAddress, 'asha@example.in'))).length,
    ).toBeGreaterThan(0);
    const res = await client().post('/api/admin/subscribers/erase', { id: asha.id }, admin);
    expect(res.statusCode).toBe(200);
    expect((await db().select().from(newsletterSubscribers)).map((r) => r.email)).toEqual([
      'ravi@example.com',
    ]);
    const mail = await db().select().from(outbox);
    expect(JSON.stringify(mail)).not.toMatch(/asha@|Asha Rao/);
    expect(mail.some((m) => m.aboutAddress === 'ravi@example.com')).toBe(true);
    const audit = await db().select().from(adminAudit);
    expect(audit).toMatchObject([
      {
        action: 'subscriber.erase',
        entity: 'subscriber',
        entityId: asha.id,
        before: null,
        after: null,
      },
    ]);
    expect(JSON.stringify(audit)).not.toMatch(/asha@|Asha Rao/);
  });

  it('answers 401 without a token and 403 to a reader, erasing nothing', async () => {
    const row = await subscribe('Asha Rao', 'asha@example.in');
    const url = '/api/admin/subscribers/erase';
    expect((await client().post(url, { id: row.id })).statusCode).toBe(401);
    expect((await client().post(url, { id: row.id }, reader)).statusCode).toBe(403);
    expect(await db().select().from(newsletterSubscribers)).toHaveLength(1);
  });
});
