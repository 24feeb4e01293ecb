import fs from 'node:fs';
import path from 'node:path';
import { parseHTML } from 'linkedom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths, type PathEntry } from '../../shared/config/paths';
import { founders, grievanceOfficer, privacyNotice, site } from '../../shared/config/site';
import { formatDate } from '../../shared/format/date';
import { createStandInBuild } from '../testing/stand-in-build';
import { createTestApp, type TestApp } from '../testing/test-app';
import { setCookieLines, TestClient } from '../testing/test-client';

// The site's text pages (about, terms, privacy notice, coming soon) as a visitor without
// JavaScript gets them: whole, from the server.

let t: TestApp;
let build: ReturnType<typeof createStandInBuild>;

beforeAll(async () => {
  build = createStandInBuild({ withPublicFiles: true });
  t = await createTestApp({ STATIC_DIR: build.dir });
}, 60_000);
afterAll(async () => {
  await t.close();
  build.remove();
});

async function page(url: string) {
  const res = await t.app.inject({ method: 'GET', url });
  const { document } = parseHTML(res.body);
  const main = document.querySelector('main')!;
  const text = (element: Element | null | undefined) =>
    element?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
  return {
    res,
    main,
    text: text(main),
    headings: (level: number) => [...main.querySelectorAll(`h${level}`)].map((h) => text(h)),
    links: [...main.querySelectorAll('a')].map((a) => ({
      name: a.getAttribute('aria-label') ?? text(a),
      href: a.getAttribute('href') ?? '',
    })),
  };
}

type Page = Awaited<ReturnType<typeof page>>;

/** Every in-page link (#id) leads to an element of the page, and the contents list all parts. */
function expectContentsToWork(p: Page) {
  const anchors = p.links.filter((link) => link.href.startsWith('#'));
  expect(anchors.length).toBeGreaterThan(5);
  for (const { href } of anchors) {
    expect(p.main.querySelector(`[id="${href.slice(1)}"]`), href).not.toBe(null);
  }
  const contents = p.main.querySelector('nav[aria-labelledby="contents-title"] ol');
  expect([...contents!.querySelectorAll('a')].map((a) => a.textContent)).toEqual(
    // Each part's heading is its number, then the words its contents link names.
    p
      .headings(2)
      .slice(1)
      .map((heading) => heading.replace(/^\d+\.\s*/, '')),
  );
}

