import { eq } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { parseHTML } from 'linkedom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findRoute } from '../../shared/config/match-route';
import { pageHeads } from '../../shared/config/page-heads';
import { notFoundPage, pageTitle } from '../../shared/config/page-title';
import {
  navLinks,
  paths,
  plannerKeys,
  type LivePathKey,
  type NavGroup,
  type PathEntry,
} from '../../shared/config/paths';
import { publicPages } from '../testing/public-pages';
import { book, knowledgeBank, site } from '../../shared/config/site';
import {
  articleIdOf,
  MAX_SEARCH_QUERY_LENGTH,
  SEARCH_PAGE_SIZE,
  searchRequestOf,
  SECTION_PAGE_SIZE,
  TAG_INDEX_MINIMUM,
  TAG_PAGE_SIZE,
} from '../../shared/magazine/magazine-routes';
import { authorPageDescription } from '../../shared/magazine/author-json-ld';
import { articlePath, authorPath, sectionPath, tagPath, tagSlug } from '../../shared/magazine/slug';
import { eventDateShown, eventIdOfSegment, eventPathSegment } from '../../shared/events/events';
import { tagPageDescription } from '../../shared/magazine/tag-description';
import { bannerTexts } from '../db/schema/content';
import { magazineDemo } from '../db/seed/magazine-demo';
import { seedEvents } from '../db/seed/seed-events';
import { seedMagazine } from '../db/seed/seed-magazine';
import { TestClient } from '../testing/test-client';
import { createStandInBuild } from '../testing/stand-in-build';
import { createTestApp, writeUnannounced, type TestApp } from '../testing/test-app';

let t: TestApp;
let build: ReturnType<typeof createStandInBuild>;
const origin = 'http://localhost:3000';

beforeAll(async () => {
  build = createStandInBuild();
  t = await createTestApp({ STATIC_DIR: build.dir });
  await seedMagazine(t.database.db, magazineDemo);
  // The events' demo too: the registry's example event page is its fourth event.
  await seedEvents(t.database.db);
}, 60_000);
afterAll(async () => {
  await t.close();
  build.remove();
});

/** What a page's head says: its title, description and canonical path, and if it is noindex. */
type ExpectedHead = {
  title: string;
  description: string;
  canonicalPath: string;
  noindex: boolean;
};

type OwnHeadKey = {
  [K in LivePathKey]: (typeof paths)[K] extends { readonly ownHead: true } ? K : never;
}[LivePathKey];

/**
 * The heads of the pages that write their own from their data, worked out as each page works it
 * out (src/web/features/magazine), from the same reads answered by the server's services. A new
 * page with its own head does not type-check here until its head is written down too.
 */
const ownHeads: {
  [K in OwnHeadKey]: (params: Readonly<Record<string, string>>, url: URL) => Promise<ExpectedHead>;
} = {
  // section-page.tsx: the section found by its slug (or by its first article, for an old slug).
  async magazineSection({ section: slug = '' }) {
    const sections = await t.app.publicReads.blogSections();
    const list = await t.app.publicReads.blogsBySection(slug, 0, SECTION_PAGE_SIZE);
    const section =
      sections.find((s) => s.slug === slug) ?? sections.find((s) => s.id === list?.[0]?.section);
    const name = section?.name ?? paths.magazineSection.title;
    return {
      title: pageTitle({ title: `${name}: ${paths.magazine.title}` }),
      description: section?.description || pageHeads.magazineSection.description,
      canonicalPath: sectionPath(section ?? { slug }),
      noindex: false,
    };
  },
  // tag-page.tsx: the tag as the editors wrote it; a thin tag page is kept out of search.
  async magazineTag({ tag: slug = '' }) {
    const list = await t.app.publicReads.blogsByTag(slug, 0, TAG_PAGE_SIZE);
    const tag =
      list.flatMap((article) => article.tags).find((t) => tagSlug(t) === tagSlug(slug)) ??
      slug.replace(/-/g, ' ');
    return {
      title: pageTitle({ title: `Articles tagged “${tag}”` }),
      description: tagPageDescription(tag, list),
      canonicalPath: tagPath(tag),
      noindex: list.length < TAG_INDEX_MINIMUM,
    };
  },
  // author-page.tsx: the author's name and bio; without a published article, kept out of search.
  async magazineAuthor({ slug = '' }) {
    const found = await t.app.publicReads.authorPage(slug, 0, SECTION_PAGE_SIZE);
    if (!found) throw new Error(`No author at ${slug}`);
    return {
      title: pageTitle({ title: `${found.author.name}: ${paths.magazine.title}` }),
      description: authorPageDescription(found.author),
      canonicalPath: authorPath(found.author),
      noindex: found.blogs.length === 0,
    };
  },
  // search-page.tsx: the query quoted as far as the search looks; kept out of search, as the
  // registry says (and the sitemap reads).
  async magazineSearch(_params, url) {
    const { q } = searchRequestOf(url.searchParams);
    const quoted =
      q.length > MAX_SEARCH_QUERY_LENGTH ? `${q.slice(0, MAX_SEARCH_QUERY_LENGTH)}…` : q;
    const entry = paths.magazineSearch;
    return {
      title: pageTitle({ title: q === '' ? entry.title : `Search: ${quoted}` }),
      description: pageHeads.magazineSearch.description,
      canonicalPath: entry.path,
      noindex: entry.noindex,
    };
  },
  // events/event-page.tsx: the event's title; its city, date and description, at its canonical slug.
  async eventPage({ event: segment = '' }) {
    const event = await t.app.publicReads.event(eventIdOfSegment(segment)!);
    if (!event) throw new Error(`No event at ${segment}`);
    return {
      title: pageTitle({ title: event.eventTitle }),
      description: `${event.eventCity}, ${eventDateShown(event.eventDate)}: ${event.eventDescription}`,
      canonicalPath: `${paths.events.path}/${eventPathSegment(event)}`,
      noindex: false,
    };
  },
  // preview-page.tsx has no canonical link and no page in the demo content (left out of
  // publicPages); its head is checked in preview-page.int.test.ts.
  magazinePreview() {
    return Promise.reject(new Error('A private page is not among the public pages'));
  },
  // article-page.tsx: the article's own title and summary, at its canonical slug.
  async magazineArticle({ article }) {
    const blog = await t.app.publicReads.blog(articleIdOf(article)!);
    if (!blog) throw new Error(`No article at ${article}`);
    return {
      title: pageTitle({ title: blog.title }),
      description: blog.description || pageHeads.magazineArticle.description,
      canonicalPath: articlePath(blog),
      noindex: false,
    };
  },
};

