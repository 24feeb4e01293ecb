import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  blogAdminMessages as m,
  ZBlogAdminArticleResponseSchema,
  ZBlogAdminListRequestSchema,
  ZBlogAdminListResponseSchema,
  ZBlogAutosaveKeyQuerySchema,
  ZBlogAutosaveRequestSchema,
  ZBlogAutosaveResponseSchema,
  ZBlogAutosavesQuerySchema,
  ZBlogAutosavesResponseSchema,
  ZBlogDeleteQuerySchema,
  ZBlogInsertRequestSchema,
  ZBlogRevisionsQuerySchema,
  ZBlogRevisionsResponseSchema,
  ZBlogUpdateRequestSchema,
  ZMakeFeaturedRequestSchema,
} from '../../../shared/schemas/blog-admin';
import { ZErrorResponseSchema } from '../../../shared/schemas/envelope';
import { ZDeletedResponseSchema } from '../../../shared/schemas/magazine-admin';
import { notFound } from '../../errors';
import { adminActor } from '../../plugins/admin-guard';
import { listAdminBlogs, readAdminArticle } from '../../services/magazine/blog-admin-reads';
import {
  deleteBlog,
  insertBlog,
  makeFeatured,
  updateBlog,
} from '../../services/magazine/blog-admin-writes';
import { deleteAutosave, listAutosaves, saveAutosave } from '../../services/magazine/blog-autosave';
import { listRevisions } from '../../services/magazine/blog-revisions';

const tags = ['admin'];
const DRAFT_DISCARDED = 'Draft discarded';
const guarded = { 401: ZErrorResponseSchema, 403: ZErrorResponseSchema };
const errors = { ...guarded, 400: ZErrorResponseSchema, 404: ZErrorResponseSchema };

/**
 * Blogs Management and the editor (seed 001 sections 2-8, issue 24): the seed's article writes at
 * its paths and methods, and the staff's reads, autosaves and revisions. Registered under the admin
 * guard (admin-routes.ts). The staff's reads include drafts and scheduled articles and are never
 * kept; the public magazine reads only published ones (services/magazine/published.ts).
 */
const blogAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = (request: Parameters<typeof adminActor>[0]) => ({
    db: app.db,
    contentVersion: app.contentVersion,
    actor: adminActor(request),
  });

  app.post(
    '/blog/insert',
    {
      schema: {
        tags,
        summary: 'Add an article: published now, scheduled, or a draft',
        body: ZBlogInsertRequestSchema,
        response: { 200: ZBlogAdminArticleResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      msg: m.saved,
      blog: await insertBlog(deps(request), request.body),
    }),
  );

  app.post(
    '/blog/update',
    {
      schema: {
        tags,
        summary: 'Change an article (refused with 409 CONFLICT if saved by someone else since)',
        body: ZBlogUpdateRequestSchema,
        response: { 200: ZBlogAdminArticleResponseSchema, 409: ZErrorResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      msg: m.updated,
      blog: await updateBlog(deps(request), request.body),
    }),
  );

  app.delete(
    '/blog',
    {
      schema: {
        tags,
        summary: 'Delete an article, with its tags, revisions and drafts',
        querystring: ZBlogDeleteQuerySchema,
        response: { 200: ZDeletedResponseSchema, ...errors },
      },
    },
    async (request) => {
      await deleteBlog(deps(request), request.query.id);
      return { success: true as const, msg: m.deleted };
    },
  );

  app.post(
    '/blog/makeFeatured',
    {
      schema: {
        tags,
        summary: 'Mark an article featured, or not',
        body: ZMakeFeaturedRequestSchema,
        response: { 200: ZDeletedResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      msg: await makeFeatured(deps(request), request.body),
    }),
  );

  app.post(
    '/admin/blogs',
    {
      schema: {
        tags,
        summary: 'One page of every article, drafts and scheduled ones too, newest first',
        body: ZBlogAdminListRequestSchema,
        response: { 200: ZBlogAdminListResponseSchema, ...guarded, 400: ZErrorResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      msg: m.listed,
      blogs: await listAdminBlogs(app.db, request.body),
    }),
  );

  app.get(
    '/admin/blog',
    {
      schema: {
        tags,
        summary: 'One article as the editor opens it, whatever its status',
        querystring: ZBlogRevisionsQuerySchema,
        response: { 200: ZBlogAdminArticleResponseSchema, ...errors },
      },
    },
    async (request) => {
      const blog = await readAdminArticle(app.db, request.query.blog);
      if (!blog) throw notFound(m.blogMissing);
      return { success: true as const, msg: m.listed, blog };
    },
  );

  app.post(
    '/admin/blogAutosave',
    {
      schema: {
        tags,
        summary: "Save the editor's work in progress (never changes the article)",
        body: ZBlogAutosaveRequestSchema,
        response: { 200: ZBlogAutosaveResponseSchema, ...errors },
      },
    },
    async (request) => {
      const savedAt = await saveAutosave(app.db, adminActor(request), request.body);
      return { success: true as const, msg: m.autosaved, savedAt: savedAt.toISOString() };
    },
  );

  app.get(
    '/admin/blogAutosaves',
    {
      schema: {
        tags,
        summary: "An article's unsaved drafts, or (no blog) those of new articles",
        querystring: ZBlogAutosavesQuerySchema,
        response: { 200: ZBlogAutosavesResponseSchema, ...guarded, 400: ZErrorResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      msg: m.listed,
      autosaves: await listAutosaves(app.db, request.query.blog),
    }),
  );

  app.delete(
    '/admin/blogAutosave',
    {
      schema: {
        tags,
        summary: 'Discard a draft',
        querystring: ZBlogAutosaveKeyQuerySchema,
        response: { 200: ZDeletedResponseSchema, ...guarded, 400: ZErrorResponseSchema },
      },
    },
    async (request) => {
      await deleteAutosave(app.db, request.query.key);
      return { success: true as const, msg: DRAFT_DISCARDED };
    },
  );

  app.get(
    '/admin/blogRevisions',
    {
      schema: {
        tags,
        summary: "An article's revisions, newest first (the last 50)",
        querystring: ZBlogRevisionsQuerySchema,
        response: { 200: ZBlogRevisionsResponseSchema, ...guarded, 400: ZErrorResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      msg: m.listed,
      revisions: await listRevisions(app.db, request.query.blog),
    }),
  );
};

export default blogAdminRoutes;
