import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { adminAudit } from '../../db/schema/admin';
import { testimonials } from '../../db/schema/contact';
import { bannerTexts, sessionInfo } from '../../db/schema/content';
import { adminToken as signInAdmin } from '../../testing/admin-bearer';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { TestClient } from '../../testing/test-client';

let t: TestApp;
let adminToken: string;
let userToken: string;
beforeAll(async () => {
  t = await createTestApp();
  adminToken = await signInAdmin(t.app, 'editor');
  const signUp = await new TestClient(t.app).signUp('reader@example.com', 'reader password');
  userToken = String(signUp.headers['set-auth-token']);
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST', url: string, body?: object, token = adminToken) =>
  t.app.inject({
    method,
    url: `/api/admin/${url}`,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    ...(body ? { payload: body } : {}),
  });
const publicRead = async (url: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/admin/${url}` })).json();
const auditOf = (entity: string, entityId: string) =>
  t.database.db
    .select()
    .from(adminAudit)
    .where(and(eq(adminAudit.entity, entity), eq(adminAudit.entityId, entityId)))
    .orderBy(adminAudit.createdAt);

describe('the content calls under the admin guard', () => {
  const writes = [
    'saveBannerText',
    'updateBannerText',
    'deleteBannerText',
    'saveTestimonial',
    'updateTestimonial',
    'deleteTestimonial/',
    'moveTestimonial',
    'saveSessionInfo',
    'updateSessionInfo',
  ];
  it('refuse a request without a token (401) and a reader’s token (403)', async () => {
    for (const url of writes) {
      const anonymous = await t.app.inject({
        method: 'POST',
        url: `/api/admin/${url}`,
        payload: {},
      });
      expect(anonymous.statusCode, url).toBe(401);
      expect((await call('POST', url, {}, userToken)).statusCode, url).toBe(403);
    }
    for (const url of ['content/bannerText', 'content/testimonials', 'content/sessionInfo']) {
      expect((await t.app.inject({ method: 'GET', url: `/api/admin/${url}` })).statusCode).toBe(
        401,
      );
      expect((await call('GET', url, undefined, userToken)).statusCode).toBe(403);
    }
  });

  it('answer the admin with an answer no cache keeps', async () => {
    const res = await call('GET', 'content/testimonials');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
  });
});

describe('the announcement', () => {
  beforeEach(async () => {
    await t.database.db.delete(bannerTexts);
  });

  it('is saved, shown by the public banner on the next request, updated and removed, each audited', async () => {
    expect((await publicRead('fetchBannerTexts')).texts).toEqual([]);
    const version = t.app.contentVersion.current();
    const text = 'Workshop on Sunday. <a href="/events">Register</a>';
    const saved = await call('POST', 'saveBannerText', { text });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ success: true, msg: 'Announcement saved' });
    expect(t.app.contentVersion.current()).toBeGreaterThan(version);
    expect((await publicRead('fetchBannerTexts')).texts).toEqual([{ id: saved.json().id, text }]);

    const current = (await call('GET', 'content/bannerText')).json().bannerText;
    expect(current).toMatchObject({ id: saved.json().id, text });
    const updated = await call('POST', 'updateBannerText', {
      id: current.id,
      text: 'Workshop moved to Monday',
      updatedAt: current.updatedAt,
    });
    expect(updated.json()).toMatchObject({ success: true, msg: 'Announcement updated' });
    expect((await publicRead('fetchBannerTexts')).texts[0].text).toBe('Workshop moved to Monday');

    const removed = await call('POST', 'deleteBannerText', { id: current.id });
    expect(removed.json()).toMatchObject({ success: true });
    expect((await publicRead('fetchBannerTexts')).texts).toEqual([]);
    expect((await call('GET', 'content/bannerText')).json().bannerText).toBeNull();

    const audit = await auditOf('bannerText', current.id);
    expect(audit.map((row) => row.action)).toEqual(['create', 'update', 'delete']);
    expect(audit[0]).toMatchObject({ adminName: 'editor', before: null, after: { text } });
    expect(audit[1]).toMatchObject({
      before: { text },
      after: { text: 'Workshop moved to Monday' },
    });
    expect(audit[2]).toMatchObject({ before: { text: 'Workshop moved to Monday' }, after: null });
  });

  it('refuses an empty text, one over 300 characters and any markup but links', async () => {
    const refused = [
      ['   ', 'Please enter the announcement'],
      ['a'.repeat(301), 'The announcement can be at most 300 characters'],
      ['<b>Bold</b> news', 'Write plain text.'],
      ['<a href="javascript:alert(1)">x</a>', 'Write plain text.'],
      ['<a href="/x" onclick="y">x</a>', 'Write plain text.'],
    ] as const;
    for (const [text, msg] of refused) {
      const res = await call('POST', 'saveBannerText', { text });
      expect(res.statusCode, text).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION' });
      expect(res.json().msg).toContain(msg);
    }
    expect((await call('POST', 'saveBannerText', { text: 'a'.repeat(300) })).statusCode).toBe(200);
  });

  it('refuses a second announcement, and an update of a changed one (409 CONFLICT)', async () => {
    await call('POST', 'saveBannerText', { text: 'First' });
    const second = await call('POST', 'saveBannerText', { text: 'Second' });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ success: false, code: 'CONFLICT' });

    const opened = (await call('GET', 'content/bannerText')).json().bannerText;
    const mine = { id: opened.id, updatedAt: opened.updatedAt };
    expect((await call('POST', 'updateBannerText', { ...mine, text: 'Theirs' })).statusCode).toBe(
      200,
    );
    const stale = await call('POST', 'updateBannerText', { ...mine, text: 'Mine' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('CONFLICT');
    expect((await publicRead('fetchBannerTexts')).texts[0].text).toBe('Theirs');
  });

  it('answers 404 for an announcement that is gone', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    expect((await call('POST', 'deleteBannerText', { id })).statusCode).toBe(404);
    const res = await call('POST', 'updateBannerText', {
      id,
      text: 'x',
      updatedAt: new Date().toISOString(),
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('NOT_FOUND');
  });
});

describe('the testimonials', () => {
  beforeEach(async () => {
    await t.database.db.delete(testimonials);
  });
  const add = async (name: string) =>
    (
      await call('POST', 'saveTestimonial', {
        testimonial: `${name} says thanks`,
        name,
        by: 'Pune',
      })
    ).json().id as string;
  const publicNames = async () =>
    (await publicRead('fetchTestimonials')).testimonials.map((row: { name: string }) => row.name);

  it('are added last, shown on the next public read, updated and deleted, each audited', async () => {
    await publicNames(); // The public answer is kept now: the writes must move past it.
    const saved = await call('POST', 'saveTestimonial', {
      testimonial: 'The retirement class made it clear.',
      name: 'Meera Iyer',
      by: 'Teacher, Chennai',
    });
    expect(saved.json()).toMatchObject({ success: true, msg: 'Testimonial saved' });
    const id = saved.json().id as string;
    await add('Second');
    expect(await publicNames()).toEqual(['Meera Iyer', 'Second']);

    const [opened] = (await call('GET', 'content/testimonials')).json().testimonials;
    expect(opened).toMatchObject({ id, name: 'Meera Iyer', by: 'Teacher, Chennai' });
    const updated = await call('POST', 'updateTestimonial', {
      id,
      testimonial: 'Clear and kind.',
      name: 'Meera I.',
      by: '',
      updatedAt: opened.updatedAt,
    });
    expect(updated.json()).toMatchObject({ success: true, msg: 'Testimonial updated' });
    expect((await publicRead('fetchTestimonials')).testimonials[0]).toMatchObject({
      name: 'Meera I.',
      testimonial: 'Clear and kind.',
      by: '',
    });
    const stale = await call('POST', 'updateTestimonial', {
      id,
      testimonial: 'Old',
      name: 'Old',
      updatedAt: opened.updatedAt,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('CONFLICT');

    const deleted = await call('POST', 'deleteTestimonial/', { id });
    expect(deleted.json()).toMatchObject({ success: true, msg: 'Testimonial deleted' });
    expect(await publicNames()).toEqual(['Second']);
    expect((await call('POST', 'deleteTestimonial/', { id })).statusCode).toBe(404);

    const audit = await auditOf('testimonial', id);
    expect(audit.map((row) => row.action)).toEqual(['create', 'update', 'delete']);
    expect(audit[1]).toMatchObject({
      before: { name: 'Meera Iyer' },
      after: { name: 'Meera I.', testimonial: 'Clear and kind.' },
    });
    expect(audit[2]).toMatchObject({ before: { name: 'Meera I.' }, after: null });
  });

  it('answer delete only at the seed’s path with its trailing slash', async () => {
    const id = await add('Slash');
    expect((await call('POST', 'deleteTestimonial', { id })).statusCode).toBe(404);
    expect((await call('POST', 'deleteTestimonial/', { id })).statusCode).toBe(200);
  });

  it('move up and down in the home page’s order, audited', async () => {
    const [a, b, c] = [await add('A'), await add('B'), await add('C')];
    expect((await call('POST', 'moveTestimonial', { id: c, direction: 'up' })).statusCode).toBe(
      200,
    );
    expect(await publicNames()).toEqual(['A', 'C', 'B']);
    await call('POST', 'moveTestimonial', { id: a, direction: 'down' });
    expect(await publicNames()).toEqual(['C', 'A', 'B']);
    const first = await call('POST', 'moveTestimonial', { id: c, direction: 'up' });
    expect(first.statusCode).toBe(400);
    expect(first.json().msg).toBe('This testimonial is already first');
    const admin = (await call('GET', 'content/testimonials')).json().testimonials;
    expect(admin.map((row: { name: string }) => row.name)).toEqual(['C', 'A', 'B']);
    const [move] = await auditOf('testimonial', c).then((rows) =>
      rows.filter((r) => r.action === 'move'),
    );
    expect(move).toMatchObject({ before: { order: [a, b, c] }, after: { order: [a, c, b] } });
  });

  it('refuse an empty testimonial or name and the section 5 lengths', async () => {
    const ok = { testimonial: 't'.repeat(200), name: 'n'.repeat(40), by: 'b'.repeat(50) };
    expect((await call('POST', 'saveTestimonial', ok)).statusCode).toBe(200);
    const refused = [
      [{ ...ok, testimonial: ' ' }, 'Please enter the testimonial'],
      [{ ...ok, name: '' }, 'Please enter the name'],
      [{ ...ok, testimonial: 't'.repeat(201) }, 'The testimonial can be at most 200 characters'],
      [{ ...ok, name: 'n'.repeat(41) }, 'The name can be at most 40 characters'],
      [{ ...ok, by: 'b'.repeat(51) }, 'The designation/company can be at most 50 characters'],
    ] as const;
    for (const [body, msg] of refused) {
      const res = await call('POST', 'saveTestimonial', body);
      expect(res.statusCode, msg).toBe(400);
      expect(res.json()).toEqual({ success: false, msg, code: 'VALIDATION' });
    }
  });
});

describe('the session figures', () => {
  beforeEach(async () => {
    await t.database.db.delete(sessionInfo);
  });

  it('are saved once, then updated, shown on the next public read, each audited', async () => {
    expect((await call('GET', 'content/sessionInfo')).json().sessionInfo).toBeNull();
    const figures = { sessions: '1,500+', months: '96', people: '60,000+' };
    const saved = await call('POST', 'saveSessionInfo', figures);
    expect(saved.json()).toMatchObject({ success: true, msg: 'Session figures saved' });
    expect((await publicRead('fetchSessionInfo')).sessions[0]).toMatchObject(figures);
    expect((await call('POST', 'saveSessionInfo', figures)).statusCode).toBe(409);

    const opened = (await call('GET', 'content/sessionInfo')).json().sessionInfo;
    const updated = await call('POST', 'updateSessionInfo', {
      ...figures,
      people: '1 lakh',
      id: opened.id,
      updatedAt: opened.updatedAt,
    });
    expect(updated.json()).toMatchObject({ success: true, msg: 'Session figures updated' });
    expect((await publicRead('fetchSessionInfo')).sessions[0].people).toBe('1 lakh');
    const stale = await call('POST', 'updateSessionInfo', {
      ...figures,
      id: opened.id,
      updatedAt: opened.updatedAt,
    });
    expect(stale.json()).toMatchObject({ success: false, code: 'CONFLICT' });

    const audit = await auditOf('sessionInfo', opened.id);
    expect(audit.map((row) => row.action)).toEqual(['create', 'update']);
    expect(audit[1]).toMatchObject({ before: { people: '60,000+' }, after: { people: '1 lakh' } });
  });

  it('refuse an empty figure and one over 20 characters', async () => {
    const ok = { sessions: '1', months: '2', people: '3' };
    for (const [body, msg] of [
      [{ ...ok, sessions: '' }, 'Please enter the sessions'],
      [{ ...ok, months: ' ' }, 'Please enter the months'],
      [{ ...ok, people: undefined }, 'Please enter the people'],
      [{ ...ok, people: 'p'.repeat(21) }, 'Each figure can be at most 20 characters'],
    ] as const) {
      const res = await call('POST', 'saveSessionInfo', body);
      expect(res.statusCode, msg).toBe(400);
      expect(res.json()).toEqual({ success: false, msg, code: 'VALIDATION' });
    }
  });
});