/** The head a public page should have: its own (above), or the registry's (app/router.tsx). */
async function expectedHead(url: string): Promise<ExpectedHead> {
  const parsed = new URL(url, origin);
  const match = findRoute(parsed.pathname);
  if (!match) throw new Error(`No route for ${url}`);
  const { key, entry, params } = match;
  if (key in ownHeads) return ownHeads[key as OwnHeadKey](params, parsed);
  return {
    title: pageTitle(entry),
    description: pageHeads[key].description,
    canonicalPath: parsed.pathname,
    noindex: entry.noindex === true,
  };
}

type JsonLdNode = {
  url?: string;
  mainEntityOfPage?: string;
  itemListElement?: { item: string }[];
};

/** The addresses a JSON-LD graph describes: its nodes' own, and where each breadcrumb trail ends. */
function jsonLdAddresses(graph: JsonLdNode[]): string[] {
  return graph.flatMap((node) => [
    ...(node.url ? [node.url] : []),
    ...(node.mainEntityOfPage ? [node.mainEntityOfPage] : []),
    ...(node.itemListElement ? [node.itemListElement.at(-1)!.item] : []),
  ]);
}

async function page(url: string, client?: TestClient) {
  const res = client ? await client.get(url) : await t.app.inject({ method: 'GET', url });
  const { document } = parseHTML(res.body);
  const meta = (selector: string) => document.querySelector(selector)?.getAttribute('content');
  return {
    res,
    document,
    title: document.querySelector('head title')?.textContent,
    description: meta('head meta[name="description"]'),
    robots: meta('head meta[name="robots"]'),
    canonical: document.querySelector('head link[rel="canonical"]')?.getAttribute('href'),
    heading: document.querySelector('main h1')?.textContent?.trim(),
    mainText: document.querySelector('main')?.textContent?.replace(/\s+/g, ' ').trim() ?? '',
  };
}

