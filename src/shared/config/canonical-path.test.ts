import { describe, expect, it } from 'vitest';
import { canonicalRequestPath, isSafeRedirectPath, withoutTrailingSlashes } from './canonical-path';
import { paths } from './paths';

describe('withoutTrailingSlashes', () => {
  it('drops every trailing slash and nothing else', () => {
    expect(withoutTrailingSlashes('/moneyMap/')).toBe('/moneyMap');
    expect(withoutTrailingSlashes('/moneyMap///')).toBe('/moneyMap');
    expect(withoutTrailingSlashes('/a//b')).toBe('/a//b');
    expect(withoutTrailingSlashes('/')).toBe('');
    expect(withoutTrailingSlashes('')).toBe('');
  });

  it('trims 100,000 slashes after a run of 100,000 more in one pass', () => {
    // The regular expression it replaces backtracked over the run: 0.1 s for 15 KB, and minutes
    // for this. The bound is generous; the bench, not this test, watches the speed.
    const run = '/'.repeat(100_000);
    const started = performance.now();
    expect(withoutTrailingSlashes(`/a${run}b${run}`)).toBe(`/a${run}b`);
    expect(withoutTrailingSlashes(run)).toBe('');
    expect(canonicalRequestPath(`/a${run}b${run}`)).toBe(`/a${run}b`);
    expect(canonicalRequestPath(run)).toBeNull();
    expect(performance.now() - started).toBeLessThan(2_000);
  });
});

describe('isSafeRedirectPath', () => {
  it('takes a path of this site and nothing a browser reads as another host', () => {
    expect(isSafeRedirectPath('/moneyMap')).toBe(true);
    expect(isSafeRedirectPath('/magazine/tag/%E0%A4%95')).toBe(true);
    for (const path of ['//evil.example', '/\\evil.example', 'https://evil.example', '', '/a b']) {
      expect(isSafeRedirectPath(path), path).toBe(false);
    }
    expect(isSafeRedirectPath('/café')).toBe(false);
  });
});

describe('canonicalRequestPath', () => {
  it('leaves a page at its own path, and an unknown path, where they are', () => {
    for (const path of ['/', '/moneyMap', paths.magazineArticle.example, '/no-such-page', '//']) {
      expect(canonicalRequestPath(path), path).toBeNull();
    }
  });

  it('drops trailing slashes from any path but never makes another host of it', () => {
    expect(canonicalRequestPath('/moneyMap/')).toBe('/moneyMap');
    expect(canonicalRequestPath('/no-such-page//')).toBe('/no-such-page');
    expect(canonicalRequestPath('//evil.example/')).toBeNull();
    expect(canonicalRequestPath('///evil.example//')).toBeNull();
    expect(canonicalRequestPath('/\\evil.example/')).toBeNull();
  });

  it("spells a page's path as the registry does, whatever the case and escapes", () => {
    expect(canonicalRequestPath('/MONEYMAP')).toBe('/moneyMap');
    expect(canonicalRequestPath('/moneymap/')).toBe('/moneyMap');
    expect(canonicalRequestPath('/%6DoneyMap')).toBe('/moneyMap');
    expect(canonicalRequestPath('/%6doneymap')).toBe('/moneyMap');
    expect(canonicalRequestPath('/Magazine')).toBe('/magazine');
    expect(canonicalRequestPath('/PROFILE')).toBe('/profile');
    expect(canonicalRequestPath('/Magazine/Search')).toBe('/magazine/search');
  });

  it("keeps a pattern's params as asked: the page's data decides their spelling", () => {
    expect(canonicalRequestPath('/Magazine/Section/Investing')).toBe('/magazine/section/Investing');
    expect(canonicalRequestPath('/MAGAZINE/Some-Slug-14')).toBe('/magazine/Some-Slug-14');
    expect(canonicalRequestPath('/magazine/Some-Slug-14')).toBeNull();
    expect(canonicalRequestPath('/magazine/tag/Video')).toBeNull();
  });

  it('names no page for a malformed escape or a page that is not built', () => {
    expect(canonicalRequestPath('/%E0%A4')).toBeNull();
    const notBuilt = Object.values(paths).find((entry) => !entry.live);
    if (notBuilt) expect(canonicalRequestPath(notBuilt.path.toUpperCase())).toBeNull();
  });
});
