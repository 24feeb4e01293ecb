import { sharePictureOf, type SharePicture } from '../config/share-pictures';
import type { TBlogSummary } from '../schemas/magazine';
import { coverAlt } from './cover-alt';
import { shareImageUrl } from './image-srcset';

/**
 * An article's share picture: its cover as a 1200 × 630 JPEG (`shareImageUrl`), named by the
 * cover's words; the magazine's drawing for an article without a stored cover.
 */
export function articleSharePicture(
  article: Pick<TBlogSummary, 'imageURL' | 'imageAlt' | 'title'>,
): SharePicture {
  const url = shareImageUrl(article.imageURL);
  return url ? { url, alt: coverAlt(article) } : sharePictureOf('magazineArticle');
}
