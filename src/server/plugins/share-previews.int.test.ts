import { parseHTML } from 'linkedom';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_TITLE_LENGTH } from '../../shared/config/page-title';
import { paths, plannerKeys } from '../../shared/config/paths';
import { publicPages } from '../testing/public-pages';
import {
  shareDrawings,
  sharePicturePath,
  type ShareDrawingName,
} from '../../shared/config/share-pictures';
import { site } from '../../shared/config/site';
import { articlePath, tagPath } from '../../shared/magazine/slug';
import { magazineDemo } from '../db/seed/magazine-demo';
import { seedEvents } from '../db/seed/seed-events';
import { seedMagazine } from '../db/seed/seed-magazine';
import { createStandInBuild } from '../testing/stand-in-build';
import { createTestApp, type TestApp } from '../testing/test-app';

/**
 * What link previews and search engines read from the pages' HTML (issue 21): every public page's
 * share picture (there, of the size the head says, a PNG or JPEG), its words, the site's X
 * account, the publisher's logo and the site's search in structured data, pictures' alt text,
 * and titles short enough to be shown whole.
 */

let t: TestApp;
let build: ReturnType<typeof createStandInBuild>;
const origin = 'http://localhost:3000';

beforeAll(async () => {
  build = createStandInBuild({ withPublicFiles: true });
  t = await createTestApp({ STATIC_DIR: build.dir });
  await seedMagazine(t.database.db, magazineDemo);
  // The events' demo too: the registry's example event page is its fourth event.
  await seedEvents(t.database.db);
}, 60_000);
afterAll(async () => {
  await t.close();
  build.remove();
});

async function page(url: string) {
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode, url).toBe(200);
  const { document } = parseHTML(res.body);
  const meta = (selector: string) =>
    document.querySelector(`head meta[${selector}]`)?.getAttribute('content') ?? undefined;
  const jsonLd = () =>
    JSON.parse(
      document.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}',
    ) as { '@graph': Record<string, unknown>[] };
  return { document, meta, jsonLd, title: document.querySelector('head title')?.textContent };
}

/** A picture of this site as a visitor's preview fetches it: its type, size and caching. */
async function fetchPicture(url: string) {
  expect(url.startsWith(`${origin}/`), url).toBe(true);
  const res = await t.app.inject({ method: 'GET', url: url.slice(origin.length) });
  expect(res.statusCode, url).toBe(200);
  const meta = await sharp(res.rawPayload).metadata();
  return { res, meta };
}

/** Every article of the demo, at its page's address. */
async function articlePaths(): Promise<string[]> {
  const blogs = await t.app.publicReads.blogs(0, 100);
  expect(blogs).toHaveLength(magazineDemo.articles.length);
  return blogs.map((blog) => articlePath(blog));
}

