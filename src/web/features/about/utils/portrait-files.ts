/** The widths the founders' portraits are drawn at: shown 160 CSS pixels wide, sharp on 2× screens. */
export const FOUNDER_PORTRAIT_WIDTHS = [160, 320] as const;

/** Where a founder's portrait is served (src/web/public/founders/, copied by the build). */
export function founderPortraitUrl(
  name: string,
  width: (typeof FOUNDER_PORTRAIT_WIDTHS)[number],
): string {
  return `/founders/${name}-${width}.webp`;
}
