import { asc, desc, eq, max } from 'drizzle-orm';
import { DOMParser } from 'linkedom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { site } from '../../../shared/config/site';
import { shareImageUrl } from '../../../shared/magazine/image-srcset';
import { articlePath, sectionFeedPath, sectionPath } from '../../../shared/magazine/slug';
import { blog, blogAuthor, blogSection, blogTag } from '../../db/schema/magazine';
import { magazineDemo } from '../../db/seed/magazine-demo';
import { seedMagazine } from '../../db/seed/seed-magazine';
import { saveBlog, saveSection } from '../../services/magazine/save-blog';
import { adminBearer } from '../../testing/admin-bearer';
import { expectChangedSince, nextSecondAfter } from '../../testing/revalidation';
import { createStandInBuild } from '../../testing/stand-in-build';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { parseXml, xmlProblems } from '../../testing/xml-check';

const ORIGIN = 'http://localhost:3000';
/** RFC 822 as JavaScript writes it: 'Sun, 11 Jan 2026 18:30:00 GMT'. */
const RFC_822 = /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} GMT$/;
const AWKWARD_TITLE = 'Tax & you: <why> "old" regimes still win';

let t: TestApp;
let build: ReturnType<typeof createStandInBuild>;
beforeAll(async () => {
  build = createStandInBuild();
  t = await createTestApp({ STATIC_DIR: build.dir });
  await seedMagazine(t.database.db, magazineDemo);
});
afterAll(async () => {
  await t.close();
  build.remove();
});

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

/** A feed as a reader sees it: its channel and items, checked well-formed first. */
async function getFeed(url = '/rss.xml') {
  const res = await t.app.inject({ method: 'GET', url });
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
  /** What each item carries beyond its summary: its author, whole article and picture. */
  const extras = [...doc.getElementsByTagName('item')].map((item) => {
    const media = item.getElementsByTagName('media:content')[0];
    return {
      link: text(item, 'link')!,
      creator: text(item, 'dc:creator'),
      html: text(item, 'content:encoded'),
      picture: media && {
        url: media.getAttribute('url'),
        type: media.getAttribute('type'),
        medium: media.getAttribute('medium'),
      },
    };
  });
  return { res, doc, items, extras, text };
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
    expect(root.getAttribute('xmlns:content')).toBe('http://purl.org/rss/1.0/modules/content/');
    expect(root.getAttribute('xmlns:dc')).toBe('http://purl.org/dc/elements/1.1/');
    expect(root.getAttribute('xmlns:media')).toBe('http://search.yahoo.com/mrss/');
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

/** The newest change to an article, a section or an author: what every feed says it last changed. */
async function newestChange(): Promise<Date> {
  const times = await Promise.all(
    [blog, blogSection, blogAuthor].map(async (table) => {
      const [row] = await t.database.db.select({ at: max(table.updatedAt) }).from(table);
      return row!.at!.getTime();
    }),
  );
  return new Date(Math.max(...times));
}

/** Asks for `url` again with a validator, as a feed reader or crawler revalidates. */
const revalidate = (url: string, headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url, headers });

