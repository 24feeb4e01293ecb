import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAudit } from '../../db/schema/admin';
import { saveBlog, saveSection, writeAuthor } from '../../services/magazine/save-blog';
import { createStandInBuild } from '../../testing/stand-in-build';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { TestClient } from '../../testing/test-client';
import { adminBearer } from '../../testing/admin-bearer';

// Section Management and Author Management's calls (seed 001 section 7, issue 23): guarded,
// validated, audited, refusing stale updates (409 CONFLICT) and deletes of what articles use
// (409 IN_USE), and seen by the public magazine on its next request.

let t: TestApp;
let build: ReturnType<typeof createStandInBuild>;
let admin: Record<string, string>;
let reader: Record<string, string>;

beforeAll(async () => {
  build = createStandInBuild();
  t = await createTestApp({ STATIC_DIR: build.dir });
  admin = await adminBearer(t.app, 'editor', 'editor password 42');
  const signUp = await new TestClient(t.app).signUp('reader@example.com', 'reader password 42');
  reader = { authorization: `Bearer ${String(signUp.headers['set-auth-token'])}` };
}, 60_000);
afterAll(async () => {
  await t.close();
  build.remove();
});

const client = () => new TestClient(t.app);
const post = (url: string, body: Record<string, unknown>, headers = admin) =>
  client().post(`/api/${url}`, body, headers);
const get = (url: string, headers = admin) => client().get(`/api/${url}`, headers);
const deps = () => ({ db: t.database.db, contentVersion: t.app.contentVersion });

/** The audit log's newest row about one thing. */
async function lastAudit(entity: string, id: number) {
  const [row] = await t.database.db
    .select()
    .from(adminAudit)
    .where(and(eq(adminAudit.entity, entity), eq(adminAudit.entityId, String(id))))
    .orderBy(desc(adminAudit.createdAt))
    .limit(1);
  return row;
}

/** An article in `section` by `author`, so that neither may be deleted. */
async function articleIn(section: number, author: number, title: string) {
  return saveBlog(deps(), { title, content: `<p>${title}, in plain words.</p>`, section, author });
}

const author = {
  name: 'Kavita Rao',
  twitter: 'https://x.com/kavitarao',
  linkedin: 'https://www.linkedin.com/in/kavitarao',
  description: 'Writes on tax and household budgets.',
};

describe('the guard', () => {
  const calls: [string, string][] = [
    ['GET', 'admin/blogSections'],
    ['POST', 'blog/insertSection'],
    ['POST', 'blog/updateSection'],
    ['POST', 'blog/deleteSection'],
    ['GET', 'blog/fetchAuthor'],
    ['POST', 'blog/addAuthor'],
    ['POST', 'blog/updateAuthor'],
    ['POST', 'blog/deleteAuthor'],
  ];
  it.each(calls)(
    '%s /api/%s: 401 without a token, 403 with a non-admin one',
    async (method, url) => {
      const send = (headers: Record<string, string>) =>
        method === 'GET' ? get(url, headers) : post(url, { id: 1, name: 'x' }, headers);
      const anonymous = await send({});
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toMatchObject({ success: false, code: 'UNAUTHENTICATED' });
      const user = await send(reader);
      expect(user.statusCode).toBe(403);
      expect(user.json()).toMatchObject({ success: false, code: 'FORBIDDEN' });
    },
  );

  it('keeps the public section list public', async () => {
    expect((await get('blog/fetchSection', {})).statusCode).toBe(200);
  });
});

