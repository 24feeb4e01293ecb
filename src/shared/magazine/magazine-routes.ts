// The magazine's routes' constants and param rules, read by the route registry and the pages.

import type { RouteRead } from '../config/public-reads';

/** How many articles the article page suggests reading next. */
export const RELATED_ON_ARTICLE = 3;
/** A section page's articles (seed 001: 0, 50). */
export const SECTION_PAGE_SIZE = 50;
/** A tag page's articles (seed 001: 0, 200). */
export const TAG_PAGE_SIZE = 200;
/** A tag page with fewer articles than this is kept out of search (a thin page). */
export const TAG_INDEX_MINIMUM = 3;
/**
 * The longest search query looked at; the rest is ignored, not refused. Here rather than beside
 * the schema, so that the search box can read it without bringing Zod to the page (ADR 020).
 */
export const MAX_SEARCH_QUERY_LENGTH = 200;
/** What an empty search query is told, by the API's schema and the search box alike. */
export const EMPTY_SEARCH_MESSAGE = 'Please enter something to search for';
/** The search page's hits per page. */
export const SEARCH_PAGE_SIZE = 20;
/** The highest results page a URL may ask for: beyond it, the page number is ignored. */
const MAX_SEARCH_PAGE = 10_000;

/** What the search page shows, read from its URL's query: `?q=sip&page=2`. */
type SearchRequest = {
  /** The query, trimmed; empty when there is none (nothing is searched). */
  readonly q: string;
  /** The results page, from 1; anything but a whole number in range reads as 1. */
  readonly page: number;
  /** The first hit's place, for the read. */
  readonly offset: number;
};

/**
 * The search page's query as the registry's read and the page both read it: the same arguments
 * on both sides, so the answer the server rendered with is the one the browser finds.
 */
export function searchRequestOf(query: URLSearchParams): SearchRequest {
  const q = (query.get('q') ?? '').trim();
  const asked = /^\d{1,6}$/.test(query.get('page') ?? '') ? Number(query.get('page')) : 1;
  const page = asked >= 1 && asked <= MAX_SEARCH_PAGE ? asked : 1;
  return { q, page, offset: (page - 1) * SEARCH_PAGE_SIZE };
}

/**
 * The search page's query in one form, as it is kept (`q=sip&page=2`; '' without a query): what
 * `searchRequestOf` reads, written back, so that every URL asking for the same results shares them.
 */
export function searchKeyQuery(query: URLSearchParams): string {
  const { q, page } = searchRequestOf(query);
  if (q === '') return '';
  const canonical = new URLSearchParams({ q });
  if (page > 1) canonical.set('page', String(page));
  return canonical.toString();
}

/** The longest author slug looked up: an author's is made from a name of at most 80 characters. */
export const MAX_AUTHOR_SLUG_LENGTH = 200;

/** The largest id an article can have (the column is a PostgreSQL integer). */
export const MAX_ARTICLE_ID = 2_147_483_647;

/**
 * The article id in the last segment of an article's path, `{slug}-{id}` or `{id}`, or null when
 * there is none: a section, tag or search segment, an id of 0 or past MAX_ARTICLE_ID. The slug is
 * for people and search engines only (decision 24): a wrong or old one still finds the article.
 */
export function articleIdOf(segment: string | undefined): number | null {
  const match = /^(?:[^/]*-)?([1-9]\d{0,9})$/.exec(segment ?? '');
  if (!match) return null;
  const id = Number(match[1]);
  return id <= MAX_ARTICLE_ID ? id : null;
}

// The landing's blocks (seed 001 section 9: 9, 7, 3 and 4 articles).
/** 'More from the magazine': the newest articles. */
export const LANDING_LATEST = 9;
/** The home page's teasers of the newest articles. */
export const HOME_ARTICLE_TEASERS = 3;
/** The featured story, the three beside it and the rest under it. */
export const LANDING_FEATURED = 7;
/** The featured articles shown beside the main story; the rest go under it. */
export const FEATURED_SIDEBAR = 3;
/** The video strip, with a link to the video tag's page. */
export const LANDING_VIDEOS = 3;
/** The articles of the topic chosen in 'I want to'. */
const LANDING_TOPIC = 4;
/** The read of one 'I want to' topic: the landing's first one, and any a reader picks. */
export const landingTopicRead = (topic: string) =>
  ({ read: 'blogsByTag', args: [topic, 0, LANDING_TOPIC] }) satisfies RouteRead;
/** The tag of the articles with a video in them. */
export const VIDEO_TAG = 'video';
/** The 'I want to' topics, each a tag, in the order the dropdown lists them; the first is shown first. */
export const LANDING_TOPICS = [
  'retire like a boss',
  'save tax',
  'start investing',
  'plan for my child',
] as const;