describe('every public page, as HTML without JavaScript', () => {
  it.each(publicPages)('%s has its status, head, main heading and text', async (url, key) => {
    expect(findRoute(new URL(url, origin).pathname)?.key).toBe(key);
    const expected = await expectedHead(url);
    const p = await page(url);
    expect(p.res.statusCode).toBe(200);
    expect(p.res.headers['content-type']).toContain('text/html');
    expect(p.title?.trim()).toBeTruthy();
    expect(p.title).toBe(expected.title);
    expect(p.description?.trim()).toBeTruthy();
    expect(p.description).toBe(expected.description);
    expect(p.canonical).toBe(origin + expected.canonicalPath);
    expect(p.robots).toBe(expected.noindex ? 'noindex' : undefined);
    expect(p.document.querySelector('meta[property="og:title"]')?.getAttribute('content')).toBe(
      expected.title,
    );
    expect(p.document.querySelector('meta[property="og:url"]')?.getAttribute('content')).toBe(
      origin + expected.canonicalPath,
    );
    expect(p.heading?.length).toBeGreaterThan(0);
    expect(p.mainText.length).toBeGreaterThan(200);
    // One JSON-LD block (React leaves it where the page draws it), about this very page: a node
    // or the end of a breadcrumb trail is its canonical address.
    const blocks = p.document.querySelectorAll('script[type="application/ld+json"]');
    expect(blocks).toHaveLength(1);
    const graph = (JSON.parse(blocks[0]!.textContent ?? '') as { '@graph': JsonLdNode[] })[
      '@graph'
    ];
    expect(jsonLdAddresses(graph)).toContain(origin + expected.canonicalPath);
    // The site's navigation is there as plain links.
    expect(p.document.querySelector(`footer a[href="${paths.privacyPolicy.path}"]`)).not.toBe(null);
  });

  it('the home page has its heading, a link to every planner of the registry in its planners grid, and the organization in JSON-LD', async () => {
    const p = await page('/');
    expect(p.heading).toBe(`${site.name}: goal-based investing and money lessons`);
    const grid = [...p.document.querySelectorAll('main section[aria-labelledby]')].find((section) =>
      /know your numbers/i.test(
        p.document.getElementById(section.getAttribute('aria-labelledby')!)?.textContent ?? '',
      ),
    );
    const links = [...(grid?.querySelectorAll('ul > li a[href]') ?? [])].map((a) => ({
      name: a.textContent?.trim(),
      href: a.getAttribute('href'),
    }));
    expect(links).toEqual(
      plannerKeys.map((key) => ({ name: paths[key].title, href: paths[key].path })),
    );
    const jsonLd = JSON.parse(
      p.document.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}',
    ) as { '@graph': { '@type': string; url: string }[] };
    expect(jsonLd['@graph'].map((node) => node['@type'])).toEqual(['Organization', 'WebSite']);
    expect(jsonLd['@graph'][0]!.url).toBe(`${origin}/`);
  });

  it('Money Maps has its form in the HTML', async () => {
    const p = await page(paths.moneyMap.path);
    expect(p.heading).toBe('Money Maps');
    expect(p.document.querySelector('main form')).not.toBe(null);
  });

  it('loads the browser entry and styles from the build, and MUI styles for the page', async () => {
    const p = await page('/');
    const head = p.document.querySelector('head')!;
    // The entry is named for the boot script, which asks for it once the page is painted.
    const code = JSON.parse(head.querySelector('script#app-code')?.textContent ?? 'null');
    expect(code).toMatchObject({ entry: '/assets/index-abc123.js', afterPaint: true });
    expect(head.querySelector('script[src]')).toBe(null);
    expect(head.querySelector('link[rel="stylesheet"][href="/assets/index-abc123.css"]')).not.toBe(
      null,
    );
    expect(head.querySelector('style[data-mui-rules]')?.textContent).toMatch(/\.mui-/);
    // Every script is data or the boot script, which the CSP allows by its hash: nothing else
    // inline runs.
    const csp = String(p.res.headers['content-security-policy']);
    const inline = [...p.document.querySelectorAll('script')].filter(
      (script) => !/json/.test(script.getAttribute('type') ?? ''),
    );
    expect(inline).toHaveLength(1);
    const hash = createHash('sha256').update(inline[0]!.textContent!).digest('base64');
    expect(csp).toMatch(
      new RegExp(`script-src 'self' 'sha256-${hash.replace(/[+/]/g, '\\$&')}'(;|$)`),
    );
  });
});

