import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAudit } from '../../db/schema/admin';
import { eventRegistrations, events } from '../../db/schema/events';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { TestClient } from '../../testing/test-client';
import { adminBearer } from '../../testing/admin-bearer';

let t: TestApp;
let admin: Record<string, string>;
let reader: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await adminBearer(t.app, 'eventstaff', 'events password');
  const signUp = await new TestClient(t.app).signUp('event.reader@example.com', 'reader password');
  reader = { authorization: `Bearer ${String(signUp.headers['set-auth-token'])}` };
});
afterAll(() => t.close());

const client = () => new TestClient(t.app);

const workshop = {
  eventTitle: 'Budgeting for Your First Home',
  eventCity: 'Nagpur',
  eventDate: '03/14/2099',
  startTime: '10:30',
  duration: '2 hours',
  venue: 'Civil Lines Community Hall',
  keyNoteSpeaker: 'Farah Siddiqui',
  eventDescription: 'Down payments, EMIs and what a first home really costs each month.',
};

async function addEvent(overrides: Partial<typeof workshop> = {}): Promise<number> {
  const res = await client().post('/api/admin/saveEvent', { ...workshop, ...overrides }, admin);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().id;
}

async function lastAudit(entityId: number) {
  const [row] = await t.database.db
    .select()
    .from(adminAudit)
    .where(and(eq(adminAudit.entity, 'event'), eq(adminAudit.entityId, String(entityId))))
    .orderBy(desc(adminAudit.createdAt));
  return row;
}

describe('POST /api/admin/saveEvent', () => {
  it('adds the event, with a slug from its title and city, and records who added it', async () => {
    const res = await client().post('/api/admin/saveEvent', workshop, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, msg: 'Event saved' });
    const id = res.json().id as number;
    const [row] = await t.database.db.select().from(events).where(eq(events.id, id));
    expect(row).toMatchObject({
      slug: 'budgeting-for-your-first-home-nagpur',
      title: workshop.eventTitle,
      city: 'Nagpur',
      date: '2099-03-14',
      startTime: '10:30',
      durationMinutes: 120,
      venue: workshop.venue,
    });
    const audit = await lastAudit(id);
    expect(audit).toMatchObject({ adminName: 'eventstaff', action: 'create', before: null });
    expect(audit?.after).toMatchObject({ title: workshop.eventTitle, city: 'Nagpur' });
  });

  it('shows the new event in the public list (what /events draws) on the next request', async () => {
    const titles = async () =>
      (await client().get('/api/admin/getEvents'))
        .json()
        .events.map((e: { eventTitle: string }) => e.eventTitle);
    expect(await titles()).not.toContain('Gold, Silver and SGBs'); // now kept by the public cache
    await addEvent({ eventTitle: 'Gold, Silver and SGBs', eventCity: 'Jaipur' });
    expect(await titles()).toContain('Gold, Silver and SGBs');
  });

  it.each([
    [{ eventTitle: '  ' }, 'Please enter event title'],
    [{ eventCity: '' }, 'Please enter event city'],
    [{ eventTitle: 'x'.repeat(101) }, 'Event title can be at most 100 characters'],
    [{ eventCity: 'x'.repeat(31) }, 'Event city can be at most 30 characters'],
    [{ venue: 'x'.repeat(51) }, 'Venue can be at most 50 characters'],
    [{ duration: '1'.repeat(11) }, 'Duration can be at most 10 characters'],
    [{ keyNoteSpeaker: 'x'.repeat(31) }, 'Key note speaker can be at most 30 characters'],
    [{ eventDescription: 'x'.repeat(251) }, 'Description can be at most 250 characters'],
    [{ eventDate: '02/30/2099' }, 'Please choose the event date'],
    [{ startTime: '25:00' }, 'Please enter the start time'],
    [
      { duration: 'all day' },
      'Please enter the duration in minutes or hours, e.g. 90 min or 2 hours',
    ],
  ])('refuses %o with its message and stores nothing', async (change, message) => {
    const before = await t.database.db.$count(events);
    const res = await client().post('/api/admin/saveEvent', { ...workshop, ...change }, admin);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, msg: message, code: 'VALIDATION' });
    expect(await t.database.db.$count(events)).toBe(before);
  });

  it('takes the longest values the limits allow', async () => {
    const id = await addEvent({
      eventTitle: 't'.repeat(100),
      eventCity: 'c'.repeat(30),
      venue: 'v'.repeat(50),
      duration: '90 minutes',
      keyNoteSpeaker: 'k'.repeat(30),
      eventDescription: 'd'.repeat(250),
      eventDate: '2099-01-02',
      startTime: '6:15 PM',
    });
    const [row] = await t.database.db.select().from(events).where(eq(events.id, id));
    expect(row).toMatchObject({ durationMinutes: 90, startTime: '18:15', date: '2099-01-02' });
  });
});

