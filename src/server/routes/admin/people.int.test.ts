import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAudit } from '../../db/schema/admin';
import { auth_user } from '../../db/schema/auth';
import { contactEnquiries, newsletterSubscribers } from '../../db/schema/contact';
import { outbox } from '../../db/schema/mail';
import { createAdminAccount } from '../../services/accounts/admin-accounts';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { TestClient } from '../../testing/test-client';
import { adminBearer } from '../../testing/admin-bearer';

let t: TestApp;
let admin: Record<string, string>;
let reader: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await adminBearer(t.app, 'dataofficer', 'dataofficer password');
  const signUp = await new TestClient(t.app).signUp('reader@example.com', 'reader password');
  reader = { authorization: `Bearer ${signUp.headers['set-auth-token']}` };
});
afterAll(() => t.close());

const db = () => t.database.db;
const client = () => new TestClient(t.app);
const request = {
  identityCheck: 'She wrote from Meena.Iyer@example.in and answered our reply from the same inbox',
  reason: 'Erasure request by e-mail to support, 20 November',
};

/** Meena: an account, a newsletter subscription and an enquiry, all with one address. */
async function meenaEverywhere(email = 'meena.iyer@example.in') {
  const signUp = await client().signUp(email, 'meena password one');
  expect(signUp.statusCode).toBe(200);
  const subscribed = await client().post('/api/contactUs/subscribe', {
    name: 'Meena Iyer',
    email,
    consent: true,
  });
  expect(subscribed.statusCode).toBe(200);
  const enquired = await client().post('/api/contactUs/mail', {
    name: 'Meena Iyer',
    email,
    phone: '+91 98765 43210',
    companyName: 'Iyer Textiles',
    message: 'Please run a session for our weavers.',
    consent: true,
  });
  expect(enquired.statusCode).toBe(200);
  await t.app.mailer.flush();
  return String(signUp.json().user.id);
}

describe('POST /api/admin/people/find', () => {
  it('counts what is held about an address: the account, subscription, enquiries and mail', async () => {
    const userId = await meenaEverywhere('meena.find@example.in');
    const res = await client().post(
      '/api/admin/people/find',
      { email: ' Meena.Find@Example.IN ' },
      admin,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().person).toMatchObject({
      account: { id: userId, emailVerified: false, isAdmin: false },
      newsletter: 'subscribed',
      enquiries: 1,
      eventRegistrations: 0,
      savedPlans: 0,
    });
    expect(res.json().person.mail).toBeGreaterThan(0);
  });

  it('finds an address held without an account, and nothing for an unknown one', async () => {
    await client().post('/api/contactUs/subscribe', {
      name: 'Kabir Das',
      email: 'kabir@example.in',
      consent: true,
    });
    const kabir = (
      await client().post('/api/admin/people/find', { email: 'kabir@example.in' }, admin)
    ).json();
    expect(kabir.person).toMatchObject({ account: null, newsletter: 'subscribed' });
    const nobody = (
      await client().post('/api/admin/people/find', { email: 'nobody@example.in' }, admin)
    ).json();
    expect(nobody.person).toEqual({
      account: null,
      savedPlans: 0,
      enquiries: 0,
      eventRegistrations: 0,
      newsletter: null,
      mail: 0,
    });
  });

  it('refuses a missing or malformed address', async () => {
    for (const email of ['', 'not an address', `${'a'.repeat(250)}@example.in`]) {
      const res = await client().post('/api/admin/people/find', { email }, admin);
      expect(res.statusCode, email).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION' });
    }
  });

  it('answers 401 without a token and 403 to a reader', async () => {
    const body = { email: 'kabir@example.in' };
    expect((await client().post('/api/admin/people/find', body)).statusCode).toBe(401);
    expect((await client().post('/api/admin/people/find', body, reader)).statusCode).toBe(403);
  });
});

