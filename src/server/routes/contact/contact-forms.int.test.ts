import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { privacyNotice, site } from '../../../shared/config/site';
import { contactMessages as M } from '../../../shared/schemas/contact';
import { auth_user } from '../../db/schema/auth';
import { contactEnquiries, newsletterSubscribers, testimonials } from '../../db/schema/contact';
import { outbox } from '../../db/schema/mail';
import { eraseOldEnquiries } from '../../services/personal-data/retention';
import { demoTestimonials, seedTestimonials } from '../../db/seed/seed-testimonials';
import { erasePersonalData, exportPersonalData } from '../../services/personal-data/registry';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { nextClientAddress } from '../../testing/test-client';
import { FORM_LIMITS } from './contact-forms';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const db = () => t.database.db;

beforeEach(async () => {
  await t.app.mailer.flush();
  await db().delete(newsletterSubscribers);
  await db().delete(contactEnquiries);
  await db().delete(outbox);
});

const post = (url: string, payload: unknown, address = nextClientAddress()) =>
  t.app.inject({
    method: 'POST',
    url: `/api/contactUs/${url}`,
    payload: payload as object,
    remoteAddress: address,
  });

/** The kept mails (no SMTP server in tests), once every one on its way has arrived. */
async function mails() {
  await t.app.mailer.flush();
  return db().select().from(outbox);
}

const subscriber = { name: 'Asha Rao', email: 'Asha.Rao@Example.IN', consent: true };
const enquiry = {
  name: 'Ravi Kumar',
  email: 'ravi@example.in',
  phone: '+91 98765 43210',
  companyName: 'Kumar Traders',
  message: 'Could you run a session for our staff in Mysuru?',
};
const shortEnquiry = {
  firstName: 'Neha',
  lastName: 'Joshi',
  email: 'neha@example.in',
  phone: '098765-43210',
  page: 'Financial Wellness',
};

/** The token of the unsubscribe link in the subscriber's confirmation mail. */
async function tokenOfLastConfirmation(): Promise<string> {
  const confirmation = (await mails()).filter((m) => m.toAddress === 'asha.rao@example.in').at(-1)!;
  const match = /\/newsletter\/unsubscribe\?token=([\w-]+)/.exec(confirmation.text);
  return decodeURIComponent(match![1]!);
}