/** One h1, and no heading more than one level below the one before it. */
function expectOrderedHeadings(p: Page) {
  const levels = [...p.main.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((h) =>
    Number(h.tagName.slice(1)),
  );
  expect(levels.filter((level) => level === 1)).toHaveLength(1);
  expect(levels[0]).toBe(1);
  levels.forEach((level, i) => {
    if (i > 0) expect(level, `heading ${i + 1}`).toBeLessThanOrEqual(levels[i - 1]! + 1);
  });
}

const textPages = ['about', 'termCondition', 'privacyPolicy', 'comingSoon'] as const;

describe('the text pages', () => {
  it.each(textPages)(
    '%s is a live public page, answered 200 with one h1 and ordered headings',
    async (key) => {
      const entry: PathEntry = paths[key];
      expect(entry.live).toBe(true);
      expect(entry.area).toBe('public');
      const p = await page(entry.path);
      expect(p.res.statusCode).toBe(200);
      expectOrderedHeadings(p);
      // The trail back home.
      expect(p.main.querySelector('nav[aria-label="Breadcrumb"] a')?.getAttribute('href')).toBe(
        paths.home.path,
      );
    },
  );
});

describe('Our story (/about)', () => {
  it('tells how the company began and introduces both founders with their portraits and profiles', async () => {
    const p = await page(paths.about.path);
    expect(p.headings(1)).toEqual(['Our story']);
    expect(p.headings(2)).toEqual(
      expect.arrayContaining([`How ${site.name} began`, 'What we believe', 'Our founders']),
    );
    expect(p.text).toContain(String(site.foundedYear));
    expect(p.headings(3)).toEqual(expect.arrayContaining(founders.map((f) => f.name)));
    for (const founder of founders) {
      const portrait = p.main.querySelector(`img[src*="${founder.portrait}"]`);
      expect(portrait?.getAttribute('alt')).toContain(founder.name);
      // The drawn picture is there to be served, at each width the page offers.
      // React writes the attribute as `srcSet`, which linkedom reads case-sensitively.
      const srcset = portrait?.getAttribute('srcset') ?? portrait?.getAttribute('srcSet') ?? '';
      expect(srcset.split(',')).toHaveLength(2);
      for (const candidate of srcset.split(',')) {
        const url = candidate.trim().split(' ')[0]!;
        expect(fs.existsSync(path.join(build.dir, url)), url).toBe(true);
        const served = await t.app.inject({ method: 'GET', url });
        expect(served.statusCode).toBe(200);
        expect(served.headers['content-type']).toBe('image/webp');
      }
      expect(p.links).toEqual(
        expect.arrayContaining([
          {
            name: `${founder.name} on LinkedIn (opens in a new tab)`,
            href: founder.social.linkedin,
          },
          {
            name: `${founder.name} on X (Twitter) (opens in a new tab)`,
            href: founder.social.twitter,
          },
        ]),
      );
    }
    // The closing quote, signed by both.
    const quote = p.main.querySelector('figure');
    expect(quote?.querySelector('blockquote')?.textContent).toMatch(/plan you understand/);
    for (const founder of founders) {
      expect(quote?.querySelector('figcaption')?.textContent).toContain(founder.name);
    }
  });
});

describe('Terms and conditions (/termCondition)', () => {
  it('covers every point the seed lists, with a working table of contents', async () => {
    const p = await page(paths.termCondition.path);
    expect(p.headings(1)).toEqual([paths.termCondition.title]);
    const parts = p.headings(2).join(' | ');
    for (const part of [
      'Copyright',
      'Acceptable use',
      'Links to other sites',
      'Force majeure',
      'Changes to these terms',
      'Governing law and jurisdiction',
    ]) {
      expect(parts).toContain(part);
    }
    expect(p.text).toContain('at least 30 days’ notice');
    expect(p.text).toContain('The courts at Bengaluru, Karnataka, have exclusive jurisdiction');
    expect(p.text).toContain('governed by the laws of India');
    expect(p.text).toContain(site.distributor.arn);
    expect(p.text).toContain(site.distributor.disclaimer);
    expect(p.links).toContainEqual({ name: 'privacy notice', href: paths.privacyPolicy.path });
    expectContentsToWork(p);
  });
});

describe('the privacy notice (/privacyPolicy)', () => {
  it('names its version and date, the grievance officer and how to reach them', async () => {
    const p = await page(paths.privacyPolicy.path);
    expect(p.headings(1)).toEqual(['Privacy notice']);
    const { version, effectiveDate } = privacyNotice;
    expect(p.text).toContain(`Version ${version}, in effect from ${formatDate(effectiveDate)}.`);
    const officer = p.main.querySelector('address')!;
    expect(officer.textContent).toContain(grievanceOfficer.name);
    expect(officer.querySelector('a[href^="mailto:"]')?.getAttribute('href')).toBe(
      `mailto:${grievanceOfficer.email}`,
    );
    expect(officer.querySelector('a[href^="tel:"]')?.getAttribute('href')).toBe(
      `tel:${grievanceOfficer.phone.tel}`,
    );
    expectContentsToWork(p);
  });

  it('says what is collected, why and for how long, and how to use each right under the DPDP Act', async () => {
    const p = await page(paths.privacyPolicy.path);
    expect(p.text).toContain('Digital Personal Data Protection Act, 2023');
    expect(p.text).toContain('Digital Personal Data Protection Rules, 2025');
    expect(p.headings(3)).toEqual(
      expect.arrayContaining([
        'Your account',
        'Planner inputs and results',
        'Enquiries',
        'Event registrations',
        'The newsletter',
        'To know what we hold',
        'To correct, complete or update it',
        'To have it erased',
        'To have a grievance redressed',
        'To nominate someone',
      ]),
    );
    // Each kind of data says what, why and how long.
    for (const list of p.main.querySelectorAll('h3 + ul')) {
      const items = [...list.querySelectorAll('li')].map((li) => li.textContent ?? '');
      expect(items.map((item) => item.split(':')[0])).toEqual(['What', 'Why', 'How long']);
    }
    // Download and erasure on the account page are linked, and withdrawal of consent explained.
    expect(p.links.map((link) => link.href)).toContain(`${paths.profile.path}?panel=privacy`);
    expect(p.text).toContain('Download my data');
    expect(p.text).toContain('Delete my account');
    expect(p.text).toContain('withdraw your consent at any time');
    expect(p.text).toContain('Data Protection Board of India');
    // Adults only (decision 29).
    expect(p.text).toContain('18 or older');
  });

  it('names every cookie the site sets, and the site sets none for a visitor', async () => {
    const p = await page(paths.privacyPolicy.path);
    const publicPages = (Object.values(paths) as PathEntry[]).filter(
      (entry) => entry.live && entry.area === 'public' && !entry.path.includes(':'),
    );
    for (const entry of publicPages) {
      const res = await t.app.inject({ method: 'GET', url: entry.path });
      expect(setCookieLines(res), entry.path).toEqual([]);
    }
    const visitor = new TestClient(t.app);
    expect(setCookieLines(await visitor.get('/api/auth/get-session'))).toEqual([]);

    // Signing up (and so signing in) sets only cookies the notice names.
    const user = new TestClient(t.app);
    const res = await user.signUp('cookies@example.com', 'a-long-password-1');
    expect(res.statusCode).toBe(200);
    const names = setCookieLines(res).map((line) => line.slice(0, line.indexOf('=')));
    expect(names).toContain('arthashala.session_token');
    for (const name of names) expect(p.text).toContain(name);
  });
});

describe('Coming soon (/coming-soon)', () => {
  it('says so kindly and links to the pages that are ready', async () => {
    const p = await page(paths.comingSoon.path);
    expect(p.headings(1)).toEqual(['Coming soon']);
    const hrefs = p.links.map((link) => link.href);
    for (const key of [
      'home',
      'moneyMap',
      'retirementPlanner',
      'financialHealth',
      'riskProfile',
      'magazine',
      'about',
    ] as const) {
      expect(hrefs, key).toContain(paths[key].path);
      expect(paths[key].live).toBe(true);
    }
    expect(hrefs).toContain(`mailto:${site.supportEmail}`);
  });

  it('asks search engines not to index it, while the ready text pages stay indexable', async () => {
    const robots = async (path: string) =>
      (await page(path)).res.body.match(/<meta name="robots" content="([^"]*)"/)?.[1];
    expect(await robots(paths.comingSoon.path)).toBe('noindex');
    expect(await robots(paths.about.path)).toBeUndefined();
  });
});
