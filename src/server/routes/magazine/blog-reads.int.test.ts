import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAGAZINE_MESSAGES } from '../../../shared/schemas/magazine';
import { blog } from '../../db/schema/magazine';
import { magazineDemo } from '../../db/seed/magazine-demo';
import { seedMagazine } from '../../db/seed/seed-magazine';
import { saveBlog, saveSection, writeAuthor } from '../../services/magazine/save-blog';
import { createTestApp, writeUnannounced, type TestApp } from '../../testing/test-app';

type Summary = {
  id: number;
  title: string;
  tags: string[];
  featured: boolean;
  section: number;
  sectionName: string;
  createdAt: string;
  author: { name: string; imageUrl: string };
  imageURL: string;
  readingMinutes: number;
  snippet?: string;
};

let t: TestApp;
let sections: { investing: number; tax: number; retirement: number };
let author: number;
/** Titles of the fixture articles by their letter, oldest (a) to newest (l). */
const ids: Record<string, number> = {};

const post = (url: string, payload: unknown) =>
  t.app.inject({ method: 'POST', url: `/api/${url}`, payload: payload as object });
const get = (url: string) => t.app.inject({ method: 'GET', url: `/api/${url}` });
const titles = (blogs: Summary[]) => blogs.map((b) => b.title);

beforeAll(async () => {
  t = await createTestApp();
  const deps = { db: t.database.db, contentVersion: t.app.contentVersion };
  sections = {
    investing: await saveSection(deps, { name: 'Investing Basics', description: 'First steps' }),
    tax: await saveSection(deps, { name: 'Tax Planning', description: 'Deductions' }),
    retirement: await saveSection(deps, { name: 'Retirement', description: 'Enough, for long' }),
  };
  author = await writeAuthor(t.database.db, {
    name: 'Meera Iyer',
    imageUrl: '/magazine/author-meera.svg',
    twitter: 'https://twitter.com/arthashala',
  });
  // Twelve articles, one a day: a to l, each in a section with tags.
  const fixtures: [string, keyof typeof sections, string[], boolean][] = [
    ['a', 'investing', ['start investing'], false],
    ['b', 'investing', ['start investing', 'video'], true],
    ['c', 'tax', ['save tax'], false],
    ['d', 'tax', ['save tax', 'video'], true],
    ['e', 'retirement', ['retire like a boss'], false],
    ['f', 'retirement', ['retire like a boss', 'video'], true],
    ['g', 'investing', ['start investing', 'save tax'], false],
    ['h', 'tax', [], false],
    ['i', 'retirement', ['Retire, like a BOSS ', 'save tax'], true],
    ['j', 'investing', [], false],
    ['k', 'tax', ['save tax'], false],
    ['l', 'retirement', [], false],
  ];
  for (const [index, [letter, section, tags, featured]] of fixtures.entries()) {
    ids[letter] = await saveBlog(deps, {
      title: `Article ${letter.toUpperCase()} on money`,
      content: `<p>Plain words for article ${letter}.</p>`,
      section: sections[section],
      author,
      tags,
      featured,
      createdAt: `2026-01-${String(index + 1).padStart(2, '0')}`,
    });
  }
});
afterAll(() => t.close());

