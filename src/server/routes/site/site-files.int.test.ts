import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths, type PathEntry } from '../../../shared/config/paths';
import { articlePath, sectionPath } from '../../../shared/magazine/slug';
import { blog, blogSection } from '../../db/schema/magazine';
import { magazineDemo } from '../../db/seed/magazine-demo';
import { seedMagazine } from '../../db/seed/seed-magazine';
import { saveBlog } from '../../services/magazine/save-blog';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { parseXml, xmlProblems } from '../../testing/xml-check';

const ORIGIN = 'http://localhost:3000';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedMagazine(t.database.db, magazineDemo);
});
afterAll(() => t.close());

const entries = Object.values(paths) as PathEntry[];

/** The articles and sections as the database holds them, for what the sitemap should say. */
const storedArticles = () =>
  t.database.db
    .select({
      id: blog.id,
      slug: blog.slug,
      imageURL: blog.imageURL,
      sectionId: blog.sectionId,
      authorId: blog.authorId,
      updatedAt: blog.updatedAt,
    })
    .from(blog)
    .orderBy(asc(blog.id));
const storedSections = () =>
  t.database.db.select({ slug: blogSection.slug }).from(blogSection).orderBy(asc(blogSection.id));

async function getSitemap() {
  const res = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
  expect(res.statusCode).toBe(200);
  expect(xmlProblems(res.body)).toEqual([]);
  const doc = parseXml(res.body);
  const urls = [...doc.getElementsByTagName('url')].map((url) => ({
    loc: url.getElementsByTagName('loc')[0]?.textContent ?? '',
    lastmod: url.getElementsByTagName('lastmod')[0]?.textContent ?? null,
    image: url.getElementsByTagName('image:loc')[0]?.textContent ?? null,
  }));
  return { res, doc, urls, locs: urls.map((url) => url.loc) };
}

describe('robots.txt', () => {
  it('keeps crawlers out of the API and of every account and staff screen, and names the sitemap', async () => {
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
    expect(res.body).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });
});