describe('sections', () => {
  it('adds a section, audits it, and the public list has it at once', async () => {
    const res = await post('blog/insertSection', {
      name: '  Gold   and Silver ',
      description: 'Metals in a portfolio',
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control'] ?? '').not.toMatch(/public|max-age=[1-9]/);
    const { section } = res.json();
    expect(res.json()).toMatchObject({ success: true, msg: 'Section saved' });
    expect(section).toMatchObject({
      name: 'Gold and Silver',
      slug: 'gold-and-silver',
      articles: 0,
    });

    const audit = await lastAudit('blogSection', section.id);
    expect(audit).toMatchObject({ action: 'insert', adminName: 'editor', before: null });
    expect(audit!.after).toMatchObject({ name: 'Gold and Silver', slug: 'gold-and-silver' });

    const names = (await get('blog/fetchSection', {}))
      .json()
      .sections.map((s: { name: string }) => s.name);
    expect(names).toContain('Gold and Silver');
  });

  it('refuses an empty or too long name and a too long description, in words', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '   ' }, 'Please enter section name'],
      [{}, 'Please enter section name'],
      [{ name: 'x'.repeat(61) }, 'The section name can be at most 60 characters'],
      [
        { name: 'Fine', description: 'd'.repeat(301) },
        'The description can be at most 300 characters',
      ],
    ];
    for (const [body, msg] of cases) {
      const res = await post('blog/insertSection', body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ success: false, msg, code: 'VALIDATION' });
    }
    expect((await post('blog/insertSection', { name: 'x'.repeat(60) })).statusCode).toBe(200);
  });

  it('renames a section: its page moves to the new slug, the old one redirects there', async () => {
    const created = (await post('blog/insertSection', { name: 'Crypto Notes' })).json().section;
    const writer = await t.database.db.transaction((tx) => writeAuthor(tx, { name: 'Dev Menon' }));
    await articleIn(created.id, writer, 'Why volatility is not risk');
    expect((await t.app.inject({ url: '/magazine/section/crypto-notes' })).statusCode).toBe(200);

    const res = await post('blog/updateSection', {
      id: created.id,
      name: 'Digital Assets',
      description: 'Tokens, taxed',
      updatedAt: created.updatedAt,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      msg: 'Section updated',
      section: { name: 'Digital Assets', slug: 'digital-assets', articles: 1 },
    });

    const page = await t.app.inject({ url: '/magazine/section/digital-assets' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Digital Assets');
    const old = await t.app.inject({ url: '/magazine/section/crypto-notes' });
    expect(old.statusCode).toBe(301);
    expect(old.headers.location).toBe('/magazine/section/digital-assets');

    const audit = await lastAudit('blogSection', created.id);
    expect(audit).toMatchObject({ action: 'update' });
    expect(audit!.before).toMatchObject({ name: 'Crypto Notes', slug: 'crypto-notes' });
    expect(audit!.after).toMatchObject({ name: 'Digital Assets', previousSlugs: ['crypto-notes'] });
  });

  it('redirects the old slug of a renamed section that has no articles yet', async () => {
    const created = (await post('blog/insertSection', { name: 'Gold Bonds' })).json().section;
    expect((await t.app.inject({ url: '/magazine/section/gold-bonds' })).statusCode).toBe(200);
    const res = await post('blog/updateSection', {
      id: created.id,
      name: 'Sovereign Gold',
      description: '',
      updatedAt: created.updatedAt,
    });
    expect(res.statusCode).toBe(200);

    const old = await t.app.inject({ url: '/magazine/section/gold-bonds' });
    expect(old.statusCode).toBe(301);
    expect(old.headers.location).toBe('/magazine/section/sovereign-gold');
    expect((await t.app.inject({ url: '/magazine/section/sovereign-gold' })).statusCode).toBe(200);
  });

  it('refuses a save made from a stale copy (409 CONFLICT) and an unknown section (404)', async () => {
    const created = (await post('blog/insertSection', { name: 'Insurance' })).json().section;
    const first = await post('blog/updateSection', {
      id: created.id,
      name: 'Insurance Basics',
      updatedAt: created.updatedAt,
    });
    expect(first.statusCode).toBe(200);
    const second = await post('blog/updateSection', {
      id: created.id,
      name: 'Term Insurance',
      updatedAt: created.updatedAt,
    });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ success: false, code: 'CONFLICT' });
    expect(second.json().msg).toMatch(/^Someone else saved a change/);

    const gone = await post('blog/updateSection', {
      id: 999_999,
      name: 'Nothing',
      updatedAt: created.updatedAt,
    });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().code).toBe('NOT_FOUND');

    const noVersion = await post('blog/updateSection', { id: created.id, name: 'Nothing' });
    expect(noVersion.statusCode).toBe(400);
    expect(noVersion.json().msg).toBe('Reload the page and try again');
  });

  it('refuses to delete a section that articles use, saying how many; deletes an empty one', async () => {
    const section = await saveSection(deps(), { name: 'Loans' });
    const writer = await t.database.db.transaction((tx) => writeAuthor(tx, { name: 'Isha Paul' }));
    await articleIn(section, writer, 'Prepay or invest?');
    await articleIn(section, writer, 'The true cost of an EMI');

    const refused = await post('blog/deleteSection', { id: section });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      success: false,
      code: 'IN_USE',
      msg: 'This section cannot be deleted: 2 articles are in it. Move or delete them first.',
    });

    const empty = (await post('blog/insertSection', { name: 'Spare' })).json().section;
    const deleted = await post('blog/deleteSection', { id: empty.id });
    expect(deleted.json()).toEqual({ success: true, msg: 'Section deleted' });
    const audit = await lastAudit('blogSection', empty.id);
    expect(audit).toMatchObject({ action: 'delete', after: null });
    expect(audit!.before).toMatchObject({ name: 'Spare' });
    const listed = (await get('admin/blogSections')).json().sections as { id: number }[];
    expect(listed.map((s) => s.id)).not.toContain(empty.id);
    expect((await post('blog/deleteSection', { id: empty.id })).statusCode).toBe(404);
    expect((await post('blog/deleteSection', { id: 'one' })).statusCode).toBe(400);
  });

  it('lists sections with their article counts and versions for the admin screen', async () => {
    const res = await get('admin/blogSections');
    expect(res.statusCode).toBe(200);
    const loans = (res.json().sections as { name: string }[]).find((s) => s.name === 'Loans');
    expect(loans).toMatchObject({ articles: 2, updatedAt: expect.any(String) });
  });
});

