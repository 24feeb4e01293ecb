import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bannerTexts } from '../../db/schema/content';
import { seedDemoContent } from '../../db/seed/seed-demo';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/admin/fetchBannerTexts', () => {
  it('answers an empty list on an empty database', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/fetchBannerTexts' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, texts: [] });
  });

  it('lists the announcements oldest first, without authentication', async () => {
    await t.database.db.insert(bannerTexts).values([
      { text: 'First announcement', createdAt: new Date('2026-01-01T00:00:00Z') },
      { text: 'Second announcement', createdAt: new Date('2026-02-01T00:00:00Z') },
    ]);
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/fetchBannerTexts' });
    const body = res.json();
    expect(body.texts.map((item: { text: string }) => item.text)).toEqual([
      'First announcement',
      'Second announcement',
    ]);
    expect(body.texts[0].id).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('demo content', () => {
  it('is loaded once, and not again after staff delete it', async () => {
    await t.database.db.delete(bannerTexts);
    expect(await seedDemoContent(t.database.db)).toBe(true);
    const afterFirst = await t.database.db.select().from(bannerTexts);
    expect(afterFirst.length).toBeGreaterThan(0);

    await t.database.db.delete(bannerTexts);
    expect(await seedDemoContent(t.database.db)).toBe(false);
    expect(await t.database.db.select().from(bannerTexts)).toEqual([]);
  });
});
