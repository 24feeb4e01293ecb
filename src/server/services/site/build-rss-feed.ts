import { paths } from '../../../shared/config/paths';
import { site } from '../../../shared/config/site';
import { articlePath } from '../../../shared/magazine/slug';
import type { TBlogSummary } from '../../../shared/schemas/magazine';
import { xmlText } from './xml-text';

/** How many articles the feed carries, newest first. */
export const RSS_ITEMS = 20;

type FeedArticle = Pick<
  TBlogSummary,
  'id' | 'slug' | 'title' | 'description' | 'tags' | 'createdAt' | 'updatedAt'
>;

/** An RFC 822 date, as RSS 2.0 wants it: 'Sun, 11 Jan 2026 18:30:00 GMT'. */
const rfc822 = (iso: string) => new Date(iso).toUTCString();

/**
 * `/rss.xml`: an RSS 2.0 feed of the magazine's newest articles (`articles`, newest first), each
 * by its canonical address (decision 24), which is also its permanent guid. The build date is
 * when the newest change to a listed article was made, so the feed only looks new when it is.
 */
export function buildRssFeed({
  origin,
  articles,
  builtAt,
}: {
  origin: string;
  articles: readonly FeedArticle[];
  /** The build date when no article is listed. */
  builtAt: Date;
}): string {
  const newestChange = articles.reduce(
    (latest, article) => (article.updatedAt > latest ? article.updatedAt : latest),
    '',
  );
  const item = (article: FeedArticle) => {
    const link = xmlText(origin + articlePath(article));
    return (
      '    <item>\n' +
      `      <title>${xmlText(article.title)}</title>\n` +
      `      <link>${link}</link>\n` +
      `      <guid isPermaLink="true">${link}</guid>\n` +
      `      <pubDate>${rfc822(article.createdAt)}</pubDate>\n` +
      `      <description>${xmlText(article.description)}</description>\n` +
      article.tags.map((tag) => `      <category>${xmlText(tag)}</category>\n`).join('') +
      '    </item>\n'
    );
  };
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">\n' +
    '  <channel>\n' +
    `    <title>${xmlText(site.name)}</title>\n` +
    `    <link>${xmlText(origin + paths.magazine.path)}</link>\n` +
    `    <description>${xmlText(paths.magazine.description)}</description>\n` +
    '    <language>en-IN</language>\n' +
    `    <lastBuildDate>${newestChange ? rfc822(newestChange) : builtAt.toUTCString()}</lastBuildDate>\n` +
    `    <atom:link href="${xmlText(`${origin}/rss.xml`)}" rel="self" type="application/rss+xml"/>\n` +
    articles.map(item).join('') +
    '  </channel>\n' +
    '</rss>\n'
  );
}