describe('a magazine article, as HTML without JavaScript', () => {
  const example = paths.magazineArticle.example;
  const id = example.slice(example.lastIndexOf('-') + 1);

  it('carries its title, description, canonical URL, sharing cards and JSON-LD', async () => {
    // An old or wrong slug moves to the right one (decision 32), which the canonical link names.
    const moved = await t.app.inject({ method: 'GET', url: `/magazine/an-old-title-${id}` });
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe(example);
    const p = await page(example);
    expect(p.res.statusCode).toBe(200);
    const meta = (selector: string) =>
      p.document.querySelector(`head meta[${selector}]`)?.getAttribute('content');
    expect(p.heading).toBe('SIPs and rupee-cost averaging: why a fixed monthly amount works');
    expect(p.title).toBe(pageTitle({ title: p.heading! }));
    expect(p.description).toMatch(/systematic investment plan/);
    expect(p.canonical).toBe(origin + example);
    expect(p.robots).toBeUndefined();
    expect(meta('property="og:type"')).toBe('article');
    expect(meta('property="og:url"')).toBe(origin + example);
    expect(meta('property="og:image"')).toMatch(
      new RegExp(`^${origin}/media/images/[0-9a-f-]{36}-1200x630\\.jpg$`),
    );
    expect(meta('name="twitter:card"')).toBe('summary_large_image');
    expect(meta('property="article:published_time"')).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(
      p.document.querySelector('head link[rel="alternate"][type="application/rss+xml"]'),
    ).not.toBe(null);

    const jsonLd = JSON.parse(
      p.document.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}',
    ) as { '@graph': Record<string, unknown>[] };
    const [article, breadcrumbs] = jsonLd['@graph'];
    expect(article).toMatchObject({
      '@type': 'Article',
      headline: p.heading,
      mainEntityOfPage: origin + example,
      author: { '@type': 'Person' },
    });
    expect(article?.datePublished).toBeTruthy();
    expect(breadcrumbs?.['@type']).toBe('BreadcrumbList');
    expect((breadcrumbs?.itemListElement as unknown[]).length).toBe(4);

    // The article itself, its picture in several widths with its place held, and who wrote it.
    expect(p.mainText).toMatch(/rupee-cost averaging/i);
    const cover = [...p.document.querySelectorAll('main article img')].find(
      (img) => img.getAttribute('width') === '1280',
    );
    expect(cover?.getAttribute('srcset') ?? cover?.getAttribute('srcSet')).toMatch(
      / 320w, .* 1280w$/,
    );
    expect(cover?.getAttribute('width')).toBe('1280');
    expect(cover?.getAttribute('height')).toBe('720');
    expect(p.mainText).toMatch(/About /);
    // The author's photo, shown at 48 and 64 px, comes at its smallest rendition.
    const photos = [
      ...p.document.querySelectorAll('main article img[width="48"], main article img[width="64"]'),
    ];
    expect(photos).toHaveLength(2);
    for (const photo of photos) {
      expect(photo.getAttribute('src')).toMatch(/^\/media\/images\/[0-9a-f-]{36}-320\.webp$/);
    }
  });

  it.each([['/magazine/no-such-article-999999'], ['/magazine/not-an-article']])(
    '%s answers 404 with the not-found view, kept out of search',
    async (pagePath) => {
      const p = await page(pagePath);
      expect(p.res.statusCode).toBe(404);
      expect(p.heading).toBe('Article not found');
      expect(p.robots).toBe('noindex');
      expect(p.title).toBe(pageTitle(notFoundPage));
    },
  );
});

describe('magazine sections and tags, as HTML without JavaScript', () => {
  it('a section page lists its articles beside every section, its own marked as current', async () => {
    const p = await page('/magazine/section/investing');
    expect(p.res.statusCode).toBe(200);
    expect(p.heading).toBe('Investing');
    expect(p.canonical).toBe(`${origin}/magazine/section/investing`);
    const menu = p.document.querySelector('nav[aria-label="All sections"]');
    expect(menu?.querySelectorAll('a').length).toBe(magazineDemo.sections.length);
    expect(menu?.querySelector('a[aria-current="page"]')?.textContent).toBe('Investing');
    const investing = magazineDemo.articles.filter((a) => a.section === 'investing');
    for (const article of investing) expect(p.mainText).toContain(article.title);
  });

  it("the bar's Magazine link is marked as the current section on a magazine page below the landing", async () => {
    const magazineLink = (p: Awaited<ReturnType<typeof page>>) =>
      [...p.document.querySelectorAll('nav[aria-label="Main"] a')].find(
        (a) => a.textContent === 'Magazine',
      );
    const section = await page('/magazine/section/investing');
    expect(magazineLink(section)?.getAttribute('aria-current')).toBe('true');
    expect(magazineLink(section)?.getAttribute('class')).toContain('active');
    expect(magazineLink(await page('/magazine'))?.getAttribute('aria-current')).toBe('page');
    expect(magazineLink(await page('/moneyMap'))?.getAttribute('aria-current')).toBeNull();
  });

  it('an unknown section answers 404, kept out of search', async () => {
    const p = await page('/magazine/section/no-such-section');
    expect(p.res.statusCode).toBe(404);
    expect(p.heading).toBe('Section not found');
    expect(p.robots).toBe('noindex');
  });

  it('a tag page counts its articles; one with fewer than three is kept out of search', async () => {
    const video = await page('/magazine/tag/video');
    const tagged = magazineDemo.articles.filter((a) => a.tags.includes('video'));
    expect(video.res.statusCode).toBe(200);
    expect(video.heading).toBe(`${tagged.length} articles tagged “video”`);
    expect(video.robots).toBeUndefined();
    for (const article of tagged) expect(video.mainText).toContain(article.title);

    const counts = new Map<string, number>();
    for (const tag of magazineDemo.articles.flatMap((a) => a.tags)) {
      counts.set(tag, (counts.get(tag) ?? 0) + 1);
    }
    const rare = [...counts].find(([, n]) => n < 3)![0];
    const thin = await page(`/magazine/tag/${rare.replace(/ /g, '-')}`);
    expect(thin.res.statusCode).toBe(200);
    expect(thin.robots).toBe('noindex');
  });
});