describe('POST /api/blog', () => {
  it('answers the newest first, page by page, without credentials', async () => {
    const first = await post('blog', { offset: 0, limit: 9 });
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body.success).toBe(true);
    expect(titles(body.blogs)).toEqual(
      ['l', 'k', 'j', 'i', 'h', 'g', 'f', 'e', 'd'].map(
        (x) => `Article ${x.toUpperCase()} on money`,
      ),
    );
    const second = (await post('blog', { offset: 9, limit: 9 })).json();
    expect(titles(second.blogs)).toEqual([
      'Article C on money',
      'Article B on money',
      'Article A on money',
    ]);
    expect((await post('blog', { offset: 12, limit: 9 })).json().blogs).toEqual([]);
  });

  it("answers each article with the seed's fields and spellings", async () => {
    const [newest] = (await post('blog', { offset: 0, limit: 1 })).json().blogs;
    expect(newest).toMatchObject({
      id: ids.l,
      title: 'Article L on money',
      slug: 'article-l-on-money',
      imageURL: '',
      section: sections.retirement,
      sectionName: 'Retirement',
      sectionSlug: 'retirement',
      author: { id: author, name: 'Meera Iyer', imageUrl: '/magazine/author-meera.svg' },
      tags: [],
      featured: false,
      readingMinutes: 1,
      description: 'Plain words for article l.',
    });
    expect(newest.createdAt).toBe('2026-01-11T18:30:00.000Z');
    expect(newest).not.toHaveProperty('content');
  });

  it.each([
    [{ offset: 0, limit: 201 }, MAGAZINE_MESSAGES.limit],
    [{ offset: 0, limit: 0 }, MAGAZINE_MESSAGES.limit],
    [{ offset: 0, limit: 2.5 }, MAGAZINE_MESSAGES.limit],
    [{ offset: 0, limit: '9' }, MAGAZINE_MESSAGES.limit],
    [{ offset: -1, limit: 9 }, MAGAZINE_MESSAGES.offset],
    [{ offset: 0.5, limit: 9 }, MAGAZINE_MESSAGES.offset],
  ])('refuses %j with 400 and a message', async (payload, msg) => {
    const res = await post('blog', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, msg, code: 'VALIDATION' });
  });

  it('takes 200 articles at once, as the video page asks', async () => {
    const res = await post('blog', { offset: 0, limit: 200 });
    expect(res.statusCode).toBe(200);
    expect(res.json().blogs).toHaveLength(12);
  });
});

describe('POST /api/blog/featured', () => {
  it('answers only featured articles, newest first', async () => {
    const body = (await post('blog/featured', { offset: 0, limit: 7 })).json();
    expect(titles(body.blogs)).toEqual([
      'Article I on money',
      'Article F on money',
      'Article D on money',
      'Article B on money',
    ]);
    expect(body.blogs.every((b: Summary) => b.featured)).toBe(true);
    expect(titles((await post('blog/featured', { offset: 3, limit: 7 })).json().blogs)).toEqual([
      'Article B on money',
    ]);
  });
});

describe('POST /api/blog/byTag', () => {
  it('finds a tag as stored or by its slug, newest first, tags normalised on save', async () => {
    const byText = (
      await post('blog/byTag', { tag: 'retire like a boss', offset: 0, limit: 4 })
    ).json();
    expect(titles(byText.blogs)).toEqual([
      'Article I on money',
      'Article F on money',
      'Article E on money',
    ]);
    expect(byText.blogs[0].tags).toEqual(['retire like a boss', 'save tax']);
    const bySlug = (
      await post('blog/byTag', { tag: 'Retire-Like-A-Boss', offset: 0, limit: 4 })
    ).json();
    expect(bySlug.blogs).toEqual(byText.blogs);
  });

  it('pages the video tag (the video strip asks for 3)', async () => {
    const body = (await post('blog/byTag', { tag: 'video', offset: 0, limit: 3 })).json();
    expect(titles(body.blogs)).toEqual([
      'Article F on money',
      'Article D on money',
      'Article B on money',
    ]);
    expect((await post('blog/byTag', { tag: 'video', offset: 3, limit: 3 })).json().blogs).toEqual(
      [],
    );
  });

  it('answers an unknown tag with an empty list, and a missing one with 400', async () => {
    expect((await post('blog/byTag', { tag: 'crypto', offset: 0, limit: 3 })).json()).toMatchObject(
      {
        success: true,
        blogs: [],
      },
    );
    for (const payload of [
      { offset: 0, limit: 3 },
      { tag: '   ', offset: 0, limit: 3 },
    ]) {
      const res = await post('blog/byTag', payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().msg).toBe(MAGAZINE_MESSAGES.tag);
    }
    const tooMany = await post('blog/byTag', { tag: 'video', offset: 0, limit: 500 });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().msg).toBe(MAGAZINE_MESSAGES.limit);
  });
});