describe('POST /api/admin/updateEvent', () => {
  async function opened(id: number) {
    const res = await client().get(`/api/admin/eventDetails?id=${id}`, admin);
    expect(res.statusCode).toBe(200);
    return res.json().event as { updatedAt: string; duration: string; eventDate: string };
  }

  it('changes the event, gives the form its stored values and records before and after', async () => {
    const id = await addEvent();
    const event = await opened(id);
    expect(event).toMatchObject({ eventDate: '2099-03-14', duration: '2 hours', registrations: 0 });
    const res = await client().post(
      '/api/admin/updateEvent',
      { ...workshop, eventCity: 'Indore', duration: '1h 30m', id, updatedAt: event.updatedAt },
      admin,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ success: true, msg: 'Event updated' });
    expect((await opened(id)).duration).toBe('1h 30m');
    const [row] = await t.database.db.select().from(events).where(eq(events.id, id));
    expect(row).toMatchObject({ city: 'Indore', slug: 'budgeting-for-your-first-home-indore' });
    const audit = await lastAudit(id);
    expect(audit).toMatchObject({ action: 'update' });
    expect(audit?.before).toMatchObject({ city: 'Nagpur' });
    expect(audit?.after).toMatchObject({ city: 'Indore', durationMinutes: 90 });
  });

  it('applies the same checks as adding (decision 34)', async () => {
    const id = await addEvent();
    const { updatedAt } = await opened(id);
    const res = await client().post(
      '/api/admin/updateEvent',
      { ...workshop, eventTitle: '', id, updatedAt },
      admin,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ msg: 'Please enter event title', code: 'VALIDATION' });
  });

  it('refuses a second save of the same opened version with 409 CONFLICT', async () => {
    const id = await addEvent();
    const { updatedAt } = await opened(id);
    const first = await client().post(
      '/api/admin/updateEvent',
      { ...workshop, venue: 'First admin', id, updatedAt },
      admin,
    );
    expect(first.statusCode).toBe(200);
    const second = await client().post(
      '/api/admin/updateEvent',
      { ...workshop, venue: 'Second admin', id, updatedAt },
      admin,
    );
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ success: false, code: 'CONFLICT' });
    const [row] = await t.database.db.select().from(events).where(eq(events.id, id));
    expect(row?.venue).toBe('First admin');
  });

  it('answers 404 for an event that is gone', async () => {
    const res = await client().post(
      '/api/admin/updateEvent',
      { ...workshop, id: 2_000_000_000, updatedAt: new Date().toISOString() },
      admin,
    );
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
  });
});

describe('GET /api/admin/deleteEvent/:id', () => {
  it('deletes the event and its registrations; the audit row counts them, naming no one', async () => {
    const id = await addEvent({ eventTitle: 'Insurance Before Investment' });
    const registered = await client().post('/api/contactUs/eventRegister', {
      name: 'Ishaan Verma',
      email: 'ishaan@example.in',
      phone: '9876543210',
      eventId: id,
    });
    expect(registered.statusCode, registered.body).toBe(200);
    const res = await client().get(`/api/admin/deleteEvent/${id}`, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, msg: 'Event deleted' });
    expect(await t.database.db.$count(events, eq(events.id, id))).toBe(0);
    expect(await t.database.db.$count(eventRegistrations, eq(eventRegistrations.eventId, id))).toBe(
      0,
    );
    const audit = await lastAudit(id);
    expect(audit).toMatchObject({ action: 'delete', after: null });
    expect(audit?.details).toEqual({ registrationsDeleted: 1 });
    expect(JSON.stringify(audit)).not.toContain('ishaan');
    const list = await client().get('/api/admin/getEvents');
    expect(list.body).not.toContain('Insurance Before Investment');
  });

  it('answers 404 for an event that does not exist and 400 for an id that is not one', async () => {
    expect((await client().get('/api/admin/deleteEvent/2000000000', admin)).statusCode).toBe(404);
    const bad = await client().get('/api/admin/deleteEvent/abc', admin);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ success: false, code: 'VALIDATION' });
  });
});