describe('the magazine landing, as HTML without JavaScript', () => {
  const newestFirst = [...magazineDemo.articles].sort((a, b) =>
    b.createdAt.localeCompare(a.createdAt),
  );
  const titlesIn = (region: Element | null | undefined, selector = 'h3') =>
    [...(region?.querySelectorAll(selector) ?? [])].map((h) => h.textContent?.trim());
  const regionNamed = (document: Document, name: string) =>
    [...document.querySelectorAll('main section[aria-labelledby]')].find(
      (section) =>
        document.getElementById(section.getAttribute('aria-labelledby')!)?.textContent?.trim() ===
        name,
    );

  it('shows the featured story beside three more, the newest nine, three videos and the first topic', async () => {
    const p = await page(paths.magazine.path);
    expect(p.res.statusCode).toBe(200);
    expect(p.heading).toBe('Magazine');

    const featured = newestFirst.filter((a) => a.featured).slice(0, 7);
    const featuredRegion = regionNamed(p.document, 'Featured');
    expect(titlesIn(featuredRegion)).toEqual(featured.map((a) => a.title));
    // The main story's picture is the one fetched first.
    expect(featuredRegion?.querySelector('img')?.getAttribute('loading')).toBe('eager');

    expect(titlesIn(regionNamed(p.document, 'More from the magazine'))).toEqual(
      newestFirst.slice(0, 9).map((a) => a.title),
    );
    const videos = regionNamed(p.document, 'Video');
    expect(titlesIn(videos)).toEqual(
      newestFirst
        .filter((a) => a.tags.includes('video'))
        .slice(0, 3)
        .map((a) => a.title),
    );
    expect(videos?.querySelector('a[href="/magazine/tag/video"]')?.textContent).toBe('More videos');

    const topics = regionNamed(p.document, 'I want to');
    expect(topics?.querySelector('select option[selected], select')?.textContent).toContain(
      'retire like a boss',
    );
    expect(titlesIn(topics)).toEqual(
      newestFirst
        .filter((a) => a.tags.includes('retire like a boss'))
        .slice(0, 4)
        .map((a) => a.title),
    );
  });

  it('has the books block, the knowledge bank and the magazine header', async () => {
    const p = await page(paths.magazine.path);
    const books = regionNamed(p.document, 'Our books');
    expect(books?.querySelectorAll('blockquote')).toHaveLength(3);
    const buy = books?.querySelector(`a[href="${book.buyUrl}"]`);
    expect(buy?.textContent).toContain('Buy now');
    expect(buy?.getAttribute('target')).toBe('_blank');

    const bank = regionNamed(p.document, 'The Knowledge Bank');
    const links = [...(bank?.querySelectorAll('a') ?? [])].map((a) => a.getAttribute('href'));
    expect(links).toEqual(knowledgeBank.map((entry) => entry.url));

    const sectionNav = p.document.querySelector('main nav[aria-label="Magazine sections"]');
    expect(
      [...(sectionNav?.querySelectorAll('a') ?? [])].map((a) => a.getAttribute('href')),
    ).toEqual(magazineDemo.sections.map((s) => `/magazine/section/${s.slug}`));
    const search = p.document.querySelector('main form[role="search"]');
    expect(search?.getAttribute('action')).toBe('/magazine/search');
    expect(search?.querySelector('input[name="q"]')).not.toBe(null);
  });

  it('describes itself as a Blog under Home in JSON-LD', async () => {
    const p = await page(paths.magazine.path);
    const jsonLd = JSON.parse(
      p.document.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}',
    ) as { '@graph': { '@type': string; url?: string }[] };
    expect(jsonLd['@graph'].map((node) => node['@type'])).toEqual(['Blog', 'BreadcrumbList']);
    expect(jsonLd['@graph'][0]!.url).toBe(`${origin}/magazine`);
  });
});

