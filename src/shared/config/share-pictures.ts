import { paths, type LivePathKey } from './paths';
import { site } from './site';

/**
 * The pictures a shared link shows (Open Graph and Twitter cards): one drawn for each kind of
 * page, 1200 × 630 PNG (link previews do not all take WebP: ADR 033). scripts/share-pictures.ts
 * draws them from the words here (and shapes of its own) into src/web/public/share/; an article
 * shows its own cover instead (shared/magazine/article-share-picture.ts).
 */

/** Every share picture's size, the one link previews draw largest. */
export const SHARE_PICTURE_SIZE = { width: 1200, height: 630 } as const;

/** A picture for a page's head: its address (a path on this site, or a full URL) and its words. */
export type SharePicture = { readonly url: string; readonly alt: string };

type Drawing = {
  /** The big words; the site's name is always written above them. */
  readonly heading: string;
  /** What the drawing beside them shows, for people who cannot see it. */
  readonly shows: string;
};

/**
 * The drawn pictures, by file name (`/share/{name}.png`): the words a page's head needs. The
 * script keeps the rest (each one's second line and shapes), off the pages' code.
 */
export const shareDrawings = {
  site: {
    heading: site.name,
    shows: 'the amber A of the Arthashala mark on a teal tile',
  },
  home: {
    heading: 'Plan every goal.',
    shows: 'three flags on rising steps of coins',
  },
  moneyMap: {
    heading: paths.moneyMap.title,
    shows: 'a dotted path winding from a coin to a flag',
  },
  retirementPlanner: {
    heading: paths.retirementPlanner.title,
    shows: 'a sun rising behind growing stacks of coins',
  },
  financialHealth: {
    heading: paths.financialHealth.title,
    shows: 'a pulse line and a tick inside a circle',
  },
  riskProfile: {
    heading: paths.riskProfile.title,
    shows: 'a dial with its needle between cautious and bold',
  },
  magazine: {
    heading: paths.magazine.title,
    shows: 'an open magazine with lines of text and a picture',
  },
  magazineSection: {
    heading: `${paths.magazine.title} sections`,
    shows: 'a row of coloured folders with tabs',
  },
  magazineTag: {
    heading: `${paths.magazine.title} topics`,
    shows: 'a label tag on a string',
  },
  magazineSearch: {
    heading: paths.magazineSearch.title,
    shows: 'a magnifying glass over lines of text',
  },
  faq: {
    heading: 'Questions, answered',
    shows: 'two speech bubbles, one with a question mark and one with a tick',
  },
  media: {
    heading: 'Videos and press',
    shows: 'a video screen with a play button beside a microphone',
  },
  contactUs: {
    heading: 'Contact us',
    shows: 'an open envelope with a letter, beside a map pin',
  },
  financialWellness: {
    heading: 'Financial wellness',
    shows: 'three colleagues in front of a rising line',
  },
  financialEducation: {
    heading: 'Financial education',
    shows: 'a green chalkboard with a rupee sign',
  },
  womenInvestment: {
    heading: 'The Equality Collective',
    shows: 'five figures seated in a circle',
  },
  diy: {
    heading: 'Plan it yourself',
    shows: 'a laptop whose screen shows a rising chart',
  },
  wealth: {
    heading: 'Wealth management',
    shows: 'a tree with amber coins among its leaves',
  },
  mothersDay: {
    heading: 'Mother’s Day',
    shows: 'a heart drawn around a small stack of coins',
  },
} as const satisfies Record<string, Drawing>;

export type ShareDrawingName = keyof typeof shareDrawings;

/** The address of a drawn picture (in src/web/public/share/, served as the build copies it). */
export function sharePicturePath(name: ShareDrawingName): string {
  return `/share/${name}.png`;
}

function picture(name: ShareDrawingName): SharePicture {
  const { heading, shows } = shareDrawings[name];
  const words = heading === site.name ? site.name : `${site.name}, ${heading}`;
  return { url: sharePicturePath(name), alt: `${words}: ${shows}.` };
}

/**
 * The picture a shared link to a page shows: its kind's own drawing, else the site's (about-type
 * pages, account screens). Every page's head gets one from here; an article with a cover shows it.
 */
export function sharePictureOf(key: LivePathKey | undefined): SharePicture {
  if (key === 'magazineArticle') return picture('magazine');
  return picture(key !== undefined && key in shareDrawings ? (key as ShareDrawingName) : 'site');
}
