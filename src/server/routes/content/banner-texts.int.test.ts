import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bannerTexts } from '../../db/schema/content';
import { seedDemoContent } from '../../db/seed/seed-demo';
import { createTestApp, writeUnannounced, type TestApp } from '../../testing/test-app';

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
    // The insert moved the version (its table's trigger); this app hears it now.
    await t.app.contentVersion.refresh();
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/fetchBannerTexts' });
    const body = res.json();
    expect(body.texts.map((item: { text: string }) => item.text)).toEqual([
      'First announcement',
      'Second announcement',
    ]);
    expect(body.texts[0].id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers from memory until the content changes, then shows the change', async () => {
    const fetchTexts = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/admin/fetchBannerTexts' }))
        .json()
        .texts.map((item: { text: string }) => item.text);
    const before = await fetchTexts();

    // Written with the triggers off: the version stays, so nobody is told.
    await writeUnannounced(t.database, (db) =>
      db.insert(bannerTexts).values({ text: 'Third announcement' }),
    );
    expect(await fetchTexts()).toEqual(before);

    await t.app.contentVersion.move();
    expect(await fetchTexts()).toEqual([...before, 'Third announcement']);
  });

  it('leaves blank announcements out', async () => {
    await t.database.db.insert(bannerTexts).values({ text: '   ' });
    await t.app.contentVersion.refresh();
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/fetchBannerTexts' });
    expect(res.json().texts.map((item: { text: string }) => item.text)).not.toContain('   ');
  });

  it('answers the same to anyone: a stale session or a bad token is not looked at', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/api/admin/fetchBannerTexts' });
    for (const headers of [
      { authorization: 'Bearer not-a-token' },
      { cookie: 'better-auth.session_token=stale.value' },
    ]) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/admin/fetchBannerTexts',
        headers,
      });
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(plain.body);
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(res.headers['set-cookie']).toBeUndefined();
    }
  });

  it('sends a long answer compressed as the browser accepts, and plain to others', async () => {
    await t.database.db
      .insert(bannerTexts)
      .values(Array.from({ length: 30 }, (_, i) => ({ text: `Workshop ${i}: planning a goal` })));
    await t.app.contentVersion.refresh();
    const get = (acceptEncoding?: string) =>
      t.app.inject({
        method: 'GET',
        url: '/api/admin/fetchBannerTexts',
        headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
      });

    const plain = await get();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    expect(plain.headers.vary).toBe('accept-encoding');

    const br = await get('gzip, deflate, br, zstd');
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload)).toEqual(plain.rawPayload);

    for (const accepted of ['gzip', 'br;q=0, gzip;q=0.8']) {
      const gz = await get(accepted);
      expect(gz.headers['content-encoding'], accepted).toBe('gzip');
      expect(gunzipSync(gz.rawPayload)).toEqual(plain.rawPayload);
    }
    expect((await get('identity')).headers['content-encoding']).toBeUndefined();
  });

  it('carries the security headers on an answer from memory', async () => {
    await t.app.inject({ method: 'GET', url: '/api/admin/fetchBannerTexts' });
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/fetchBannerTexts' });
    expect(String(res.headers['content-security-policy'])).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-request-id']).toBeTruthy();
  });
});

describe('demo content', () => {
  it('is loaded once, and not again after staff delete it', async () => {
    await t.database.db.delete(bannerTexts);
    expect(await seedDemoContent(t.database.db)).toBe(true);
    const afterFirst = await t.database.db.select().from(bannerTexts);
    expect(afterFirst.length).toBeGreaterThan(0);
    // The banner shows them at once: loading them told the kept answers to go.
    const shown = await t.app.inject({ method: 'GET', url: '/api/admin/fetchBannerTexts' });
    expect(
      shown
        .json()
        .texts.map((item: { text: string }) => item.text)
        .sort(),
    ).toEqual(afterFirst.map((row) => row.text).sort());

    await t.database.db.delete(bannerTexts);
    expect(await seedDemoContent(t.database.db)).toBe(false);
    expect(await t.database.db.select().from(bannerTexts)).toEqual([]);
  });
});
