import { paths, type LivePathKey, type PathEntry } from './paths';

export type RouteMatch = {
  readonly key: LivePathKey;
  readonly entry: PathEntry & { readonly live: true };
  /** The values of the pattern's `:name` segments, decoded. */
  readonly params: Readonly<Record<string, string>>;
};

/**
 * The params of `pathname` under `pattern` (`/magazine/section/:slug`), or null when it does not
 * match: segment by segment, exact case, a `:name` segment taking one non-empty segment. One rule
 * for the server's rendering and the browser's router, so they never disagree.
 */
export function matchPath(pattern: string, pathname: string): Record<string, string> | null {
  const want = pattern.split('/');
  const have = pathname.split('/');
  if (want.length !== have.length) return null;
  const params: Record<string, string> = {};
  for (const [i, segment] of want.entries()) {
    const value = have[i] ?? '';
    if (segment.startsWith(':')) {
      if (value === '') return null;
      try {
        params[segment.slice(1)] = decodeURIComponent(value);
      } catch {
        return null; // A malformed escape (`%E0%A4`) names no page.
      }
    } else if (segment !== value) {
      return null;
    }
  }
  return params;
}

const liveRoutes = (Object.keys(paths) as (keyof typeof paths)[])
  .filter((key): key is LivePathKey => paths[key].live)
  .map((key) => ({ key, entry: paths[key] as PathEntry & { readonly live: true } }));

/** The built page at this pathname and its params, or undefined (a 404). */
export function findRoute(pathname: string): RouteMatch | undefined {
  for (const route of liveRoutes) {
    const params = matchPath(route.entry.path, pathname);
    if (params) return { ...route, params };
  }
  return undefined;
}
