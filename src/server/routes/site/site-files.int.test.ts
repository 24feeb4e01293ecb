import { and, asc, eq, max, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths, type PathEntry } from '../../../shared/config/paths';
import { TAG_INDEX_MINIMUM } from '../../../shared/magazine/magazine-routes';
import { articlePath, authorPath, sectionPath, tagPath } from '../../../shared/magazine/slug';
import { buildApp, type App } from '../../app';
import type { Database } from '../../db/client';
import { events } from '../../db/schema/events';
import { blog, blogAuthor, blogSection, blogTag } from '../../db/schema/magazine';
import { magazineDemo } from '../../db/seed/magazine-demo';
import { seedEvents } from '../../db/seed/seed-events';
import { seedMagazine } from '../../db/seed/seed-magazine';
import { saveBlog } from '../../services/magazine/save-blog';
import { adminBearer } from '../../testing/admin-bearer';
import { expectChangedSince, nextSecondAfter } from '../../testing/revalidation';
import { createStandInBuild } from '../../testing/stand-in-build';
import {
  createTestApp,
  createTestDatabase,
  testConfig,
  type TestApp,
} from '../../testing/test-app';
import { parseXml, xmlProblems } from '../../testing/xml-check';

const ORIGIN = 'http://localhost:3000';

let t: TestApp;
let build: ReturnType<typeof createStandInBuild>;
beforeAll(async () => {
  build = createStandInBuild();
  t = await createTestApp({ STATIC_DIR: build.dir });
  await seedMagazine(t.database.db, magazineDemo);
  await seedEvents(t.database.db);
});
afterAll(async () => {
  await t.close();
  build.remove();
});

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

const get = (url: string, headers: Record<string, string> = {}, app: App = t.app) =>
  app.inject({ method: 'GET', url, headers });

/** An XML file of the sitemaps, checked well-formed and parsed. */
async function getXml(url: string, app: App = t.app) {
  const res = await get(url, {}, app);
  expect(res.statusCode, url).toBe(200);
  expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
  expect(xmlProblems(res.body), url).toEqual([]);
  return { res, doc: parseXml(res.body) };
}

/** The sitemap index's files: their paths and dates. */
async function getIndex(app: App = t.app) {
  const { res, doc } = await getXml('/sitemap.xml', app);
  const files = [...doc.getElementsByTagName('sitemap')].map((file) => ({
    path: (file.getElementsByTagName('loc')[0]?.textContent ?? '').slice(ORIGIN.length),
    lastmod: file.getElementsByTagName('lastmod')[0]?.textContent ?? null,
  }));
  return { res, doc, files };
}

/** One sitemap file's addresses, with their dates and pictures. */
async function getFile(path: string, app: App = t.app) {
  const { res, doc } = await getXml(path, app);
  const urls = [...doc.getElementsByTagName('url')].map((url) => ({
    loc: url.getElementsByTagName('loc')[0]?.textContent ?? '',
    lastmod: url.getElementsByTagName('lastmod')[0]?.textContent ?? null,
    image: url.getElementsByTagName('image:loc')[0]?.textContent ?? null,
  }));
  return { res, doc, urls };
}

/** Every address the sitemaps list, read through the index as a crawler does. */
async function getSitemap(app: App = t.app) {
  const { files } = await getIndex(app);
  const urls = [];
  for (const file of files) urls.push(...(await getFile(file.path, app)).urls);
  return { files, urls, locs: urls.map((url) => url.loc) };
}

/** The public pages the registry lets search engines index. */
const registryPages = entries
  .filter((e) => e.live && e.area === 'public' && !e.path.includes(':') && !e.noindex)
  .map((e) => e.path);

/** The tags ADR 021 lets be indexed: those of at least TAG_INDEX_MINIMUM articles, by slug. */
const indexableTags = async (database: Database = t.database) =>
  (
    await database.db
      .select({ slug: blogTag.slug })
      .from(blogTag)
      .groupBy(blogTag.slug)
      .having(sql`count(distinct ${blogTag.blogId}) >= ${TAG_INDEX_MINIMUM}`)
  ).map((row) => row.slug);

/** Everything the sitemaps should list, as full addresses. */
async function expectedLocs(database: Database = t.database) {
  const articles = await database.db.select({ id: blog.id, slug: blog.slug }).from(blog);
  const sections = await database.db.select({ slug: blogSection.slug }).from(blogSection);
  const eventRows = await database.db.select({ id: events.id, slug: events.slug }).from(events);
  return [
    ...(await authorsWithArticles(database)).map(authorPath),
    ...registryPages,
    ...sections.map(sectionPath),
    ...articles.map(articlePath),
    ...(await indexableTags(database)).map(tagPath),
    ...eventRows.map((event) => `${paths.events.path}/${event.slug}-${event.id}`),
  ].map((path) => ORIGIN + path);
}

