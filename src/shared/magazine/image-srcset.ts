/**
 * What an `<img>` needs to show a stored image (decision 17): the WebP renditions at several
 * widths as `srcSet`, the `sizes` the layout gives it, and the dimensions that hold its place so
 * nothing shifts when it arrives. Shared by the server-rendered pages and the browser.
 */

/**
 * The widths a picture is re-encoded at; never wider than the picture itself. 720 is for the
 * phones most of our readers hold: a 720-pixel-wide screen (360 CSS px at 2×, 412 at 1.75×), where
 * a picture across the page needs 650–720 pixels and would otherwise fetch the 960 (half as many
 * bytes again).
 */
export const IMAGE_WIDTHS = [320, 640, 720, 960, 1280] as const;
/** The widest rendition of any picture. */
export const MAX_IMAGE_WIDTH = 1280;

/** A stored image as the image service returns it. */
export type ImageRef = {
  id: string;
  /** The picture's own dimensions. */
  width: number;
  height: number;
  /** The widths of its renditions, ascending. */
  widths: number[];
};

export type ImgAttributes = {
  src: string;
  srcSet: string;
  sizes: string;
  width: number;
  height: number;
};

/**
 * The rendition widths for a picture `width` pixels wide: the standard widths it covers, plus its
 * own width when that lies below the largest standard one (so a small picture is kept whole, and a
 * picture narrower than every standard width gets one rendition at its own size).
 */
export function renditionWidths(width: number): number[] {
  const widths: number[] = IMAGE_WIDTHS.filter((w) => w <= width);
  const largest = MAX_IMAGE_WIDTH;
  if (width < largest && !widths.includes(width)) widths.push(width);
  return widths;
}

/** The address of one rendition. */
export function imageUrl(id: string, width: number): string {
  return `/media/images/${id}-${width}.webp`;
}

const URL_PATTERN =
  /^\/media\/images\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})-([1-9]\d{0,4})\.webp$/;

/** The image id and width of a rendition's address (`/media/images/{id}-{width}.webp`), or null. */
export function parseImageUrl(url: string): { id: string; width: number } | null {
  const match = URL_PATTERN.exec(url);
  const [, id, width] = match ?? [];
  return id && width ? { id, width: Number(width) } : null;
}

/**
 * The smallest rendition of a stored picture's address, for a picture shown small (an author's
 * photo at 48 px: its 320 px rendition is sharp on any phone, where its largest would cost ten
 * times the bytes); any other address as it is.
 */
export function smallestRendition(url: string): string {
  const stored = parseImageUrl(url);
  return stored ? imageUrl(stored.id, Math.min(...renditionWidths(stored.width))) : url;
}

/**
 * The `<img>` attributes for `image`. `sizes` is the width the layout gives the picture (CSS
 * `sizes` syntax; the full viewport by default); `src` is the fallback for browsers without
 * `srcset`: the smallest rendition at least `fallbackWidth` wide, else the largest. `width` and
 * `height` are the largest rendition's, in the picture's proportions.
 */
export function imgAttributes(
  image: ImageRef,
  { sizes = '100vw', fallbackWidth = 640 }: { sizes?: string; fallbackWidth?: number } = {},
): ImgAttributes {
  const widths = [...image.widths].sort((a, b) => a - b);
  const largest = widths.at(-1);
  if (largest === undefined) throw new Error(`Image ${image.id} has no renditions`);
  const fallback = widths.find((w) => w >= fallbackWidth) ?? largest;
  return {
    src: imageUrl(image.id, fallback),
    srcSet: widths.map((w) => `${imageUrl(image.id, w)} ${w}w`).join(', '),
    sizes,
    width: largest,
    height: Math.max(1, Math.round((largest * image.height) / image.width)),
  };
}

/**
 * The address of a stored picture's share picture (`/media/images/{id}-1200x630.jpg`): a JPEG
 * made from its largest rendition, cropped to the size link previews draw (ADR 033), for a
 * picture's address as `parseImageUrl` reads it; null for any other address.
 */
export function shareImageUrl(url: string): string | null {
  const stored = parseImageUrl(url);
  return stored ? `/media/images/${stored.id}-1200x630.jpg` : null;
}

const SHARE_URL_PATTERN =
  /^\/media\/images\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})-1200x630\.jpg$/;

/** The image id of a share picture's address, or null. */
export function parseShareImageUrl(url: string): string | null {
  return SHARE_URL_PATTERN.exec(url)?.[1] ?? null;
}