describe('rss.xml, each article whole', () => {
  let added: number;
  beforeAll(async () => {
    const [first] = await t.database.db.select().from(blog).orderBy(asc(blog.id)).limit(1);
    const [other] = await t.database.db.select().from(blog).orderBy(desc(blog.id)).limit(1);
    added = await saveBlog(
      { db: t.database.db, contentVersion: t.app.contentVersion },
      {
        title: 'Reading your fund factsheet',
        content:
          '<p onclick="steal()">Start with <a href="' +
          articlePath(other!) +
          '">the basics</a>.</p><script>alert(1)</script>' +
          '<p><img src="' +
          first!.imageURL +
          '" alt="A factsheet"></p><p>Then <a href="https://www.amfiindia.com/">AMFI</a>.</p>',
        section: first!.sectionId,
        author: first!.authorId,
        imageURL: first!.imageURL,
        createdAt: new Date('2099-01-01T00:00:00Z'),
      },
    );
  });

  it('carries the sanitized HTML of every article, its links and pictures by their full address', async () => {
    const { extras } = await getFeed();
    expect(extras).toHaveLength(20);
    for (const item of extras) {
      const id = Number(/-(\d+)$/.exec(item.link)![1]);
      const stored = await t.app.publicReads.blog(id);
      expect(item.html, item.link).toBeTruthy();
      // The article as its page shows it, with the site's own paths written in full.
      expect(item.html!.replaceAll(`="${ORIGIN}/`, '="/'), item.link).toBe(stored!.content);
      expect(item.html).not.toMatch(/<script|onclick|javascript:/i);
    }
    const mine = extras.find((item) => item.link.endsWith(`-${added}`))!;
    expect(mine.html).toContain(`<a href="${ORIGIN}/magazine/`);
    expect(mine.html).toMatch(
      new RegExp(`<img src="${ORIGIN}/media/images/[^"]+" alt="A factsheet"`),
    );
    expect(mine.html).toContain('<a href="https://www.amfiindia.com/" rel="noopener noreferrer">');
    expect(mine.html).not.toContain('alert(1)');
  });

  it("names each article's author and its cover's share picture by its full address, type and size", async () => {
    const { extras } = await getFeed();
    for (const item of extras) {
      const id = Number(/-(\d+)$/.exec(item.link)![1]);
      const [stored] = await t.database.db
        .select({ author: blogAuthor.name, imageURL: blog.imageURL })
        .from(blog)
        .innerJoin(blogAuthor, eq(blogAuthor.id, blog.authorId))
        .where(eq(blog.id, id));
      expect(item.creator, item.link).toBe(stored!.author);
      if (stored!.imageURL === '') {
        expect(item.picture, item.link).toBeUndefined();
        continue;
      }
      expect(item.picture, item.link).toEqual({
        url: ORIGIN + shareImageUrl(stored!.imageURL),
        type: 'image/jpeg',
        medium: 'image',
      });
    }
    const pictured = extras.find((item) => item.picture)!;
    const picture = await t.app.inject({
      method: 'GET',
      url: pictured.picture!.url!.slice(ORIGIN.length),
    });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/jpeg');
  });

  it('answers a revalidation with 304: by its ETag, or by a date no older than its Last-Modified', async () => {
    const { res } = await getFeed();
    const etag = res.headers.etag as string;
    const lastModified = res.headers['last-modified'] as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(lastModified).toBe((await newestChange()).toUTCString());

    const byTag = await revalidate('/rss.xml', { 'if-none-match': etag });
    expect(byTag.statusCode).toBe(304);
    expect(byTag.body).toBe('');
    expect(byTag.headers.etag).toBe(etag);
    expect((await revalidate('/rss.xml', { 'if-modified-since': lastModified })).statusCode).toBe(
      304,
    );
    const earlier = new Date(Date.parse(lastModified) - 1000).toUTCString();
    expect((await revalidate('/rss.xml', { 'if-modified-since': earlier })).statusCode).toBe(200);
    // A validator of another version wins over the date (RFC 9110): the reader has another feed.
    expect(
      (
        await revalidate('/rss.xml', {
          'if-none-match': '"other"',
          'if-modified-since': lastModified,
        })
      ).statusCode,
    ).toBe(200);
  });
});

