import { paths } from '../config/paths';
import { site } from '../config/site';
import type { TAuthorPage } from '../schemas/magazine-author';
import { authorPath } from './slug';

/** Search engines show about this much of a description. */
const DESCRIPTION_LENGTH = 160;

/**
 * An author page's meta description: their bio, cut at a word within what search engines show;
 * without a bio, who they are to the magazine.
 */
export function authorPageDescription(author: Pick<TAuthorPage['author'], 'name' | 'description'>) {
  const bio = author.description.replace(/\s+/g, ' ').trim();
  if (bio === '') return `Articles by ${author.name} in the ${site.name} magazine.`;
  if (bio.length <= DESCRIPTION_LENGTH) return bio;
  const cut = bio.slice(0, DESCRIPTION_LENGTH - 1);
  const end = cut.lastIndexOf(' ');
  return `${(end > 0 ? cut.slice(0, end) : cut).replace(/[\s,;:.–-]+$/, '')}…`;
}

/** An author's public profiles: only `https://` ones are theirs elsewhere (decision 37). */
export function authorProfiles(author: Pick<TAuthorPage['author'], 'twitter' | 'linkedin'>) {
  return [
    { name: 'X (Twitter)', href: author.twitter },
    { name: 'LinkedIn', href: author.linkedin },
  ].filter((link) => /^https:\/\/[^\s/?#]+/i.test(link.href));
}

/**
 * An author page's JSON-LD: a `ProfilePage` whose subject is the `Person` (name, page, picture,
 * bio, profiles elsewhere as `sameAs`), and the trail Home > Magazine > the author, with absolute
 * URLs on the public origin.
 */
export function authorJsonLd(author: TAuthorPage['author'], origin: string, description: string) {
  const url = origin + authorPath(author);
  const image =
    author.imageUrl === ''
      ? undefined
      : author.imageUrl.startsWith('/')
        ? origin + author.imageUrl
        : author.imageUrl;
  return {
    '@context': 'https://schema.org',
    '@graph': [
      {
        '@type': 'ProfilePage',
        '@id': `${url}#webpage`,
        url,
        name: author.name,
        description,
        inLanguage: 'en-IN',
        isPartOf: { '@type': 'WebSite', '@id': `${origin}/#website`, name: site.name },
        mainEntity: { '@id': `${url}#person` },
      },
      {
        '@type': 'Person',
        '@id': `${url}#person`,
        name: author.name,
        url,
        image,
        description: author.description === '' ? undefined : author.description,
        sameAs: authorProfiles(author).map((link) => link.href),
      },
      {
        '@type': 'BreadcrumbList',
        itemListElement: [
          { name: 'Home', item: `${origin}/` },
          { name: paths.magazine.title, item: origin + paths.magazine.path },
          { name: author.name, item: url },
        ].map((crumb, k) => ({ '@type': 'ListItem', position: k + 1, ...crumb })),
      },
    ],
  };
}
