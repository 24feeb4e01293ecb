import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorPage } from '../../shared/config/page-title';
import { SEARCH_RATE_LIMITED_MESSAGE } from '../../shared/config/messages';
import { paths } from '../../shared/config/paths';
import { sessionInfo } from '../db/schema/content';
import { magazineDemo } from '../db/seed/magazine-demo';
import { seedEvents } from '../db/seed/seed-events';
import { seedMagazine } from '../db/seed/seed-magazine';
import { publicPages } from '../testing/public-pages';
import { createStandInBuild } from '../testing/stand-in-build';
import { createTestApp, type TestApp } from '../testing/test-app';
import { SEARCH_LIMIT } from './search-limit';

// What the store of finished answers keeps of the pages (decision 33, ADR 028): only complete
// ones, one render per key, within its bound, search results limited per client.
let t: TestApp;
let build: ReturnType<typeof createStandInBuild>;

beforeAll(async () => {
  build = createStandInBuild();
  t = await createTestApp({ STATIC_DIR: build.dir });
  await seedMagazine(t.database.db, magazineDemo);
}, 60_000);
afterAll(async () => {
  await t.close();
  build.remove();
});

const get = (url: string, headers: Record<string, string> = {}, remoteAddress?: string) =>
  t.app.inject({ method: 'GET', url, headers, remoteAddress });

/**
 * Runs `during` while a table the pages read is away (renamed), as in an outage that takes the
 * read with it; the table is back afterwards whatever happens.
 */
async function withTableAway(table: string, during: () => Promise<void>) {
  await t.database.db.execute(sql.raw(`alter table ${table} rename to ${table}_away`));
  try {
    await during();
  } finally {
    await t.database.db.execute(sql.raw(`alter table ${table}_away rename to ${table}`));
  }
}

const article = paths.magazineArticle.example!;

describe('a page whose main content could not be read', () => {
  it("answers 503 with the site's error page and Retry-After, and is not kept: the next request renders again", async () => {
    await withTableAway('blog', async () => {
      const res = await get(article);
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(res.body).toContain(`<h1`);
      expect(res.body).toContain(errorPage.title);
      expect(res.body).not.toContain('role="progressbar"');
    });
    const back = await get(article);
    expect(back.statusCode).toBe(200);
    expect(back.body).not.toContain(errorPage.title);
    expect(back.body).toMatch(/<h1[^>]*>[^<]+</);
  });

  it('leaves the answers kept before the outage answering from memory', async () => {
    const before = await get(paths.magazine.path);
    expect(before.statusCode).toBe(200);
    await withTableAway('blog', async () => {
      const during = await get(paths.magazine.path);
      expect(during.statusCode).toBe(200);
      expect(during.body).toBe(before.body);
    });
  });
});

describe('a page whose secondary block could not be read', () => {
  it("shows 'Something went wrong' in the block's place, and is sent but not kept", async () => {
    await t.database.db
      .insert(sessionInfo)
      .values({ sessions: '1,480+', months: '92', people: '1,25,000+' });
    await t.app.contentVersion.refresh(); // The home page as kept so far is dropped.
    await withTableAway('session_info', async () => {
      const res = await get(paths.home.path);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(res.body).toMatch(
        /aria-labelledby="achievements-title"[\s\S]*?role="status"[^>]*>Something went wrong</,
      );
    });
    const back = await get(paths.home.path);
    expect(back.headers['cache-control']).toBe('no-cache');
    expect(back.body).not.toContain('Something went wrong');
    expect(back.body).toContain('sessions held');
  });
});

