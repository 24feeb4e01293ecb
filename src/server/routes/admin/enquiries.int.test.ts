import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAudit } from '../../db/schema/admin';
import { contactEnquiries } from '../../db/schema/contact';
import { eventRegistrations, events } from '../../db/schema/events';
import { adminToken } from '../../testing/admin-bearer';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { TestClient } from '../../testing/test-client';

let t: TestApp;
let token: string;
let userToken: string;
const ids = { contact: '', short: '', registration: '', lateContact: '' };

const consent = { consentNoticeVersion: '1', consentedAt: new Date('2025-03-01T00:00:00Z') };

beforeAll(async () => {
  t = await createTestApp();
  token = await adminToken(t.app, 'frontdesk');
  const signUp = await new TestClient(t.app).signUp('visitor@example.in', 'visitor password');
  userToken = String(signUp.headers['set-auth-token']);

  const db = t.database.db;
  // India days: 10 March 2025 00:00 IST is 9 March 18:30 UTC.
  const [contact, short, lateContact] = await db
    .insert(contactEnquiries)
    .values([
      {
        form: 'contact',
        name: 'Asha Rao',
        email: 'asha@example.in',
        phone: '+919812345678',
        companyName: 'Rao Traders',
        message: 'Can you run a session for our staff?',
        createdAt: new Date('2025-03-09T18:30:00Z'),
        ...consent,
      },
      {
        form: 'short',
        firstName: 'Ravi',
        lastName: 'Kumar',
        email: 'ravi@example.in',
        phone: '+919812345679',
        page: 'Financial Wellness',
        createdAt: new Date('2025-03-11T06:00:00Z'),
        ...consent,
      },
      {
        form: 'contact',
        name: 'Meera Das',
        email: 'meera@example.in',
        phone: '+919812345670',
        companyName: 'Das & Co',
        message: 'Later one',
        // 12 March 23:59 IST.
        createdAt: new Date('2025-03-12T18:29:00Z'),
        ...consent,
      },
    ])
    .returning({ id: contactEnquiries.id });
  const [event] = await db
    .insert(events)
    .values({
      slug: 'money-basics',
      city: 'Pune',
      title: 'Money basics for new earners',
      date: '2025-04-01',
      durationMinutes: 90,
      description: 'An evening on budgets.',
      keyNoteSpeaker: 'A. Speaker',
      venue: 'Town hall',
      startTime: '18:00',
    })
    .returning({ id: events.id });
  const [registration] = await db
    .insert(eventRegistrations)
    .values({
      eventId: event!.id,
      name: 'Kiran Shah',
      email: 'kiran@example.in',
      phone: '+919812345677',
      createdAt: new Date('2025-03-10T12:00:00Z'),
      ...consent,
    })
    .returning({ id: eventRegistrations.id });
  Object.assign(ids, {
    contact: contact!.id,
    short: short!.id,
    lateContact: lateContact!.id,
    registration: registration!.id,
  });
});
afterAll(() => t.close());

const bearer = (jwt: string) => ({ authorization: `Bearer ${jwt}` });
const list = (query: string, jwt = token) =>
  new TestClient(t.app).get(`/api/admin/enquiries?${query}`, bearer(jwt));
const setStatus = (body: Record<string, unknown>, jwt = token) =>
  new TestClient(t.app).post('/api/admin/enquiries/status', body, bearer(jwt));

/** March 2025's rows only (the test database may hold the demo content's too). */
const MARCH = 'from=2025-03-01&to=2025-03-31';

