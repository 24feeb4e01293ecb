import { and, asc, desc, eq, gte } from 'drizzle-orm';
import { renditionWidths } from '../../../shared/magazine/image-srcset';
import type { Db } from '../../db/client';
import { imageRenditions, images } from '../../db/schema/images';

/**
 * One WebP rendition of a stored image: its bytes and ETag, or null when there is no such image,
 * or the picture has no such width. A picture stored before a width joined the standard ones
 * (720, say) has no rendition at it; the next wider one it has answers for it, so an address the
 * pages now write never breaks for an older picture (a few more bytes, the same picture).
 */
export async function readImageRendition(
  db: Db,
  id: string,
  width: number,
): Promise<{ bytes: Buffer; etag: string } | null> {
  const [row] = await db
    .select({
      bytes: imageRenditions.bytes,
      etag: imageRenditions.etag,
      width: imageRenditions.width,
      pictureWidth: images.width,
    })
    .from(imageRenditions)
    .innerJoin(images, eq(images.id, imageRenditions.imageId))
    .where(and(eq(imageRenditions.imageId, id), gte(imageRenditions.width, width)))
    .orderBy(asc(imageRenditions.width))
    .limit(1);
  if (!row) return null;
  if (row.width !== width && !renditionWidths(row.pictureWidth).includes(width)) return null;
  return { bytes: row.bytes, etag: row.etag };
}

/** A stored image's widest rendition, its bytes and ETag, or null when there is no such image. */
export async function readWidestRendition(
  db: Db,
  id: string,
): Promise<{ bytes: Buffer; etag: string } | null> {
  const [row] = await db
    .select({ bytes: imageRenditions.bytes, etag: imageRenditions.etag })
    .from(imageRenditions)
    .where(eq(imageRenditions.imageId, id))
    .orderBy(desc(imageRenditions.width))
    .limit(1);
  return row ?? null;
}
