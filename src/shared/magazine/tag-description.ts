import { paths } from '../config/paths';
import { site } from '../config/site';
import type { TBlogSummary } from '../schemas/magazine';

/** Search engines show about this much of a description. */
const DESCRIPTION_LENGTH = 160;

/** 'a', 'a and b', 'a, b and c'. */
function listed(words: readonly string[]): string {
  return words.length <= 1
    ? (words[0] ?? '')
    : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
}

/**
 * A tag page's meta description, from the articles it lists (newest first): how many, from
 * which sections, and the newest one's title where it fits. Say what the page holds, not what
 * every tag page holds.
 */
export function tagPageDescription(
  tag: string,
  articles: readonly Pick<TBlogSummary, 'title' | 'sectionName'>[],
): string {
  const count = `${articles.length} ${articles.length === 1 ? 'article' : 'articles'}`;
  const sections = [...new Set(articles.map((article) => article.sectionName))];
  const magazine = `the ${site.name} ${paths.magazine.title.toLowerCase()}`;
  const start =
    sections.length === 0
      ? `Articles on “${tag}” from ${magazine}.`
      : `${count} on “${tag}” from ${magazine}, in ${listed(sections)}.`;
  const newest = articles[0]?.title;
  const withNewest = `${start} The newest: “${newest}”.`;
  return newest !== undefined && withNewest.length <= DESCRIPTION_LENGTH ? withNewest : start;
}