describe('POST /api/admin/people/export', () => {
  it('gives the whole record and logs why and how with ids only', async () => {
    await db().delete(adminAudit);
    const email = 'export.me@example.in';
    await client().post('/api/contactUs/subscribe', { name: 'Export Me', email, consent: true });
    const res = await client().post('/api/admin/people/export', { email, ...request }, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.newsletterAndEnquiries.newsletter).toMatchObject({
      email,
      status: 'subscribed',
    });
    const [row] = await db().select().from(adminAudit);
    expect(row).toMatchObject({
      action: 'person.export',
      entity: 'person',
      adminName: 'dataofficer',
    });
    expect(row!.details).toMatchObject({ accountId: null, reason: request.reason });
    expect(JSON.stringify(row)).not.toMatch(/export\.me@/i);
  });

  it('requires how the identity was checked and why, each at most 500 characters', async () => {
    const email = 'export.me@example.in';
    const cases = [
      { identityCheck: ' ', reason: 'asked' },
      { identityCheck: 'called back', reason: '' },
      { identityCheck: 'x'.repeat(501), reason: 'asked' },
      { identityCheck: 'called back', reason: 'x'.repeat(501) },
    ];
    for (const notes of cases) {
      const res = await client().post('/api/admin/people/export', { email, ...notes }, admin);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION' });
    }
  });

  it('answers 401 without a token and 403 to a reader', async () => {
    const body = { email: 'kabir@example.in', ...request };
    expect((await client().post('/api/admin/people/export', body)).statusCode).toBe(401);
    expect((await client().post('/api/admin/people/export', body, reader)).statusCode).toBe(403);
  });
});

describe('POST /api/admin/people/erase', () => {
  it('erases the account and everything held about the address, keeping others, and logs ids only', async () => {
    await db().delete(adminAudit);
    const userId = await meenaEverywhere();
    await client().post('/api/contactUs/subscribe', {
      name: 'Other One',
      email: 'other@example.in',
      consent: true,
    });
    await t.app.mailer.flush();

    const res = await client().post(
      '/api/admin/people/erase',
      { email: 'meena.iyer@example.in', ...request },
      admin,
    );
    expect(res.json()).toMatchObject({ success: true });
    const reference = res.json().reference as string;

    expect(await db().select().from(auth_user).where(eq(auth_user.id, userId))).toEqual([]);
    const left = JSON.stringify([
      await db().select().from(newsletterSubscribers),
      await db().select().from(contactEnquiries),
      await db().select().from(outbox),
      await db().select().from(adminAudit),
    ]);
    expect(left).not.toMatch(/meena\.iyer@/i);
    expect(left).toContain('other@example.in');

    const [row] = await db().select().from(adminAudit);
    expect(row).toMatchObject({ action: 'person.erase', entity: 'person', entityId: userId });
    expect(row!.details).toMatchObject({
      reference,
      accountId: userId,
      identityCheck: 'She wrote from [the address] and answered our reply from the same inbox',
    });
    const again = (
      await client().post('/api/admin/people/find', { email: 'meena.iyer@example.in' }, admin)
    ).json();
    expect(again.person).toMatchObject({ account: null, newsletter: null, enquiries: 0, mail: 0 });
  });

  it('refuses to erase an admin account (409 IN_USE)', async () => {
    await createAdminAccount(t.app.auth, {
      username: 'mailadmin',
      password: 'mailadmin password',
      email: 'mailadmin@example.in',
    });
    const res = await client().post(
      '/api/admin/people/erase',
      { email: 'mailadmin@example.in', ...request },
      admin,
    );
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ success: false, code: 'IN_USE' });
    expect(
      await db().select().from(auth_user).where(eq(auth_user.email, 'mailadmin@example.in')),
    ).toHaveLength(1);
  });

  it('answers 401 without a token and 403 to a reader, erasing nothing', async () => {
    await client().post('/api/contactUs/subscribe', {
      name: 'Kept',
      email: 'kept@example.in',
      consent: true,
    });
    const body = { email: 'kept@example.in', ...request };
    expect((await client().post('/api/admin/people/erase', body)).statusCode).toBe(401);
    expect((await client().post('/api/admin/people/erase', body, reader)).statusCode).toBe(403);
    expect(
      await db()
        .select()
        .from(newsletterSubscribers)
        .where(eq(newsletterSubscribers.email, 'kept@example.in')),
    ).toHaveLength(1);
  });
});
