import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { paths } from '../src/shared/config/paths';
import { articlePath } from '../src/shared/magazine/slug';
import type {
  TBlogAdminArticleResponse,
  TBlogDraftData,
  TBlogRevisionsResponse,
} from '../src/shared/schemas/blog-admin';
import { signInAsAdmin } from './admin-session';
import { acceptThePages404, clientAddress, expect, expectNoAxeViolations, test } from './fixtures';

// A writer's article from draft to deletion (issue 24): kept while written and previewed,
// scheduled a minute ahead, public at its time (the magazine, its page, its author's page, the
// feed, the sitemap), edited, a revision restored, featured, then deleted after 'Are you sure?'.
// The article's writes go through the article calls, as the editor makes them; Blogs Management,
// the preview and the public pages are used as a person uses them, with axe on each.

test.describe.configure({ mode: 'serial' });
// The scheduled article waits for its minute, and the scheduler's next round.
test.setTimeout(240_000);

let token = '';

test.beforeEach(async ({ page }, testInfo) => {
  const address = clientAddress(testInfo, '198.51');
  await page.context().setExtraHTTPHeaders({ 'x-forwarded-for': address });
  token = await signInAsAdmin(page, address);
});

const auth = () => ({ authorization: `Bearer ${token}` });

async function call<T>(
  request: APIRequestContext,
  method: 'get' | 'post' | 'delete',
  path: string,
  data?: unknown,
): Promise<T> {
  const response = await request[method](`/api/${path}`, { headers: auth(), data });
  expect(response.ok(), `${method} ${path}: ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

/** The first section and author of the demo magazine, by id and name. */
async function sectionAndAuthor(request: APIRequestContext) {
  const { sections } = await call<{ sections: { id: number; name: string }[] }>(
    request,
    'get',
    'blog/fetchSection',
  );
  const { authors } = await call<{ authors: { id: number; name: string }[] }>(
    request,
    'get',
    'blog/fetchAuthor',
  );
  return { section: sections[0]!, author: authors[0]! };
}

/** The URLs of every sitemap file the index names, and their contents joined. */
async function sitemapText(page: Page): Promise<string> {
  const index = await (await page.request.get('/sitemap.xml')).text();
  const files = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  const texts = await Promise.all(files.map(async (f) => (await page.request.get(f)).text()));
  return texts.join('\n');
}

/** A draft as a save sends it: the article's date left to the server (today). */
const asSave = (data: TBlogDraftData) => ({ ...data, createdAt: undefined });

test('a writer previews, schedules, publishes, revises, features and deletes an article', async ({
  page,
  consoleErrors,
}) => {
  const { request } = page;
  const { section, author } = await sectionAndAuthor(request);
  const title = `Emergency funds before SIPs ${Date.now()}`;
  const draft: TBlogDraftData = {
    title,
    content:
      '<h2>Six months first</h2><p>Keep <strong>six months</strong> of expenses in a liquid fund before the first SIP.</p>',
    imageURL: '',
    imageAlt: '',
    section: section.id,
    author: author.id,
    tags: ['Emergency Fund', 'sip'],
    createdAt: '',
    description: 'Why the cushion comes before the first instalment.',
    seoTitle: '',
    status: 'scheduled',
    publishAt: null,
  };

  // Written: the editor keeps the work under its key, and the preview link draws it.
  const key = randomUUID();
  await call(request, 'post', 'admin/blogAutosave', { key, data: draft });
  const preview = await page.goto(paths.magazinePreview.path.replace(':key', key));
  expect(preview?.status()).toBe(200);
  expect(preview?.headers()['cache-control']).toBe('private, no-store');
  await expect(page.getByText('Preview: not published')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expectNoAxeViolations(page);

  // Scheduled 70 seconds ahead; saving ends the autosave, and with it the preview link.
  const publishAt = new Date(Date.now() + 70_000).toISOString();
  const { blog } = await call<TBlogAdminArticleResponse>(request, 'post', 'blog/insert', {
    ...asSave(draft),
    publishAt,
    draftKey: key,
  });
  expect(blog.status).toBe('scheduled');
  const gone = await page.goto(paths.magazinePreview.path.replace(':key', key));
  expect(gone?.status()).toBe(404);
  acceptThePages404(consoleErrors);
  await expect(page.getByRole('heading', { level: 1, name: 'Preview not found' })).toBeVisible();

  // Blogs Management shows it among the scheduled ones, and nowhere public yet.
  await page.goto(paths.adminBlogManagement.path);
  await expect(page.getByRole('heading', { level: 1, name: 'Manage Blog' })).toBeVisible();
  await page.getByLabel('Show').selectOption('scheduled');
  const table = page.getByRole('region', { name: 'Articles table' });
  const row = table.getByRole('row', { name: new RegExp(title) });
  await expect(row).toContainText(/Scheduled for \d{1,2} \w{3} \d{4}, \d\d:\d\d IST/);
  await expect(row).toContainText(section.name);
  await expect(row).toContainText(author.name);
  await expectNoAxeViolations(page);
  expect((await page.request.get(articlePath(blog))).status()).toBe(404);

  // At its time it is public: the magazine, its page, the feed and the sitemap.
  await expect
    .poll(async () => (await page.request.get(articlePath(blog))).status(), {
      timeout: 120_000,
      intervals: [5_000],
    })
    .toBe(200);
  await page.goto(paths.magazine.path);
  await expect(page.getByRole('link', { name: title }).first()).toBeVisible();
  await page.goto(articlePath(blog));
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Six months first' })).toBeVisible();
  await expectNoAxeViolations(page);
  // Its byline leads to the author's page, which lists it.
  await page.getByRole('main').getByRole('link', { name: author.name }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: author.name })).toBeVisible();
  await expect(
    page
      .getByRole('region', { name: `Articles by ${author.name}` })
      .getByRole('link', { name: title }),
  ).toBeVisible();
  expect(await (await page.request.get('/rss.xml')).text()).toContain(title);
  expect(await sitemapText(page)).toContain(articlePath(blog));

  // Edited (opened as the editor opens it: publishing it changed it), then the first version
  // restored from the editor's Revisions, compared first.
  const opened = await call<TBlogAdminArticleResponse>(
    request,
    'get',
    `admin/blog?blog=${blog.id}`,
  );
  expect(opened.blog.status).toBe('published');
  await call<TBlogAdminArticleResponse>(request, 'post', 'blog/update', {
    ...asSave(draft),
    id: blog.id,
    title: `${title} (revised)`,
    status: 'published',
    publishAt: null,
    updatedAt: opened.blog.updatedAt,
  });
  const { revisions } = await call<TBlogRevisionsResponse>(
    request,
    'get',
    `admin/blogRevisions?blog=${blog.id}`,
  );
  expect(revisions.map((revision) => revision.data.title)).toEqual([`${title} (revised)`, title]);
  await page.goto(paths.adminBlogManagement.path);
  await page.getByRole('link', { name: `Edit ${title} (revised)` }).click();
  await expect(page.getByLabel(/^Title/)).toHaveValue(`${title} (revised)`);
  await page.getByRole('button', { name: 'Revisions', exact: true }).click();
  const history = page.getByRole('dialog', { name: 'Revisions' });
  const older = history.getByRole('listitem').filter({ hasText: title }).last();
  await older.getByRole('button', { name: /^Compare/ }).click();
  await expect(history.getByRole('heading', { name: /^Compare the revision/ })).toBeFocused();
  await expect(history.locator('ins')).toContainText('(revised)');
  await expectNoAxeViolations(page);
  await history.getByRole('button', { name: 'Restore this revision' }).click();
  await expect(history).toBeHidden();
  await expect(
    page.getByText(/^Restored the version of .*Press Update to publish it\.$/),
  ).toBeVisible();
  await expect(page.getByLabel(/^Title/)).toHaveValue(title);
  // Nothing public changes until Update.
  await expect
    .poll(async () => (await page.request.get(articlePath(blog))).text())
    .toContain(`${title} (revised)`);
  await page.getByRole('button', { name: 'Update', exact: true }).click();
  await expect(page).toHaveURL(paths.adminBlogManagement.path);
  await page.goto(articlePath(blog));
  await expect(page.getByRole('heading', { level: 1, name: title, exact: true })).toBeVisible();

  // Featured with the list's toggle: the list reloads from the start, the notice says so.
  await page.goto(paths.adminBlogManagement.path);
  const featured = page.getByLabel(`Featured: ${title}`, { exact: true });
  await expect(featured).not.toBeChecked();
  await featured.click();
  await expect(page.getByText('Blog marked as featured')).toBeVisible();
  await expect(page.getByLabel(`Featured: ${title}`, { exact: true })).toBeChecked();
  await page.getByLabel('Show').selectOption('featured');
  await expect(
    page
      .getByRole('region', { name: 'Articles table' })
      .getByRole('row', { name: new RegExp(title) }),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  // Deleted after 'Are you sure?': gone from the list and from the public page.
  await page.getByRole('button', { name: `Delete ${title}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Are you sure?' });
  await expect(dialog).toContainText(title);
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Blog deleted')).toBeVisible();
  await expect(page.getByRole('button', { name: `Delete ${title}` })).toHaveCount(0);
  expect((await page.request.get(articlePath(blog))).status()).toBe(404);
});
