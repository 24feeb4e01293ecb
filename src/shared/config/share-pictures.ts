import { coverAlt } from '../magazine/cover-alt';
import { shareImageUrl } from '../magazine/image-srcset';
import type { TBlogSummary } from '../schemas/magazine';
import { paths, type LivePathKey } from './paths';
import { site } from './site';

/**
 * The pictures a shared link shows (Open Graph and Twitter cards): one drawn for each kind of
 * page, 1200 × 630 PNG (link previews do not all take WebP: ADR 033). scripts/share-pictures.ts
 * draws them from the words and motifs here into src/web/public/share/; an article shows its own
 * cover instead (`articleSharePictureUrl`).
 */

/** Every share picture's size, the one link previews draw largest. */
export const SHARE_PICTURE_SIZE = { width: 1200, height: 630 } as const;

/** A picture for a page's head: its address (a path on this site, or a full URL) and its words. */
export type SharePicture = { readonly url: string; readonly alt: string };

/** What scripts/share-pictures.ts draws beside the words: a few shapes in the site's colours. */
export type ShareMotif =
  'mark' | 'goals' | 'map' | 'sunrise' | 'pulse' | 'gauge' | 'pages' | 'shelf' | 'tag' | 'lens';

type Drawing = {
  /** The big words; the site's name is always written above them. */
  readonly heading: string;
  /** One line under the heading. */
  readonly line: string;
  readonly motif: ShareMotif;
  /** What the drawing shows, for people who cannot see it (after the words). */
  readonly shows: string;
};

/** The drawn pictures, by file name (`/share/{name}.png`). */
export const shareDrawings = {
  site: {
    heading: site.name,
    line: 'A school of wealth for families in India',
    motif: 'mark',
    shows: 'the amber A of the Arthashala mark on a teal tile',
  },
  home: {
    heading: 'Plan every goal.',
    line: 'Invest with confidence.',
    motif: 'goals',
    shows: 'three flags on rising steps of coins',
  },
  moneyMap: {
    heading: paths.moneyMap.title,
    line: 'A goal turned into a monthly SIP',
    motif: 'map',
    shows: 'a dotted path winding from a coin to a flag',
  },
  retirementPlanner: {
    heading: paths.retirementPlanner.title,
    line: 'The corpus you need and the SIP that builds it',
    motif: 'sunrise',
    shows: 'a sun rising behind growing stacks of coins',
  },
  financialHealth: {
    heading: paths.financialHealth.title,
    line: 'Savings, loans, insurance and goals in five steps',
    motif: 'pulse',
    shows: 'a pulse line and a tick inside a circle',
  },
  riskProfile: {
    heading: paths.riskProfile.title,
    line: 'Eight questions on how you invest',
    motif: 'gauge',
    shows: 'a dial with its needle between cautious and bold',
  },
  magazine: {
    heading: paths.magazine.title,
    line: 'Plain words on saving, investing, insurance and tax',
    motif: 'pages',
    shows: 'an open magazine with lines of text and a picture',
  },
  magazineSection: {
    heading: `${paths.magazine.title} sections`,
    line: 'Start here, investing, insurance, tax and life goals',
    motif: 'shelf',
    shows: 'a row of coloured folders with tabs',
  },
  magazineTag: {
    heading: `${paths.magazine.title} topics`,
    line: 'Every article on one topic',
    motif: 'tag',
    shows: 'a label tag on a string',
  },
  magazineSearch: {
    heading: paths.magazineSearch.title,
    line: 'Find articles by the words in them',
    motif: 'lens',
    shows: 'a magnifying glass over lines of text',
  },
} as const satisfies Record<string, Drawing>;

type DrawingName = keyof typeof shareDrawings;

/** The address of a drawn picture (in src/web/public/share/, served as the build copies it). */
export function sharePicturePath(name: DrawingName): string {
  return `/share/${name}.png`;
}

function picture(name: DrawingName): SharePicture {
  const { heading, line, shows } = shareDrawings[name];
  const words = heading === site.name ? `${site.name}: ${line}` : `${site.name}, ${heading}`;
  return { url: sharePicturePath(name), alt: `${words}: ${shows}.` };
}

/**
 * The picture a shared link to a page shows: its kind's own drawing, else the site's (about-type
 * pages, account screens). Every page's head gets one from here; an article with a cover shows it.
 */
export function sharePictureOf(key: LivePathKey | undefined): SharePicture {
  if (key === 'magazineArticle') return picture('magazine');
  return picture(key !== undefined && key in shareDrawings ? (key as DrawingName) : 'site');
}

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