/** The authors whose pages the sitemap lists: those with a published article. */
async function authorsWithArticles(database: Database) {
  return database.db
    .selectDistinct({ slug: blogAuthor.slug })
    .from(blogAuthor)
    .innerJoin(blog, and(eq(blog.authorId, blogAuthor.id), eq(blog.status, 'published')));
}

/** The newest change to an article, a section or an author, as Last-Modified writes it. */
async function newestChange(): Promise<string> {
  const times = await Promise.all(
    [blog, blogSection, blogAuthor].map(async (table) => {
      const [row] = await t.database.db.select({ at: max(table.updatedAt) }).from(table);
      return row!.at!.getTime();
    }),
  );
  return new Date(Math.max(...times)).toUTCString();
}

/** The newest change to an event, as Last-Modified writes it: the events' file's date. */
async function newestEventChange(): Promise<string> {
  const [row] = await t.database.db.select({ at: max(events.updatedAt) }).from(events);
  return row!.at!.toUTCString();
}

const w3cSecond = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, 'Z');

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

describe('sitemap.xml, an index of sitemap files', () => {
  it('is a well-formed sitemap index, cached briefly, of one file per list while each is short', async () => {
    const { res, doc, files } = await getIndex();
    expect(res.headers['cache-control']).toBe('public, max-age=600');
    expect(doc.documentElement.tagName).toBe('sitemapindex');
    expect(doc.documentElement.getAttribute('xmlns')).toBe(
      'http://www.sitemaps.org/schemas/sitemap/0.9',
    );
    expect(files.map((file) => file.path)).toEqual([
      '/sitemap-pages-1.xml',
      '/sitemap-sections-1.xml',
      '/sitemap-articles-1.xml',
      '/sitemap-tags-1.xml',
      '/sitemap-events-1.xml',
      '/sitemap-authors-1.xml',
    ]);
    for (const file of files)
      expect(file.lastmod).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
    for (const file of files) {
      const { res: fileRes, doc: fileDoc } = await getXml(file.path);
      expect(fileRes.headers['cache-control']).toBe('public, max-age=600');
      expect(fileDoc.documentElement.tagName).toBe('urlset');
      expect(fileDoc.documentElement.getAttribute('xmlns:image')).toBe(
        'http://www.google.com/schemas/sitemap-image/1.1',
      );
    }
  });

  it('lists the built public pages, every section, every article by its canonical address, the tags that may be indexed and every event’s page, and nothing else', async () => {
    const { locs } = await getSitemap();
    expect(locs).toHaveLength(new Set(locs).size);
    expect([...locs].sort()).toEqual((await expectedLocs()).sort());
    expect(locs).toContain(`${ORIGIN}/moneyMap`);
    const { urls: pages } = await getFile('/sitemap-pages-1.xml');
    expect(pages.map((url) => url.loc)).toEqual(registryPages.map((path) => ORIGIN + path));
    const { urls: tags } = await getFile('/sitemap-tags-1.xml');
    expect(tags.length).toBeGreaterThan(0);
    expect(tags.every((url) => url.loc.startsWith(`${ORIGIN}/magazine/tag/`))).toBe(true);
  });

  it("lists a tag page exactly when its page asks to be indexed, at the page's canonical address", async () => {
    const { urls } = await getFile('/sitemap-tags-1.xml');
    for (const { loc } of urls) {
      const page = await get(loc.slice(ORIGIN.length));
      expect(page.statusCode, loc).toBe(200);
      expect(page.body, loc).toContain(`<link rel="canonical" href="${loc}"`);
      expect(page.body, loc).not.toContain('name="robots"');
    }
    // A tag on fewer articles: its page exists, kept out of search and out of the sitemap.
    const [thin] = await t.database.db
      .select({ slug: blogTag.slug })
      .from(blogTag)
      .groupBy(blogTag.slug)
      .having(sql`count(distinct ${blogTag.blogId}) < ${TAG_INDEX_MINIMUM}`)
      .limit(1);
    const thinPage = await get(tagPath(thin!.slug));
    expect(thinPage.statusCode).toBe(200);
    expect(thinPage.body).toContain('<meta name="robots" content="noindex"/>');
    expect(urls.map((url) => url.loc)).not.toContain(ORIGIN + tagPath(thin!.slug));
  });

  it('gives each article the W3C date it last changed and its cover picture by its full address', async () => {
    const { urls } = await getFile('/sitemap-articles-1.xml');
    for (const article of await storedArticles()) {
      const url = urls.find((u) => u.loc === ORIGIN + articlePath(article));
      expect(url, articlePath(article)).toBeDefined();
      expect(url!.lastmod).toBe(w3cSecond(article.updatedAt));
      expect(article.imageURL).toMatch(/^\/media\/images\//);
      expect(url!.image).toBe(ORIGIN + article.imageURL);
      const cover = await get(article.imageURL);
      expect(cover.headers['content-type']).toBe('image/webp');
    }
  });

  it('dates the landing, each section and each tag page by the latest change of the articles they list, and no other page', async () => {
    const { urls } = await getSitemap();
    const articles = await storedArticles();
    const sections = await t.database.db
      .select({ id: blogSection.id, slug: blogSection.slug })
      .from(blogSection);
    const newest = (dates: Date[]) =>
      w3cSecond(new Date(Math.max(...dates.map((d) => d.getTime()))));
    const lastmod = (path: string) => urls.find((u) => u.loc === ORIGIN + path)?.lastmod;
    expect(lastmod(paths.magazine.path)).toBe(newest(articles.map((a) => a.updatedAt)));
    for (const section of sections) {
      const own = articles.filter((a) => a.sectionId === section.id);
      expect(lastmod(sectionPath(section)), section.slug).toBe(
        own.length ? newest(own.map((a) => a.updatedAt)) : null,
      );
    }
    for (const slug of await indexableTags()) {
      const tagged = await t.database.db
        .select({ updatedAt: blog.updatedAt })
        .from(blog)
        .innerJoin(blogTag, eq(blogTag.blogId, blog.id))
        .where(eq(blogTag.slug, slug));
      expect(lastmod(tagPath(slug)), slug).toBe(newest(tagged.map((a) => a.updatedAt)));
    }
    expect(lastmod(paths.home.path)).toBeNull();
    expect(lastmod(paths.moneyMap.path)).toBeNull();
  });

  it('leaves out search results, parameterised patterns, account and staff screens', async () => {
    const { locs } = await getSitemap();
    expect(locs.some((loc) => loc.includes('/magazine/search'))).toBe(false);
    expect(locs.some((loc) => loc.slice(ORIGIN.length).includes(':'))).toBe(false);
    expect(locs).not.toContain(`${ORIGIN}/profile`);
    expect(locs).not.toContain(`${ORIGIN}/admin`);
    expect(locs.every((loc) => loc.startsWith(`${ORIGIN}/`))).toBe(true);
  });

  it('answers every file with an ETag and a Last-Modified, and 304 to either validator', async () => {
    const { files } = await getIndex();
    const changed = await newestChange();
    const eventsChanged = await newestEventChange();
    for (const path of ['/sitemap.xml', ...files.map((file) => file.path)]) {
      const res = await get(path);
      const etag = res.headers.etag as string;
      const lastModified = res.headers['last-modified'] as string;
      expect(etag, path).toMatch(/^"[\w-]+"$/);
      // The pages come from the code too: their list is never older than this server.
      if (path === '/sitemap.xml' || path.startsWith('/sitemap-pages-')) {
        expect(Date.parse(lastModified), path).toBeGreaterThanOrEqual(Date.parse(changed));
      } else if (path.startsWith('/sitemap-events-')) {
        // The events' file is dated by the events, not by the magazine.
        expect(lastModified, path).toBe(eventsChanged);
      } else {
        expect(lastModified, path).toBe(changed);
      }
      const byTag = await get(path, { 'if-none-match': etag });
      expect(byTag.statusCode, path).toBe(304);
      expect(byTag.body).toBe('');
      expect((await get(path, { 'if-modified-since': lastModified })).statusCode, path).toBe(304);
      const earlier = new Date(Date.parse(lastModified) - 1000).toUTCString();
      expect((await get(path, { 'if-modified-since': earlier })).statusCode, path).toBe(200);
      expect((await get(path, { 'if-none-match': '"other"' })).statusCode, path).toBe(200);
    }
  });

  it('has no file past the end of a list, in another spelling, or of another list: 404 with a code', async () => {
    for (const path of [
      '/sitemap-articles-2.xml',
      '/sitemap-articles-01.xml',
      '/sitemap-articles-0.xml',
      '/sitemap-posts-1.xml',
      '/sitemap-%61rticles-1.xml',
    ]) {
      const res = await get(path);
      expect(res.statusCode, path).toBe(404);
      expect(res.json(), path).toEqual({
        success: false,
        msg: 'There is no such sitemap',
        code: 'NOT_FOUND',
      });
    }
  });

  it('follows the articles: a new article appears, a retitled one moves with a new date', async () => {
    const [first] = await storedArticles();
    const before = await get('/sitemap-articles-1.xml');
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
    // The file changed: the old validator no longer matches.
    const changed = await get('/sitemap-articles-1.xml', {
      'if-none-match': before.headers.etag as string,
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers['last-modified']).toBe(await newestChange());

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
    expect(moved.lastmod).toBe(w3cSecond(stored!.updatedAt));
  });
});

describe("the events' sitemap after an event is deleted", () => {
  it('is newer than before, so a crawler revalidating by date gets the file without the event', async () => {
    const before = await get('/sitemap-events-1.xml');
    const lastModified = before.headers['last-modified'] as string;
    const [gone] = await t.database.db.select().from(events).orderBy(asc(events.id)).limit(1);
    const loc = `${ORIGIN}${paths.events.path}/${gone!.slug}-${gone!.id}`;
    expect(before.body).toContain(loc);
    await nextSecondAfter(lastModified);

    const deleted = await get(
      `/api/admin/deleteEvent/${gone!.id}`,
      await adminBearer(t.app, 'events_editor'),
    );
    expect(deleted.statusCode).toBe(200);

    const after = await expectChangedSince(t.app, '/sitemap-events-1.xml', lastModified);
    expect(after.body).not.toContain(loc);
  });
});

describe('sitemap files past their limit', () => {
  /** The same site with three addresses a file: the 50,000 of the protocol, made small. */
  const PER_FILE = 3;
  let small: App;
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
    await seedMagazine(database.db, magazineDemo);
    small = await buildApp({
      config: testConfig({ STATIC_DIR: build.dir }),
      database,
      logger: false,
      sitemapUrlsPerFile: PER_FILE,
    });
    await small.ready();
  });
  afterAll(async () => {
    await small.close();
    await database.close();
  });

  it('are split into numbered files of at most the limit, which together list every address once', async () => {
    const articles = (await database.db.select({ id: blog.id }).from(blog)).length;
    const sections = (await database.db.select({ id: blogSection.id }).from(blogSection)).length;
    const tags = (await indexableTags(database)).length;
    const authors = (await authorsWithArticles(database)).length;
    const numbered = (kind: string, count: number) =>
      Array.from(
        { length: Math.ceil(count / PER_FILE) },
        (_, i) => `/sitemap-${kind}-${i + 1}.xml`,
      );
    const { files } = await getIndex(small);
    expect(files.map((file) => file.path)).toEqual([
      ...numbered('pages', registryPages.length),
      ...numbered('sections', sections),
      ...numbered('articles', articles),
      ...numbered('tags', tags),
      ...numbered('authors', authors),
    ]);
    expect(
      files.filter((file) => file.path.startsWith('/sitemap-articles-')).length,
    ).toBeGreaterThan(2);

    const locs: string[] = [];
    for (const file of files) {
      const { urls } = await getFile(file.path, small);
      expect(urls.length, file.path).toBeGreaterThan(0);
      expect(urls.length, file.path).toBeLessThanOrEqual(PER_FILE);
      locs.push(...urls.map((url) => url.loc));
    }
    expect(locs).toHaveLength(new Set(locs).size);
    expect([...locs].sort()).toEqual((await expectedLocs(database)).sort());
    // The articles in the order they were written: a new one joins the last file.
    const { urls: firstArticles } = await getFile('/sitemap-articles-1.xml', small);
    const firstIds = firstArticles.map((url) => Number(/-(\d+)$/.exec(url.loc)![1]));
    expect(firstIds).toEqual([...firstIds].sort((a, b) => a - b));

    const past = `/sitemap-articles-${Math.ceil(articles / PER_FILE) + 1}.xml`;
    const res = await get(past, {}, small);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('each answer 304 to a matching If-None-Match', async () => {
    const { files } = await getIndex(small);
    for (const file of files) {
      const res = await get(file.path, {}, small);
      const again = await get(file.path, { 'if-none-match': res.headers.etag as string }, small);
      expect(again.statusCode, file.path).toBe(304);
    }
  });
});