describe("an event's registrations and the admin's list", () => {
  it('lists who registered (name, e-mail, phone, when) and counts them in the table', async () => {
    const id = await addEvent({ eventTitle: 'Mutual Funds, Plainly' });
    await client().post('/api/contactUs/eventRegister', {
      name: 'Ananya Rao',
      email: 'Ananya.Rao@example.in',
      phone: '+91 98450 12345',
      eventId: id,
    });
    const res = await client().get(`/api/admin/eventRegistrations?id=${id}`, admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json().registrations).toEqual([
      expect.objectContaining({
        name: 'Ananya Rao',
        email: 'ananya.rao@example.in',
        phone: '+919845012345',
      }),
    ]);
    const list = await client().get('/api/admin/manageEvents', admin);
    const row = list.json().events.find((e: { id: number }) => e.id === id);
    expect(row).toMatchObject({ eventTitle: 'Mutual Funds, Plainly', registrations: 1 });
  });
});

describe("an event's registrations CSV", () => {
  it('holds only that event’s registrations, oldest first, a formula made text, named event_registrations<date>.csv', async () => {
    const id = await addEvent({ eventTitle: 'Reading a Payslip', eventCity: 'Kochi' });
    const other = await addEvent({ eventTitle: 'Someone Else’s Event' });
    await t.database.db.insert(eventRegistrations).values([
      {
        eventId: id,
        name: '=HYPERLINK("https://evil.example")',
        email: 'second@example.in',
        phone: '+919845012345',
        consentNoticeVersion: 'test',
        consentedAt: new Date('2026-03-02T04:30:00Z'),
        createdAt: new Date('2026-03-02T04:30:00Z'),
      },
      {
        eventId: id,
        name: 'Meenakshi Pillai',
        email: 'first@example.in',
        phone: '+919847012345',
        consentNoticeVersion: 'test',
        consentedAt: new Date('2026-03-01T04:30:00Z'),
        createdAt: new Date('2026-03-01T04:30:00Z'),
      },
      {
        eventId: other,
        name: 'Not This One',
        email: 'other@example.in',
        phone: '+919847000000',
        consentNoticeVersion: 'test',
        consentedAt: new Date(),
      },
    ]);
    const mint = await client().post(
      '/api/admin/reports/event_registrations/token',
      { eventId: id },
      admin,
    );
    expect(mint.statusCode, mint.body).toBe(200);
    const res = await t.app.inject({ method: 'GET', url: mint.json().url });
    expect(res.statusCode).toBe(200);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="event_registrations${today}.csv"`,
    );
    const lines = res.body.slice(1).replace(/\n$/, '').split('\n');
    expect(lines).toEqual([
      'Name,E-mail,Phone,Registered at (India time),Status,Event,City,Event date',
      "Meenakshi Pillai,first@example.in,'+919847012345,2026-03-01 10:00:00,new,Reading a Payslip,Kochi,14-03-2099",
      `"'=HYPERLINK(""https://evil.example"")",second@example.in,'+919845012345,2026-03-02 10:00:00,new,Reading a Payslip,Kochi,14-03-2099`,
    ]);
  });

  it('is refused without an event id (400), and its link is minted only for an admin', async () => {
    const none = await client().post('/api/admin/reports/event_registrations/token', {}, admin);
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({ success: false });
    const user = await client().post(
      '/api/admin/reports/event_registrations/token',
      { eventId: 1 },
      reader,
    );
    expect(user.statusCode).toBe(403);
  });
});

describe('the guard on every event call', () => {
  const calls = [
    ['GET', '/api/admin/manageEvents'],
    ['GET', '/api/admin/eventDetails?id=1'],
    ['GET', '/api/admin/eventRegistrations?id=1'],
    ['POST', '/api/admin/saveEvent'],
    ['POST', '/api/admin/updateEvent'],
    ['GET', '/api/admin/deleteEvent/1'],
  ] as const;

  it.each(calls)(
    '%s %s answers 401 without a token and 403 for a non-admin',
    async (method, url) => {
      const anonymous = await client().request(
        method,
        url,
        method === 'POST' ? workshop : undefined,
      );
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toMatchObject({ success: false, code: 'UNAUTHENTICATED' });
      const user = await client().request(
        method,
        url,
        method === 'POST' ? workshop : undefined,
        reader,
      );
      expect(user.statusCode).toBe(403);
      expect(user.json()).toMatchObject({ success: false, code: 'FORBIDDEN' });
    },
  );

  it('leaves the events alone when a non-admin tries to save one', async () => {
    const before = await t.database.db.$count(events);
    await client().post('/api/admin/saveEvent', workshop, reader);
    expect(await t.database.db.$count(events)).toBe(before);
  });
});
