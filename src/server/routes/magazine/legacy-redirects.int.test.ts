import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notFoundPage, pageTitle } from '../../../shared/config/page-title';
import { saveBlog, saveSection, writeAuthor } from '../../services/magazine/save-blog';
import { createStandInBuild } from '../../testing/stand-in-build';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
// A missing article is answered with the site's not-found page, which the web app renders.
let build: ReturnType<typeof createStandInBuild>;
let taxSection: number;
let author: number;
let elss: number;
let nps: number;

beforeAll(async () => {
  build = createStandInBuild();
  t = await createTestApp({ STATIC_DIR: build.dir });
  const deps = { db: t.database.db, contentVersion: t.app.contentVersion };
  taxSection = await saveSection(deps, { name: 'Tax Planning', description: 'Deductions' });
  await saveSection(deps, { name: 'Retirement', description: 'Enough, for long' });
  author = await writeAuthor(t.database.db, { name: 'Meera Iyer' });
  elss = await saveBlog(deps, {
    title: 'ELSS: the tax-saver with the shortest lock-in',
    content: '<p>Three years, and the market does the rest.</p>',
    section: taxSection,
    author,
  });
  nps = await saveBlog(deps, {
    title: 'NPS explained',
    content: '<p>A low-cost pension.</p>',
    section: taxSection,
    author,
  });
});
afterAll(async () => {
  await t.close();
  build.remove();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

/** Decision 32: a link to nothing is a 404 with the site's not-found page, not a redirect. */
async function expectNotFoundPage(url: string) {
  const res = await get(url);
  expect(res.statusCode, url).toBe(404);
  expect(res.headers.location, url).toBeUndefined();
  expect(res.headers['content-type'], url).toContain('text/html');
  expect(res.body, url).toContain(`<title>${pageTitle(notFoundPage)}</title>`);
}

describe('/magazine/blog-details?title=…&blog={id}', () => {
  it("moves permanently to the article's clean path", async () => {
    const res = await get(`/magazine/blog-details?title=elss-the-tax-saver&blog=${elss}`);
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe(
      `/magazine/elss-the-tax-saver-with-the-shortest-lock-in-${elss}`,
    );
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
  });

  it('goes by the id when the title lies, or is missing', async () => {
    const lying = await get(`/magazine/blog-details?title=elss-the-tax-saver&blog=${nps}`);
    expect(lying.statusCode).toBe(301);
    expect(lying.headers.location).toBe(`/magazine/nps-explained-${nps}`);
    const bare = await get(`/magazine/blog-details?blog=${nps}&utm_source=newsletter`);
    expect(bare.headers.location).toBe(`/magazine/nps-explained-${nps}`);
  });

  it('follows a retitled article to its new path', async () => {
    await saveBlog(
      { db: t.database.db, contentVersion: t.app.contentVersion },
      {
        id: nps,
        title: 'NPS, plainly',
        content: '<p>A low-cost pension.</p>',
        section: taxSection,
        author,
      },
    );
    const res = await get(`/magazine/blog-details?title=nps-explained&blog=${nps}`);
    expect(res.headers.location).toBe(`/magazine/nps-plainly-${nps}`);
  });

  it.each([
    ['an unknown id', 'blog=999999'],
    ['an id past the largest integer', 'blog=99999999999'],
    ['a zero id', 'blog=0'],
    ['a negative id', 'blog=-1'],
    ['an id with letters', 'blog=12abc'],
    ['an exponent', 'blog=1e1'],
    ['an empty id', 'blog='],
    ['no id at all', 'title=elss'],
    ['ids given twice, the first invalid', `blog=x&blog=${elss}`],
  ])('answers %s with the not-found page', async (_name, query) => {
    await expectNotFoundPage(`/magazine/blog-details?${query}`);
  });
});

describe('/magazine/section?section=…', () => {
  it.each([
    ['its id, as the seed links it', () => String(taxSection)],
    ['its slug', () => 'tax-planning'],
    ['its name', () => 'Tax Planning'],
    ['its name in another case', () => 'tax  planning '],
  ])('moves permanently to the section page by %s', async (_name, section) => {
    const res = await get(`/magazine/section?section=${encodeURIComponent(section())}`);
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('/magazine/section/tax-planning');
  });

  it.each([
    ['an unknown id', 'section=424242'],
    ['an unknown name', 'section=Crypto%20Riches'],
    ['an empty value', 'section='],
    ['no section at all', ''],
  ])('answers %s with the not-found page', async (_name, query) => {
    await expectNotFoundPage(`/magazine/section?${query}`);
  });
});

describe('no open redirects', () => {
  it.each([
    `/magazine/blog-details?blog=//evil.example/x&title=https://evil.example`,
    `/magazine/blog-details?blog=${'%2F%2Fevil.example'}`,
    `/magazine/blog-details?title=https%3A%2F%2Fevil.example&blog=1%40evil.example`,
    `/magazine/section?section=https%3A%2F%2Fevil.example`,
    `/magazine/section?section=%2F%2Fevil.example%2Ftax-planning`,
    `/magazine/section?section=%5C%5Cevil.example`,
  ])('answers %s with a path of ours', async (url) => {
    const res = await get(url, { host: 'evil.example', 'x-forwarded-host': 'evil.example' });
    if (res.statusCode === 404) {
      // Nothing found: no Location at all.
      expect(res.headers.location).toBeUndefined();
      return;
    }
    const location = String(res.headers.location);
    expect(res.statusCode).toBe(301);
    expect(location).toMatch(/^\/magazine(\/|$)/);
    expect(location).not.toContain('evil');
    expect(location).not.toMatch(/^\/\/|\\/);
  });

  it('builds the Location from the stored article, never from the title', async () => {
    const res = await get(
      `/magazine/blog-details?title=${encodeURIComponent('//evil.example')}&blog=${elss}`,
      { host: 'evil.example' },
    );
    expect(res.headers.location).toBe(
      `/magazine/elss-the-tax-saver-with-the-shortest-lock-in-${elss}`,
    );
  });
});