describe('POST /api/contactUs/subscribe', () => {
  it('stores the subscriber with the consent, mails a confirmation with the unsubscribe headers, and a copy to support', async () => {
    const res = await post('subscribe', subscriber);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, msg: M.subscribed });

    const [row] = await db().select().from(newsletterSubscribers);
    expect(row).toMatchObject({
      name: 'Asha Rao',
      email: 'asha.rao@example.in',
      status: 'subscribed',
      consentNoticeVersion: privacyNotice.version,
    });
    expect(Date.now() - row!.consentedAt.getTime()).toBeLessThan(60_000);
    expect(row!.unsubscribeTokenHash).toMatch(/^[0-9a-f]{64}$/);

    const sent = await mails();
    const confirmation = sent.find((m) => m.toAddress === 'asha.rao@example.in')!;
    const token = await tokenOfLastConfirmation();
    // The token is not stored, only its hash.
    expect(row!.unsubscribeTokenHash).not.toContain(token);
    expect(confirmation.text).toContain(
      `http://localhost:3000/newsletter/unsubscribe?token=${token}`,
    );
    expect(confirmation.headers).toEqual({
      'List-Unsubscribe': `<http://localhost:3000/api/contactUs/unsubscribe?token=${token}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(confirmation.aboutAddress).toBe('asha.rao@example.in');
    const copy = sent.find((m) => m.toAddress === site.supportEmail)!;
    expect(copy.subject).toBe('Newsletter: Asha Rao subscribed');
    expect(copy.text).toContain('asha.rao@example.in');
    expect(copy.aboutAddress).toBe('asha.rao@example.in');
  });

  it.each([
    [{}, M.nameEmpty],
    [{ name: 'Asha Rao' }, M.emailEmpty],
    [{ name: 'Asha Rao', email: 'asha@' }, M.emailInvalid],
    [{ name: 'Asha Rao', email: 'asha@example.in' }, M.consentRequired],
    [{ name: 'Asha Rao', email: 'asha@example.in', consent: false }, M.consentRequired],
    [{ name: 'Asha Rao', email: 'asha@example.in', consent: 'yes' }, M.consentRequired],
  ])('refuses %j with its first message, storing and mailing nothing', async (body, message) => {
    const res = await post('subscribe', body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, msg: message, code: 'VALIDATION' });
    expect(await db().select().from(newsletterSubscribers)).toEqual([]);
    expect(await mails()).toEqual([]);
  });

  it('keeps one subscriber for an address subscribed twice and says it is already subscribed', async () => {
    expect((await post('subscribe', subscriber)).statusCode).toBe(200);
    const again = await post('subscribe', { ...subscriber, email: ' asha.rao@example.in ' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      success: false,
      msg: M.alreadySubscribed,
      code: 'ALREADY_SUBSCRIBED',
    });
    expect(await db().select().from(newsletterSubscribers)).toHaveLength(1);
    // No second confirmation.
    expect((await mails()).filter((m) => m.toAddress === 'asha.rao@example.in')).toHaveLength(1);
  });
});

describe('POST /api/contactUs/unsubscribe', () => {
  it('unsubscribes with the JSON token, without signing in, and again is fine; re-subscribing brings the address back with a new link', async () => {
    await post('subscribe', subscriber);
    const token = await tokenOfLastConfirmation();

    const res = await post('unsubscribe', { token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, msg: M.unsubscribed });
    const [row] = await db().select().from(newsletterSubscribers);
    expect(row!.status).toBe('unsubscribed');
    expect(row!.unsubscribedAt).toBeInstanceOf(Date);
    expect((await post('unsubscribe', { token })).statusCode).toBe(200);

    const back = await post('subscribe', subscriber);
    expect(back.statusCode).toBe(200);
    const rows = await db().select().from(newsletterSubscribers);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'subscribed', unsubscribedAt: null });
    const newToken = await tokenOfLastConfirmation();
    expect(newToken).not.toBe(token);
    // The old link no longer works; the new one does.
    expect((await post('unsubscribe', { token })).json()).toMatchObject({ code: 'INVALID_TOKEN' });
    expect((await post('unsubscribe', { token: newToken })).statusCode).toBe(200);
  });

  it("takes a mail program's one-click post (RFC 8058) with the token in the address", async () => {
    await post('subscribe', subscriber);
    const token = await tokenOfLastConfirmation();
    const oneClick = (body: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/contactUs/unsubscribe?token=${encodeURIComponent(token)}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: body,
        remoteAddress: nextClientAddress(),
      });

    const wrong = await oneClick('List-Unsubscribe=Something');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ success: false, code: 'VALIDATION' });
    expect((await db().select().from(newsletterSubscribers))[0]!.status).toBe('subscribed');

    const res = await oneClick('List-Unsubscribe=One-Click');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, msg: M.unsubscribed });
    expect((await db().select().from(newsletterSubscribers))[0]!.status).toBe('unsubscribed');
  });

  it('takes the one-click post as multipart/form-data too, which RFC 8058 prefers', async () => {
    await post('subscribe', subscriber);
    const token = await tokenOfLastConfirmation();
    const multipart = (value: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/contactUs/unsubscribe?token=${encodeURIComponent(token)}`,
        headers: { 'content-type': 'multipart/form-data; boundary=----b0und4ry' },
        payload:
          '------b0und4ry\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\n' +
          `${value}\r\n------b0und4ry--\r\n`,
        remoteAddress: nextClientAddress(),
      });
    expect((await multipart('Two-Clicks')).statusCode).toBe(400);
    expect((await db().select().from(newsletterSubscribers))[0]!.status).toBe('subscribed');
    const res = await multipart('One-Click');
    expect(res.statusCode).toBe(200);
    expect((await db().select().from(newsletterSubscribers))[0]!.status).toBe('unsubscribed');
  });

  it('refuses an unknown or missing token in words, and a body it cannot read without a 500', async () => {
    const unknown = await post('unsubscribe', { token: 'not-a-token' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({
      success: false,
      msg: M.unsubscribeLinkInvalid,
      code: 'INVALID_TOKEN',
    });
    const missing = await post('unsubscribe', {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ msg: M.unsubscribeLinkInvalid, code: 'VALIDATION' });
    const text = await t.app.inject({
      method: 'POST',
      url: '/api/contactUs/unsubscribe',
      headers: { 'content-type': 'text/plain' },
      payload: 'token',
      remoteAddress: nextClientAddress(),
    });
    expect(text.statusCode).toBe(400);
    expect(text.json()).toMatchObject({ success: false, code: 'VALIDATION' });
  });
});

