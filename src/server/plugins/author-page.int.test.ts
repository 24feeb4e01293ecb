import { eq } from 'drizzle-orm';
import { parseHTML } from 'linkedom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../../shared/config/paths';
import { articlePath, authorPath, slugify } from '../../shared/magazine/slug';
import { blog, blogAuthor } from '../db/schema/magazine';
import { magazineDemo } from '../db/seed/magazine-demo';
import { seedMagazine } from '../db/seed/seed-magazine';
import { saveBlog, writeAuthor } from '../services/magazine/save-blog';
import { createStandInBuild } from '../testing/stand-in-build';
import { createTestApp, type TestApp } from '../testing/test-app';
import { TestClient } from '../testing/test-client';
import { adminBearer } from '../testing/admin-bearer';

let t: TestApp;
let build: ReturnType<typeof createStandInBuild>;
let admin: Record<string, string>;
const origin = 'http://localhost:3000';
const example = paths.magazineAuthor.example;

beforeAll(async () => {
  build = createStandInBuild();
  t = await createTestApp({ STATIC_DIR: build.dir });
  await seedMagazine(t.database.db, magazineDemo);
  admin = await adminBearer(t.app, 'editor', 'editor password 42');
}, 60_000);
afterAll(async () => {
  await t.close();
  build.remove();
});

async function page(url: string) {
  const res = await t.app.inject({ method: 'GET', url });
  const { document } = parseHTML(res.body);
  const jsonLd = document.querySelector('script[type="application/ld+json"]')?.textContent;
  return {
    res,
    document,
    heading: document.querySelector('main h1')?.textContent?.trim(),
    canonical: document.querySelector('head link[rel="canonical"]')?.getAttribute('href'),
    robots: document.querySelector('head meta[name="robots"]')?.getAttribute('content'),
    graph: jsonLd ? (JSON.parse(jsonLd) as { '@graph': Record<string, unknown>[] })['@graph'] : [],
    articleTitles: [...document.querySelectorAll('main section[aria-labelledby] h3')].map((h) =>
      h.textContent?.trim(),
    ),
  };
}

const demoAuthor = magazineDemo.authors.find(
  (a) => authorPath({ slug: slugify(a.name) }) === example,
)!;

