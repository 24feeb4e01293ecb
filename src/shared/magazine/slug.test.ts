import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { matchPath } from '../config/match-route';
import { paths } from '../config/paths';
import { articleIdOf, MAX_ARTICLE_ID } from './magazine-routes';
import { articlePath, MAX_SLUG_LENGTH, searchPath, sectionPath, slugify, tagPath } from './slug';
import { normaliseTag, normaliseTags } from './tags';

describe('slugify', () => {
  it.each([
    [
      'Your first SIP: ₹500 a month is a real start',
      'your-first-sip-rs-500-a-month-is-a-real-start',
    ],
    ["India's new tax regime, explained", 'indias-new-tax-regime-explained'],
    [
      'Old regime or new? Working out your tax the honest way',
      'old-regime-or-new-working-out-your-tax-the-honest-way',
    ],
    ['ELSS vs PPF: 80C & beyond', 'elss-vs-ppf-80c-and-beyond'],
    ['Save ₹1,50,000 under Section 80C', 'save-rs-150000-under-section-80c'],
    ['12% returns? Think again', '12-percent-returns-think-again'],
    ['Café au lait — and déjà vu', 'cafe-au-lait-and-deja-vu'],
    ['“Smart quotes” and ‘single’ ones', 'smart-quotes-and-single-ones'],
    ["Rock'n'roll retirement", 'rocknroll-retirement'],
    ['  --Spaces   and---dashes--  ', 'spaces-and-dashes'],
    ['NPS Tier-1 + Tier-2', 'nps-tier-1-plus-tier-2'],
    ['बचत और निवेश', 'बचत-और-निवेश'],
    ['???', 'article'],
    ['', 'article'],
  ])('%s → %s', (title, slug) => {
    expect(slugify(title)).toBe(slug);
  });

  it('cuts a long title at a word boundary', () => {
    const slug = slugify('retirement '.repeat(20));
    expect(slug.length).toBeLessThanOrEqual(MAX_SLUG_LENGTH);
    expect(slug.endsWith('retirement')).toBe(true);
  });

  it('always gives a short, lowercase, hyphen-separated slug, unchanged when slugified again', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 200 }), (title) => {
        const slug = slugify(title);
        expect(slug.length).toBeGreaterThan(0);
        expect(slug.length).toBeLessThanOrEqual(MAX_SLUG_LENGTH);
        expect(slug).toBe(slug.toLowerCase());
        expect(slug).toMatch(/^[\p{L}\p{M}\p{N}]+(-[\p{L}\p{M}\p{N}]+)*$/u);
        expect(slugify(slug)).toBe(slug);
      }),
      { numRuns: 1000 },
    );
    // A thousand runs take about a second alone, much longer on a busy machine.
  }, 60_000);
});

describe('the clean paths (decision 24)', () => {
  it('builds article, section, tag and search paths', () => {
    expect(articlePath({ id: 42, title: 'How to save tax' })).toBe('/magazine/how-to-save-tax-42');
    expect(articlePath({ id: 7, slug: 'given-slug', title: 'ignored' })).toBe(
      '/magazine/given-slug-7',
    );
    expect(sectionPath({ slug: 'tax-planning' })).toBe('/magazine/section/tax-planning');
    expect(tagPath('retire like a boss')).toBe('/magazine/tag/retire-like-a-boss');
    expect(tagPath('video')).toBe('/magazine/tag/video');
    expect(searchPath('80C & ELSS')).toBe('/magazine/search?q=80C%20%26%20ELSS');
    expect(searchPath('  ')).toBe('/magazine/search');
    expect(searchPath('sip', 3)).toBe('/magazine/search?q=sip&page=3');
    expect(searchPath('sip', 1)).toBe('/magazine/search?q=sip');
  });

  /** The article param the router reads from a path (null: not the article pattern). */
  const articleParam = (path: string) => matchPath(paths.magazineArticle.path, path)?.article;

  it('encodes a slug in another script', () => {
    expect(articlePath({ id: 3, title: 'बचत' })).toBe(`/magazine/${encodeURI('बचत')}-3`);
    expect(articleParam(articlePath({ id: 3, title: 'बचत' }))).toBe('बचत-3');
  });

  it('reads back the slug and id of every article path it builds', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: MAX_ARTICLE_ID }),
        fc.string({ maxLength: 120 }),
        (id, title) => {
          const article = articleParam(articlePath({ id, title }));
          expect(article).toBe(`${slugify(title)}-${id}`);
          expect(articleIdOf(article)).toBe(id);
        },
      ),
      { numRuns: 1000 },
    );
  }, 60_000);
});

describe('tags (seed 001 section 5)', () => {
  it('trims, removes commas, lowercases, drops duplicates and empties', () => {
    expect(
      normaliseTags([
        '  Save Tax ',
        'save tax',
        'Retire, like a BOSS',
        '',
        ' , ',
        'VIDEO',
        'video',
      ]),
    ).toEqual(['save tax', 'retire like a boss', 'video']);
    expect(normaliseTag('Plan  for\tmy   Child')).toBe('plan for my child');
  });

  it('gives normalised, distinct tags whatever comes in', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ maxLength: 30 }), { maxLength: 20 }), (tags) => {
        const out = normaliseTags(tags);
        expect(new Set(out).size).toBe(out.length);
        for (const tag of out) {
          expect(tag).toBe(tag.trim().toLowerCase());
          expect(tag).not.toContain(',');
          expect(tag).not.toBe('');
          expect(normaliseTag(tag)).toBe(tag);
        }
        expect(normaliseTags(out)).toEqual(out);
      }),
      { numRuns: 1000 },
    );
  }, 60_000);
});