describe('POST /api/blog/bySection and GET /api/blog/fetchSection', () => {
  it('lists the sections with their slugs, and no earlier ones before a rename', async () => {
    const body = (await get('blog/fetchSection')).json();
    expect(body.success).toBe(true);
    expect(body.sections).toEqual([
      {
        id: sections.investing,
        name: 'Investing Basics',
        description: 'First steps',
        slug: 'investing-basics',
        previousSlugs: [],
      },
      {
        id: sections.tax,
        name: 'Tax Planning',
        description: 'Deductions',
        slug: 'tax-planning',
        previousSlugs: [],
      },
      {
        id: sections.retirement,
        name: 'Retirement',
        description: 'Enough, for long',
        slug: 'retirement',
        previousSlugs: [],
      },
    ]);
  });

  it("answers a section's articles by id (number or digits) or slug, newest first", async () => {
    const expected = [
      'Article K on money',
      'Article H on money',
      'Article D on money',
      'Article C on money',
    ];
    for (const section of [sections.tax, String(sections.tax), 'tax-planning']) {
      const res = await post('blog/bySection', { section, offset: 0, limit: 50 });
      expect(res.statusCode).toBe(200);
      expect(titles(res.json().blogs), String(section)).toEqual(expected);
    }
    expect(
      titles(
        (await post('blog/bySection', { section: sections.tax, offset: 1, limit: 2 })).json().blogs,
      ),
    ).toEqual(expected.slice(1, 3));
  });

  it('answers an unknown section 404 NOT_FOUND, a missing one 400', async () => {
    for (const section of [999_999, 'no-such-section', '99999999999']) {
      const res = await post('blog/bySection', { section, offset: 0, limit: 50 });
      expect(res.statusCode, String(section)).toBe(404);
      expect(res.json()).toEqual({
        success: false,
        msg: MAGAZINE_MESSAGES.sectionNotFound,
        code: 'NOT_FOUND',
      });
    }
    const missing = await post('blog/bySection', { offset: 0, limit: 50 });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().msg).toBe(MAGAZINE_MESSAGES.section);
  });

  it('keeps a renamed section reachable by its old slug', async () => {
    const deps = { db: t.database.db, contentVersion: t.app.contentVersion };
    const id = await saveSection(deps, { name: 'Women and Money' });
    await saveSection(deps, { id, name: 'Money for Women' });
    const list = (await get('blog/fetchSection')).json().sections;
    expect(list.find((s: { id: number }) => s.id === id).slug).toBe('money-for-women');
    const old = await post('blog/bySection', { section: 'women-and-money', offset: 0, limit: 5 });
    expect(old.statusCode).toBe(200);
  });
});

