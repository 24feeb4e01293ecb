import { parseArticlePath } from './slug';

/** How many articles the article page suggests reading next. */
export const RELATED_ON_ARTICLE = 3;

/** The article id in the last segment of `/magazine/{slug}-{id}`, or null when there is none. */
export function articleIdOf(segment: string | undefined): number | null {
  return segment === undefined ? null : (parseArticlePath(`/magazine/${segment}`)?.id ?? null);
}