describe('link previews', () => {
  it.each(publicPages)(
    '%s has a 1200 × 630 share picture that is there, its words and the X account',
    async (url) => {
      const p = await page(url);
      const image = p.meta('property="og:image"');
      expect(p.meta('property="og:image:width"')).toBe('1200');
      expect(p.meta('property="og:image:height"')).toBe('630');
      expect(p.meta('property="og:image:alt"')?.trim()).toBeTruthy();
      expect(p.meta('name="twitter:image"')).toBe(image);
      expect(p.meta('name="twitter:image:alt"')).toBe(p.meta('property="og:image:alt"'));
      expect(p.meta('name="twitter:card"')).toBe('summary_large_image');
      expect(p.meta('name="twitter:site"')).toBe(site.twitterHandle);
      expect(site.social.twitter.endsWith(`/${site.twitterHandle.slice(1)}`)).toBe(true);

      const { res, meta } = await fetchPicture(image!);
      expect(['image/png', 'image/jpeg']).toContain(String(res.headers['content-type']));
      expect(['png', 'jpeg']).toContain(meta.format);
      expect(meta).toMatchObject({ width: 1200, height: 630 });
    },
  );

  it("the home page, each planner and each kind of magazine page have their own picture; other pages the site's", async () => {
    const drawn = new Set<string>();
    for (const [url, key] of publicPages.filter(([, k]) => k !== 'magazineArticle')) {
      const picture = (await page(url)).meta('property="og:image"')!;
      if (key in shareDrawings) {
        expect(picture).toBe(origin + sharePicturePath(key as ShareDrawingName));
        drawn.add(picture);
      } else {
        expect(picture, url).toBe(origin + sharePicturePath('site'));
      }
    }
    for (const key of ['home', ...plannerKeys, 'magazine', 'magazineTag'] as const) {
      expect(drawn).toContain(origin + sharePicturePath(key));
    }
  });

  it("every article shows its own cover as a JPEG, named by the cover's words, kept for a year", async () => {
    for (const url of await articlePaths()) {
      const p = await page(url);
      const image = p.meta('property="og:image"')!;
      expect(image).toMatch(new RegExp(`^${origin}/media/images/[0-9a-f-]{36}-1200x630\\.jpg$`));
      const heading = p.document.querySelector('main h1')?.textContent?.trim();
      const article = magazineDemo.articles.find((a) => a.title === heading);
      expect(p.meta('property="og:image:alt"')).toBe(article?.coverAlt);

      const { res, meta } = await fetchPicture(image);
      expect(res.headers['content-type']).toBe('image/jpeg');
      expect(meta).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const again = await t.app.inject({
        method: 'GET',
        url: image.slice(origin.length),
        headers: { 'if-none-match': String(res.headers.etag) },
      });
      expect(again.statusCode).toBe(304);
    }
  });

  it('a share picture of an unknown image, or a malformed name, is 404', async () => {
    for (const url of [
      '/media/images/00000000-0000-4000-8000-000000000000-1200x630.jpg',
      '/media/images/00000000-0000-4000-8000-000000000000-1200x630.png',
      '/media/images/not-an-id-1200x630.jpg',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
    }
  });
});

describe('structured data', () => {
  it("an article's JSON-LD names its publisher with a PNG logo, and its author with their page", async () => {
    for (const url of await articlePaths()) {
      const [article] = (await page(url)).jsonLd()['@graph'];
      const publisher = article?.publisher as {
        '@type': string;
        name: string;
        logo: { '@type': string; url: string; width: number; height: number };
      };
      expect(publisher).toMatchObject({ '@type': 'Organization', name: site.name });
      expect(publisher.logo['@type']).toBe('ImageObject');
      expect(publisher.logo.width).toBeGreaterThanOrEqual(112);
      const { meta } = await fetchPicture(publisher.logo.url);
      expect(meta).toMatchObject({
        format: 'png',
        width: publisher.logo.width,
        height: publisher.logo.height,
      });
      const author = article?.author as { name: string; url: string };
      expect(author.url).toMatch(/\/magazine\/author\/[a-z0-9-]+$/);
    }
  });

  it('the home page has the Organization with its logo, and the WebSite with a search of the magazine', async () => {
    const [organization, website] = (await page(paths.home.path)).jsonLd()['@graph'];
    expect(organization).toMatchObject({
      '@type': 'Organization',
      logo: { '@type': 'ImageObject', url: `${origin}${site.logo.path}` },
    });
    expect(website).toMatchObject({
      '@type': 'WebSite',
      potentialAction: {
        '@type': 'SearchAction',
        target: {
          '@type': 'EntryPoint',
          urlTemplate: `${origin}${paths.magazineSearch.path}?q={search_term_string}`,
        },
        'query-input': 'required name=search_term_string',
      },
    });
    // The template is a real search: its page answers with results.
    const search = await page(`${paths.magazineSearch.path}?q=sip`);
    expect(search.document.querySelectorAll('main li img').length).toBeGreaterThan(0);
  });
});

describe('pictures and titles', () => {
  const magazinePages = () => [
    paths.magazine.path,
    paths.magazineSection.example,
    paths.magazineTag.example,
    paths.magazineSearch.example,
    paths.magazineArticle.example,
  ];

  it('every picture of the magazine pages has alt text; a cover says what it shows', async () => {
    const alts = new Set<string>(magazineDemo.articles.map((a) => a.coverAlt));
    for (const url of magazinePages()) {
      const images = [...(await page(url)).document.querySelectorAll('img')];
      expect(images.length, url).toBeGreaterThan(0);
      for (const img of images) expect(img.hasAttribute('alt'), url).toBe(true);
      const covers = images.filter((img) => img.getAttribute('src')?.includes('/media/images/'));
      const coverAlts = covers
        .filter((img) => img.getAttribute('width') === '1280')
        .map((img) => img.getAttribute('alt'));
      expect(coverAlts.length, url).toBeGreaterThan(0);
      for (const alt of coverAlts) expect(alts.has(alt ?? ''), `${url}: ${alt}`).toBe(true);
    }
  });

  it('the first picture of each list page is fetched at once (the largest paint), the rest lazily', async () => {
    for (const url of magazinePages().filter((u) => u !== paths.magazineArticle.example)) {
      const covers = [...(await page(url)).document.querySelectorAll('main img[width="1280"]')];
      expect(covers[0]?.getAttribute('loading'), url).not.toBe('lazy');
      expect(covers.at(-1)?.getAttribute('loading'), url).toBe('lazy');
    }
  });

  it('every public page and article has a title of at most 60 characters', async () => {
    const urls = [...publicPages.map(([url]) => url), ...(await articlePaths())];
    for (const url of urls) {
      const { title } = await page(url);
      expect(title?.trim(), url).toBeTruthy();
      expect(title!.length, `${url}: ${title}`).toBeLessThanOrEqual(MAX_TITLE_LENGTH);
    }
  });

  it("a tag page's description says how many articles, from where, on what", async () => {
    const tagged = magazineDemo.articles.filter((a) => a.tags.includes('video'));
    const p = await page(tagPath('video'));
    const description = p.meta('name="description"');
    expect(description).toContain(
      `${tagged.length} articles on “video” from the Arthashala magazine`,
    );
    const sections = new Set(tagged.map((a) => a.section));
    for (const section of magazineDemo.sections.filter((s) => sections.has(s.slug))) {
      expect(description).toContain(section.name);
    }
  });
});
