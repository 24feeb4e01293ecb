import { parseHTML } from 'linkedom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notFoundPage, pageTitle } from '../../shared/config/page-title';
import { articlePath } from '../../shared/magazine/slug';
import { magazineDemo } from '../db/seed/magazine-demo';
import { seedMagazine } from '../db/seed/seed-magazine';
import { saveSection } from '../services/magazine/save-blog';
import { createStandInBuild } from '../testing/stand-in-build';
import { createTestApp, type TestApp } from '../testing/test-app';

// Decision 32: every URL has one answer. A canonical path answers 200; a known page asked for at
// another path answers 301 to its canonical path (with the query); anything else is a 404 with
// the site's not-found page.

let t: TestApp;
let build: ReturnType<typeof createStandInBuild>;
let article: { id: number; slug: string; path: string };
let taxSectionId: number;

beforeAll(async () => {
  build = createStandInBuild();
  t = await createTestApp({ STATIC_DIR: build.dir });
  await seedMagazine(t.database.db, magazineDemo);
  const [first] = await t.app.publicReads.blogs(0, 1);
  article = { id: first!.id, slug: first!.slug, path: articlePath(first!) };
  // The tax section renamed: its old slug, 'tax', is kept for redirects.
  const sections = await t.app.publicReads.blogSections();
  const tax = sections.find((s) => s.slug === 'tax')!;
  taxSectionId = tax.id;
  await saveSection(
    { db: t.database.db, contentVersion: t.app.contentVersion },
    { id: tax.id, name: 'Taxes', slug: 'taxes' },
  );
}, 60_000);
afterAll(async () => {
  await t.close();
  build.remove();
});

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('a page asked for at another path moves permanently to its canonical path', () => {
  const table: [string, () => string, () => string][] = [
    ['an escaped letter', () => '/%6DoneyMap', () => '/moneyMap'],
    ['upper case', () => '/MONEYMAP', () => '/moneyMap'],
    [
      'upper case, with its query',
      () => '/MONEYMAP?amount=5&x=%2F',
      () => '/moneyMap?amount=5&x=%2F',
    ],
    ['upper case and a trailing slash', () => '/moneymap/', () => '/moneyMap'],
    ['the magazine in another case', () => '/Magazine', () => '/magazine'],
    ['an article by its bare id', () => `/magazine/${article.id}`, () => article.path],
    [
      'an article by a wrong slug',
      () => `/magazine/not-its-slug-${article.id}`,
      () => article.path,
    ],
    [
      'an article by its slug in upper case',
      () => `/magazine/${article.slug.toUpperCase()}-${article.id}`,
      () => article.path,
    ],
    [
      'an article by its id, with a query',
      () => `/magazine/${article.id}?utm_source=mail`,
      () => `${article.path}?utm_source=mail`,
    ],
    ['a section by its old slug', () => '/magazine/section/tax', () => '/magazine/section/taxes'],
    [
      'a section in upper case',
      () => '/magazine/section/Investing',
      () => '/magazine/section/investing',
    ],
    [
      'a section by an old slug in upper case',
      () => '/magazine/section/TAX',
      () => '/magazine/section/taxes',
    ],
    [
      'a section by its id',
      () => `/magazine/section/${taxSectionId}`,
      () => '/magazine/section/taxes',
    ],
    ['a tag in upper case', () => '/magazine/tag/Video', () => '/magazine/tag/video'],
    [
      'a tag as the editors write it',
      () => '/magazine/tag/save%20tax',
      () => '/magazine/tag/save-tax',
    ],
    [
      'a tag in another case, as written',
      () => '/magazine/tag/Save%20Tax',
      () => '/magazine/tag/save-tax',
    ],
  ];

  it.each(table)('%s', async (_name, url, location) => {
    const res = await get(url());
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe(location());
    // The redirect is where the next request goes, and that one is the page.
    const next = await get(location());
    expect(next.statusCode).toBe(200);
  });

  it('answers a redirect that the data decided afresh each time, never from a kept copy', async () => {
    for (let i = 0; i < 2; i++) {
      const res = await get(`/magazine/${article.id}`);
      expect(res.statusCode).toBe(301);
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('takes two steps for a path wrong both in its fixed part and in its data', async () => {
    const first = await get('/MAGAZINE/TAG/VIDEO');
    expect(first.headers.location).toBe('/magazine/tag/VIDEO');
    const second = await get(first.headers.location as string);
    expect(second.headers.location).toBe('/magazine/tag/video');
  });
});

describe('a canonical path answers 200 where it is', () => {
  it.each([
    () => '/moneyMap',
    () => '/magazine',
    () => article.path,
    () => '/magazine/section/taxes',
    () => '/magazine/tag/video',
    () => '/magazine/tag/save-tax',
  ])('%#', async (url) => {
    const res = await get(url());
    expect(res.statusCode).toBe(200);
    expect(res.headers.location).toBeUndefined();
  });
});

describe('anything else is a 404 with the site’s not-found page', () => {
  async function notFound(url: string) {
    const res = await get(url);
    expect(res.statusCode, url).toBe(404);
    expect(res.headers.location, url).toBeUndefined();
    expect(res.headers['content-type'], url).toContain('text/html');
    const { document } = parseHTML(res.body);
    return {
      title: document.querySelector('head title')?.textContent ?? '',
      heading: document.querySelector('main h1')?.textContent ?? '',
      robots: document.querySelector('head meta[name="robots"]')?.getAttribute('content'),
    };
  }

  it('an unknown tag, without repeating the address’s words in the title or the heading', async () => {
    const page = await notFound('/magazine/tag/Call%20us%20on%20555-0100%20to%20win');
    expect(page.title).toBe(pageTitle(notFoundPage));
    expect(page.heading).toBe('Tag not found');
    expect(page.robots).toBe('noindex');
    for (const text of [page.title, page.heading]) expect(text.toLowerCase()).not.toContain('win');
  });

  it('an unknown article, section or page', async () => {
    await notFound('/magazine/no-such-article-999999');
    await notFound('/magazine/section/no-such-section');
    await notFound('/no-such-page');
    await notFound('/NO-SUCH-PAGE');
  });

  it('a legacy link to a missing article or section', async () => {
    const article = await notFound('/magazine/blog-details?title=gone&blog=999999');
    expect(article.title).toBe(pageTitle(notFoundPage));
    await notFound('/magazine/blog-details?title=elss');
    await notFound('/magazine/section?section=424242');
  });

  // (A backslash cannot be sent by `inject`, which reads it as a host: canonical-path.test.ts.)
  it('never another host: a path that would read as one is not redirected', async () => {
    for (const url of ['//MONEYMAP', '//moneyMap/', '//evil.example/MAGAZINE', '/%5CMONEYMAP']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers.location, url).toBeUndefined();
    }
  });
});
