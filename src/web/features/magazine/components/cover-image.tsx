import Box from '@mui/material/Box';
import { coverAlt } from '../../../../shared/magazine/cover-alt';
import { imageUrl, parseImageUrl, renditionWidths } from '../../../../shared/magazine/image-srcset';
import type { TBlogSummary } from '../../../../shared/schemas/magazine';

/**
 * The width of a picture across a page's Container on a phone (below 600 px), in `sizes` syntax:
 * the viewport less the gutters, 16 px a side. Saying "100vw" instead would send a phone with a
 * 720-pixel screen to the 960 rendition.
 */
export const ACROSS_PHONE_CONTAINER = 'calc(100vw - 32px)';
/** The same below 900 px: from 600 px the gutters are 24 px a side. */
export const ACROSS_CONTAINER = `(min-width: 600px) calc(100vw - 48px), ${ACROSS_PHONE_CONTAINER}`;

type CoverImageProps = {
  /**
   * The article whose cover it is: its `imageURL` (a stored picture's largest rendition,
   * `/media/images/{id}-{width}.webp`, or another URL) and the words for it (`coverAlt`).
   */
  article: Pick<TBlogSummary, 'imageURL' | 'imageAlt' | 'title'>;
  /** The width the layout gives the picture, in CSS `sizes` syntax. */
  sizes: string;
  /** The article's own picture on its page: fetched first. */
  priority?: boolean;
};

/**
 * An article's picture at 16:9, as WebP at the widths the store keeps, with `srcset` and `sizes`
 * so a phone fetches a small one; the box holds its place, so nothing moves when it arrives.
 */
export function CoverImage({ article, sizes, priority = false }: CoverImageProps) {
  const src = article.imageURL;
  // An article without a picture keeps the card's shape, with nothing to fetch or name.
  if (src === '') return <Box sx={{ ...pictureSx, aspectRatio: '16 / 9' }} />;
  const stored = parseImageUrl(src);
  const widths = stored ? renditionWidths(stored.width).sort((a, b) => a - b) : [];
  const fallback = stored ? (widths.find((w) => w >= 640) ?? stored.width) : undefined;
  return (
    <Box
      component="img"
      src={stored && fallback ? imageUrl(stored.id, fallback) : src}
      srcSet={stored ? widths.map((w) => `${imageUrl(stored.id, w)} ${w}w`).join(', ') : undefined}
      sizes={stored ? sizes : undefined}
      width={1280}
      height={720}
      alt={coverAlt(article)}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      sx={{ ...pictureSx, height: 'auto', aspectRatio: '16 / 9', objectFit: 'cover' }}
    />
  );
}

const pictureSx = {
  display: 'block',
  width: '100%',
  borderRadius: 2,
  bgcolor: 'action.hover',
} as const;
