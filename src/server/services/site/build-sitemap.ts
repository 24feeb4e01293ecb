import { articlePath, sectionPath } from '../../../shared/magazine/slug';
import type { TBlogSection, TBlogSummary } from '../../../shared/schemas/magazine';
import { absoluteUrl, w3cDate, xmlText } from './xml-text';

/**
 * The most articles one sitemap file lists. The protocol allows 50,000 addresses per file; past
 * this many articles the sitemap must become an index of several files.
 */
export const SITEMAP_MAX_ARTICLES = 45_000;

type SitemapInput = {
  origin: string;
  /** The public pages' paths, without parameters. */
  pages: readonly string[];
  sections: readonly Pick<TBlogSection, 'slug'>[];
  articles: readonly Pick<
    TBlogSummary,
    'id' | 'slug' | 'title' | 'imageURL' | 'sectionSlug' | 'updatedAt'
  >[];
  /** The public page that lists every article (the magazine's landing): it changes with them. */
  articlesPage: string;
};

/** The latest of the articles' changes, as a `<lastmod>`; nothing for no article. */
function lastChange(articles: SitemapInput['articles']): string {
  const latest = articles.reduce<string | null>(
    (max, article) =>
      max === null || Date.parse(article.updatedAt) > Date.parse(max) ? article.updatedAt : max,
    null,
  );
  return latest === null ? '' : `<lastmod>${w3cDate(latest)}</lastmod>`;
}

/**
 * `/sitemap.xml` (decision 23 and 24): the public pages, every section page and every article at
 * its canonical path, with its cover picture (Google's image extension). An article carries the
 * date it last changed; the landing and a section page, which list articles, the latest change of
 * theirs; the other pages none (nothing records when their words last changed). Tag pages are
 * left out: a tag's page only repeats the articles' titles.
 */
export function buildSitemap({
  origin,
  pages,
  sections,
  articles,
  articlesPage,
}: SitemapInput): string {
  const url = (path: string, extra = '') =>
    `  <url><loc>${xmlText(origin + path)}</loc>${extra}</url>\n`;
  const articleUrl = (article: SitemapInput['articles'][number]) => {
    const cover = absoluteUrl(origin, article.imageURL);
    const image = cover
      ? `<image:image><image:loc>${xmlText(cover)}</image:loc></image:image>`
      : '';
    return url(articlePath(article), `<lastmod>${w3cDate(article.updatedAt)}</lastmod>${image}`);
  };
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"' +
    ' xmlns:image="http://www.google.com/schemas/sitemap-image/1.1">\n' +
    pages.map((path) => url(path, path === articlesPage ? lastChange(articles) : '')).join('') +
    sections
      .map((section) =>
        url(
          sectionPath(section),
          lastChange(articles.filter((article) => article.sectionSlug === section.slug)),
        ),
      )
      .join('') +
    articles.map(articleUrl).join('') +
    '</urlset>\n'
  );
}
