import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bannerTexts } from '../db/schema/content';
import { bumpContentVersion } from '../services/content/content-version';
import { createTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
let staticDir: string;

beforeAll(async () => {
  // A stand-in for the built web app: the shell and one hashed asset with its gzip copy.
  staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'web-app-test-'));
  fs.mkdirSync(path.join(staticDir, 'assets'));
  fs.writeFileSync(
    path.join(staticDir, 'index.html'),
    '<html><head><title>Arthashala</title><meta name="description" content="x" /></head><body><div id="root"></div></body></html>',
  );
  fs.writeFileSync(path.join(staticDir, 'assets', 'index-abc123.js'), 'console.log(1)');
  t = await createTestApp({ STATIC_DIR: staticDir });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(staticDir, { recursive: true, force: true });
});

describe('the web app', () => {
  it('serves a page route with its own title and description in the head', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/moneyMap' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('<title>Money Maps | Arthashala</title>');
    expect(res.body).toMatch(/<meta name="description" content="Turn a goal into a monthly SIP/);
  });

  it('sends the banner announcements with the page, safely escaped', async () => {
    await t.database.db
      .insert(bannerTexts)
      .values({ text: 'Talk on <b>SIPs</b></script><script>alert(1)</script>' });
    bumpContentVersion();
    const res = await t.app.inject({ method: 'GET', url: '/' });
    const match = res.body.match(
      /<script id="initial-data" type="application\/json">(.*?)<\/script>/,
    );
    expect(match).not.toBeNull();
    // No '<' inside the block: nothing in a text can close the script element early.
    expect(match![1]).not.toContain('<');
    const data = JSON.parse(match![1]!);
    expect(data['admin/fetchBannerTexts'].texts.at(-1).text).toBe(
      'Talk on <b>SIPs</b></script><script>alert(1)</script>',
    );
  });

  it('answers an unknown page with the app shell and status 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/no-such-page' });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<div id="root">');
    expect(res.body).toContain('<title>Page not found | Arthashala</title>');
  });

  it('redirects a page asked for with a trailing slash to its path, keeping the query', async () => {
    for (const [url, location] of [
      ['/moneyMap/', '/moneyMap'],
      ['/moneyMap//?amount=5&x=%2F', '/moneyMap?amount=5&x=%2F'],
      ['/profile/', '/profile'],
      ['/no-such-page/', '/no-such-page'],
    ] as const) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(301);
      expect(res.headers.location, url).toBe(location);
    }
  });

  it('never redirects a trailing slash to another host, nor under /api', async () => {
    for (const url of ['//evil.example/', '///evil.example//', '/api/health/', '/api/no-such/']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers.location, url).toBeUndefined();
    }
  });

  it('caches hashed assets for a year as immutable', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers a missing asset with 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/missing.js' });
    expect(res.statusCode).toBe(404);
  });
});