describe('POST /api/contactUs/mail (the Contact Us form)', () => {
  it('stores the enquiry with the consent and the phone in its one form, and mails it to support', async () => {
    const res = await post('mail', enquiry);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, msg: 'Thank you for contacting us!' });
    const [row] = await db().select().from(contactEnquiries);
    expect(row).toMatchObject({
      form: 'contact',
      name: 'Ravi Kumar',
      email: 'ravi@example.in',
      phone: '+919876543210',
      companyName: 'Kumar Traders',
      message: enquiry.message,
      consentNoticeVersion: privacyNotice.version,
    });
    const [mail] = await mails();
    expect(mail).toMatchObject({
      toAddress: site.supportEmail,
      aboutAddress: 'ravi@example.in',
      subject: 'Enquiry from Ravi Kumar (Kumar Traders)',
    });
    expect(mail!.text).toContain(enquiry.message);
    expect(mail!.text).toContain('+919876543210');
  });

  it('says the messages of the seed in their order', async () => {
    const steps: [Record<string, unknown>, string][] = [
      [{}, 'Please Enter name'],
      [{ name: 'Ravi Kumar' }, 'Please Enter Valid email'],
      [{ name: 'Ravi Kumar', email: 'ravi@' }, 'Please Enter Valid email'],
      [{ name: 'Ravi Kumar', email: 'ravi@example.in' }, 'Please Enter Contact'],
      [{ name: 'Ravi Kumar', email: 'ravi@example.in', phone: '12345' }, M.contactInvalid],
      [
        { name: 'Ravi Kumar', email: 'ravi@example.in', phone: '9876543210' },
        'Please Enter Company name',
      ],
      [{ ...enquiry, message: '' }, 'Please Enter your message'],
    ];
    for (const [body, message] of steps) {
      const res = await post('mail', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toEqual({ success: false, msg: message, code: 'VALIDATION' });
    }
    expect(await db().select().from(contactEnquiries)).toEqual([]);
    expect(await mails()).toEqual([]);
  });
});

describe('keeping enquiries', () => {
  it('erases an enquiry after its two years and keeps a newer one', async () => {
    await post('mail', enquiry);
    await post('mail', { ...enquiry, email: 'old@example.in' });
    const now = new Date();
    const threeYearsAgo = new Date(now.getTime() - 3 * 365 * 24 * 60 * 60_000);
    await db()
      .update(contactEnquiries)
      .set({ createdAt: threeYearsAgo })
      .where(eq(contactEnquiries.email, 'old@example.in'));
    expect(await eraseOldEnquiries(db(), now)).toBe(1);
    const left = await db().select({ email: contactEnquiries.email }).from(contactEnquiries);
    expect(left).toEqual([{ email: 'ravi@example.in' }]);
  });
});

describe('POST /api/contactUs/smallContact (the service pages)', () => {
  it('stores the enquiry with its page and mails it to support', async () => {
    const res = await post('smallContact', shortEnquiry);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, msg: 'Thank you for contacting us!' });
    const [row] = await db().select().from(contactEnquiries);
    expect(row).toMatchObject({
      form: 'short',
      firstName: 'Neha',
      lastName: 'Joshi',
      email: 'neha@example.in',
      phone: '+919876543210',
      page: 'Financial Wellness',
      consentNoticeVersion: privacyNotice.version,
    });
    const [mail] = await mails();
    expect(mail).toMatchObject({
      toAddress: site.supportEmail,
      aboutAddress: 'neha@example.in',
      subject: 'Enquiry from Neha Joshi (Financial Wellness)',
    });
  });

  it('says the messages of the seed in their order', async () => {
    const steps: [Record<string, unknown>, string][] = [
      [{}, 'Please Enter First Name'],
      [{ firstName: 'Neha' }, 'Please Enter Last Name'],
      [{ firstName: 'Neha', lastName: 'Joshi' }, 'Please Enter Valid email'],
      [{ firstName: 'Neha', lastName: 'Joshi', email: 'neha@example.in' }, 'Please Enter Contact'],
      [{ ...shortEnquiry, phone: '5876543210' }, M.contactInvalid],
      [{ ...shortEnquiry, page: ' ' }, M.pageMissing],
    ];
    for (const [body, message] of steps) {
      const res = await post('smallContact', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toEqual({ success: false, msg: message, code: 'VALIDATION' });
    }
    expect(await db().select().from(contactEnquiries)).toEqual([]);
  });
});

