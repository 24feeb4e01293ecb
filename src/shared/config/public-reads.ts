import type {
  TFetchBannerTextsResponse,
  TFetchSessionInfoResponse,
  TFetchTestimonialsResponse,
} from '../schemas/content';
import type { TEvent } from '../events/events';
import type { TBlog, TBlogSearchResponse, TBlogSection, TBlogSummary } from '../schemas/magazine';
import type { TAuthorPage } from '../schemas/magazine-author';

export type BannerText = TFetchBannerTextsResponse['texts'][number];
/** The achievements banner's figures: teaching sessions held, months of teaching, people reached. */
export type SessionInfo = TFetchSessionInfoResponse['sessions'][number];
/** What a learner says about the teaching and the service, with their name and who they are. */
export type Testimonial = TFetchTestimonialsResponse['testimonials'][number];
/** A magazine search's answer: how many articles match, and one page of them with snippets. */
type BlogSearchResult = Pick<TBlogSearchResponse, 'total' | 'blogs'>;

/**
 * The public reads a page may need before it can be drawn: one contract with two sides. The
 * server answers them through its services (no HTTP), to render a page and to hand the answers to
 * the browser with it; the browser answers them over the API when it navigates on its own.
 * A read's answer is plain JSON, the same from both sides.
 */
export interface PublicReads {
  /** The top banner's announcements, oldest first, blank ones left out. */
  bannerTexts(): Promise<BannerText[]>;
  /** The achievements banner's figures: the first record, or null when there is none. */
  sessionInfo(): Promise<SessionInfo | null>;
  /** The testimonials, oldest first. */
  testimonials(): Promise<Testimonial[]>;
  /** Every event: upcoming soonest first, then past ones; each says whether it takes registrations. */
  events(): Promise<TEvent[]>;
  /** One event, for its page, or null. */
  event(id: number): Promise<TEvent | null>;

  // The magazine (seed 001 section 7, decision 30). Lists are newest first.
  /** Every section of the magazine. */
  blogSections(): Promise<TBlogSection[]>;
  /** Every article (the landing's 'More from': 0, 9). */
  blogs(offset: number, limit: number): Promise<TBlogSummary[]>;
  /** The featured articles (the landing's featured story: 0, 7). */
  featuredBlogs(offset: number, limit: number): Promise<TBlogSummary[]>;
  /** The articles with a tag, as stored ('save tax') or its slug ('save-tax'). */
  blogsByTag(tag: string, offset: number, limit: number): Promise<TBlogSummary[]>;
  /** A section's articles by its id or slug (old slugs too); null when there is no such section. */
  blogsBySection(
    section: number | string,
    offset: number,
    limit: number,
  ): Promise<TBlogSummary[] | null>;
  /** An author and their published articles, by slug (old slugs too); null when there is none. */
  authorPage(slug: string, offset: number, limit: number): Promise<TAuthorPage | null>;
  /** One article with its sanitized HTML, or null. */
  blog(id: number): Promise<TBlog | null>;
  /**
   * The editor's work in progress under its autosave key, drawn as an article: the private
   * preview page's read (ADR 041), never kept. Null when there is no such key.
   */
  blogPreview(key: string): Promise<TBlog | null>;
  /** Articles to read next: most shared tags, then same section, then newest; null when unknown. */
  relatedBlogs(id: number, limit: number): Promise<TBlogSummary[] | null>;
  /** Full-text search: best match first, with `<mark>`ed snippets. */
  searchBlogs(q: string, offset: number, limit: number): Promise<BlogSearchResult>;
}

export type PublicReadName = keyof PublicReads;

/** One read a route needs, with its arguments: `{ read: 'bannerTexts', args: [] }`. */
export type RouteRead = {
  [K in PublicReadName]: {
    read: K;
    args: Parameters<PublicReads[K]>;
    /** The page is about this answer: when it is null, the server answers 404. */
    required?: true;
    /**
     * A block beside the page's content (the achievements figures, the top banner): when it
     * cannot be read, the block says 'Something went wrong' and the page is still sent, though not
     * kept. A failed read not marked so leaves the page without its content: 503.
     */
    secondary?: true;
  };
}[PublicReadName];

/** The query key of a read in TanStack Query's cache, on both sides: `['bannerTexts', ...args]`. */
export function readKey(read: RouteRead): readonly unknown[] {
  return [read.read, ...read.args];
}

/** Calls a read on one side's implementation. */
export function runRead(reads: PublicReads, read: RouteRead): Promise<unknown> {
  const fn = reads[read.read] as (...args: unknown[]) => Promise<unknown>;
  return fn.apply(reads, read.args);
}

/** The reads every page needs for its frame (the banner), whatever the route. */
export const layoutReads: readonly RouteRead[] = [
  { read: 'bannerTexts', args: [], secondary: true },
];
