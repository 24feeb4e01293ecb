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
    expect(typeof res.json().sessions[0].id).toBe('string');
  });

  it('answers only the oldest record, with its id and its text as written (decision 35)', async () => {
    await t.database.db.delete(sessionInfo);
    const [, oldest] = await t.database.db
      .insert(sessionInfo)
      .values([
        { sessions: '20', months: '2', people: '900', createdAt: new Date('2026-03-01T00:00:00Z') },
        {
          sessions: '1,480+',
          months: '36',
          people: '1.2 lakh',
          createdAt: new Date('2026-01-01T00:00:00Z'),
        },
      ])
      .returning({ id: sessionInfo.id });
    // The writes moved the version (the table's trigger); this app hears it now, as a service's
    // write would make it.
    await t.app.contentVersion.refresh();
    const res = await fetchSessionInfo();
    expect(res.json().sessions).toEqual([
      { id: oldest!.id, sessions: '1,480+', months: '36', people: '1.2 lakh' },
    ]);
  });
});

describe('the session_info table', () => {
  it('refuses a figure longer than 20 characters (decision 35)', async () => {
    await expect(
      t.database.db
        .insert(sessionInfo)
        .values({ sessions: '1', months: 'x'.repeat(21), people: '1' }),
    ).rejects.toThrow();
  });
});