describe('the magazine’s search page, as HTML without JavaScript', () => {
  /** The search form's box, and what the status line says about the results. */
  const searchParts = (p: Awaited<ReturnType<typeof page>>) => ({
    box: p.document.querySelector('form[role="search"] input[name="q"]'),
    status: p.document.querySelector('main [role="status"]')?.textContent?.trim(),
    hits: p.document.querySelectorAll('main li h2').length,
  });

  it('lists the matching articles with their matches marked, kept out of search', async () => {
    const expected = await t.app.publicReads.searchBlogs('sip', 0, SEARCH_PAGE_SIZE);
    expect(expected.total).toBeGreaterThan(1);
    const p = await page('/magazine/search?q=sip');
    expect(p.res.statusCode).toBe(200);
    expect(p.res.headers['content-type']).toContain('text/html');
    expect(p.title).toBe(pageTitle({ title: 'Search: sip' }));
    expect(p.robots).toBe('noindex');
    expect(p.canonical).toBe(`${origin}/magazine/search`);
    expect(p.heading).toBe('Search the magazine');
    const { box, status, hits } = searchParts(p);
    expect(box?.getAttribute('value')).toBe('sip');
    expect(box?.getAttribute('type')).toBe('search');
    // React writes the attribute as `maxLength`, which the HTML parser here keeps as written.
    expect(p.res.body).toMatch(new RegExp(`maxlength="${MAX_SEARCH_QUERY_LENGTH}"`, 'i'));
    const form = p.document.querySelector('form[role="search"]');
    expect(form?.getAttribute('method')).toBe('get');
    expect(form?.getAttribute('action')).toBe('/magazine/search');
    expect(p.document.querySelector('label[for="magazine-search-q"]')?.textContent).toBe(
      'Search articles',
    );
    expect(status).toBe(`${expected.total} articles found for “sip”`);
    expect(hits).toBe(expected.blogs.length);
    for (const hit of expected.blogs) expect(p.mainText).toContain(hit.title);
    expect(p.document.querySelector('main li mark')?.textContent?.toLowerCase()).toMatch(/^sip/);
    expect(
      p.document.querySelector(`main li h2 a[href="${articlePath(expected.blogs[0]!)}"]`),
    ).not.toBe(null);
    // The first hit's picture heads a phone's first screen: fetched at once; the rest lazily.
    const pictures = [...p.document.querySelectorAll('main li img')];
    expect(pictures.map((img) => img.getAttribute('loading'))).toEqual(
      expected.blogs.map((_, i) => (i === 0 ? 'eager' : 'lazy')),
    );
  });

  it('answers a query of punctuation, and one far too long, without an error', async () => {
    for (const q of [`"sip's" -- (tax)`, 'sip '.repeat(1250)]) {
      const p = await page(`/magazine/search?q=${encodeURIComponent(q)}`);
      expect(p.res.statusCode).toBe(200);
      expect(p.robots).toBe('noindex');
      expect(p.mainText).not.toContain('went wrong');
      expect(searchParts(p).status).toMatch(/found for/);
      // Quoted no further than the search looks.
      expect(p.title!.length).toBeLessThan(MAX_SEARCH_QUERY_LENGTH + 40);
    }
    expect('sip '.repeat(1250)).toHaveLength(5000);
  });

  it('is kept per query as the page reads it, whatever else the address carries', async () => {
    const p = await page('/magazine/search?q=sip');
    expect(p.res.statusCode).toBe(200);
    expect(p.res.headers['cache-control']).toBe('no-cache');
    for (const url of [
      '/magazine/search?q=%20sip%20',
      '/magazine/search?utm_source=x&q=sip&page=1',
    ]) {
      const again = await page(url);
      expect(again.res.headers.etag, url).toBe(p.res.headers.etag);
    }
    expect((await page('/magazine/search?q=sip&page=2')).res.headers.etag).not.toBe(
      p.res.headers.etag,
    );
  });

  it('says so when nothing matches', async () => {
    const p = await page('/magazine/search?q=zzyzxqk');
    expect(p.res.statusCode).toBe(200);
    expect(searchParts(p).status).toBe(
      'No articles found for “zzyzxqk”. Try fewer or other words.',
    );
    expect(searchParts(p).hits).toBe(0);
  });

  it('without a query shows the empty form and no results', async () => {
    for (const url of ['/magazine/search', '/magazine/search?q=%20%20']) {
      const p = await page(url);
      expect(p.res.statusCode).toBe(200);
      expect(p.title).toBe(pageTitle(paths.magazineSearch));
      expect(p.robots).toBe('noindex');
      const { box, status, hits } = searchParts(p);
      expect(box).not.toBe(null);
      expect(box?.getAttribute('value') ?? '').toBe('');
      expect(status).toBeUndefined();
      expect(hits).toBe(0);
    }
  });
});

