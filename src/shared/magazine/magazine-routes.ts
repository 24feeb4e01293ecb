import { parseArticlePath } from './slug';

// The magazine's routes' constants and param rules, read by the route registry and the pages.

/** How many articles the article page suggests reading next. */
export const RELATED_ON_ARTICLE = 3;
/** A section page's articles (seed 001: 0, 50). */
export const SECTION_PAGE_SIZE = 50;
/** A tag page's articles (seed 001: 0, 200). */
export const TAG_PAGE_SIZE = 200;
/** A tag page with fewer articles than this is kept out of search (a thin page). */
export const TAG_INDEX_MINIMUM = 3;

/** The article id in the last segment of `/magazine/{slug}-{id}`, or null when there is none. */
export function articleIdOf(segment: string | undefined): number | null {
  return segment === undefined ? null : (parseArticlePath(`/magazine/${segment}`)?.id ?? null);
}

// The landing's blocks (seed 001 section 9: 9, 7, 3 and 4 articles).
/** 'More from the magazine': the newest articles. */
export const LANDING_LATEST = 9;
/** The featured story, the three beside it and the rest under it. */
export const LANDING_FEATURED = 7;
/** The featured articles shown beside the main story; the rest go under it. */
export const FEATURED_SIDEBAR = 3;
/** The video strip, with a link to the video tag's page. */
export const LANDING_VIDEOS = 3;
/** The articles of the topic chosen in 'I want to'. */
export const LANDING_TOPIC = 4;
/** The tag of the articles with a video in them. */
export const VIDEO_TAG = 'video';
/** The 'I want to' topics, each a tag, in the order the dropdown lists them; the first is shown first. */
export const LANDING_TOPICS = [
  'retire like a boss',
  'save tax',
  'start investing',
  'plan for my child',
] as const;