describe('the store under load', () => {
  it('renders a page once for 50 requests that miss together', async () => {
    // A bundle that counts its renders, and takes a while over each.
    const bundle = path.join(build.dir, 'slow-counting-bundle.mjs');
    fs.writeFileSync(
      bundle,
      `let renders = 0;
       export const render = async () => {
         renders += 1;
         await new Promise((resolve) => setTimeout(resolve, 50));
         return { status: 200, html: '<p>render ' + renders + '</p>', cacheable: true, complete: true };
       };
       export const renderErrorPage = () => ({ status: 500, html: '', cacheable: false, complete: false });`,
    );
    const counted = await createTestApp({ STATIC_DIR: build.dir, SSR_ENTRY: bundle });
    try {
      const answers = await Promise.all(
        Array.from({ length: 50 }, () => counted.app.inject({ method: 'GET', url: '/about' })),
      );
      expect(new Set(answers.map((res) => res.body))).toEqual(new Set(['<p>render 1</p>']));
    } finally {
      await counted.close();
    }
  });

  it('keeps no more than CACHE_SIZE_MB of answers', async () => {
    const small = await createTestApp({ STATIC_DIR: build.dir, CACHE_SIZE_MB: '1' });
    try {
      await seedMagazine(small.database.db, magazineDemo);
      // The registry's example event page is the events demo's fourth event.
      await seedEvents(small.database.db);
      const urls = [
        ...magazineDemo.articles.map((_, i) => `/magazine/search?q=${i}`),
        ...publicPages.map(([url]) => url),
      ];
      for (const url of urls) {
        expect((await small.app.inject({ method: 'GET', url })).statusCode, url).toBe(200);
        expect(small.app.keptAnswers.bytes).toBeLessThanOrEqual(1024 * 1024);
      }
      expect(small.app.keptAnswers.bytes).toBeGreaterThan(100_000);
    } finally {
      await small.close();
    }
  });
});

describe('searches, limited per client', () => {
  it(`answers a client's search ${SEARCH_LIMIT.max + 1}th in ${SEARCH_LIMIT.windowMs / 1000} s with a 429 and the site's message, page and API alike, and other clients as before`, async () => {
    const flooder = '10.0.0.1';
    for (let i = 0; i < SEARCH_LIMIT.max / 2; i++) {
      expect((await get(`/magazine/search?q=flood${i}`, {}, flooder)).statusCode).toBe(200);
      expect((await get(`/api/blog/search?q=flood${i}`, {}, flooder)).statusCode).toBe(200);
    }
    // Also an answer already kept: the limit holds before the store is asked.
    const page = await get('/magazine/search?q=flood0', {}, flooder);
    expect(page.statusCode).toBe(429);
    expect(Number(page.headers['retry-after'])).toBeGreaterThan(0);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain(errorPage.title);
    const api = await get('/api/blog/search?q=flood0', {}, flooder);
    expect(api.statusCode).toBe(429);
    expect(api.json()).toEqual({
      success: false,
      msg: SEARCH_RATE_LIMITED_MESSAGE,
      code: 'RATE_LIMITED',
    });
    // Another client searches (an answer the flooder's request made: its counts are the
    // client's own), and the flooder still reads everything else.
    const other = await get(`/magazine/search?q=flood${SEARCH_LIMIT.max / 2 - 1}`, {}, '10.0.0.2');
    expect(other.statusCode).toBe(200);
    expect(other.headers['x-ratelimit-remaining']).toBe(String(SEARCH_LIMIT.max - 1));
    expect((await get(paths.magazine.path, {}, flooder)).statusCode).toBe(200);
  });

  it(`holds a refused search ${SEARCH_LIMIT.refusalDelayMs} ms before answering, while other clients are answered at once`, async () => {
    const flooder = '10.0.0.3';
    for (let i = 0; i < SEARCH_LIMIT.max; i++) {
      expect((await get(`/api/blog/search?q=held${i}`, {}, flooder)).statusCode).toBe(200);
    }
    const started = performance.now();
    let refusedAt = 0;
    const refused = get('/api/blog/search?q=held', {}, flooder).then((answer) => {
      refusedAt = performance.now() - started;
      return answer;
    });
    const other = await get('/api/blog/search?q=held', {}, '10.0.0.4');
    const otherAt = performance.now() - started;
    expect(other.statusCode).toBe(200);
    expect((await refused).statusCode).toBe(429);
    expect(otherAt).toBeLessThan(refusedAt);
    expect(refusedAt).toBeGreaterThanOrEqual(SEARCH_LIMIT.refusalDelayMs - 5);
  });
});
