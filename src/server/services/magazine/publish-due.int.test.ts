import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articlePath, sectionPath } from '../../../shared/magazine/slug';
import { buildApp, type App } from '../../app';
import type { Database } from '../../db/client';
import { createStandInBuild } from '../../testing/stand-in-build';
import { createTestDatabase, testConfig } from '../../testing/test-app';
import { TestClient } from '../../testing/test-client';
import { saveSection, writeAuthor } from './save-blog';
import { adminBearer } from '../../testing/admin-bearer';

// Drafts and scheduled articles are in no public answer (API, feed, sitemap, page) until they are
// published; a scheduled one appears at its time by the scheduler alone, with no write call.

let database: Database;
let app: App;
let build: ReturnType<typeof createStandInBuild>;
let admin: Record<string, string>;
let sectionSlug: string;
const ids: Record<'published' | 'draft' | 'scheduled', number> = {
  published: 0,
  draft: 0,
  scheduled: 0,
};
const slugs: Record<string, string> = {};

const client = () => new TestClient(app);

beforeAll(async () => {
  build = createStandInBuild();
  database = await createTestDatabase();
  app = await buildApp({
    config: testConfig({ STATIC_DIR: build.dir }),
    database,
    logger: false,
    publishDueMs: 250,
  });
  await app.ready();
  admin = await adminBearer(app, 'writer', 'writer password 42');
  const section = await saveSection({ db: database.db }, { name: 'Retirement' });
  sectionSlug = 'retirement';
  const author = await database.db.transaction((tx) => writeAuthor(tx, { name: 'Ravi Menon' }));
  const insert = async (kind: keyof typeof ids, extra: Record<string, unknown>): Promise<void> => {
    const res = await client().post(
      '/api/blog/insert',
      {
        title: `Zephyrine ${kind} article`,
        content: `<p>Zephyrine plans for the ${kind} reader, in plain words.</p>`,
        section,
        author,
        tags: ['zephyrine', 'pension'],
        featured: true,
        ...extra,
      },
      admin,
    );
    expect(res.statusCode, res.body).toBe(200);
    ids[kind] = res.json().blog.id;
    slugs[kind] = res.json().blog.slug;
  };
  await insert('published', {});
  await insert('draft', { status: 'draft' });
  // Far enough ahead for every check below to run before it is due.
  await insert('scheduled', {
    status: 'scheduled',
    publishAt: new Date(Date.now() + 6_000).toISOString(),
  });
}, 60_000);
afterAll(async () => {
  await app.close();
  await database.close();
  build.remove();
});

/** Every id of every public answer, and the text of the feeds and sitemaps. */
async function publicView(): Promise<{ ids: Set<number>; text: string; pages: number[] }> {
  const seen = new Set<number>();
  const add = (blogs: { id: number }[] | undefined) => blogs?.forEach((b) => seen.add(b.id));
  const page = { offset: 0, limit: 50 };
  add((await client().post('/api/blog', page)).json().blogs);
  add((await client().post('/api/blog/featured', page)).json().blogs);
  add((await client().post('/api/blog/byTag', { tag: 'zephyrine', ...page })).json().blogs);
  add((await client().post('/api/blog/bySection', { section: sectionSlug, ...page })).json().blogs);
  add((await client().get('/api/blog/search?q=zephyrine')).json().blogs);
  add((await client().get(`/api/blog/related?blog=${ids.published}`)).json().blogs);
  for (const id of [ids.draft, ids.scheduled]) {
    const one = await client().get(`/api/blog/blog?blog=${id}`);
    if (one.statusCode === 200) seen.add(one.json().blog.id);
    else expect(one.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
    const related = await client().get(`/api/blog/related?blog=${id}`);
    if (related.statusCode === 200) seen.add(id);
  }
  let text = (await client().get('/rss.xml')).body;
  text += (await client().get(`${sectionPath({ slug: sectionSlug })}/rss.xml`)).body;
  const index = (await client().get('/sitemap.xml')).body;
  for (const [, loc] of index.matchAll(/<loc>https?:\/\/[^/]+([^<]+)<\/loc>/g)) {
    text += (await client().get(loc!)).body;
  }
  const pages: number[] = [];
  for (const kind of ['draft', 'scheduled'] as const) {
    const res = await client().get(articlePath({ id: ids[kind], slug: slugs[kind] }));
    if (res.statusCode === 200) pages.push(ids[kind]);
    else expect(res.statusCode).toBe(404);
  }
  return { ids: seen, text, pages };
}

describe('the scheduler with nothing due', () => {
  it('leaves the content version alone (kept pages stay kept)', async () => {
    await app.contentVersion.refresh();
    const before = app.contentVersion.current();
    // Several passes at the test's 250 ms.
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    await app.contentVersion.refresh();
    expect(app.contentVersion.current()).toBe(before);
  });
});

describe('drafts and scheduled articles', () => {
  it('are in no public answer, feed, sitemap or page before their time', async () => {
    const view = await publicView();
    expect(view.ids.has(ids.published)).toBe(true);
    expect(view.text).toContain(articlePath({ id: ids.published, slug: slugs.published! }));
    expect(view.ids.has(ids.draft)).toBe(false);
    expect(view.ids.has(ids.scheduled)).toBe(false);
    expect(view.pages).toEqual([]);
    for (const kind of ['draft', 'scheduled'] as const) {
      expect(view.text).not.toContain(`Zephyrine ${kind} article`);
      expect(view.text).not.toContain(`-${ids[kind]}<`);
    }
  }, 60_000);

  it('publishes a scheduled article at its time with no write call; the draft stays out', async () => {
    const started = Date.now();
    let found = false;
    while (!found && Date.now() - started < 15_000) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      found = (await client().get(`/api/blog/blog?blog=${ids.scheduled}`)).statusCode === 200;
    }
    expect(found).toBe(true);
    const view = await publicView();
    expect(view.ids.has(ids.scheduled)).toBe(true);
    expect(view.pages).toEqual([ids.scheduled]);
    expect(view.text).toContain(articlePath({ id: ids.scheduled, slug: slugs.scheduled! }));
    expect(view.ids.has(ids.draft)).toBe(false);
    expect(view.text).not.toContain('Zephyrine draft article');
    const opened = (await client().get(`/api/admin/blog?blog=${ids.scheduled}`, admin)).json();
    expect(opened.blog.status).toBe('published');
  }, 60_000);
});
