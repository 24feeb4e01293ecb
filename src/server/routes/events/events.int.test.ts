import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { site } from '../../../shared/config/site';
import { eventMessages } from '../../../shared/schemas/events';
import { auth_user } from '../../db/schema/auth';
import { eventRegistrations, events } from '../../db/schema/events';
import { outbox } from '../../db/schema/mail';
import { demoEvents, seedEvents } from '../../db/seed/seed-events';
import { moveVersionAfterEventDays } from '../../services/events/event-day-end';
import { indiaToday } from '../../services/events/event-reads';
import { eraseOldRegistrations } from '../../services/personal-data/retention';
import { erasePersonalData, exportPersonalData } from '../../services/personal-data/registry';
import { nextClientAddress } from '../../testing/test-client';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const db = () => t.database.db;

/** `YYYY-MM-DD`, `days` from today in India. */
function dayIn(days: number): string {
  const d = new Date(`${indiaToday()}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

async function addEvent(
  days: number,
  slug = `test-event-${Math.abs(days)}-${Date.now() % 100000}`,
) {
  const [row] = await db()
    .insert(events)
    .values({
      slug,
      city: 'Nagpur',
      title: 'Budgeting, the Saturday way',
      date: dayIn(days),
      durationMinutes: 120,
      description: 'A plan, a budget; and a SIP, explained.',
      keyNoteSpeaker: 'Test Speaker',
      venue: 'Dharampeth Hall',
      startTime: '10:30',
    })
    .returning({ id: events.id });
  await t.app.contentVersion.refresh();
  return row!.id;
}

const register = (body: Record<string, unknown>, address = nextClientAddress()) =>
  t.app.inject({
    method: 'POST',
    url: '/api/contactUs/eventRegister',
    payload: body,
    remoteAddress: address,
  });

const person = { name: 'Asha Verma', email: 'Asha.Verma@Example.in', phone: '98765 43210' };

describe('GET /api/admin/getEvents', () => {
  it('answers an empty list, then the demo events: upcoming soonest first, then past ones', async () => {
    const empty = await t.app.inject({ method: 'GET', url: '/api/admin/getEvents' });
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual({ success: true, events: [] });

    expect(await seedEvents(db())).toBe(true);
    expect(await seedEvents(db())).toBe(false);
    await t.app.contentVersion.refresh();
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/getEvents' });
    const list = res.json().events as { eventDate: string; registrationOpen: boolean }[];
    expect(list).toHaveLength(demoEvents.length);
    const open = list.filter((e) => e.registrationOpen);
    expect(open.length).toBe(demoEvents.filter((e) => e.inDays >= 0).length);
    expect(open.length).toBeGreaterThan(0);
    // Upcoming first, soonest first; then the past ones, latest first.
    expect(list.slice(0, open.length).every((e) => e.registrationOpen)).toBe(true);
    const upcomingDates = open.map((e) => e.eventDate);
    expect(upcomingDates).toEqual([...upcomingDates].sort());
    const pastDates = list.slice(open.length).map((e) => e.eventDate);
    expect(pastDates).toEqual([...pastDates].sort().reverse());
    expect(res.json().events[0]).toMatchObject({
      id: expect.any(Number),
      slug: expect.stringMatching(/^[a-z0-9-]+$/),
      eventCity: expect.any(String),
      eventTitle: expect.any(String),
      duration: expect.stringMatching(/hour|minute/),
      keyNoteSpeaker: expect.any(String),
      venue: expect.any(String),
      startTime: expect.stringMatching(/^\d\d:\d\d$/),
    });
  });

  it('answers one event for its page, and 404 for an unknown one', async () => {
    const id = await addEvent(3);
    const res = await t.app.inject({ method: 'GET', url: `/api/admin/getEvent?event=${id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json().event).toMatchObject({ id, eventCity: 'Nagpur', registrationOpen: true });
    const missing = await t.app.inject({ method: 'GET', url: '/api/admin/getEvent?event=999999' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('NOT_FOUND');
  });
});

