import { createHash } from 'node:crypto';
import sharp, { type Metadata, type Sharp } from 'sharp';
import {
  MAX_IMAGE_WIDTH,
  renditionWidths,
  type ImageRef,
} from '../../../shared/magazine/image-srcset';
import { blogAdminMessages, UPLOAD_MAX_BYTES } from '../../../shared/schemas/blog-admin';
import type { Db } from '../../db/client';
import { imageRenditions, images, type ImageFolder } from '../../db/schema/images';
import { AppError } from '../../errors';
import { recordAdminWrite, type AdminActor } from '../admin/audit';

/**
 * The most bytes an image may have: the upload call's limit (ADR 040), so that a picture the
 * service takes is one an admin can upload, and the other way round.
 */
export const MAX_IMAGE_BYTES = UPLOAD_MAX_BYTES;
/** The most pixels a picture may decode to: larger ones are refused unread (decompression bombs). */
const MAX_IMAGE_PIXELS = 40_000_000;
/** WebP quality of the renditions: no visible loss on photographs or drawings. */
const WEBP_QUALITY = 80;

/** Why an image was refused; the message is for the person who sent it. */
export type ImageRejection = 'unsupported-format' | 'too-many-pixels' | 'too-large' | 'unreadable';

/** An image that cannot be stored: a 4xx with a code and a sentence the sender can act on. */
export class ImageRejectedError extends AppError {
  constructor(
    readonly reason: ImageRejection,
    message: string,
  ) {
    super(
      reason === 'unsupported-format' ? 415 : reason === 'unreadable' ? 400 : 413,
      message,
      reason === 'unsupported-format'
        ? 'UNSUPPORTED_MEDIA_TYPE'
        : reason === 'unreadable'
          ? 'VALIDATION'
          : 'PAYLOAD_TOO_LARGE',
    );
    this.name = 'ImageRejectedError';
  }
}

const ACCEPTED = 'Please choose a JPEG, PNG, WebP, GIF or AVIF picture';

export type StoreImageOptions = {
  /**
   * Accept SVG, rasterised here (never served as SVG). Only for drawings of our own (the demo
   * content's covers and portraits): a stranger's SVG is refused like any other unknown format.
   */
  allowSvg?: boolean;
  /** The seed's upload folder it is kept under (covers and article pictures by default). */
  folder?: ImageFolder;
  /** The admin who uploaded it: the audit log gets the image's id, in the same transaction. */
  uploadedBy?: AdminActor;
};

type Sniffed = { mime: string; width: number; height: number };

/** What the bytes are, whatever their name or declared type said; refuses what we do not take. */
async function sniff(input: Buffer, allowSvg: boolean): Promise<Sniffed> {
  let meta: Metadata;
  try {
    meta = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw new ImageRejectedError('unsupported-format', `This file is not a picture. ${ACCEPTED}.`);
  }
  const mime = mimeOf(meta, allowSvg);
  if (!mime) {
    throw new ImageRejectedError(
      'unsupported-format',
      `This kind of picture is not accepted. ${ACCEPTED}.`,
    );
  }
  const { width, height } = meta.autoOrient;
  if (!width || !height) {
    throw new ImageRejectedError('unreadable', 'This picture could not be read');
  }
  if (width * height > MAX_IMAGE_PIXELS) {
    throw new ImageRejectedError(
      'too-many-pixels',
      `This picture is too large (${width} × ${height} pixels): at most ${MAX_IMAGE_PIXELS / 1_000_000} megapixels`,
    );
  }
  return { mime, width, height };
}

function mimeOf(meta: Metadata, allowSvg: boolean): string | null {
  switch (meta.format) {
    case 'jpeg':
      return 'image/jpeg';
    case 'png':
      return 'image/png';
    case 'webp':
      return 'image/webp';
    case 'gif':
      return 'image/gif';
    // libheif reads HEIC too; only AV1 (AVIF) is taken.
    case 'heif':
      return meta.compression === 'av1' ? 'image/avif' : null;
    case 'svg':
      return allowSvg ? 'image/svg+xml' : null;
    default:
      return null;
  }
}

/**
 * Stores a picture (decision 17): checks what the bytes are (JPEG, PNG, WebP, GIF, AVIF; SVG of
 * our own when `allowSvg`), refuses anything else and pictures over {@link MAX_IMAGE_PIXELS},
 * turns it upright, drops its metadata (EXIF, GPS, XMP, ICC beyond sRGB) and re-encodes it as
 * WebP at the widths of `renditionWidths`, all in one transaction. An SVG is rasterised at the
 * largest width. Throws {@link ImageRejectedError} for what it refuses.
 */
export async function storeImage(
  db: Db,
  input: Buffer,
  { allowSvg = false, folder = 'blog_images', uploadedBy }: StoreImageOptions = {},
): Promise<ImageRef> {
  if (input.byteLength > MAX_IMAGE_BYTES) {
    throw new ImageRejectedError('too-large', blogAdminMessages.uploadTooLarge);
  }
  const sniffed = await sniff(input, allowSvg);
  if (
    sniffed.mime === 'image/svg+xml' &&
    MAX_IMAGE_WIDTH * Math.ceil((sniffed.height * MAX_IMAGE_WIDTH) / sniffed.width) >
      MAX_IMAGE_PIXELS
  ) {
    throw new ImageRejectedError('too-many-pixels', 'This drawing is too tall to be drawn');
  }
  let renditions: { width: number; height: number; etag: string; bytes: Buffer }[];
  let width = sniffed.width;
  let height = sniffed.height;
  try {
    let source: Sharp;
    if (sniffed.mime === 'image/svg+xml') {
      // Drawn once at the largest width (vector: nothing is lost), then resized from the pixels.
      const drawn = await sharp(input, {
        density: (72 * MAX_IMAGE_WIDTH) / width,
        limitInputPixels: MAX_IMAGE_PIXELS,
      })
        .raw()
        .toBuffer({ resolveWithObject: true });
      ({ width, height } = drawn.info);
      source = sharp(drawn.data, {
        raw: { width, height, channels: drawn.info.channels },
      });
    } else {
      source = sharp(input, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' }).autoOrient();
    }
    renditions = await Promise.all(
      renditionWidths(width).map(async (w) => {
        const { data, info } = await source
          .clone()
          .resize({ width: w })
          .webp({ quality: WEBP_QUALITY, effort: 4 })
          .toBuffer({ resolveWithObject: true });
        const etag = `"${createHash('sha256').update(data).digest('base64url').slice(0, 27)}"`;
        return { width: w, height: info.height, etag, bytes: data };
      }),
    );
  } catch {
    throw new ImageRejectedError('unreadable', 'This picture could not be read: it may be damaged');
  }

  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(images)
      .values({ width, height, mime: sniffed.mime, folder })
      .returning({ id: images.id });
    if (!row) throw new Error('The image row was not inserted');
    await tx.insert(imageRenditions).values(renditions.map((r) => ({ imageId: row.id, ...r })));
    if (uploadedBy) {
      // Ids only: a picture may be of a person, and the log outlives it.
      await recordAdminWrite(tx, uploadedBy, {
        action: 'upload',
        entity: 'image',
        entityId: row.id,
        details: { folder },
      });
    }
    return row.id;
  });
  return { id, width, height, widths: renditions.map((r) => r.width) };
}