describe('GET /api/blog/blog', () => {
  it('answers one article with its sanitized HTML', async () => {
    const id = await saveBlog(
      { db: t.database.db, contentVersion: t.app.contentVersion },
      {
        title: 'Why a <script> is not a plan',
        content:
          '<p onclick="steal()">Keep it simple.<script>alert(1)</script></p><iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ"></iframe><iframe src="https://evil.example/x"></iframe>',
        section: sections.investing,
        author,
        tags: ['Start Investing', 'start investing', ''],
        createdAt: '2025-06-01',
      },
    );
    const res = await get(`blog/blog?blog=${id}`);
    expect(res.statusCode).toBe(200);
    const { blog: article } = res.json();
    expect(article.title).toBe('Why a <script> is not a plan');
    expect(article.slug).toBe('why-a-script-is-not-a-plan');
    expect(article.tags).toEqual(['start investing']);
    expect(article.content).toBe(
      '<p>Keep it simple.</p><iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ" title="Video" width="560" height="315" allow="accelerometer; encrypted-media; gyroscope; picture-in-picture" allowfullscreen loading="lazy" referrerpolicy="strict-origin-when-cross-origin"></iframe>',
    );
  });

  it('sanitizes an article again when it is read, however its row was written', async () => {
    const id = await saveBlog(
      { db: t.database.db, contentVersion: t.app.contentVersion },
      {
        title: 'Written around the writer',
        content: '<p>Fine.</p>',
        section: sections.investing,
        author,
        tags: [],
        createdAt: '2025-06-02',
      },
    );
    // As a row written some other way (a migration, a hand edit) would hold it.
    await t.database.db
      .update(blog)
      .set({ content: '<p onmouseover="steal()">Fine.<script>alert(1)</script></p>' })
      .where(eq(blog.id, id));
    await t.app.contentVersion.refresh();
    const res = await get(`blog/blog?blog=${id}`);
    expect(res.json().blog.content).toBe('<p>Fine.</p>');
  });

  it.each(['999999', '2147483647'])('answers an unknown id (%s) 404 NOT_FOUND', async (id) => {
    const res = await get(`blog/blog?blog=${id}`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      success: false,
      msg: MAGAZINE_MESSAGES.blogNotFound,
      code: 'NOT_FOUND',
    });
  });

  it.each(['', 'abc', '-1', '0', '1.5', '2147483648', '1e3'])(
    'refuses blog=%j with 400',
    async (id) => {
      const res = await get(`blog/blog?blog=${encodeURIComponent(id)}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        success: false,
        msg: MAGAZINE_MESSAGES.blogId,
        code: 'VALIDATION',
      });
    },
  );
});

describe('the cache', () => {
  it('a write through the service moves the content version; the next read shows it', async () => {
    const before = (await post('blog', { offset: 0, limit: 1 })).json().blogs[0];
    const again = await post('blog', { offset: 0, limit: 1 });
    expect(again.json().blogs[0]).toEqual(before);

    // Written with the triggers off: the version stays, so the kept answer stays.
    await writeUnannounced(t.database, (db) =>
      db.update(blog).set({ title: 'Changed behind its back' }).where(eq(blog.id, before.id)),
    );
    expect((await post('blog', { offset: 0, limit: 1 })).json().blogs[0].title).toBe(before.title);

    const version = t.app.contentVersion.current();
    await saveBlog(
      { db: t.database.db, contentVersion: t.app.contentVersion },
      {
        id: before.id,
        title: 'Article L, revised',
        content: '<p>New words.</p>',
        section: before.section,
        author,
        createdAt: before.createdAt,
      },
    );
    // Heard by the app that wrote before saveBlog resolved: no wait for the notification.
    expect(t.app.contentVersion.current()).toBeGreaterThan(version);
    const after = (await post('blog', { offset: 0, limit: 1 })).json().blogs[0];
    expect(after.title).toBe('Article L, revised');
    expect(after.slug).toBe('article-l-revised');
    expect(Date.parse(after.updatedAt)).toBeGreaterThan(Date.parse(before.updatedAt));
    expect((await get(`blog/blog?blog=${before.id}`)).json().blog.content).toBe(
      '<p>New words.</p>',
    );
  });

  it('refuses to save an article without a title or content, with the seed messages', async () => {
    const deps = { db: t.database.db, contentVersion: t.app.contentVersion };
    const base = { section: sections.tax, author, content: '<p>x</p>', title: 'T' };
    await expect(saveBlog(deps, { ...base, title: '   ' })).rejects.toThrow(
      MAGAZINE_MESSAGES.blogTitle,
    );
    await expect(saveBlog(deps, { ...base, content: '<script>only()</script>' })).rejects.toThrow(
      MAGAZINE_MESSAGES.blogContent,
    );
    await expect(saveBlog(deps, { ...base, id: 999_999 })).rejects.toThrow(
      MAGAZINE_MESSAGES.blogNotFound,
    );
  });
});

describe('GET /api/blog/related', () => {
  it('orders by shared tags, then same section, then newest; never the article itself', async () => {
    // g: investing, tags start investing + save tax.
    const res = await get(`blog/related?blog=${ids.g}&limit=20`);
    expect(res.statusCode).toBe(200);
    const related: Summary[] = res.json().blogs;
    expect(related.map((b) => b.id)).not.toContain(ids.g);
    // One shared tag each: the investing ones (b, a) and the save-tax ones (k, i, d, c); among
    // them, the same section first (b, a), then newest (k, i, d, c); then the section's others (j).
    // Articles added by other tests are left out of the comparison.
    const letterOf = new Map(Object.entries(ids).map(([letter, id]) => [id, letter]));
    const letters = related.map((b) => letterOf.get(b.id)).filter(Boolean);
    expect(letters.slice(0, 6)).toEqual(['b', 'a', 'k', 'i', 'd', 'c']);
    // Then the section's others, newest first, then the rest, newest first.
    expect(letters.slice(6)).toEqual(['j', 'l', 'h', 'f', 'e']);
  });

  it('answers 4 by default, an unknown article 404, a bad limit 400', async () => {
    expect((await get(`blog/related?blog=${ids.a}`)).json().blogs).toHaveLength(4);
    expect((await get('blog/related?blog=999999')).statusCode).toBe(404);
    const bad = await get(`blog/related?blog=${ids.a}&limit=0`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toBe(MAGAZINE_MESSAGES.limit);
  });
});

describe('GET /api/blog/search', () => {
  let inTitle: number;
  let inBody: number;
  beforeAll(async () => {
    const deps = { db: t.database.db, contentVersion: t.app.contentVersion };
    inBody = await saveBlog(deps, {
      title: 'A calm weekend with the family budget',
      content:
        '<p>We sat down on Sunday. Somewhere in the middle we talked about the gratuity the company owes, and what a <b>gratuity</b> payout could do for the house fund.</p>',
      section: sections.retirement,
      author,
      createdAt: '2026-03-01',
    });
    inTitle = await saveBlog(deps, {
      title: 'Gratuity explained',
      content: '<p>Five years of service and a formula: how the payout is worked out.</p>',
      section: sections.retirement,
      author,
      createdAt: '2025-03-01',
    });
  });

  it('ranks a title match above a body match, and marks the snippets', async () => {
    const res = await get('blog/search?q=gratuity');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.total).toBe(2);
    expect(body.blogs.map((b: Summary) => b.id)).toEqual([inTitle, inBody]);
    const snippet: string = body.blogs[1].snippet;
    expect(snippet).toContain('<mark>gratuity</mark>');
    expect(snippet.replace(/<\/?mark>/g, '')).not.toMatch(/[<>]/);
  });

  it('reads the query like a web search box: stems, phrases, minus', async () => {
    const stems = (await get('blog/search?q=GRATUITIES')).json();
    expect(stems.total).toBe(2);
    const without = (await get(`blog/search?q=${encodeURIComponent('gratuity -formula')}`)).json();
    expect(without.blogs.map((b: Summary) => b.id)).toEqual([inBody]);
  });

  it('pages the hits', async () => {
    const second = (await get('blog/search?q=gratuity&offset=1&limit=1')).json();
    expect(second.total).toBe(2);
    expect(second.blogs.map((b: Summary) => b.id)).toEqual([inBody]);
  });

  it.each([
    `'"&|!():*<>\\ -- ;drop table blog;`,
    '!!!',
    ':*',
    '(gratuity',
    'gratuity & | !',
    '₹5,00,000',
  ])('answers the query %j without an error', async (q) => {
    const res = await get(`blog/search?q=${encodeURIComponent(q)}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().success).toBe(true);
  });

  it('answers a 5,000-character query, looking at its first 200 characters', async () => {
    const q = `gratuity ${'x'.repeat(4991)}`;
    const res = await get(`blog/search?q=${encodeURIComponent(q)}`);
    expect(res.statusCode).toBe(200);
    const long = `${'gratuity '.repeat(600)}`.slice(0, 5000);
    const hits = await get(`blog/search?q=${encodeURIComponent(long)}`);
    expect(hits.statusCode).toBe(200);
    expect(hits.json().total).toBe(2);
  });

  it('answers an empty query 400 with a message', async () => {
    for (const url of ['blog/search', 'blog/search?q=', 'blog/search?q=%20%20']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toEqual({
        success: false,
        msg: MAGAZINE_MESSAGES.query,
        code: 'VALIDATION',
      });
    }
  });

  it('answers no hits for words that are nowhere', async () => {
    expect((await get('blog/search?q=zzyzx')).json()).toMatchObject({
      success: true,
      total: 0,
      blogs: [],
    });
  });
});

describe('seedMagazine', () => {
  it('leaves a magazine that already has content alone', async () => {
    expect(await seedMagazine(t.database.db, magazineDemo)).toBe(false);
  });
});