describe('POST /api/contactUs/eventRegister', () => {
  it('stores the registration, mails the registrant an .ics and the support address a copy', async () => {
    const eventId = await addEvent(5, 'budgeting-nagpur');
    const res = await register({ ...person, eventId });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, msg: 'Registration Successful' });

    const rows = await db()
      .select()
      .from(eventRegistrations)
      .where(eq(eventRegistrations.eventId, eventId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      name: 'Asha Verma',
      email: 'asha.verma@example.in',
      phone: '+919876543210',
      consentNoticeVersion: expect.any(String),
    });

    await t.app.mailer.flush();
    const mails = await db()
      .select()
      .from(outbox)
      .where(eq(outbox.aboutAddress, 'asha.verma@example.in'));
    const confirmation = mails.find((m) => m.toAddress === 'asha.verma@example.in');
    const copy = mails.find((m) => m.toAddress === site.supportEmail);
    expect(confirmation?.subject).toContain('Budgeting, the Saturday way');
    expect(confirmation?.text).toContain(`/events/budgeting-nagpur-${eventId}`);
    const ics = confirmation?.attachments?.[0];
    expect(ics).toMatchObject({
      filename: 'event.ics',
      contentType: expect.stringContaining('text/calendar'),
    });
    expect(ics!.content).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(ics!.content).toContain('DTSTART:');
    expect(ics!.content).toContain('SUMMARY:Budgeting\\, the Saturday way\r\n');
    expect(ics!.content).toContain('LOCATION:Dharampeth Hall\\, Nagpur\r\n');
    expect(copy?.text).toContain('+919876543210');
    expect(copy?.attachments).toBeNull();
  });

  it('gives the contact form’s messages, in the order of the fields', async () => {
    const eventId = await addEvent(6);
    const cases: [Record<string, unknown>, string][] = [
      [{ eventId }, eventMessages.enterName],
      [{ name: '  ', email: 'x', phone: '', eventId }, 'Please Enter name'],
      [{ name: 'Asha', eventId }, 'Please Enter Valid email'],
      [{ name: 'Asha', email: 'not-an-address', phone: '', eventId }, 'Please Enter Valid email'],
      [{ name: 'Asha', email: 'a@b.in', eventId }, 'Please Enter Contact'],
      [
        { name: 'Asha', email: 'a@b.in', phone: '12345', eventId },
        'Please enter valid contact number',
      ],
      [{ name: 'Asha', email: 'a@b.in', phone: '9876543210' }, eventMessages.eventMissing],
    ];
    for (const [body, msg] of cases) {
      const res = await register(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION', msg });
    }
  });

  it('says so when the address is already registered for the event, whatever its case', async () => {
    const eventId = await addEvent(7);
    expect((await register({ ...person, eventId })).statusCode).toBe(200);
    const again = await register({ ...person, email: 'ASHA.VERMA@example.in', eventId });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'ALREADY_REGISTERED',
      msg: eventMessages.alreadyRegistered,
    });
    const count = await db()
      .select()
      .from(eventRegistrations)
      .where(eq(eventRegistrations.eventId, eventId));
    expect(count).toHaveLength(1);
  });

  it('refuses an unknown event and one whose day has ended, in words; takes today’s', async () => {
    const unknown = await register({ ...person, eventId: 999_999 });
    expect(unknown.statusCode).toBe(409);
    expect(unknown.json()).toMatchObject({ code: 'EVENT_CLOSED', msg: eventMessages.closed });

    const yesterday = await addEvent(-1);
    const past = await register({ ...person, eventId: yesterday });
    expect(past.statusCode).toBe(409);
    expect(past.json().code).toBe('EVENT_CLOSED');
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/admin/getEvent?event=${yesterday}`,
    });
    expect(read.json().event.registrationOpen).toBe(false);

    const today = await addEvent(0);
    expect((await register({ ...person, eventId: today })).statusCode).toBe(200);
  });

  it('accepts a filled hidden field silently and keeps nothing', async () => {
    const eventId = await addEvent(8);
    const res = await register({
      ...person,
      email: 'robot@example.in',
      eventId,
      website: 'http://spam',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().msg).toBe('Registration Successful');
    const rows = await db()
      .select()
      .from(eventRegistrations)
      .where(eq(eventRegistrations.email, 'robot@example.in'));
    expect(rows).toEqual([]);
    // Before the schema: a robot's other fields need not be valid.
    const bare = await register({ website: 'http://spam', eventId: 'x' });
    expect(bare.json()).toEqual({ success: true, msg: 'Registration Successful' });
  });

  it('limits a client to 5 registrations a minute (429 RATE_LIMITED)', async () => {
    const eventId = await addEvent(9);
    const address = nextClientAddress();
    for (let i = 0; i < 5; i++) {
      const res = await register({ ...person, email: `limit${i}@example.in`, eventId }, address);
      expect(res.statusCode).toBe(200);
    }
    const sixth = await register({ ...person, email: 'limit6@example.in', eventId }, address);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toMatchObject({
      success: false,
      code: 'RATE_LIMITED',
      msg: eventMessages.tooManySubmissions,
    });
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(0);
    // Another client is not affected.
    expect((await register({ ...person, email: 'other@example.in', eventId })).statusCode).toBe(
      200,
    );
  });
});

describe('the hourly limit', () => {
  afterAll(() => {
    vi.useRealTimers();
  });

  it('limits a client to 20 registrations an hour, however slowly they come', async () => {
    const eventId = await addEvent(11);
    const address = nextClientAddress();
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    for (let i = 0; i < 20; i++) {
      // Five a minute at most: a minute later for each fifth.
      if (i > 0 && i % 5 === 0) vi.setSystemTime(Date.now() + 61_000);
      const res = await register({ ...person, email: `hour${i}@example.in`, eventId }, address);
      expect(res.statusCode, `registration ${i + 1}`).toBe(200);
    }
    vi.setSystemTime(Date.now() + 61_000);
    const over = await register({ ...person, email: 'hour20@example.in', eventId }, address);
    expect(over.statusCode).toBe(429);
    expect(over.json().code).toBe('RATE_LIMITED');
    // The hour's window has most of its time left.
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(60);
    vi.useRealTimers();
  });
});

describe('the end of a day with events', () => {
  it('moves the content version once after a day with events ended, and not before', async () => {
    await addEvent(-2);
    // The version last moved before that day ended.
    await db().execute(sql`update content_version set changed_at = now() - interval '3 days'`);
    const before = await t.app.contentVersion.refresh();
    expect(await moveVersionAfterEventDays(db())).toBe(true);
    expect(await t.app.contentVersion.refresh()).toBe(before + 1);
    // Moved now, after that day's end: nothing to do until another day with events ends.
    expect(await moveVersionAfterEventDays(db())).toBe(false);
    // Today's and tomorrow's events end later; a check made two days from now moves it.
    await addEvent(1);
    expect(await moveVersionAfterEventDays(db())).toBe(false);
    const later = new Date(Date.now() + 2 * 24 * 3600_000);
    expect(await moveVersionAfterEventDays(db(), later)).toBe(true);
  });
});

describe('a year after an event', () => {
  it('erases its registrations, and keeps those of later events', async () => {
    const old = await addEvent(-366);
    const recent = await addEvent(-300);
    await db()
      .insert(eventRegistrations)
      .values(
        [old, recent].map((eventId) => ({
          eventId,
          name: 'Kept A While',
          email: `year-${eventId}@example.in`,
          phone: '+919876543210',
          consentNoticeVersion: '1.0',
          consentedAt: new Date(),
        })),
      );
    expect(await eraseOldRegistrations(db())).toBe(1);
    const left = await db()
      .select({ eventId: eventRegistrations.eventId })
      .from(eventRegistrations)
      .where(eq(eventRegistrations.name, 'Kept A While'));
    expect(left).toEqual([{ eventId: recent }]);
  });
});

describe('registrations in the personal-data registry', () => {
  it('are downloaded and erased, with their outbox copies, only for a verified address', async () => {
    const eventId = await addEvent(10);
    expect((await register({ ...person, email: 'neha@example.in', eventId })).statusCode).toBe(200);
    await t.app.mailer.flush();
    await db()
      .insert(auth_user)
      .values([
        { id: 'u-unverified', name: 'Neha', email: 'neha@example.in', emailVerified: false },
      ]);
    const subject = { userId: 'u-unverified', email: 'neha@example.in' };
    expect((await exportPersonalData(db(), subject)).eventRegistrations).toEqual([]);
    await erasePersonalData(db(), subject);
    expect(
      await db()
        .select()
        .from(eventRegistrations)
        .where(eq(eventRegistrations.email, 'neha@example.in')),
    ).toHaveLength(1);

    await db()
      .insert(auth_user)
      .values({ id: 'u-verified', name: 'Neha', email: 'neha2@example.in', emailVerified: true });
    // The unverified account went with its erasure; a verified one with the address now.
    await db()
      .update(auth_user)
      .set({ email: 'neha@example.in' })
      .where(eq(auth_user.id, 'u-verified'));
    const verified = { userId: 'u-verified', email: 'neha@example.in' };
    const exported = (await exportPersonalData(db(), verified)).eventRegistrations as unknown[];
    expect(exported).toEqual([
      expect.objectContaining({
        email: 'neha@example.in',
        phone: '+919876543210',
        event: 'Budgeting, the Saturday way',
      }),
    ]);
    await erasePersonalData(db(), verified);
    expect(
      await db()
        .select()
        .from(eventRegistrations)
        .where(eq(eventRegistrations.email, 'neha@example.in')),
    ).toEqual([]);
    expect(
      await db().select().from(outbox).where(eq(outbox.aboutAddress, 'neha@example.in')),
    ).toEqual([]);
  });
});
