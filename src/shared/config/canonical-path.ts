import { findRoute } from './match-route';
import { paths, type PathEntry } from './paths';

/**
 * One answer per URL (decision 32), for what the path alone tells: a page asked for with
 * trailing slashes, with letters in another case (`/MONEYMAP`) or with escapes (`/%6DoneyMap`) is
 * sent to the path the route registry spells. What only the data tells (an article's slug, a
 * section's current slug) is the page's own: `canonical-pages.ts`.
 *
 * Nothing here uses a regular expression on the path: a pattern that backtracks over a run of
 * slashes took time quadratic in its length, on every request.
 */

const SLASH = 0x2f;

/** `/moneyMap//` → `/moneyMap`: the path without its trailing slashes ('' for slashes only). */
export function withoutTrailingSlashes(pathname: string): string {
  let end = pathname.length;
  while (end > 0 && pathname.charCodeAt(end - 1) === SLASH) end -= 1;
  return pathname.slice(0, end);
}

/**
 * Whether a path may be sent as a redirect's Location: a path of this site, never one a browser
 * reads as another host (`//evil.example`, `/\evil.example`), nothing but printable ASCII.
 */
export function isSafeRedirectPath(path: string): boolean {
  if (path.charCodeAt(0) !== SLASH || path.charCodeAt(1) === SLASH) return false;
  for (let i = 0; i < path.length; i++) {
    const code = path.charCodeAt(i);
    if (code <= 0x20 || code >= 0x7f || code === 0x5c /* \ */) return false;
  }
  return true;
}

const liveEntries = (Object.values(paths) as PathEntry[]).filter((entry) => entry.live);

/** A segment with its escapes decoded, lower case; null when an escape is malformed. */
function folded(segment: string): string | null {
  try {
    return decodeURIComponent(segment).toLowerCase();
  } catch {
    return null;
  }
}

/**
 * The path as the registry spells it, when some live page's fixed segments match the request's
 * ignoring case and escapes (`/Magazine/Section/investing` → `/magazine/section/investing`): the
 * fixed segments from the registry, the `:param` segments as they were asked (their data decides
 * their spelling); undefined when no page matches so.
 */
function registrySpelling(pathname: string): string | undefined {
  const have = pathname.split('/');
  const foldedHave = have.map(folded);
  for (const entry of liveEntries) {
    const want = entry.path.split('/');
    if (want.length !== have.length) continue;
    const spelt = want.map((segment, i) => {
      const asked = have[i] ?? '';
      if (segment.startsWith(':')) return asked === '' ? null : asked;
      return foldedHave[i] === segment.toLowerCase() ? segment : null;
    });
    if (spelt.includes(null)) continue;
    const candidate = spelt.join('/');
    // The same test the page will answer by: a path its params cannot name (`/magazine/Search`
    // as an article without an id) is not that page.
    const match = findRoute(candidate);
    if (match && (match.entry.exists?.(match.params) ?? true)) return candidate;
  }
  return undefined;
}

/**
 * Where a requested path should be redirected (301) before any page is rendered, or null when
 * it is answered where it is: trailing slashes dropped (from every path but `/`, as decision 24
 * says), then the registry's spelling of a page's fixed segments. Never a path that a browser
 * would read as another host.
 */
export function canonicalRequestPath(pathname: string): string | null {
  const trimmed = withoutTrailingSlashes(pathname);
  let canonical = trimmed === '' ? pathname : trimmed;
  const found = findRoute(canonical);
  if (!found || !(found.entry.exists?.(found.params) ?? true)) {
    canonical = registrySpelling(canonical) ?? canonical;
  }
  return canonical !== pathname && isSafeRedirectPath(canonical) ? canonical : null;
}
