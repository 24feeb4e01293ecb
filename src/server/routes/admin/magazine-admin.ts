import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZErrorResponseSchema } from '../../../shared/schemas/envelope';
import {
  magazineAdminMessages as m,
  ZAddAuthorRequestSchema,
  ZAdminSectionsResponseSchema,
  ZAuthorWriteResponseSchema,
  ZDeleteByIdRequestSchema,
  ZDeletedResponseSchema,
  ZFetchAuthorsResponseSchema,
  ZInsertSectionRequestSchema,
  ZSectionWriteResponseSchema,
  ZUpdateAuthorRequestSchema,
  ZUpdateSectionRequestSchema,
} from '../../../shared/schemas/magazine-admin';
import { adminActor } from '../../plugins/admin-guard';
import {
  deleteAuthor,
  insertAuthor,
  listAdminAuthors,
  updateAuthor,
} from '../../services/magazine/author-writes';
import {
  deleteSection,
  insertSection,
  listAdminSections,
  updateSection,
} from '../../services/magazine/section-writes';

const tags = ['admin'];
const guarded = { 401: ZErrorResponseSchema, 403: ZErrorResponseSchema };
const writeErrors = { ...guarded, 400: ZErrorResponseSchema, 404: ZErrorResponseSchema };

/**
 * Section Management and Author Management (seed 001 sections 2 and 7): the seed's blog/ calls
 * and their paths, registered under the admin guard (admin-routes.ts). The public magazine reads
 * the same tables through its own calls (GET blog/fetchSection stays public).
 */
const magazineAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = (request: Parameters<typeof adminActor>[0]) => ({
    db: app.db,
    contentVersion: app.contentVersion,
    actor: adminActor(request),
  });

  app.get(
    '/admin/blogSections',
    {
      schema: {
        tags,
        summary: 'Every section, with its article count and version, for Section Management',
        response: { 200: ZAdminSectionsResponseSchema, ...guarded },
      },
    },
    async () => ({
      success: true as const,
      msg: m.sectionsListed,
      sections: await listAdminSections(app.db),
    }),
  );

  app.post(
    '/blog/insertSection',
    {
      schema: {
        tags,
        summary: 'Add a section of the magazine',
        body: ZInsertSectionRequestSchema,
        response: { 200: ZSectionWriteResponseSchema, ...writeErrors },
      },
    },
    async (request) => ({
      success: true as const,
      msg: m.sectionSaved,
      section: await insertSection(deps(request), request.body),
    }),
  );

  app.post(
    '/blog/updateSection',
    {
      schema: {
        tags,
        summary: 'Rename or redescribe a section (the old slug redirects, decision 24)',
        body: ZUpdateSectionRequestSchema,
        response: { 200: ZSectionWriteResponseSchema, 409: ZErrorResponseSchema, ...writeErrors },
      },
    },
    async (request) => ({
      success: true as const,
      msg: m.sectionUpdated,
      section: await updateSection(deps(request), request.body),
    }),
  );

  app.post(
    '/blog/deleteSection',
    {
      schema: {
        tags,
        summary: 'Delete a section that holds no article (else 409 IN_USE)',
        body: ZDeleteByIdRequestSchema,
        response: { 200: ZDeletedResponseSchema, 409: ZErrorResponseSchema, ...writeErrors },
      },
    },
    async (request) => {
      await deleteSection(deps(request), request.body.id);
      return { success: true as const, msg: m.sectionDeleted };
    },
  );

  app.get(
    '/blog/fetchAuthor',
    {
      schema: {
        tags,
        summary: 'Every author, with their article count and version, for Author Management',
        response: { 200: ZFetchAuthorsResponseSchema, ...guarded },
      },
    },
    async () => ({
      success: true as const,
      msg: m.authorsListed,
      authors: await listAdminAuthors(app.db),
    }),
  );

  app.post(
    '/blog/addAuthor',
    {
      schema: {
        tags,
        summary: 'Add an author',
        body: ZAddAuthorRequestSchema,
        response: { 200: ZAuthorWriteResponseSchema, ...writeErrors },
      },
    },
    async (request) => ({
      success: true as const,
      msg: m.authorSaved,
      author: await insertAuthor(deps(request), request.body),
    }),
  );

  app.post(
    '/blog/updateAuthor',
    {
      schema: {
        tags,
        summary: "Change an author's name, links or description",
        body: ZUpdateAuthorRequestSchema,
        response: { 200: ZAuthorWriteResponseSchema, 409: ZErrorResponseSchema, ...writeErrors },
      },
    },
    async (request) => ({
      success: true as const,
      msg: m.authorUpdated,
      author: await updateAuthor(deps(request), request.body),
    }),
  );

  app.post(
    '/blog/deleteAuthor',
    {
      schema: {
        tags,
        summary: 'Delete an author no article carries (else 409 IN_USE)',
        body: ZDeleteByIdRequestSchema,
        response: { 200: ZDeletedResponseSchema, 409: ZErrorResponseSchema, ...writeErrors },
      },
    },
    async (request) => {
      await deleteAuthor(deps(request), request.body.id);
      return { success: true as const, msg: m.authorDeleted };
    },
  );
};

export default magazineAdminRoutes;
