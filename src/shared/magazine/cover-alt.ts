import type { TBlogSummary } from '../schemas/magazine';

/**
 * The words for an article's cover where it is shown (its `alt`, its share picture's): what the
 * editor wrote it shows, else the article's title, so that no cover goes unnamed.
 */
export function coverAlt(article: Pick<TBlogSummary, 'imageAlt' | 'title'>): string {
  return article.imageAlt?.trim() || article.title;
}
