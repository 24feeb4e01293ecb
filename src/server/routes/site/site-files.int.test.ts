import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths, type PathEntry } from '../../../shared/config/paths';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const entries = Object.values(paths) as PathEntry[];

describe('files for crawlers, from the route registry', () => {
  it('robots.txt keeps crawlers out of the API and of every account and staff screen', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    const disallowed = res.body
      .split('\n')
      .filter((line) => line.startsWith('Disallow: '))
      .map((line) => line.slice('Disallow: '.length));
    expect(disallowed).toContain('/api/');
    for (const entry of entries.filter((e) => e.area !== 'public')) {
      expect(disallowed, entry.path).toContain(entry.path);
    }
    for (const entry of entries.filter((e) => e.area === 'public')) {
      expect(disallowed, entry.path).not.toContain(entry.path);
    }
    expect(res.body).toContain('Sitemap: http://localhost:3000/sitemap.xml');
  });

  it('sitemap.xml lists every built public page by its full address, and nothing else', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/xml');
    const listed = [...res.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    const expected = entries
      .filter((entry) => entry.live && entry.area === 'public')
      .map((entry) => `http://localhost:3000${entry.path}`);
    expect(listed.sort()).toEqual(expected.sort());
    expect(listed).toContain('http://localhost:3000/moneyMap');
    expect(listed).not.toContain('http://localhost:3000/profile');
  });
});
