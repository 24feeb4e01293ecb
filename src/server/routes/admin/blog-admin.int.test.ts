import { and, count, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BLOG_REVISIONS_KEPT } from '../../../shared/schemas/blog-admin';
import { adminAudit } from '../../db/schema/admin';
import { blog, blogRevision } from '../../db/schema/magazine';
import { saveSection, writeAuthor } from '../../services/magazine/save-blog';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { TestClient } from '../../testing/test-client';
import { adminBearer } from '../../testing/admin-bearer';

// The article calls of Blogs Management and the editor (seed 001 section 7, issue 24): guarded,
// validated in the seed's words, audited, refusing stale updates, keeping 50 revisions, and an
// autosave that never touches the article.

let t: TestApp;
let admin: Record<string, string>;
let reader: Record<string, string>;
let section: number;
let author: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await adminBearer(t.app, 'writer', 'writer password 42');
  const signUp = await new TestClient(t.app).signUp('reader@example.com', 'reader password 42');
  reader = { authorization: `Bearer ${String(signUp.headers['set-auth-token'])}` };
  section = await saveSection({ db: t.database.db }, { name: 'Tax Planning' });
  author = await t.database.db.transaction((tx) => writeAuthor(tx, { name: 'Meera Iyer' }));
}, 60_000);
afterAll(async () => {
  await t.close();
});

const client = () => new TestClient(t.app);
const post = (url: string, body: Record<string, unknown>, headers = admin) =>
  client().post(`/api/${url}`, body, headers);
const get = (url: string, headers = admin) => client().get(`/api/${url}`, headers);
const del = (url: string, headers = admin) =>
  t.app.inject({ method: 'DELETE', url: `/api/${url}`, headers });

/** The seed's insert payload, with the author as an object as the seed sends it. */
const article = (over: Record<string, unknown> = {}) => ({
  title: 'Saving tax with ELSS',
  content: '<p>Three years of lock-in, and the deduction of section 80C.</p>',
  imageURL: '',
  section,
  sectionName: 'Tax Planning',
  author: { id: author, name: 'Meera Iyer' },
  tags: ['Tax', ' elss '],
  createdAt: '2026-11-20',
  ...over,
});

async function insert(over: Record<string, unknown> = {}) {
  const res = await post('blog/insert', article(over));
  expect(res.statusCode, res.body).toBe(200);
  return res.json().blog;
}

async function audits(id: number) {
  return t.database.db
    .select()
    .from(adminAudit)
    .where(and(eq(adminAudit.entity, 'blog'), eq(adminAudit.entityId, String(id))))
    .orderBy(desc(adminAudit.createdAt));
}

describe('the guard', () => {
  const calls: [string, string][] = [
    ['POST', 'blog/insert'],
    ['POST', 'blog/update'],
    ['DELETE', 'blog?id=1'],
    ['POST', 'blog/makeFeatured'],
    ['POST', 'admin/blogs'],
    ['GET', 'admin/blog?blog=1'],
    ['POST', 'admin/blogAutosave'],
    ['GET', 'admin/blogAutosaves'],
    ['DELETE', 'admin/blogAutosave?key=00000000-0000-4000-8000-000000000000'],
    ['GET', 'admin/blogRevisions?blog=1'],
  ];
  it.each(calls)(
    '%s /api/%s: 401 without a token, 403 with a non-admin one',
    async (method, url) => {
      const send = (headers: Record<string, string>) =>
        method === 'GET'
          ? get(url, headers)
          : method === 'DELETE'
            ? del(url, headers)
            : post(url, { id: 1 }, headers);
      const anonymous = await send({});
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toMatchObject({ success: false, code: 'UNAUTHENTICATED' });
      const user = await send(reader);
      expect(user.statusCode).toBe(403);
      expect(user.json()).toMatchObject({ success: false, code: 'FORBIDDEN' });
    },
  );
});

