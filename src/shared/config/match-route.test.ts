import { describe, expect, it } from 'vitest';
import { findRoute, matchPath } from './match-route';
import { paths } from './paths';

describe('matchPath', () => {
  it('matches a fixed path exactly, case and all', () => {
    expect(matchPath('/moneyMap', '/moneyMap')).toEqual({});
    expect(matchPath('/moneyMap', '/moneymap')).toBeNull();
    expect(matchPath('/moneyMap', '/moneyMap/x')).toBeNull();
    expect(matchPath('/', '/')).toEqual({});
    expect(matchPath('/', '//')).toBeNull();
  });

  it('gives a parameter segment its decoded value, and never an empty one', () => {
    expect(matchPath('/magazine/section/:slug', '/magazine/section/saving%20money')).toEqual({
      slug: 'saving money',
    });
    expect(matchPath('/magazine/section/:slug', '/magazine/section/')).toBeNull();
    expect(matchPath('/magazine/section/:slug', '/magazine/section/a/b')).toBeNull();
  });

  it('matches nothing for a malformed escape', () => {
    expect(matchPath('/magazine/:slug', '/magazine/%E0%A4')).toBeNull();
  });
});

describe('findRoute', () => {
  it('finds the built page of a path, and nothing for a page not built or unknown', () => {
    expect(findRoute('/moneyMap')?.key).toBe('moneyMap');
    expect(findRoute('/')?.entry).toBe(paths.home);
    // A registry entry not built yet, while there is one (the coming pages of issue 22).
    const notBuilt = Object.values(paths).find((entry) => !entry.live);
    if (notBuilt) expect(findRoute(notBuilt.path)).toBeUndefined();
    expect(findRoute('/no-such-page')).toBeUndefined();
  });

  it('finds the search page before the article pattern, which would take its segment', () => {
    expect(findRoute('/magazine/search')?.key).toBe('magazineSearch');
    expect(findRoute(paths.magazineArticle.example)?.key).toBe('magazineArticle');
  });

  it('gives the search page its search read only for a query (the sections for its header always)', () => {
    const reads = (query: string) => paths.magazineSearch.reads({}, new URLSearchParams(query));
    const sections = { read: 'blogSections', args: [] };
    expect(reads('q=sip&page=2')).toEqual({
      sections,
      results: { read: 'searchBlogs', args: ['sip', 20, 20] },
    });
    expect(reads('q=%20')).toEqual({ sections, results: undefined });
    expect(reads('')).toEqual({ sections, results: undefined });
  });
});
