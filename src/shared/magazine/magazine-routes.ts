import { parseArticlePath } from './slug';

// The magazine's routes' constants and param rules, read by the route registry and the pages.

/** How many articles the article page suggests reading next. */
export const RELATED_ON_ARTICLE = 3;
/** A section page's articles (seed 001: 0, 50). */
export const SECTION_PAGE_SIZE = 50;
/** A tag page's articles (seed 001: 0, 200). */
export const TAG_PAGE_SIZE = 200;
/** A tag page with fewer articles than this is kept out of search (a thin page). */
export const TAG_INDEX_MINIMUM = 3;

/** The article id in the last segment of `/magazine/{slug}-{id}`, or null when there is none. */
export function articleIdOf(segment: string | undefined): number | null {
  return segment === undefined ? null : (parseArticlePath(`/magazine/${segment}`)?.id ?? null);
}