describe('blog/insert', () => {
  it('adds a published article, answers it as the editor opens it, and audits it', async () => {
    const res = await post('blog/insert', article());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, msg: 'Blog saved' });
    const saved = res.json().blog;
    expect(saved).toMatchObject({
      title: 'Saving tax with ELSS',
      slug: 'saving-tax-with-elss',
      section,
      sectionName: 'Tax Planning',
      author: { id: author, name: 'Meera Iyer' },
      tags: ['tax', 'elss'],
      status: 'published',
      featured: false,
      createdAt: '2026-11-20',
    });
    expect(saved.publishAt).not.toBeNull();

    const [audit] = await audits(saved.id);
    expect(audit).toMatchObject({ action: 'insert', adminName: 'writer', before: null });
    expect(audit!.after).toMatchObject({ title: 'Saving tax with ELSS', status: 'published' });

    const pub = await get(`blog/blog?blog=${saved.id}`, {});
    expect(pub.statusCode).toBe(200);
    expect(pub.json().blog.title).toBe('Saving tax with ELSS');
  });

  it('refuses a missing title or body with the seed’s words', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ title: '   ' }, 'Please enter title'],
      [{ title: undefined }, 'Please enter title'],
      [{ content: '' }, 'Please enter blog content'],
      [{ content: '<p>   </p><script>alert(1)</script>' }, 'Please enter blog content'],
      [{ content: undefined }, 'Please enter blog content'],
    ];
    for (const [over, msg] of cases) {
      const res = await post('blog/insert', article(over));
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(res.json()).toEqual({ success: false, msg, code: 'VALIDATION' });
    }
  });

  it('refuses a scheduled time that has passed, and a schedule without a time', async () => {
    const past = await post(
      'blog/insert',
      article({ status: 'scheduled', publishAt: new Date(Date.now() - 60_000).toISOString() }),
    );
    expect(past.statusCode).toBe(400);
    expect(past.json().msg).toBe(
      'The publishing time has passed. Choose a later time, or publish now.',
    );
    const none = await post('blog/insert', article({ status: 'scheduled' }));
    expect(none.statusCode).toBe(400);
    expect(none.json().msg).toBe('Please choose when to publish');
  });

  it('keeps a draft without a publishing time, and out of the public read', async () => {
    const draft = await insert({ status: 'draft', title: 'A draft on NPS' });
    expect(draft).toMatchObject({ status: 'draft', publishAt: null });
    expect((await get(`blog/blog?blog=${draft.id}`, {})).statusCode).toBe(404);
    expect((await get(`admin/blog?blog=${draft.id}`)).json().blog.title).toBe('A draft on NPS');
  });
});

