import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { normaliseTag } from '../../../shared/magazine/tags';
import {
  DEFAULT_RELATED_LIMIT,
  MAGAZINE_MESSAGES,
  ZBlogListResponseSchema,
  ZBlogPageRequestSchema,
  ZBlogQuerySchema,
  ZBlogResponseSchema,
  ZBlogSearchQuerySchema,
  ZBlogSearchResponseSchema,
  ZBlogsBySectionRequestSchema,
  ZBlogsByTagRequestSchema,
  ZFetchSectionsResponseSchema,
  ZRelatedBlogsQuerySchema,
} from '../../../shared/schemas/magazine';
import { ZErrorResponseSchema } from '../../../shared/schemas/envelope';
import { notFound } from '../../errors';
import { publicJsonRoute } from '../../plugins/public-reads';
import { searchableQuery } from '../../services/magazine/search-blogs';

const errors = { 400: ZErrorResponseSchema, 404: ZErrorResponseSchema };
const tags = ['magazine'];

const listed = (count: number) =>
  count === 0 ? 'No articles found.' : `${count} ${count === 1 ? 'article' : 'articles'} found.`;

/**
 * The magazine's public reads (seed 001 section 7; decision 30: no credentials). Each answer is
 * made once per content version through `app.publicReads` and then sent from memory as bytes
 * (ADR 013), keyed by everything of the request it depends on.
 */
const blogReadRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/blog/fetchSection',
    {
      ...publicJsonRoute,
      schema: {
        tags,
        summary: 'Every section of the magazine',
        response: { 200: ZFetchSectionsResponseSchema },
      },
    },
    (_request, reply) =>
      app.sendPublicJson(reply, async () => {
        const sections = await app.publicReads.blogSections();
        return {
          success: true as const,
          msg: sections.length === 0 ? 'No sections yet.' : 'Sections found.',
          sections,
        };
      }),
  );

  app.post(
    '/blog',
    {
      ...publicJsonRoute,
      schema: {
        tags,
        summary: 'Every article, newest first',
        body: ZBlogPageRequestSchema,
        response: { 200: ZBlogListResponseSchema, ...errors },
      },
    },
    (request, reply) => {
      const { offset, limit } = request.body;
      return app.sendPublicJson(reply, async () => {
        const blogs = await app.publicReads.blogs(offset, limit);
        return { success: true as const, msg: listed(blogs.length), blogs };
      });
    },
  );

  app.post(
    '/blog/featured',
    {
      ...publicJsonRoute,
      schema: {
        tags,
        summary: 'The featured articles, newest first',
        body: ZBlogPageRequestSchema,
        response: { 200: ZBlogListResponseSchema, ...errors },
      },
    },
    (request, reply) => {
      const { offset, limit } = request.body;
      return app.sendPublicJson(reply, async () => {
        const blogs = await app.publicReads.featuredBlogs(offset, limit);
        return { success: true as const, msg: listed(blogs.length), blogs };
      });
    },
  );

  app.post(
    '/blog/byTag',
    {
      ...publicJsonRoute,
      schema: {
        tags,
        summary: 'The articles with a tag (as stored, or its slug), newest first',
        body: ZBlogsByTagRequestSchema,
        response: { 200: ZBlogListResponseSchema, ...errors },
      },
    },
    (request, reply) => {
      const { offset, limit } = request.body;
      const tag = normaliseTag(request.body.tag);
      return app.sendPublicJson(reply, async () => {
        const blogs = await app.publicReads.blogsByTag(tag, offset, limit);
        return { success: true as const, msg: listed(blogs.length), blogs };
      });
    },
  );

  app.post(
    '/blog/bySection',
    {
      ...publicJsonRoute,
      schema: {
        tags,
        summary: "A section's articles (by id or slug), newest first",
        body: ZBlogsBySectionRequestSchema,
        response: { 200: ZBlogListResponseSchema, ...errors },
      },
    },
    (request, reply) => {
      const { section, offset, limit } = request.body;
      return app.sendPublicJson(reply, async () => {
        const blogs = await app.publicReads.blogsBySection(section, offset, limit);
        if (!blogs) throw notFound(MAGAZINE_MESSAGES.sectionNotFound);
        return { success: true as const, msg: listed(blogs.length), blogs };
      });
    },
  );

  app.get(
    '/blog/blog',
    {
      ...publicJsonRoute,
      schema: {
        tags,
        summary: 'One article with its HTML',
        querystring: ZBlogQuerySchema,
        response: { 200: ZBlogResponseSchema, ...errors },
      },
    },
    (request, reply) => {
      const id = request.query.blog;
      return app.sendPublicJson(reply, async () => {
        const blog = await app.publicReads.blog(id);
        if (!blog) throw notFound(MAGAZINE_MESSAGES.blogNotFound);
        return { success: true as const, msg: 'Article found.', blog };
      });
    },
  );

  app.get(
    '/blog/related',
    {
      ...publicJsonRoute,
      schema: {
        tags,
        summary: 'Articles to read next: most shared tags, then same section, then newest',
        querystring: ZRelatedBlogsQuerySchema,
        response: { 200: ZBlogListResponseSchema, ...errors },
      },
    },
    (request, reply) => {
      const id = request.query.blog;
      const limit = request.query.limit ?? DEFAULT_RELATED_LIMIT;
      return app.sendPublicJson(reply, async () => {
        const blogs = await app.publicReads.relatedBlogs(id, limit);
        if (!blogs) throw notFound(MAGAZINE_MESSAGES.blogNotFound);
        return { success: true as const, msg: listed(blogs.length), blogs };
      });
    },
  );

  app.get(
    '/blog/search',
    {
      ...publicJsonRoute,
      onRequest: app.searchLimit,
      schema: {
        tags,
        summary: 'Full-text search over titles and text: best match first, with snippets',
        querystring: ZBlogSearchQuerySchema,
        response: { 200: ZBlogSearchResponseSchema, ...errors },
      },
    },
    (request, reply) => {
      const q = searchableQuery(request.query.q);
      const offset = request.query.offset ?? 0;
      const limit = request.query.limit ?? 10;
      return app.sendPublicJson(
        reply,
        async () => {
          const { total, blogs } = await app.publicReads.searchBlogs(q, offset, limit);
          return { success: true as const, msg: listed(total), total, blogs };
        },
        { byQuery: true },
      );
    },
  );
};

export default blogReadRoutes;
