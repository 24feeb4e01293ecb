import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { parseHTML } from 'linkedom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../../shared/config/paths';
import type { TBlogDraftData } from '../../shared/schemas/blog-admin';
import { blogAuthor, blogAutosave, blogSection } from '../db/schema/magazine';
import { magazineDemo } from '../db/seed/magazine-demo';
import { seedMagazine } from '../db/seed/seed-magazine';
import { createStandInBuild } from '../testing/stand-in-build';
import { createTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
let build: ReturnType<typeof createStandInBuild>;
let section: { id: number; name: string };
let author: { id: number; name: string };

beforeAll(async () => {
  build = createStandInBuild();
  t = await createTestApp({ STATIC_DIR: build.dir });
  await seedMagazine(t.database.db, magazineDemo);
  [section] = (await t.database.db
    .select({ id: blogSection.id, name: blogSection.name })
    .from(blogSection)
    .limit(1)) as [typeof section];
  [author] = (await t.database.db
    .select({ id: blogAuthor.id, name: blogAuthor.name })
    .from(blogAuthor)
    .limit(1)) as [typeof author];
}, 60_000);
afterAll(async () => {
  await t.close();
  build.remove();
});

const previewPath = (key: string) => paths.magazinePreview.path.replace(':key', key);

/** An editor's work in progress, kept as the autosave call keeps it. */
async function keepDraft(key: string, data: Partial<TBlogDraftData>) {
  const row = {
    key,
    data: {
      title: 'Why a monthly SIP beats waiting for the dip',
      content: '<p>Start with <strong>₹500</strong> a month.</p>',
      section: section.id,
      author: author.id,
      tags: ['  SIP ', 'sip', 'Market, Timing'],
      ...data,
    },
    adminId: 'admin-1',
    adminName: 'admin',
  };
  await t.database.db
    .insert(blogAutosave)
    .values(row)
    .onConflictDoUpdate({ target: blogAutosave.key, set: { data: row.data, savedAt: new Date() } });
}

async function open(url: string) {
  const res = await t.app.inject({ method: 'GET', url });
  const { document } = parseHTML(res.body);
  return {
    res,
    document,
    main: document.querySelector('main')?.textContent?.replace(/\s+/g, ' ') ?? '',
    robots: document.querySelector('head meta[name="robots"]')?.getAttribute('content'),
  };
}

describe('the preview page', () => {
  it('draws the draft with the article page’s view, said to be unpublished, private and noindex', async () => {
    const key = randomUUID();
    await keepDraft(key, {
      content: '<p>Start with <strong>₹500</strong> a month.</p><script>alert(1)</script>',
    });
    const p = await open(previewPath(key));
    expect(p.res.statusCode).toBe(200);
    expect(p.res.headers['cache-control']).toBe('private, no-store');
    expect(p.res.headers['x-robots-tag']).toBe('noindex');
    expect(p.robots).toBe('noindex');
    expect(p.document.querySelector('head link[rel="canonical"]')).toBe(null);
    expect(p.document.querySelector('main h1')?.textContent).toBe(
      'Why a monthly SIP beats waiting for the dip',
    );
    expect(p.main).toContain('Preview: not published');
    expect(p.main).toContain(section.name);
    expect(p.main).toContain(author.name);
    // The article's body, cleaned as a saved article's is; the tags as a save stores them.
    const body = p.document.querySelector('main article');
    expect(body?.querySelector('strong')?.textContent).toBe('₹500');
    expect(p.document.querySelector('main script')).toBe(null);
    expect(p.res.body).not.toContain('alert(1)');
    expect(p.main).toMatch(/sip.*market timing/i);
  });

  it('names a draft without a section as such, and links to no section page for it', async () => {
    const key = randomUUID();
    await keepDraft(key, { section: null });
    const p = await open(previewPath(key));
    expect(p.res.statusCode).toBe(200);
    const trail = p.document.querySelector('main nav[aria-label="Breadcrumb"]');
    expect([...trail!.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual([
      paths.home.path,
      paths.magazine.path,
    ]);
    expect(p.main).toContain('No section chosen');
    const links = [...p.document.querySelectorAll('main article a')].map((a) =>
      a.getAttribute('href'),
    );
    expect(links.filter((href) => href?.startsWith(`${paths.magazine.path}/section/`))).toEqual([]);
  });

  it('shows the draft as it is now at every request: nothing is kept', async () => {
    const key = randomUUID();
    await keepDraft(key, { title: 'First words' });
    expect((await open(previewPath(key))).document.querySelector('main h1')?.textContent).toBe(
      'First words',
    );
    await keepDraft(key, { title: 'Second words' });
    expect((await open(previewPath(key))).document.querySelector('main h1')?.textContent).toBe(
      'Second words',
    );
  });

  it('answers 404 with its not-found view for an unknown key, a discarded draft, or no key at all', async () => {
    const key = randomUUID();
    await keepDraft(key, {});
    await t.database.db.delete(blogAutosave).where(eq(blogAutosave.key, key));
    for (const url of [previewPath(randomUUID()), previewPath(key), previewPath('not-a-key')]) {
      const p = await open(url);
      expect(p.res.statusCode, url).toBe(404);
      expect(p.res.headers['cache-control'], url).toBe('private, no-store');
      expect(p.document.querySelector('main h1')?.textContent, url).toBe('Preview not found');
      expect(p.robots, url).toBe('noindex');
    }
  });

  it('is never in the sitemap', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('/magazine/preview');
  });
});

describe('GET /api/blog/preview', () => {
  it('answers the draft as an article by its key, never kept', async () => {
    const key = randomUUID();
    await keepDraft(key, { title: 'Over the API' });
    const res = await t.app.inject({ method: 'GET', url: `/api/blog/preview?key=${key}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const { blog } = res.json<{ blog: { title: string; tags: string[]; sectionName: string } }>();
    expect(blog.title).toBe('Over the API');
    expect(blog.tags).toEqual(['sip', 'market timing']);
    expect(blog.sectionName).toBe(section.name);
  });

  it('answers 404 in words for an unknown key', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/blog/preview?key=${randomUUID()}` });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
    expect(res.headers['cache-control']).toBe('private, no-store');
  });
});
