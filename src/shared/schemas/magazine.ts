import * as z from 'zod/mini';
import {
  EMPTY_SEARCH_MESSAGE,
  MAX_ARTICLE_ID,
  MAX_SEARCH_QUERY_LENGTH,
} from '../magazine/magazine-routes';

export { MAX_SEARCH_QUERY_LENGTH };

/**
 * The magazine's public reads (seed 001 section 7, decision 30): what they take and what they
 * answer, with the seed's spellings (`imageURL` on the article, `imageUrl` on the author,
 * `sectionName`, `msg`). Written with zod/mini so a page may check a form with it cheaply.
 */

/** The most articles one read answers: the seed's video page asks for 200. */
const MAX_BLOG_PAGE_SIZE = 200;
/** Related articles shown under an article unless asked otherwise. */
export const DEFAULT_RELATED_LIMIT = 4;

export const MAGAZINE_MESSAGES = {
  offset: 'Offset should be a whole number, 0 or more',
  limit: `Limit should be a whole number from 1 to ${MAX_BLOG_PAGE_SIZE}`,
  tag: 'Please give a tag',
  section: 'Please give a section',
  blogId: 'Please give a valid article id',
  query: EMPTY_SEARCH_MESSAGE,
  blogNotFound: 'Article not found',
  sectionNotFound: 'Section not found',
  blogTitle: 'Please enter title',
  blogContent: 'Please enter blog content',
} as const;

const m = MAGAZINE_MESSAGES;

const offset = z
  .number({ error: m.offset })
  .check(z.int({ error: m.offset }), z.minimum(0, m.offset), z.maximum(1_000_000_000, m.offset));
const limit = z
  .number({ error: m.limit })
  .check(z.int({ error: m.limit }), z.minimum(1, m.limit), z.maximum(MAX_BLOG_PAGE_SIZE, m.limit));
const blogId = z
  .number({ error: m.blogId })
  .check(z.int({ error: m.blogId }), z.minimum(1, m.blogId), z.maximum(MAX_ARTICLE_ID, m.blogId));

/** A number in a query string: '' and anything unreadable fail with the field's message. */
const fromQuery = (schema: z.ZodMiniNumber<number>, message: string) =>
  z.pipe(
    z.string({ error: message }).check(z.regex(/^\s*-?\d+\s*$/, message)),
    z.pipe(
      z.transform((text: string) => Number(text)),
      schema,
    ),
  );

/** POST /api/blog and POST /api/blog/featured: newest first, `limit` from `offset`. */
export const ZBlogPageRequestSchema = z.object({
  offset: z._default(offset, 0),
  limit: z._default(limit, 9),
});

/** POST /api/blog/byTag: a tag as stored ('retire like a boss') or as its slug. */
export const ZBlogsByTagRequestSchema = z.object({
  tag: z.string({ error: m.tag }).check(z.trim(), z.minLength(1, m.tag), z.maxLength(200, m.tag)),
  offset: z._default(offset, 0),
  limit: z._default(limit, 9),
});

/** POST /api/blog/bySection: the section's id (as the seed sends it) or its slug. */
export const ZBlogsBySectionRequestSchema = z.object({
  section: z.union(
    [
      z.number().check(z.int(), z.minimum(1), z.maximum(MAX_ARTICLE_ID)),
      z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
    ],
    { error: m.section },
  ),
  offset: z._default(offset, 0),
  limit: z._default(limit, 50),
});

/** GET /api/blog/blog?blog={id} and GET /api/blog/related?blog={id}. */
export const ZBlogQuerySchema = z.object({ blog: fromQuery(blogId, m.blogId) });
export const ZRelatedBlogsQuerySchema = z.object({
  blog: fromQuery(blogId, m.blogId),
  limit: z.optional(fromQuery(limit, m.limit)),
});

/** GET /api/blog/search?q=&offset=&limit=: `q` is cut to MAX_SEARCH_QUERY_LENGTH. */
export const ZBlogSearchQuerySchema = z.object({
  q: z.string({ error: m.query }).check(z.trim(), z.minLength(1, m.query)),
  offset: z.optional(fromQuery(offset, m.offset)),
  limit: z.optional(fromQuery(limit, m.limit)),
});

const ZBlogSectionSchema = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string(),
  slug: z.string(),
  /** The slugs of its earlier names: their pages redirect here (decision 24). */
  previousSlugs: z.array(z.string()),
});
export type TBlogSection = z.infer<typeof ZBlogSectionSchema>;

const ZBlogAuthorSchema = z.object({
  id: z.number(),
  name: z.string(),
  /** Their page's slug: `/magazine/author/{slug}`. */
  slug: z.string(),
  imageUrl: z.string(),
  twitter: z.string(),
  linkedin: z.string(),
  description: z.string(),
});

/** An article as lists show it: everything but its HTML. Dates are ISO 8601 strings. */
export const ZBlogSummarySchema = z.object({
  id: z.number(),
  title: z.string(),
  slug: z.string(),
  description: z.string(),
  imageURL: z.string(),
  /** What the cover shows, in words; null when none is stored (pages then use the title). */
  imageAlt: z.nullable(z.string()),
  section: z.number(),
  sectionName: z.string(),
  sectionSlug: z.string(),
  author: ZBlogAuthorSchema,
  tags: z.array(z.string()),
  featured: z.boolean(),
  readingMinutes: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TBlogSummary = z.infer<typeof ZBlogSummarySchema>;

/** One article with its sanitized HTML. */
const ZBlogSchema = z.extend(ZBlogSummarySchema, { content: z.string() });
export type TBlog = z.infer<typeof ZBlogSchema>;

/** A search hit: the article and a snippet of its text, HTML-escaped, with `<mark>`ed matches. */
const ZBlogSearchHitSchema = z.extend(ZBlogSummarySchema, { snippet: z.string() });
export type TBlogSearchHit = z.infer<typeof ZBlogSearchHitSchema>;

export const ZFetchSectionsResponseSchema = z.object({
  success: z.literal(true),
  msg: z.string(),
  sections: z.array(ZBlogSectionSchema),
});
export type TFetchSectionsResponse = z.infer<typeof ZFetchSectionsResponseSchema>;

export const ZBlogListResponseSchema = z.object({
  success: z.literal(true),
  msg: z.string(),
  blogs: z.array(ZBlogSummarySchema),
});
export type TBlogListResponse = z.infer<typeof ZBlogListResponseSchema>;

export const ZBlogResponseSchema = z.object({
  success: z.literal(true),
  msg: z.string(),
  blog: ZBlogSchema,
});
export type TBlogResponse = z.infer<typeof ZBlogResponseSchema>;

export const ZBlogSearchResponseSchema = z.object({
  success: z.literal(true),
  msg: z.string(),
  /** How many articles match in all, for 'N results'. */
  total: z.number(),
  blogs: z.array(ZBlogSearchHitSchema),
});
export type TBlogSearchResponse = z.infer<typeof ZBlogSearchResponseSchema>;
