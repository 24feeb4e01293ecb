import type { SharePicture } from '../config/share-pictures';
import type { TBlogSummary } from '../schemas/magazine';
import { coverAlt } from './cover-alt';
import { shareImageUrl } from './image-srcset';

/**
 * An article's share picture: its cover as a 1200 × 630 JPEG (`shareImageUrl`), named by the
 * cover's words; undefined for an article without a stored cover (its page then shows the
 * magazine's drawing).
 */
export function articleSharePicture(
  article: Pick<TBlogSummary, 'imageURL' | 'imageAlt' | 'title'>,
): SharePicture | undefined {
  const url = shareImageUrl(article.imageURL);
  return url ? { url, alt: coverAlt(article) } : undefined;
}
