import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { imageRenditions } from '../../db/schema/images';

/** One stored WebP rendition: its bytes and ETag, or null when there is no such image or width. */
export async function readImageRendition(
  db: Db,
  id: string,
  width: number,
): Promise<{ bytes: Buffer; etag: string } | null> {
  const [row] = await db
    .select({ bytes: imageRenditions.bytes, etag: imageRenditions.etag })
    .from(imageRenditions)
    .where(and(eq(imageRenditions.imageId, id), eq(imageRenditions.width, width)));
  return row ?? null;
}
