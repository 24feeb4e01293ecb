import { paths } from '../config/paths';
import { webPageJsonLd } from '../config/structured-data';

/**
 * The JSON-LD of a page of the magazine that lists articles (a section, a tag, search results):
 * the page, under Home > Magazine, as its breadcrumbs show it.
 */
export function magazinePageJsonLd(
  origin: string,
  page: {
    readonly type: 'CollectionPage' | 'SearchResultsPage';
    readonly name: string;
    readonly description: string;
    readonly path: string;
  },
) {
  return webPageJsonLd(origin, {
    type: page.type,
    name: page.name,
    description: page.description,
    trail: [
      { name: paths.magazine.title, path: paths.magazine.path },
      { name: page.name, path: page.path },
    ],
  });
}
