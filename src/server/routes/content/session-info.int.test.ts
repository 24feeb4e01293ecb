import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionInfo } from '../../db/schema/content';
import { demoSessionInfo } from '../../db/seed/demo-content';
import { seedDemoContent } from '../../db/seed/seed-demo';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const fetchSessionInfo = () => t.app.inject({ method: 'GET', url: '/api/admin/fetchSessionInfo' });

describe('GET /api/admin/fetchSessionInfo', () => {
  it('answers an empty list when there are no figures', async () => {
    const res = await fetchSessionInfo();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, sessions: [] });
    expect(typeof res.json().msg).toBe('string');
  });

  it('answers the demo figures of a new install, without authentication', async () => {
    await seedDemoContent(t.database.db);
    const res = await fetchSessionInfo();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, sessions: [demoSessionInfo] });
  });

  it('answers only the oldest record when staff have saved several', async () => {
    await t.database.db.delete(sessionInfo);
    await t.database.db.insert(sessionInfo).values([
      { sessions: 20, months: 2, people: 900, createdAt: new Date('2026-03-01T00:00:00Z') },
      { sessions: 10, months: 1, people: 450, createdAt: new Date('2026-01-01T00:00:00Z') },
    ]);
    // The writes moved the version (the table's trigger); this app hears it now, as a service's
    // write would make it.
    await t.app.contentVersion.refresh();
    const res = await fetchSessionInfo();
    expect(res.json().sessions).toEqual([{ sessions: 10, months: 1, people: 450 }]);
  });
});

describe('the session_info table', () => {
  it('refuses a negative figure', async () => {
    await expect(
      t.database.db.insert(sessionInfo).values({ sessions: 1, months: -1, people: 1 }),
    ).rejects.toThrow();
  });
});
