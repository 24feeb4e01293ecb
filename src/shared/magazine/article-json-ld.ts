import { paths } from '../config/paths';
import { site } from '../config/site';
import type { TBlog } from '../schemas/magazine';
import { articlePath, sectionPath } from './slug';

/**
 * An article's JSON-LD for search engines and link previews: the `Article` (headline, picture,
 * dates, author, publisher) and the `BreadcrumbList` Home > Magazine > section > article, with
 * absolute URLs on the public origin.
 */
export function articleJsonLd(blog: TBlog, origin: string) {
  const url = origin + articlePath(blog);
  const image = blog.imageURL.startsWith('/') ? origin + blog.imageURL : blog.imageURL;
  return {
    '@context': 'https://schema.org',
    '@graph': [
      {
        '@type': 'Article',
        '@id': `${url}#article`,
        headline: blog.title,
        description: blog.description,
        image: image === '' ? undefined : [image],
        datePublished: blog.createdAt,
        dateModified: blog.updatedAt,
        articleSection: blog.sectionName,
        keywords: blog.tags.join(', '),
        inLanguage: 'en-IN',
        mainEntityOfPage: url,
        author: {
          '@type': 'Person',
          name: blog.author.name,
          sameAs: [blog.author.twitter, blog.author.linkedin].filter((link) => link !== ''),
        },
        publisher: { '@id': `${origin}/#organization`, '@type': 'Organization', name: site.name },
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
