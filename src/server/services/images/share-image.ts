import sharp from 'sharp';
import { SHARE_PICTURE_SIZE } from '../../../shared/config/share-pictures';

/** JPEG quality of a share picture: a cover's flat colours and lines show no loss at 82. */
const JPEG_QUALITY = 82;
/**
 * Written into the share picture's ETag beside its source's: raise it when the way it is made
 * changes, so that caches that revalidate take the new one.
 */
const SHARE_IMAGE_MAKE = 1;

/**
 * An article's share picture (ADR 033): its cover's widest rendition cropped about its centre
 * to 1200 × 630 and written as JPEG, which every link preview takes (not all take WebP).
 */
export async function makeShareImage(rendition: {
  bytes: Buffer;
  etag: string;
}): Promise<{ bytes: Buffer; etag: string }> {
  const bytes = await sharp(rendition.bytes)
    .resize({ ...SHARE_PICTURE_SIZE, fit: 'cover' })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: JPEG_QUALITY, mozjpeg: true })
    .toBuffer();
  return { bytes, etag: `"${rendition.etag.replace(/"/g, '')}-share${SHARE_IMAGE_MAKE}"` };
}