describe('the hidden honeypot field', () => {
  it.each([
    ['subscribe', { ...subscriber, website: 'http://spam.example' }, M.subscribed],
    ['mail', { ...enquiry, website: 'x' }, M.contacted],
    ['smallContact', { website: 'x' }, M.contacted],
  ])('filled on %s: answered as a success, nothing stored or mailed', async (form, body, msg) => {
    const res = await post(form, body);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, msg });
    expect(await db().select().from(newsletterSubscribers)).toEqual([]);
    expect(await db().select().from(contactEnquiries)).toEqual([]);
    expect(await mails()).toEqual([]);
  });

  it('left empty, as a person leaves it, changes nothing', async () => {
    expect((await post('mail', { ...enquiry, website: '' })).statusCode).toBe(200);
    expect(await db().select().from(contactEnquiries)).toHaveLength(1);
  });
});

describe('the limits per client and form', () => {
  it('refuses the 6th submission in a minute with 429, counting each form and client apart', async () => {
    const address = nextClientAddress();
    for (let i = 0; i < 5; i++) {
      const res = await post('smallContact', { ...shortEnquiry, website: 'x' }, address);
      expect(res.statusCode).toBe(200);
    }
    const sixth = await post('smallContact', shortEnquiry, address);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toEqual({
      success: false,
      msg: M.tooManySubmissions,
      code: 'RATE_LIMITED',
    });
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(0);
    expect(await db().select().from(contactEnquiries)).toEqual([]);
    // Another form from the same client, and the same form from another client, still go.
    expect((await post('mail', enquiry, address)).statusCode).toBe(200);
    expect((await post('smallContact', shortEnquiry)).statusCode).toBe(200);
  });

  it("lets a mail program's server unsubscribe many of its users at once", async () => {
    const gateway = nextClientAddress();
    for (let i = 0; i < 30; i++) {
      const res = await post('unsubscribe', { token: `unknown-${i}` }, gateway);
      expect(res.json()).toMatchObject({ code: 'INVALID_TOKEN' });
    }
  });

  it('refuses the 21st in an hour, though no minute had more than 5', async () => {
    const [perMinute, perHour] = FORM_LIMITS;
    expect([perMinute.max, perMinute.windowMs, perHour.max, perHour.windowMs]).toEqual([
      5, 60_000, 20, 3_600_000,
    ]);
    const address = nextClientAddress();
    const robot = { ...subscriber, website: 'x' };
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    try {
      for (let minute = 0; minute < 4; minute++) {
        for (let i = 0; i < 5; i++) {
          expect((await post('subscribe', robot, address)).statusCode).toBe(200);
        }
        vi.advanceTimersByTime(61_000);
      }
      const over = await post('subscribe', robot, address);
      expect(over.statusCode).toBe(429);
      expect(over.json()).toMatchObject({ code: 'RATE_LIMITED', msg: M.tooManySubmissions });
      // The hour's window ends about 56 minutes on.
      expect(Number(over.headers['retry-after'])).toBeGreaterThan(50 * 60);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('GET /api/admin/fetchTestimonials', () => {
  it('answers an empty list, then the demo testimonials oldest first, without authentication', async () => {
    const empty = await t.app.inject({ method: 'GET', url: '/api/admin/fetchTestimonials' });
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual({ success: true, testimonials: [] });

    expect(await seedTestimonials(db())).toBe(true);
    expect(await seedTestimonials(db())).toBe(false);
    // The table's trigger moved the content version; this app hears it now.
    await t.app.contentVersion.refresh();
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/fetchTestimonials' });
    const list = res.json().testimonials as Record<string, string>[];
    expect(list.map(({ testimonial, name, by }) => ({ testimonial, name, by }))).toEqual(
      demoTestimonials.map(({ testimonial, name, by }) => ({ testimonial, name, by })),
    );
    expect(list.every((item) => typeof item.id === 'string')).toBe(true);
    await db().delete(testimonials);
    await t.app.contentVersion.refresh();
  });

  it('never speaks of returns in the demo (issue 22: education and service only)', () => {
    for (const { testimonial } of demoTestimonials) {
      expect(testimonial).not.toMatch(/return|%|₹|\bprofit|\bgain|crore|lakh|doubled/i);
    }
  });
});

describe('submissions in the personal-data registry', () => {
  it('are downloaded and erased, with their outbox copies, only once the address is verified', async () => {
    const email = 'meera.pillai@example.in';
    await post('subscribe', { name: 'Meera Pillai', email, consent: true });
    await post('mail', { ...enquiry, name: 'Meera Pillai', email });
    await post('smallContact', { ...shortEnquiry, email });
    // Someone else's enquiry stays whatever happens.
    await post('mail', enquiry);
    expect((await mails()).filter((m) => m.aboutAddress === email)).toHaveLength(4);

    // An account that has not verified the address sees nothing of them, and erases nothing.
    await db()
      .insert(auth_user)
      .values({ id: 'u-contact', name: 'Meera', email, emailVerified: false });
    const subject = { userId: 'u-contact', email };
    expect((await exportPersonalData(db(), subject)).newsletterAndEnquiries).toEqual({
      newsletter: null,
      enquiries: [],
    });
    await db().transaction(async (tx) => {
      // The registry's erase, without removing the account itself (that is the account entry's).
      const { contactSubmissionsEntry } =
        await import('../../services/personal-data/entries/contact-submissions');
      await contactSubmissionsEntry.erase(tx, subject);
    });
    expect(await db().select().from(contactEnquiries)).toHaveLength(3);

    // Verified, the same account downloads and erases them.
    await db().update(auth_user).set({ emailVerified: true }).where(eq(auth_user.id, 'u-contact'));
    const exported = (await exportPersonalData(db(), subject)).newsletterAndEnquiries as {
      newsletter: Record<string, unknown>;
      enquiries: Record<string, unknown>[];
    };
    expect(exported.newsletter).toMatchObject({
      name: 'Meera Pillai',
      email,
      status: 'subscribed',
      consentNoticeVersion: privacyNotice.version,
    });
    expect(exported.newsletter).not.toHaveProperty('unsubscribeTokenHash');
    expect(exported.enquiries.map((e) => e.form)).toEqual(['contact', 'short']);

    await erasePersonalData(db(), subject);
    expect(await db().select().from(newsletterSubscribers)).toEqual([]);
    const left = await db().select().from(contactEnquiries);
    expect(left.map((e) => e.email)).toEqual(['ravi@example.in']);
    expect((await mails()).filter((m) => m.aboutAddress === email)).toEqual([]);
    expect((await mails()).filter((m) => m.aboutAddress === 'ravi@example.in')).toHaveLength(1);
  });
});

describe('input that is not a form', () => {
  it.each(['subscribe', 'mail', 'smallContact', 'unsubscribe'])(
    'is refused on %s with a 4xx in the envelope, never a 500',
    async (form) => {
      for (const payload of ['[]', 'null', '"text"', '{"name": {"a": 1}}', '{']) {
        const res = await t.app.inject({
          method: 'POST',
          url: `/api/contactUs/${form}`,
          headers: { 'content-type': 'application/json' },
          payload,
          remoteAddress: nextClientAddress(),
        });
        expect(res.statusCode, `${form} ${payload}`).toBeGreaterThanOrEqual(400);
        expect(res.statusCode, `${form} ${payload}`).toBeLessThan(500);
        expect(res.json()).toMatchObject({ success: false });
        expect(typeof res.json().code).toBe('string');
      }
    },
  );
});