describe('GET /api/admin/enquiries', () => {
  it('lists every kind of submission in one list, newest first, with what each was about', async () => {
    const res = await list(MARCH);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: true, total: 4, page: 1, pageSize: 25 });
    expect(body.enquiries.map((e: { id: string }) => e.id)).toEqual([
      ids.lateContact,
      ids.short,
      ids.registration,
      ids.contact,
    ]);
    expect(body.enquiries[1]).toEqual({
      kind: 'short',
      id: ids.short,
      name: 'Ravi Kumar',
      email: 'ravi@example.in',
      phone: '+919812345679',
      about: 'Financial Wellness',
      message: null,
      status: 'new',
      createdAt: '2025-03-11T06:00:00.000Z',
    });
    expect(body.enquiries[2]).toMatchObject({
      kind: 'registration',
      name: 'Kiran Shah',
      about: 'Money basics for new earners',
    });
    expect(body.enquiries[3]).toMatchObject({
      kind: 'contact',
      about: 'Rao Traders',
      message: 'Can you run a session for our staff?',
    });
  });

  it('filters by kind', async () => {
    const kinds = async (kind: string) =>
      (await list(`${MARCH}&kind=${kind}`)).json().enquiries.map((e: { id: string }) => e.id);
    expect(await kinds('contact')).toEqual([ids.lateContact, ids.contact]);
    expect(await kinds('short')).toEqual([ids.short]);
    expect(await kinds('registration')).toEqual([ids.registration]);
  });

  it('filters by India days, both ends included', async () => {
    const res = await list('from=2025-03-10&to=2025-03-12');
    expect(res.json().enquiries.map((e: { id: string }) => e.id)).toEqual([
      ids.lateContact,
      ids.short,
      ids.registration,
      ids.contact,
    ]);
    const narrow = await list('from=2025-03-11&to=2025-03-11');
    expect(narrow.json()).toMatchObject({ total: 1, enquiries: [{ id: ids.short }] });
  });

  it('pages: a page past the end is empty but still counts', async () => {
    const res = await list(`${MARCH}&page=2`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ total: 4, page: 2, enquiries: [] });
  });

  it('refuses an unknown kind, a malformed date, a reversed range and page 0 (400 VALIDATION)', async () => {
    for (const query of [
      'kind=newsletter',
      'from=10-03-2025',
      'from=2025-02-30x',
      'from=2025-03-12&to=2025-03-10',
      'page=0',
      'page=abc',
    ]) {
      const res = await list(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json(), query).toMatchObject({ success: false, code: 'VALIDATION' });
    }
    expect((await list('from=2025-03-12&to=2025-03-10')).json().msg).toContain(
      'The start date must not be after the end date',
    );
  });

  it('needs an admin: 401 without a token, 403 for a signed-in visitor', async () => {
    const anonymous = await new TestClient(t.app).get('/api/admin/enquiries');
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ success: false, code: 'UNAUTHENTICATED' });
    const visitor = await list(MARCH, userToken);
    expect(visitor.statusCode).toBe(403);
    expect(visitor.json()).toMatchObject({ success: false, code: 'FORBIDDEN' });
  });
});