describe('a section feed, /magazine/section/{slug}/rss.xml', () => {
  const sectionsStored = () =>
    t.database.db.select().from(blogSection).orderBy(asc(blogSection.id));

  /** A section's articles as stored, newest first (by date, then id). */
  const articlesOf = async (sectionId: number) =>
    (
      await t.database.db
        .select({ id: blog.id, slug: blog.slug })
        .from(blog)
        .where(eq(blog.sectionId, sectionId))
        .orderBy(desc(blog.createdAt), desc(blog.id))
        .limit(20)
    ).map((article) => ORIGIN + articlePath(article));

  it("lists only that section's newest articles, under the section's own name, page and address", async () => {
    const sections = await sectionsStored();
    expect(sections.length).toBe(magazineDemo.sections.length);
    for (const section of sections) {
      const path = sectionFeedPath(section);
      const { res, doc, items, extras, text } = await getFeed(path);
      expect(res.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
      const channel = doc.getElementsByTagName('channel')[0]!;
      expect(text(channel, 'title')).toBe(`${site.name} magazine: ${section.name}`);
      expect(text(channel, 'link')).toBe(ORIGIN + sectionPath(section));
      expect(text(channel, 'description')).toBe(section.description);
      const self = channel.getElementsByTagName('atom:link')[0]!;
      expect(self.getAttribute('href')).toBe(ORIGIN + path);
      expect(self.getAttribute('rel')).toBe('self');
      expect(items.map((item) => item.link)).toEqual(await articlesOf(section.id));
      expect(items.length).toBeGreaterThan(0);
      for (const item of extras) expect(item.html).toBeTruthy();
    }
  });

  it('answers a revalidation with 304 by its ETag or its date', async () => {
    const path = sectionFeedPath({ slug: 'investing' });
    const { res } = await getFeed(path);
    expect(res.headers['last-modified']).toBe((await newestChange()).toUTCString());
    expect(
      (await revalidate(path, { 'if-none-match': res.headers.etag as string })).statusCode,
    ).toBe(304);
    expect(
      (await revalidate(path, { 'if-modified-since': res.headers['last-modified'] as string }))
        .statusCode,
    ).toBe(304);
  });

  it('is its own address: not the section page, which still answers at its path and names it', async () => {
    const page = await t.app.inject({ method: 'GET', url: sectionPath({ slug: 'investing' }) });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    const feeds = [
      ...new DOMParser()
        .parseFromString(page.body, 'text/html')
        .querySelectorAll('head link[rel="alternate"][type="application/rss+xml"]'),
    ].map((link) => [link.getAttribute('title'), link.getAttribute('href')]);
    // The magazine's feed, as on every page, and this section's.
    expect(feeds).toEqual([
      [expect.any(String), `${ORIGIN}/rss.xml`],
      ['Magazine: Investing', ORIGIN + sectionFeedPath({ slug: 'investing' })],
    ]);
    const feed = await getFeed(feeds[1]![1]!.slice(ORIGIN.length));
    expect(feed.text(feed.doc.getElementsByTagName('channel')[0]!, 'title')).toContain('Investing');
    // With a trailing slash, the feed (one answer per URL, decision 32).
    const slashed = await t.app.inject({
      method: 'GET',
      url: `${sectionFeedPath({ slug: 'investing' })}/`,
    });
    expect(slashed.statusCode).toBe(301);
    expect(slashed.headers.location).toBe(sectionFeedPath({ slug: 'investing' }));
  });

  it('an unknown section has no feed: 404 in the error envelope, with its code', async () => {
    for (const slug of ['no-such-section', '999999', 'rss.xml']) {
      const res = await t.app.inject({ method: 'GET', url: sectionFeedPath({ slug }) });
      expect(res.statusCode, slug).toBe(404);
      expect(res.headers['content-type']).toContain('application/json');
      expect(res.json()).toEqual({
        success: false,
        msg: 'The magazine has no section at this address',
        code: 'NOT_FOUND',
      });
    }
  });

  it('moves permanently to the current slug from an old one, an id or another case, with its query', async () => {
    const sections = await sectionsStored();
    const tax = sections.find((section) => section.slug === 'tax')!;
    await saveSection(
      { db: t.database.db, contentVersion: t.app.contentVersion },
      { id: tax.id, name: 'Taxes', slug: 'taxes' },
    );
    const current = sectionFeedPath({ slug: 'taxes' });
    for (const [asked, to] of [
      [sectionFeedPath({ slug: 'tax' }), current],
      [`${sectionFeedPath({ slug: 'tax' })}?utm_source=reader`, `${current}?utm_source=reader`],
      [sectionFeedPath({ slug: String(tax.id) }), current],
      [sectionFeedPath({ slug: 'TAXES' }), current],
    ] as const) {
      const res = await t.app.inject({ method: 'GET', url: asked });
      expect(res.statusCode, asked).toBe(301);
      expect(res.headers.location, asked).toBe(to);
    }
    const { doc, text } = await getFeed(current);
    expect(text(doc.getElementsByTagName('channel')[0]!, 'link')).toBe(
      ORIGIN + sectionPath({ slug: 'taxes' }),
    );
  });
});

describe('rss.xml after an article is deleted', () => {
  it('is newer than before, so a reader revalidating by date gets the feed without the article', async () => {
    const before = await getFeed();
    const lastModified = before.res.headers['last-modified'] as string;
    const [listed] = await t.database.db
      .select({ id: blog.id, slug: blog.slug })
      .from(blog)
      .orderBy(desc(blog.createdAt), desc(blog.id))
      .limit(1);
    const link = ORIGIN + articlePath(listed!);
    expect(before.items.map((item) => item.link)).toContain(link);
    await nextSecondAfter(lastModified);

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/blog?id=${listed!.id}`,
      headers: await adminBearer(t.app, 'feed_editor'),
    });
    expect(deleted.statusCode).toBe(200);

    const after = await expectChangedSince(t.app, '/rss.xml', lastModified);
    expect(after.body).not.toContain(link);
  });
});
