import { asc, desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { site } from '../../../shared/config/site';
import { articlePath } from '../../../shared/magazine/slug';
import { blog, blogTag } from '../../db/schema/magazine';
import { magazineDemo } from '../../db/seed/magazine-demo';
import { seedMagazine } from '../../db/seed/seed-magazine';
import { saveBlog } from '../../services/magazine/save-blog';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { parseXml, xmlProblems } from '../../testing/xml-check';

const ORIGIN = 'http://localhost:3000';
/** RFC 822 as JavaScript writes it: 'Sun, 11 Jan 2026 18:30:00 GMT'. */
const RFC_822 = /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} GMT$/;
const AWKWARD_TITLE = 'Tax & you: <why> "old" regimes still win';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedMagazine(t.database.db, magazineDemo);
});
afterAll(() => t.close());

/** Every article as stored, newest first (by date, then id), with its tags in order. */
async function storedNewestFirst() {
  const rows = await t.database.db
    .select({
      id: blog.id,
      slug: blog.slug,
      title: blog.title,
      description: blog.description,
      createdAt: blog.createdAt,
    })
    .from(blog)
    .orderBy(desc(blog.createdAt), desc(blog.id));
  const tags = await t.database.db
    .select()
    .from(blogTag)
    .orderBy(asc(blogTag.position), asc(blogTag.tag));
  return rows.map((row) => ({
    ...row,
    tags: tags.filter((tag) => tag.blogId === row.id).map((tag) => tag.tag),
  }));
}

async function getFeed() {
  const res = await t.app.inject({ method: 'GET', url: '/rss.xml' });
  expect(res.statusCode).toBe(200);
  expect(xmlProblems(res.body)).toEqual([]);
  const doc = parseXml(res.body);
  const text = (parent: Element, tag: string) =>
    parent.getElementsByTagName(tag)[0]?.textContent ?? null;
  const items = [...doc.getElementsByTagName('item')].map((item) => ({
    title: text(item, 'title'),
    link: text(item, 'link'),
    guid: text(item, 'guid'),
    isPermaLink: item.getElementsByTagName('guid')[0]?.getAttribute('isPermaLink'),
    pubDate: text(item, 'pubDate'),
    description: text(item, 'description'),
    categories: [...item.getElementsByTagName('category')].map((c) => c.textContent),
  }));
  return { res, doc, items, text };
}

/** Writes `count` articles dated after every demo article, the last one the newest. */
async function addNewerArticles(count: number, lastTitle: string) {
  const [newest] = await storedNewestFirst();
  const { sectionId, authorId } = (
    await t.database.db.select().from(blog).orderBy(asc(blog.id)).limit(1)
  )[0]!;
  for (let n = 1; n <= count; n += 1) {
    const date = new Date(newest!.createdAt.getTime() + n * 86_400_000);
    await saveBlog(
      { db: t.database.db, contentVersion: t.app.contentVersion },
      {
        title: n === count ? lastTitle : `Money note number ${n}`,
        description: n === count ? 'Which regime & why: <b>not</b> bold here.' : undefined,
        content: `<p>A short note, number ${n}.</p>`,
        section: sectionId,
        author: authorId,
        tags: n === count ? ['save tax', 'r&d'] : [],
        createdAt: date,
      },
    );
  }
}

describe('rss.xml', () => {
  it('is an RSS 2.0 channel for the magazine: name, link, language, build date, its own address', async () => {
    const { res, doc, text } = await getFeed();
    expect(res.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=600');
    const root = doc.documentElement;
    expect(root.tagName).toBe('rss');
    expect(root.getAttribute('version')).toBe('2.0');
    const channel = root.getElementsByTagName('channel')[0]!;
    expect(text(channel, 'title')).toBe(site.name);
    expect(text(channel, 'link')).toBe(`${ORIGIN}/magazine`);
    expect(text(channel, 'description')).not.toBe('');
    expect(text(channel, 'language')).toBe('en-IN');
    expect(text(channel, 'lastBuildDate')).toMatch(RFC_822);
    const self = channel.getElementsByTagName('atom:link')[0]!;
    expect(self.getAttribute('rel')).toBe('self');
    expect(self.getAttribute('href')).toBe(`${ORIGIN}/rss.xml`);
    expect(self.getAttribute('type')).toBe('application/rss+xml');
    expect(root.getAttribute('xmlns:atom')).toBe('http://www.w3.org/2005/Atom');
  });

  it('carries every article, newest first, when there are fewer than 20', async () => {
    const { items } = await getFeed();
    const stored = await storedNewestFirst();
    expect(stored.length).toBeLessThan(20);
    expect(items.map((item) => item.title)).toEqual(stored.map((a) => a.title));
  });

  it('carries the 20 newest, each by its canonical address as a permanent guid, dated, described and tagged', async () => {
    await addNewerArticles(7, AWKWARD_TITLE);
    const { items } = await getFeed();
    const stored = await storedNewestFirst();
    expect(stored).toHaveLength(magazineDemo.articles.length + 7);
    expect(items).toHaveLength(20);
    expect(items).toEqual(
      stored.slice(0, 20).map((article) => ({
        title: article.title,
        link: ORIGIN + articlePath(article),
        guid: ORIGIN + articlePath(article),
        isPermaLink: 'true',
        pubDate: article.createdAt.toUTCString(),
        description: article.description,
        categories: article.tags,
      })),
    );
    for (const item of items) expect(item.pubDate).toMatch(RFC_822);
    // The oldest article has dropped out.
    expect(items.map((i) => i.title)).not.toContain(stored.at(-1)!.title);
  });

  it('escapes titles, descriptions and tags that hold & and <', async () => {
    const { res, items } = await getFeed();
    expect(items[0]).toMatchObject({
      title: AWKWARD_TITLE,
      description: 'Which regime & why: <b>not</b> bold here.',
      categories: ['save tax', 'r&d'],
    });
    expect(items[0]!.link).toMatch(/\/magazine\/tax-and-you-why-old-regimes-still-win-\d+$/);
    expect(res.body).not.toContain('<why>');
    expect(res.body).not.toContain('<b>');
    expect(res.body).not.toContain('r&d');
  });

  it('says when it was built: the time of the newest change to a listed article', async () => {
    const { doc, text } = await getFeed();
    const [latest] = await t.database.db
      .select({ updatedAt: blog.updatedAt })
      .from(blog)
      .orderBy(desc(blog.updatedAt))
      .limit(1);
    const channel = doc.getElementsByTagName('channel')[0]!;
    expect(text(channel, 'lastBuildDate')).toBe(latest!.updatedAt.toUTCString());
  });
});