describe('an author page, as HTML without JavaScript', () => {
  it('shows the author, their published articles newest first, and describes them as a Person', async () => {
    const [row] = await t.database.db
      .select({ id: blogAuthor.id })
      .from(blogAuthor)
      .where(eq(blogAuthor.name, demoAuthor.name));
    // One of their articles turned back into a draft: no longer on their page.
    const theirs = await t.database.db
      .select({ id: blog.id, title: blog.title, createdAt: blog.createdAt })
      .from(blog)
      .where(eq(blog.authorId, row!.id));
    const draft = theirs[0]!;
    await t.database.db
      .update(blog)
      .set({ status: 'draft', publishAt: null, updatedAt: new Date() })
      .where(eq(blog.id, draft.id));
    await t.app.contentVersion.move();

    const p = await page(example);
    expect(p.res.statusCode).toBe(200);
    expect(p.heading).toBe(demoAuthor.name);
    expect(p.canonical).toBe(origin + example);
    expect(p.robots).toBeUndefined();
    const published = theirs
      .filter((a) => a.id !== draft.id)
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id);
    expect(p.articleTitles).toEqual(published.map((a) => a.title));
    expect(p.articleTitles).not.toContain(draft.title);

    const person = p.graph.find((node) => node['@type'] === 'Person');
    expect(person).toMatchObject({
      name: demoAuthor.name,
      url: origin + example,
      description: demoAuthor.description,
      sameAs: [demoAuthor.twitter, demoAuthor.linkedin].filter((link) =>
        link.startsWith('https://'),
      ),
    });
    expect(person?.image).toMatch(new RegExp(`^${origin}/media/images/[0-9a-f-]{36}-\\d+\\.webp$`));
    const profilePage = p.graph.find((node) => node['@type'] === 'ProfilePage');
    expect(profilePage).toMatchObject({
      url: origin + example,
      mainEntity: { '@id': person?.['@id'] },
    });

    // The portrait in its stored widths; each profile link says it opens a new tab.
    const portrait = p.document.querySelector(`main img[alt="Portrait of ${demoAuthor.name}"]`);
    expect(portrait?.getAttribute('srcset') ?? portrait?.getAttribute('srcSet')).toMatch(/ 320w/);
    const links = [...p.document.querySelectorAll('main a[target="_blank"]')];
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) {
      expect(link.getAttribute('href')).toMatch(/^https:\/\//);
      expect(link.getAttribute('rel')).toContain('noopener');
      expect(link.textContent).toContain('(opens in a new tab)');
    }
  });

  it("links each article's byline to its author's page", async () => {
    const [article] = await t.database.db
      .select({ id: blog.id, slug: blog.slug })
      .from(blog)
      .innerJoin(blogAuthor, eq(blogAuthor.id, blog.authorId))
      .where(eq(blogAuthor.name, demoAuthor.name))
      .limit(1);
    const p = await page(articlePath(article!));
    expect(p.document.querySelector(`main article a[href="${example}"]`)?.textContent).toBe(
      demoAuthor.name,
    );
  });

  it('moves an old slug after a rename, and upper case or escaped letters, to the current address', async () => {
    const created = (
      await new TestClient(t.app).post(
        '/api/blog/addAuthor',
        {
          name: 'Ritu Menon',
          twitter: 'https://x.com/ritumenon',
          linkedin: 'https://www.linkedin.com/in/ritumenon',
          description: 'Writes on insurance.',
        },
        admin,
      )
    ).json().author;
    expect(created.slug).toBe('ritu-menon');
    const renamed = await new TestClient(t.app).post(
      '/api/blog/updateAuthor',
      {
        id: created.id,
        name: 'Ritu Menon Nair',
        twitter: 'https://x.com/ritumenon',
        linkedin: 'https://www.linkedin.com/in/ritumenon',
        description: 'Writes on insurance.',
        updatedAt: created.updatedAt,
      },
      admin,
    );
    expect(renamed.json().author.slug).toBe('ritu-menon-nair');
    for (const url of [
      '/magazine/author/ritu-menon',
      '/magazine/author/Ritu-Menon-Nair',
      '/magazine/author/%72itu-menon-nair',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(301);
      expect(res.headers.location, url).toBe('/magazine/author/ritu-menon-nair');
    }
    const current = await page('/magazine/author/ritu-menon-nair');
    expect(current.res.statusCode).toBe(200);
    expect(current.heading).toBe('Ritu Menon Nair');
  });

  it('answers an unknown author 404 with the not-found view, kept out of search', async () => {
    const p = await page('/magazine/author/no-such-writer');
    expect(p.res.statusCode).toBe(404);
    expect(p.heading).toBe('Author not found');
    expect(p.robots).toBe('noindex');
    const api = await new TestClient(t.app).post('/api/blog/byAuthor', {
      author: 'no-such-writer',
    });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ success: false, msg: 'Author not found', code: 'NOT_FOUND' });
    const empty = await new TestClient(t.app).post('/api/blog/byAuthor', { author: ' ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ success: false, msg: 'Please give an author' });
  });
});

describe('author pages in the sitemap', () => {
  it('lists the page of every author with a published article, and keeps one without out of search', async () => {
    const id = await t.database.db.transaction((tx) =>
      writeAuthor(tx, { name: 'Sana Qureshi', description: 'New to the magazine.' }),
    );
    await t.app.contentVersion.move();
    const quiet = await page('/magazine/author/sana-qureshi');
    expect(quiet.res.statusCode).toBe(200);
    expect(quiet.robots).toBe('noindex');
    expect(quiet.document.querySelector('main')?.textContent).toContain('No articles by Sana yet');

    const sitemap = async () => {
      const res = await t.app.inject({ method: 'GET', url: '/sitemap-authors-1.xml' });
      expect(res.statusCode).toBe(200);
      return [...res.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    };
    const before = await sitemap();
    expect(before).toContain(origin + example);
    expect(before).not.toContain(`${origin}/magazine/author/sana-qureshi`);

    const [section] = await t.database.db.select({ id: blog.sectionId }).from(blog).limit(1);
    await saveBlog(
      { db: t.database.db, contentVersion: t.app.contentVersion },
      {
        title: 'Her first piece',
        content: '<p>Plain words.</p>',
        section: section!.id,
        author: id,
      },
    );
    expect(await sitemap()).toContain(`${origin}/magazine/author/sana-qureshi`);
    expect((await page('/magazine/author/sana-qureshi')).robots).toBeUndefined();
  });
});
