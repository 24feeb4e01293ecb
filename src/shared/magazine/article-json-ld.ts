import { paths } from '../config/paths';
import { publisherJsonLd } from '../config/structured-data';
import type { TBlog } from '../schemas/magazine';
import { shareImageUrl } from './image-srcset';
import { articlePath, authorPath, sectionPath } from './slug';

/**
 * An article's JSON-LD for search engines and link previews: the `Article` (headline, picture,
 * dates, author, publisher) and the `BreadcrumbList` Home > Magazine > section > article, with
 * absolute URLs on the public origin.
 */
export function articleJsonLd(blog: TBlog, origin: string) {
  const url = origin + articlePath(blog);
  const absolute = (address: string) => (address.startsWith('/') ? origin + address : address);
  const share = shareImageUrl(blog.imageURL);
  // The cover at its widest, and the JPEG of it that link previews show.
  const images = blog.imageURL === '' ? [] : [absolute(blog.imageURL)];
  if (share) images.push(absolute(share));
  const { author } = blog;
  const profiles = [author.linkedin, author.twitter].filter((link) => link !== '');
  return {
    '@context': 'https://schema.org',
    '@graph': [
      {
        '@type': 'Article',
        '@id': `${url}#article`,
        headline: blog.title,
        description: blog.description,
        image: images.length === 0 ? undefined : images,
        datePublished: blog.createdAt,
        dateModified: blog.updatedAt,
        articleSection: blog.sectionName,
        keywords: blog.tags.join(', '),
        inLanguage: 'en-IN',
        mainEntityOfPage: url,
        // The author's page on the site (author-json-ld.ts describes them there in full).
        author: {
          '@type': 'Person',
          '@id': `${origin + authorPath(author)}#person`,
          name: author.name,
          url: origin + authorPath(author),
          sameAs: profiles,
        },
        publisher: publisherJsonLd(origin),
      },
      {
        '@type': 'BreadcrumbList',
        itemListElement: [
          { name: 'Home', item: `${origin}/` },
          { name: paths.magazine.title, item: origin + paths.magazine.path },
          { name: blog.sectionName, item: origin + sectionPath({ slug: blog.sectionSlug }) },
          { name: blog.title, item: url },
        ].map((crumb, k) => ({ '@type': 'ListItem', position: k + 1, ...crumb })),
      },
    ],
  };
}