describe('authors', () => {
  it('adds an author, audits it, and lists them', async () => {
    const res = await post('blog/addAuthor', author);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      msg: 'Author added',
      author: { ...author, imageUrl: '', articles: 0 },
    });
    const id = res.json().author.id as number;
    const audit = await lastAudit('blogAuthor', id);
    expect(audit).toMatchObject({ action: 'insert', before: null });
    expect(audit!.after).toMatchObject({ name: 'Kavita Rao' });

    const list = await get('blog/fetchAuthor');
    expect(list.statusCode).toBe(200);
    expect(list.json().authors.map((a: { id: number }) => a.id)).toContain(id);
  });

  it('requires name, Twitter, LinkedIn and description, within their lengths', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ ...author, name: ' ' }, 'Please enter author name'],
      [{ ...author, twitter: '' }, 'Please enter the Twitter link'],
      [{ ...author, linkedin: undefined }, 'Please enter the LinkedIn link'],
      [{ ...author, description: '' }, 'Please enter the description'],
      [{ ...author, name: 'n'.repeat(81) }, 'The author name can be at most 80 characters'],
      [
        { ...author, twitter: `https://x.com/${'a'.repeat(290)}` },
        'A link can be at most 300 characters',
      ],
      [
        { ...author, description: 'd'.repeat(1001) },
        'The description can be at most 1000 characters',
      ],
    ];
    for (const [body, msg] of cases) {
      const res = await post('blog/addAuthor', body);
      expect(res.statusCode, msg).toBe(400);
      expect(res.json()).toEqual({ success: false, msg, code: 'VALIDATION' });
    }
  });

  it('stores only https:// links or paths on this site, naming the field (decision 37)', async () => {
    const refused: [Record<string, unknown>, string][] = [
      [
        { ...author, twitter: 'http://x.com/k' },
        'The Twitter link must start with https:// or be a path on this site',
      ],
      [
        { ...author, linkedin: 'javascript:alert(1)' },
        'The LinkedIn link must start with https:// or be a path on this site',
      ],
      [
        { ...author, linkedin: '//evil.example/in/k' },
        'The LinkedIn link must start with https:// or be a path on this site',
      ],
      [
        { ...author, imageUrl: 'data:image/png;base64,AAAA' },
        'The image link must start with https:// or be a path on this site',
      ],
    ];
    for (const [body, msg] of refused) {
      const res = await post('blog/addAuthor', body);
      expect(res.statusCode, msg).toBe(400);
      expect(res.json().msg).toBe(msg);
    }
    const onSite = await post('blog/addAuthor', {
      ...author,
      twitter: '/about',
      imageUrl: '/images/k.webp',
    });
    expect(onSite.statusCode).toBe(200);
  });

  it('updates an author once; a second save from the same copy is refused (409 CONFLICT)', async () => {
    const created = (await post('blog/addAuthor', { ...author, name: 'Arjun Shah' })).json().author;
    const changed = {
      ...author,
      id: created.id,
      name: 'Arjun K. Shah',
      updatedAt: created.updatedAt,
    };
    const res = await post('blog/updateAuthor', { ...changed, description: 'Retirement, mostly.' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      msg: 'Author updated',
      author: { name: 'Arjun K. Shah', description: 'Retirement, mostly.' },
    });
    const audit = await lastAudit('blogAuthor', created.id);
    expect(audit).toMatchObject({ action: 'update' });
    expect(audit!.before).toMatchObject({ name: 'Arjun Shah' });
    expect(audit!.after).toMatchObject({ name: 'Arjun K. Shah' });

    const stale = await post('blog/updateAuthor', changed);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('CONFLICT');
    const gone = await post('blog/updateAuthor', { ...changed, id: 999_999 });
    expect(gone.statusCode).toBe(404);
  });

  it("shows an author's new name on their article's page at its next request", async () => {
    const created = (await post('blog/addAuthor', { ...author, name: 'Neha Joshi' })).json().author;
    const section = await saveSection(deps(), { name: 'Budgets' });
    const id = await articleIn(section, created.id, 'A budget that survives Diwali');
    const before = (await get(`blog/blog?blog=${id}`, {})).json().blog.author.name;
    expect(before).toBe('Neha Joshi');
    await post('blog/updateAuthor', {
      ...author,
      id: created.id,
      name: 'Neha Joshi Kulkarni',
      updatedAt: created.updatedAt,
    });
    const after = (await get(`blog/blog?blog=${id}`, {})).json().blog.author.name;
    expect(after).toBe('Neha Joshi Kulkarni');
  });

  it('refuses to delete an author whose articles remain, saying how many; deletes one without', async () => {
    const created = (await post('blog/addAuthor', { ...author, name: 'Farah Ali' })).json().author;
    const section = await saveSection(deps(), { name: 'Mutual Funds' });
    await articleIn(section, created.id, 'Direct or regular plans?');
    const refused = await post('blog/deleteAuthor', { id: created.id });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      success: false,
      code: 'IN_USE',
      msg: 'This author cannot be deleted: 1 article is by them. Give it another author first.',
    });

    const spare = (await post('blog/addAuthor', { ...author, name: 'Spare Writer' })).json().author;
    const deleted = await post('blog/deleteAuthor', { id: spare.id });
    expect(deleted.json()).toEqual({ success: true, msg: 'Author deleted' });
    const audit = await lastAudit('blogAuthor', spare.id);
    expect(audit).toMatchObject({ action: 'delete', after: null });
    expect(audit!.before).toMatchObject({ name: 'Spare Writer' });
    expect((await post('blog/deleteAuthor', { id: spare.id })).statusCode).toBe(404);
  });
});