describe('the route registry', () => {
  it.each(['whatWeDo', 'planners', 'bar', 'footerCompany', 'footerImportant'] as NavGroup[])(
    'every link of the %s list is in the page as a plain link',
    async (group) => {
      const { res } = await page(paths.moneyMap.path);
      for (const link of navLinks(group)) {
        const label = link.label.replace(/&/g, '&amp;');
        expect(res.body, link.path).toMatch(new RegExp(`href="${link.path}"[^>]*>${label}<`));
      }
    },
  );

  it.each(
    (Object.values(paths) as PathEntry[])
      .filter((entry) => entry.live && !entry.private)
      .map((entry) => [entry.example ?? entry.path] as const),
  )('%s renders', async (pagePath) => {
    const { res, title } = await page(pagePath);
    expect(res.statusCode).toBe(200);
    // Its own title (the site's name may be left off a long one: pageTitle).
    expect(title?.trim()).toBeTruthy();
  });
});

describe('the page cache', () => {
  it('answers a public page asked with any query from the copy kept for its path', async () => {
    await t.app.contentVersion.move();
    const kept = await page('/');
    // Written with the triggers off, so the version stays: only a new render shows it.
    const text = 'Seen only after a render';
    await writeUnannounced(t.database, (db) => db.insert(bannerTexts).values({ text }));
    try {
      for (const url of ['/?utm_source=newsletter', '/?x=1&y=2', '/?']) {
        expect((await page(url)).res.body, url).toBe(kept.res.body);
      }
      await t.app.contentVersion.move();
      expect((await page('/?utm_source=newsletter')).res.body).toContain(text);
    } finally {
      await t.database.db.delete(bannerTexts).where(eq(bannerTexts.text, text));
      await t.app.contentVersion.move();
    }
  });

  it('keeps not-found pages apart: a run of made-up addresses never pushes out a kept page', async () => {
    // A bundle whose pages say how many renders there have been: a kept page keeps its number.
    const bundle = path.join(build.dir, 'counting-bundle.mjs');
    fs.writeFileSync(
      bundle,
      `let renders = 0;
       export const render = async ({ url }) => {
         renders += 1;
         return { status: url === '/' ? 200 : 404, html: '<p>render ' + renders + '</p>', cacheable: true, complete: true };
       };
       export const renderErrorPage = () => ({ status: 500, html: '', cacheable: false, complete: false });`,
    );
    const counted = await createTestApp({ STATIC_DIR: build.dir, SSR_ENTRY: bundle });
    const get = (url: string) => counted.app.inject({ method: 'GET', url });
    try {
      expect((await get('/')).body).toBe('<p>render 1</p>');
      // Each made-up address is rendered once, then kept in the store's small share.
      for (let i = 0; i <= 500; i++) expect((await get(`/made-up-${i}`)).statusCode).toBe(404);
      expect((await get('/made-up-500')).body).toBe('<p>render 502</p>');
      expect((await get('/')).body).toBe('<p>render 1</p>');
      expect((await get('/?utm_source=newsletter')).body).toBe('<p>render 1</p>');
    } finally {
      await counted.close();
    }
  });
});

describe('the data a page is rendered with', () => {
  it('draws the banner into the HTML, and hands its answer over escaped in a JSON block', async () => {
    const text = 'Talk on <b>SIPs</b></script><script>alert(1)</script>';
    const before = await page('/');
    await writeUnannounced(t.database, (db) => db.insert(bannerTexts).values({ text }));
    // Kept until the content version moves (any other write moves it: its table's trigger).
    expect((await page('/')).res.body).toBe(before.res.body);
    await t.app.contentVersion.move();
    const p = await page('/');
    const banner = p.document.querySelector('section[aria-label="Announcement"]');
    expect(banner?.innerHTML).toBe('Talk on <strong>SIPs</strong>');
    const block = p.res.body.match(
      /<script id="ssr-data" type="application\/json">(.*?)<\/script>/,
    );
    expect(block).not.toBeNull();
    expect(block![1]).not.toContain('<');
    const data = JSON.parse(block![1]!) as {
      origin: string;
      queries: { queries: { queryHash: string; state: { data: { text: string }[] } }[] };
    };
    expect(data.origin).toBe(origin);
    const banners = data.queries.queries.find((q) => q.queryHash === '["bannerTexts"]');
    expect(banners?.state.data.at(-1)?.text).toBe(text);
  });

  it('is the same HTML for a signed-in user as for a visitor', async () => {
    const user = new TestClient(t.app);
    expect((await user.signUp('ssr-same@example.com', 'a-long-pass-phrase-9')).statusCode).toBe(
      200,
    );
    const visitor = await page(paths.moneyMap.path);
    const signedIn = await page(paths.moneyMap.path, user);
    expect(signedIn.res.body).toBe(visitor.res.body);
    expect(signedIn.res.body).not.toContain('ssr-same@example.com');
  });
});

