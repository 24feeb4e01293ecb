import { paths, type PathEntry } from './paths';
import { site } from './site';

/** What the head says on a page that does not exist (the server answers it with status 404). */
export const notFoundPage = {
  title: 'Page not found',
  description: 'The page you asked for is not here.',
} as const;

/** The longest document title: search results cut a longer one short, mid-word. */
export const MAX_TITLE_LENGTH = 60;

/**
 * The document title of a page: the home page leads with the site's name, every other page ends
 * with it, unless that would make it longer than {@link MAX_TITLE_LENGTH}: then the title stands
 * alone, and a title too long even alone is cut at a word and ends with '…'. The server (page
 * shells) and the browser (after navigation) both use this rule.
 */
export function pageTitle(entry: Pick<PathEntry, 'title'>): string {
  const { title } = entry;
  const whole = title === paths.home.title ? `${site.name}: ${title}` : `${title} | ${site.name}`;
  if (whole.length <= MAX_TITLE_LENGTH) return whole;
  if (title.length <= MAX_TITLE_LENGTH) return title;
  // Up to the last space that leaves room for the '…'.
  const lastSpace = title.lastIndexOf(' ', MAX_TITLE_LENGTH - 1);
  const cut = title.slice(0, lastSpace > 0 ? lastSpace : MAX_TITLE_LENGTH - 1);
  return `${cut.replace(/[\s,;:.?!–-]+$/, '')}…`;
}

/** What the head says when a page failed to render (the server answers it with status 500). */
export const errorPage = {
  title: 'Something went wrong',
  description: 'This page could not be shown just now.',
} as const;
