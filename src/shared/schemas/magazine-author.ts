import * as z from 'zod/mini';
import { MAX_AUTHOR_SLUG_LENGTH } from '../magazine/magazine-routes';
import { ZBlogSummarySchema } from './magazine';

/**
 * An author's page (`/magazine/author/{slug}`, issue 24): who they are and their published
 * articles. Beyond the seeds; written with zod/mini like the other magazine reads.
 */

export const AUTHOR_PAGE_MESSAGES = {
  author: 'Please give an author',
  authorNotFound: 'Author not found',
} as const;

const offset = z.number().check(z.int(), z.minimum(0), z.maximum(1_000_000_000));
const limit = z.number().check(z.int(), z.minimum(1), z.maximum(200));

/** POST /api/blog/byAuthor: the author's slug (current or old, any case) and a page of articles. */
export const ZBlogsByAuthorRequestSchema = z.object({
  author: z
    .string({ error: AUTHOR_PAGE_MESSAGES.author })
    .check(
      z.trim(),
      z.minLength(1, AUTHOR_PAGE_MESSAGES.author),
      z.maxLength(MAX_AUTHOR_SLUG_LENGTH, AUTHOR_PAGE_MESSAGES.author),
    ),
  offset: z._default(offset, 0),
  limit: z._default(limit, 50),
});

/** The author as their page shows them; `slug` is the current one, whichever was asked for. */
const ZAuthorProfileSchema = z.object({
  id: z.number(),
  name: z.string(),
  slug: z.string(),
  imageUrl: z.string(),
  twitter: z.string(),
  linkedin: z.string(),
  description: z.string(),
});

/** What the author page reads: the author and one page of their published articles, newest first. */
const ZAuthorPageSchema = z.object({
  author: ZAuthorProfileSchema,
  blogs: z.array(ZBlogSummarySchema),
});
export type TAuthorPage = z.infer<typeof ZAuthorPageSchema>;

export const ZBlogsByAuthorResponseSchema = z.extend(ZAuthorPageSchema, {
  success: z.literal(true),
  msg: z.string(),
});
export type TBlogsByAuthorResponse = z.infer<typeof ZBlogsByAuthorResponseSchema>;