describe('a kept page', () => {
  it('is revalidated by its ETag: unchanged, it answers 304 without a body', async () => {
    const first = await t.app.inject({ method: 'GET', url: paths.moneyMap.path });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await t.app.inject({
      method: 'GET',
      url: paths.moneyMap.path,
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('is sent compressed as the browser accepts, the same page once unpacked', async () => {
    const plain = await t.app.inject({
      method: 'GET',
      url: '/',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await t.app.inject({
      method: 'GET',
      url: '/',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gz = await t.app.inject({
      method: 'GET',
      url: '/',
      headers: { 'accept-encoding': 'gzip, br;q=0' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
  });
});

describe('pages that are not public', () => {
  it('an unknown path is the site’s not-found page with status 404, kept out of search', async () => {
    const p = await page('/no-such-page');
    expect(p.res.statusCode).toBe(404);
    expect(p.title).toBe(pageTitle(notFoundPage));
    expect(p.robots).toBe('noindex');
    expect(p.canonical).toBeUndefined();
    expect(p.heading).toBe('Page not found');
    expect(p.mainText).toContain('/no-such-page');
  });

  it.each([paths.profile.path, paths.resetPassword.path, paths.admin.path])(
    '%s is its frame, never stored, kept out of search, with the screen left to the browser',
    async (pagePath) => {
      const p = await page(pagePath);
      expect(p.res.statusCode).toBe(200);
      expect(p.res.headers['cache-control']).toBe('private, no-store');
      expect(p.res.headers.etag).toBeUndefined();
      expect(p.robots).toBe('noindex');
      expect(p.canonical).toBeUndefined();
      expect(p.document.querySelector('main [role="status"]')?.textContent).toContain(
        'Loading the page',
      );
      // Its frame may paint nothing worth waiting for: its code starts at once.
      const code = JSON.parse(p.document.querySelector('script#app-code')?.textContent ?? 'null');
      expect(code).toMatchObject({ afterPaint: false });
    },
  );

  it('My plan is its page as before the session is read, never stored, its code after the first paint', async () => {
    const p = await page(paths.myPlan.path);
    expect(p.res.statusCode).toBe(200);
    expect(p.res.headers['cache-control']).toBe('private, no-store');
    expect(p.robots).toBe('noindex');
    // The heading and introduction paint from the HTML; the plan, the user's, waits for the browser.
    expect(p.heading).toBe(paths.myPlan.title);
    expect(p.mainText).toContain('what each needs each month');
    expect(p.document.querySelector('main [role="status"]')?.textContent).toContain(
      'Loading your plan',
    );
    expect(p.mainText).not.toContain('Loading the page');
    const code = JSON.parse(p.document.querySelector('script#app-code')?.textContent ?? 'null');
    expect(code).toMatchObject({ afterPaint: true });
  });
});

describe('a page that fails to render', () => {
  it('is answered with the error page and status 500, never kept', async () => {
    const bundle = path.join(build.dir, 'failing-bundle.mjs');
    fs.writeFileSync(
      bundle,
      `let calls = 0;
       export const render = async () => { calls += 1; throw new Error('render failed ' + calls); };
       export const renderErrorPage = () =>
         ({ status: 500, html: '<!DOCTYPE html><p>could not be shown</p>', cacheable: false });`,
    );
    const failing = await createTestApp({ STATIC_DIR: build.dir, SSR_ENTRY: bundle });
    try {
      for (let i = 0; i < 2; i++) {
        const res = await failing.app.inject({ method: 'GET', url: '/' });
        expect(res.statusCode).toBe(500);
        expect(res.body).toContain('could not be shown');
        expect(res.headers['cache-control']).toBe('private, no-store');
      }
    } finally {
      await failing.close();
    }
  });
});

describe('addresses', () => {
  it('redirects a page asked for with a trailing slash to its path, keeping the query', async () => {
    for (const [url, location] of [
      ['/moneyMap/', '/moneyMap'],
      ['/moneyMap//?amount=5&x=%2F', '/moneyMap?amount=5&x=%2F'],
      ['/profile/', '/profile'],
      ['/no-such-page/', '/no-such-page'],
    ] as const) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(301);
      expect(res.headers.location, url).toBe(location);
    }
  });

  it('never redirects a trailing slash to another host, nor under /api', async () => {
    for (const url of ['//evil.example/', '///evil.example//', '/api/health/', '/api/no-such/']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers.location, url).toBeUndefined();
    }
  });

  it('answers an unknown API path with the JSON envelope, not a page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/no-such' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
  });

  it('caches hashed assets for a year as immutable', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('never sends the build’s index.html as a page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/index.html' });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('/assets/index-abc123.js"></script></head><body></body>');
  });

  it('answers a missing asset with a short 404, not a page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/missing.js' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/json');
  });
});