describe('sitemap.xml', () => {
  it('is well-formed XML: a urlset with the sitemap and image namespaces, cached briefly', async () => {
    const { res, doc } = await getSitemap();
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=600');
    const root = doc.documentElement;
    expect(root.tagName).toBe('urlset');
    expect(root.getAttribute('xmlns')).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    expect(root.getAttribute('xmlns:image')).toBe(
      'http://www.google.com/schemas/sitemap-image/1.1',
    );
  });

  it('lists the built public pages, every section page and every article by its canonical address, and nothing else', async () => {
    const { locs } = await getSitemap();
    const articles = await storedArticles();
    const sections = await storedSections();
    expect(articles).toHaveLength(magazineDemo.articles.length);
    expect(sections).toHaveLength(magazineDemo.sections.length);
    const expected = [
      ...entries
        .filter((e) => e.live && e.area === 'public' && !e.path.includes(':') && !e.noindex)
        .map((e) => e.path),
      ...sections.map(sectionPath),
      ...articles.map(articlePath),
    ].map((path) => ORIGIN + path);
    expect([...locs].sort()).toEqual([...expected].sort());
    expect(locs).toContain(`${ORIGIN}/moneyMap`);
    expect(locs).toContain(`${ORIGIN}/magazine/${articles[0]!.slug}-${articles[0]!.id}`);
  });

  it('gives each article the W3C date it last changed and its cover picture by its full address', async () => {
    const { urls } = await getSitemap();
    for (const article of await storedArticles()) {
      const url = urls.find((u) => u.loc === ORIGIN + articlePath(article));
      expect(url, articlePath(article)).toBeDefined();
      expect(url!.lastmod).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
      expect(new Date(url!.lastmod!).getTime()).toBe(
        Math.floor(article.updatedAt.getTime() / 1000) * 1000,
      );
      expect(article.imageURL).toMatch(/^\/media\/images\//);
      expect(url!.image).toBe(ORIGIN + article.imageURL);
      const cover = await t.app.inject({ method: 'GET', url: article.imageURL });
      expect(cover.headers['content-type']).toBe('image/webp');
    }
  });

  it('dates the landing and each section page by the latest change of the articles they list, and no other page', async () => {
    const { urls } = await getSitemap();
    const articles = await storedArticles();
    const sections = await t.database.db
      .select({ id: blogSection.id, slug: blogSection.slug })
      .from(blogSection);
    const w3c = (dates: Date[]) =>
      new Date(Math.floor(Math.max(...dates.map((d) => d.getTime())) / 1000) * 1000)
        .toISOString()
        .replace('.000Z', 'Z');
    const lastmod = (path: string) => urls.find((u) => u.loc === ORIGIN + path)?.lastmod;
    expect(lastmod(paths.magazine.path)).toBe(w3c(articles.map((a) => a.updatedAt)));
    for (const section of sections) {
      const own = articles.filter((a) => a.sectionId === section.id);
      expect(lastmod(sectionPath(section)), section.slug).toBe(
        own.length ? w3c(own.map((a) => a.updatedAt)) : null,
      );
    }
    expect(lastmod(paths.home.path)).toBeNull();
    expect(lastmod(paths.moneyMap.path)).toBeNull();
  });

  it('leaves out tag pages, search results, parameterised patterns, account and staff screens', async () => {
    const { locs } = await getSitemap();
    expect(locs.some((loc) => loc.includes('/magazine/search'))).toBe(false);
    // The tagged demo articles are listed; their tags' pages are not.
    const tagged = (await storedArticles()).length;
    expect(locs.filter((loc) => /\/magazine\/[^/]+-\d+$/.test(loc)).length).toBe(tagged);
    expect(locs.some((loc) => loc.includes('/magazine/tag/'))).toBe(false);
    expect(locs.some((loc) => loc.slice(ORIGIN.length).includes(':'))).toBe(false);
    expect(locs).not.toContain(`${ORIGIN}/profile`);
    expect(locs).not.toContain(`${ORIGIN}/admin`);
    expect(locs.every((loc) => loc.startsWith(`${ORIGIN}/`))).toBe(true);
  });

  it('follows the articles: a new article appears, a retitled one moves with a new date', async () => {
    const [first] = await storedArticles();
    const added = await saveBlog(
      { db: t.database.db, contentVersion: t.app.contentVersion },
      {
        title: 'Gold & silver: <small> bets, big lessons',
        content: '<p>Why a little gold steadies a portfolio.</p>',
        section: first!.sectionId,
        author: first!.authorId,
      },
    );
    let { urls, locs } = await getSitemap();
    expect(locs).toContain(`${ORIGIN}/magazine/gold-and-silver-small-bets-big-lessons-${added}`);
    const entry = urls.find((u) => u.loc.endsWith(`-${added}`))!;
    // An article without a cover is listed without a picture.
    expect(entry.image).toBeNull();

    await new Promise((resolve) => setTimeout(resolve, 1100));
    await saveBlog(
      { db: t.database.db, contentVersion: t.app.contentVersion },
      {
        id: added,
        title: 'Gold, quietly',
        content: '<p>Why a little gold steadies a portfolio.</p>',
        section: first!.sectionId,
        author: first!.authorId,
      },
    );
    ({ urls, locs } = await getSitemap());
    expect(locs).toContain(`${ORIGIN}/magazine/gold-quietly-${added}`);
    expect(locs).not.toContain(
      `${ORIGIN}/magazine/gold-and-silver-small-bets-big-lessons-${added}`,
    );
    const moved = urls.find((u) => u.loc.endsWith(`-${added}`))!;
    expect(new Date(moved.lastmod!).getTime()).toBeGreaterThan(new Date(entry.lastmod!).getTime());
    const [stored] = await t.database.db
      .select({ updatedAt: blog.updatedAt })
      .from(blog)
      .where(eq(blog.id, added));
    expect(moved.lastmod).toBe(stored!.updatedAt.toISOString().replace(/\.\d{3}Z$/, 'Z'));
  });
});
