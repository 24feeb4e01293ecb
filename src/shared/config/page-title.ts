import { paths, type PathEntry } from './paths';
import { site } from './site';

/** What the head says on a page that does not exist (the server answers it with status 404). */
export const notFoundPage = {
  title: 'Page not found',
  description: 'The page you asked for is not here.',
} as const satisfies Pick<PathEntry, 'title' | 'description'>;

/**
 * The document title of a page: the home page leads with the site's name, every other page ends
 * with it. The server (page shells) and the browser (after navigation) both use this rule.
 */
export function pageTitle(entry: Pick<PathEntry, 'title'>): string {
  return entry.title === paths.home.title
    ? `${site.name}: ${entry.title}`
    : `${entry.title} | ${site.name}`;
}

/** What the head says when a page failed to render (the server answers it with status 500). */
export const errorPage = {
  title: 'Something went wrong',
  description: 'This page could not be shown just now.',
} as const satisfies Pick<PathEntry, 'title' | 'description'>;
