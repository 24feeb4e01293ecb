import { site } from './site';

/** The site's logo as an `ImageObject`: a PNG, as search engines want a publisher's logo. */
function logoJsonLd(origin: string) {
  const { path, width, height } = site.logo;
  return { '@type': 'ImageObject', url: origin + path, width, height };
}

/**
 * The publisher of every page and article, whole where it is used: Google's article check reads
 * the `Article`'s publisher on the article's own page, its name and logo.
 */
export function publisherJsonLd(origin: string) {
  return {
    '@type': 'Organization',
    '@id': `${origin}/#organization`,
    name: site.name,
    url: `${origin}/`,
    logo: logoJsonLd(origin),
  };
}

/**
 * The home page's JSON-LD: who publishes the site and how to reach them, for search engines'
 * knowledge panels, and the site with its search (the magazine's, at `searchPath`). Built from
 * the site settings, with the public origin the server knows.
 */
export function organizationJsonLd(origin: string, searchPath: string) {
  return {
    '@context': 'https://schema.org',
    '@graph': [
      {
        ...publisherJsonLd(origin),
        description: site.about,
        email: site.supportEmail,
        foundingDate: String(site.foundedYear),
        telephone: site.phones[0].tel,
        sameAs: Object.values(site.social),
      },
      {
        '@type': 'WebSite',
        '@id': `${origin}/#website`,
        url: `${origin}/`,
        name: site.name,
        inLanguage: 'en-IN',
        publisher: { '@id': `${origin}/#organization` },
        potentialAction: {
          '@type': 'SearchAction',
          target: {
            '@type': 'EntryPoint',
            urlTemplate: `${origin}${searchPath}?q={search_term_string}`,
          },
          'query-input': 'required name=search_term_string',
        },
      },
    ],
  };
}

/**
 * The magazine landing's JSON-LD: the `Blog` the articles belong to and its place under Home.
 * (paths.ts imports this file, so the landing's path is written here rather than read from it.)
 */
export function magazineJsonLd(origin: string) {
  const url = `${origin}/magazine`;
  return {
    '@context': 'https://schema.org',
    '@graph': [
      {
        '@type': 'Blog',
        '@id': `${url}#blog`,
        name: `${site.name} Magazine`,
        url,
        description: site.about,
        inLanguage: 'en-IN',
        publisher: publisherJsonLd(origin),
      },
      {
        '@type': 'BreadcrumbList',
        itemListElement: [
          { '@type': 'ListItem', position: 1, name: 'Home', item: `${origin}/` },
          { '@type': 'ListItem', position: 2, name: 'Magazine', item: url },
        ],
      },
    ],
  };
}

/** One step of a breadcrumb trail: a page's name and its path on the site. */
type Crumb = { readonly name: string; readonly path: string };

/**
 * The JSON-LD of a page that has no richer description of its own (a planner, a section, a tag):
 * the page itself, part of the site, and the trail to it from Home, as its breadcrumbs show it.
 * A list of articles is a `CollectionPage`, search results a `SearchResultsPage`.
 */
export function webPageJsonLd(
  origin: string,
  page: {
    readonly type?: 'WebPage' | 'CollectionPage' | 'SearchResultsPage';
    readonly name: string;
    readonly description: string;
    /** From Home (left out: it is always first) to the page itself. */
    readonly trail: readonly Crumb[];
  },
) {
  const url = origin + (page.trail.at(-1)?.path ?? '');
  return {
    '@context': 'https://schema.org',
    '@graph': [
      {
        '@type': page.type ?? 'WebPage',
        '@id': `${url}#webpage`,
        url,
        name: page.name,
        description: page.description,
        inLanguage: 'en-IN',
        isPartOf: { '@type': 'WebSite', '@id': `${origin}/#website`, name: site.name },
      },
      {
        '@type': 'BreadcrumbList',
        itemListElement: [
          { '@type': 'ListItem', position: 1, name: 'Home', item: `${origin}/` },
          ...page.trail.map((crumb, index) => ({
            '@type': 'ListItem',
            position: index + 2,
            name: crumb.name,
            item: origin + crumb.path,
          })),
        ],
      },
    ],
  };
}