describe('blog/update', () => {
  it('changes the article, keeps its featured mark, and audits before and after', async () => {
    const saved = await insert({ title: 'Gold bonds' });
    await post('blog/makeFeatured', { blog: saved.id, featured: true });
    const opened = (await get(`admin/blog?blog=${saved.id}`)).json().blog;
    const res = await post('blog/update', {
      ...article({ title: 'Sovereign gold bonds' }),
      id: saved.id,
      updatedAt: opened.updatedAt,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ success: true, msg: 'Blog updated' });
    expect(res.json().blog).toMatchObject({ title: 'Sovereign gold bonds', featured: true });
    const [audit] = await audits(saved.id);
    expect(audit).toMatchObject({ action: 'update' });
    expect(audit!.before).toMatchObject({ title: 'Gold bonds' });
    expect(audit!.after).toMatchObject({ title: 'Sovereign gold bonds' });
  });

  it('refuses a stale update with 409 CONFLICT and a missing article with 404', async () => {
    const saved = await insert({ title: 'Index funds' });
    const first = await post('blog/update', {
      ...article({ title: 'Index funds, again' }),
      id: saved.id,
      updatedAt: saved.updatedAt,
    });
    expect(first.statusCode).toBe(200);
    const stale = await post('blog/update', {
      ...article({ title: 'Index funds, mine' }),
      id: saved.id,
      updatedAt: saved.updatedAt,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ success: false, code: 'CONFLICT' });
    const missing = await post('blog/update', {
      ...article(),
      id: 999_999,
      updatedAt: saved.updatedAt,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
  });

  it('keeps the newest 50 revisions of an article', async () => {
    let current = await insert({ title: 'Revision 0' });
    for (let n = 1; n <= BLOG_REVISIONS_KEPT + 2; n += 1) {
      const res = await post('blog/update', {
        ...article({ title: `Revision ${n}` }),
        id: current.id,
        updatedAt: current.updatedAt,
      });
      expect(res.statusCode, res.body).toBe(200);
      current = res.json().blog;
    }
    const [stored] = await t.database.db
      .select({ n: count() })
      .from(blogRevision)
      .where(eq(blogRevision.blogId, current.id));
    expect(stored!.n).toBe(BLOG_REVISIONS_KEPT);
    const { revisions } = (await get(`admin/blogRevisions?blog=${current.id}`)).json();
    expect(revisions).toHaveLength(BLOG_REVISIONS_KEPT);
    expect(revisions[0]).toMatchObject({ adminName: 'writer', data: { title: 'Revision 52' } });
    expect(revisions.at(-1).data.title).toBe('Revision 3');
  }, 120_000);
});

describe('blog/makeFeatured and DELETE blog', () => {
  it('marks and unmarks an article featured, in the seed’s words, audited', async () => {
    const saved = await insert({ title: 'Term insurance' });
    const on = await post('blog/makeFeatured', { blog: saved.id, featured: true });
    expect(on.json()).toEqual({ success: true, msg: 'Blog marked as featured' });
    const featured = (await post('blog/featured', {}, {})).json().blogs;
    expect(featured.map((b: { id: number }) => b.id)).toContain(saved.id);
    const off = await post('blog/makeFeatured', { blog: saved.id, featured: false });
    expect(off.json()).toEqual({ success: true, msg: 'Blog removed from featured' });
    const [audit] = await audits(saved.id);
    expect(audit).toMatchObject({ action: 'update', details: { featured: false } });
    const missing = await post('blog/makeFeatured', { blog: 999_999, featured: true });
    expect(missing.statusCode).toBe(404);
  });

  it('deletes an article: gone from the public read, audited, 404 the second time', async () => {
    const saved = await insert({ title: 'To be removed' });
    const res = await del(`blog?id=${saved.id}`);
    expect(res.json()).toEqual({ success: true, msg: 'Blog deleted' });
    expect((await get(`blog/blog?blog=${saved.id}`, {})).statusCode).toBe(404);
    const [rows] = await t.database.db
      .select({ n: count() })
      .from(blog)
      .where(eq(blog.id, saved.id));
    expect(rows!.n).toBe(0);
    const [audit] = await audits(saved.id);
    expect(audit).toMatchObject({ action: 'delete', after: null });
    expect(audit!.before).toMatchObject({ title: 'To be removed' });
    const again = await del(`blog?id=${saved.id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
    expect((await del('blog?id=abc')).statusCode).toBe(400);
  });
});

describe('the autosave', () => {
  const draft = (title: string) => ({ title, content: `<p>${title}, half written.</p>`, tags: [] });

  it('keeps work in progress without changing the article or the content version', async () => {
    const saved = await insert({ title: 'Debt funds' });
    const before = (await get(`admin/blog?blog=${saved.id}`)).json().blog;
    await t.app.contentVersion.refresh();
    const version = t.app.contentVersion.current();
    const key = crypto.randomUUID();

    const res = await post('admin/blogAutosave', {
      key,
      blogId: saved.id,
      data: draft('Debt funds after 2023'),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ success: true, msg: 'Draft saved' });

    expect((await get(`admin/blog?blog=${saved.id}`)).json().blog).toEqual(before);
    expect((await get(`blog/blog?blog=${saved.id}`, {})).json().blog.title).toBe('Debt funds');
    await t.app.contentVersion.refresh();
    expect(t.app.contentVersion.current()).toBe(version);
    const listed = (await get(`admin/blogAutosaves?blog=${saved.id}`)).json().autosaves;
    expect(listed).toEqual([
      expect.objectContaining({ key, blogId: saved.id, adminName: 'writer' }),
    ]);
    expect(listed[0].data).toMatchObject({ title: 'Debt funds after 2023' });
  });

  it('refuses one article’s draft key for another article and for a new one', async () => {
    const first = await insert({ title: 'Liquid funds' });
    const second = await insert({ title: 'Arbitrage funds' });
    const key = crypto.randomUUID();
    await post('admin/blogAutosave', { key, blogId: first.id, data: draft('Liquid funds, 2') });

    const other = await post('admin/blogAutosave', {
      key,
      blogId: second.id,
      data: draft('Arbitrage funds, 2'),
    });
    expect(other.statusCode).toBe(400);
    expect(other.json()).toMatchObject({
      success: false,
      msg: 'This draft belongs to another article. Reload the editor to go on.',
    });
    expect((await post('admin/blogAutosave', { key, data: draft('New') })).statusCode).toBe(400);

    const kept = (await get(`admin/blogAutosaves?blog=${first.id}`)).json().autosaves;
    expect(kept.map((row: { data: { title: string } }) => row.data.title)).toEqual([
      'Liquid funds, 2',
    ]);
    expect((await get(`admin/blogAutosaves?blog=${second.id}`)).json().autosaves).toEqual([]);
  });

  it('lets a new article’s draft be claimed by the save, which then removes it', async () => {
    const key = crypto.randomUUID();
    await post('admin/blogAutosave', { key, data: draft('Gilt funds') });
    const unsaved = (await get('admin/blogAutosaves')).json().autosaves;
    expect(unsaved.map((row: { key: string }) => row.key)).toContain(key);

    const saved = await insert({ title: 'Gilt funds', draftKey: key });
    const after = (await get('admin/blogAutosaves')).json().autosaves;
    expect(after.map((row: { key: string }) => row.key)).not.toContain(key);
    expect((await get(`admin/blogAutosaves?blog=${saved.id}`)).json().autosaves).toEqual([]);
  });

  it('refuses a draft for an article that does not exist, and readers altogether', async () => {
    const missing = await post('admin/blogAutosave', {
      key: crypto.randomUUID(),
      blogId: 999_999,
      data: draft('Nowhere'),
    });
    expect(missing.statusCode).toBe(404);
    const byReader = await post(
      'admin/blogAutosave',
      { key: crypto.randomUUID(), data: draft('Mine') },
      reader,
    );
    expect(byReader.statusCode).toBe(403);
  });
});