describe('POST /api/admin/enquiries/status', () => {
  it('marks an enquiry answered, then new again, each with an audit row of ids only', async () => {
    const answered = await setStatus({ kind: 'contact', id: ids.contact, status: 'answered' });
    expect(answered.statusCode).toBe(200);
    expect(answered.json()).toEqual({
      success: true,
      msg: 'Marked as answered',
      status: 'answered',
    });
    const [row] = await t.database.db
      .select({ status: contactEnquiries.status })
      .from(contactEnquiries)
      .where(eq(contactEnquiries.id, ids.contact));
    expect(row!.status).toBe('answered');
    expect((await list(`${MARCH}&kind=contact`)).json().enquiries[1].status).toBe('answered');

    const again = await setStatus({ kind: 'contact', id: ids.contact, status: 'new' });
    expect(again.json()).toMatchObject({ msg: 'Marked as new', status: 'new' });

    const audit = await t.database.db
      .select()
      .from(adminAudit)
      .where(and(eq(adminAudit.entity, 'contact_enquiry'), eq(adminAudit.entityId, ids.contact)))
      .orderBy(adminAudit.createdAt);
    expect(audit).toHaveLength(2);
    expect(audit[0]).toMatchObject({
      adminName: 'frontdesk',
      action: 'enquiry.status',
      before: { status: 'new' },
      after: { status: 'answered' },
      details: null,
    });
    expect(audit[1]).toMatchObject({ before: { status: 'answered' }, after: { status: 'new' } });
    // Ids only: nothing of the person lands in the log.
    expect(JSON.stringify(audit)).not.toMatch(/asha|Rao|9812345678/i);
  });

  it('marks a registration answered, with its audit row', async () => {
    const res = await setStatus({
      kind: 'registration',
      id: ids.registration,
      status: 'answered',
    });
    expect(res.statusCode).toBe(200);
    const [audit] = await t.database.db
      .select()
      .from(adminAudit)
      .where(eq(adminAudit.entityId, ids.registration));
    expect(audit).toMatchObject({
      action: 'enquiry.status',
      entity: 'event_registration',
      after: { status: 'answered' },
    });
    expect(JSON.stringify(audit)).not.toMatch(/kiran/i);
  });

  it('answers 404 for an id of another kind or of nothing, and changes nothing', async () => {
    for (const body of [
      { kind: 'short', id: ids.contact, status: 'answered' },
      { kind: 'registration', id: ids.short, status: 'answered' },
      { kind: 'contact', id: '0b6f6a43-2f1e-4a4e-9d59-1f1d9b0c7a11', status: 'answered' },
    ]) {
      const res = await setStatus(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(404);
      expect(res.json()).toEqual({
        success: false,
        msg: 'This enquiry no longer exists',
        code: 'NOT_FOUND',
      });
    }
    const [short] = await t.database.db
      .select({ status: contactEnquiries.status })
      .from(contactEnquiries)
      .where(eq(contactEnquiries.id, ids.short));
    expect(short!.status).toBe('new');
  });

  it('refuses a bad kind, id or status (400 VALIDATION)', async () => {
    for (const body of [
      { kind: 'newsletter', id: ids.contact, status: 'answered' },
      { kind: 'contact', id: 'not-an-id', status: 'answered' },
      { kind: 'contact', id: ids.contact, status: 'closed' },
      { kind: 'contact', id: ids.contact },
    ]) {
      const res = await setStatus(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION' });
    }
  });

  it('needs an admin: 401 without a token, 403 for a signed-in visitor', async () => {
    const body = { kind: 'contact', id: ids.contact, status: 'answered' };
    const anonymous = await new TestClient(t.app).post('/api/admin/enquiries/status', body);
    expect(anonymous.statusCode).toBe(401);
    const visitor = await setStatus(body, userToken);
    expect(visitor.statusCode).toBe(403);
    expect(visitor.json()).toMatchObject({ code: 'FORBIDDEN' });
  });
});

describe('the enquiry CSVs (the reports core)', () => {
  /** Mints the report's link with the admin's token and follows it, as the screen does. */
  async function downloadReport(report: string) {
    const mint = await new TestClient(t.app).post(
      `/api/admin/reports/${report}/token`,
      {},
      bearer(token),
    );
    expect(mint.statusCode, mint.body).toBe(200);
    return t.app.inject({ method: 'GET', url: mint.json().url });
  }
  const today = () =>
    new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
  const rows = (body: string) => body.slice(1).replace(/\n$/, '').split('\n');

  it('writes the contact form’s enquiries, oldest first, with a formula neutralised', async () => {
    await t.database.db.insert(contactEnquiries).values({
      form: 'contact',
      name: '=HYPERLINK("https://evil.example","Open")',
      email: 'formula@example.in',
      phone: '+919812345671',
      companyName: 'Evil Ltd',
      message: 'Line one\nline two, with a comma',
      createdAt: new Date('2025-03-20T04:30:00Z'),
      ...consent,
    });
    const res = await downloadReport('contact_enquiries');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="contact_enquiries${today()}.csv"`,
    );
    const [header, ...lines] = rows(res.body);
    expect(header).toBe(
      'Name,E-mail,Phone,Company,Message,Status,Received at (India time),Privacy notice version',
    );
    expect(res.body).toContain('"\'=HYPERLINK(""https://evil.example"",""Open"")"');
    expect(res.body).toContain('"Line one\nline two, with a comma"');
    expect(lines[0]).toMatch(/^Asha Rao,asha@example\.in,'\+919812345678,Rao Traders,/);
    expect(lines[0]).toContain('2025-03-10 00:00:00');
    // The short form's enquiries have their own file.
    expect(res.body).not.toContain('Ravi');
  });

  it('writes the short form’s enquiries and every event registration, each in its own file', async () => {
    const short = await downloadReport('short_enquiries');
    expect(short.headers['content-disposition']).toBe(
      `attachment; filename="short_enquiries${today()}.csv"`,
    );
    const [shortHeader, ...shortLines] = rows(short.body);
    expect(shortHeader).toBe(
      'First name,Last name,E-mail,Phone,Page,Status,Received at (India time),Privacy notice version',
    );
    expect(shortLines).toHaveLength(1);
    expect(shortLines[0]).toMatch(
      /^Ravi,Kumar,ravi@example\.in,'\+919812345679,Financial Wellness,new,/,
    );

    const all = await downloadReport('all_registrations');
    expect(all.headers['content-disposition']).toBe(
      `attachment; filename="all_event_registrations${today()}.csv"`,
    );
    const [header, ...lines] = rows(all.body);
    expect(header).toBe(
      'Event,Event date,City,Name,E-mail,Phone,Status,Registered at (India time),Privacy notice version',
    );
    expect(lines.find((line) => line.includes('Kiran Shah'))).toMatch(
      /^Money basics for new earners,01-04-2025,Pune,Kiran Shah,kiran@example\.in,/,
    );
  });
});
