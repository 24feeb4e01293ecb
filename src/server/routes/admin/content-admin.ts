import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  contentAdminMessages as messages,
  ZAdminBannerTextResponseSchema,
  ZAdminSessionInfoResponseSchema,
  ZAdminTestimonialsResponseSchema,
  ZContentWriteResponseSchema,
  ZDeleteBannerTextRequestSchema,
  ZDeleteTestimonialRequestSchema,
  ZMoveTestimonialRequestSchema,
  ZSaveBannerTextRequestSchema,
  ZSaveSessionInfoRequestSchema,
  ZSaveTestimonialRequestSchema,
  ZUpdateBannerTextRequestSchema,
  ZUpdateSessionInfoRequestSchema,
  ZUpdateTestimonialRequestSchema,
} from '../../../shared/schemas/content-admin';
import { ZErrorResponseSchema } from '../../../shared/schemas/envelope';
import { adminActor } from '../../plugins/admin-guard';
import {
  currentBannerText,
  deleteBannerText,
  saveBannerText,
  updateBannerText,
} from '../../services/content/banner-writes';
import type { AdminContentDeps } from '../../services/content/content-writes';
import {
  currentSessionInfo,
  saveSessionInfo,
  updateSessionInfo,
} from '../../services/content/session-info-writes';
import {
  deleteTestimonial,
  listTestimonialsForAdmin,
  moveTestimonial,
  saveTestimonial,
  updateTestimonial,
} from '../../services/content/testimonial-writes';

const errors = {
  400: ZErrorResponseSchema,
  401: ZErrorResponseSchema,
  403: ZErrorResponseSchema,
  404: ZErrorResponseSchema,
  409: ZErrorResponseSchema,
};
const readErrors = { 401: ZErrorResponseSchema, 403: ZErrorResponseSchema };

/**
 * Staff manage the small public content (seed 001 section 7): the banner's announcement, the
 * testimonials and their order, the achievements banner's figures. Registered under the admin
 * guard (admin-routes.ts). The public reads of the same things (fetchBannerTexts, ...) stay with
 * their content routes; the admin reads here add each row's `updatedAt`, which an update carries.
 */
const contentAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  // An admin's answer is for that admin only: never kept by a cache on the way.
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  const deps = (request: Parameters<typeof adminActor>[0]): AdminContentDeps => ({
    db: app.db,
    contentVersion: app.contentVersion,
    actor: adminActor(request),
  });
  const done = (msg: string, id: string) => ({ success: true as const, msg, id });

  app.get(
    '/admin/content/bannerText',
    {
      schema: {
        tags: ['admin'],
        summary: 'The announcement the banner shows, with its updatedAt; null when none',
        response: { 200: ZAdminBannerTextResponseSchema, ...readErrors },
      },
    },
    async () => {
      const bannerText = await currentBannerText(app.db);
      return {
        success: true as const,
        msg: bannerText ? 'Announcement' : 'No announcement',
        bannerText,
      };
    },
  );

  app.post(
    '/admin/saveBannerText',
    {
      schema: {
        tags: ['admin'],
        summary: 'Adds the announcement (plain text with links, at most 300 characters)',
        description: 'Refused with 409 CONFLICT while an announcement exists: update it instead.',
        body: ZSaveBannerTextRequestSchema,
        response: { 200: ZContentWriteResponseSchema, ...errors },
      },
    },
    async (request) =>
      done(messages.bannerSaved, await saveBannerText(deps(request), request.body.text)),
  );

  app.post(
    '/admin/updateBannerText',
    {
      schema: {
        tags: ['admin'],
        summary: 'Changes the announcement',
        description: 'Refused with 409 CONFLICT when it changed since `updatedAt`; 404 when gone.',
        body: ZUpdateBannerTextRequestSchema,
        response: { 200: ZContentWriteResponseSchema, ...errors },
      },
    },
    async (request) =>
      done(messages.bannerUpdated, await updateBannerText(deps(request), request.body)),
  );

  app.post(
    '/admin/deleteBannerText',
    {
      schema: {
        tags: ['admin'],
        summary: 'Removes the announcement: the banner no longer shows',
        body: ZDeleteBannerTextRequestSchema,
        response: { 200: ZContentWriteResponseSchema, ...errors },
      },
    },
    async (request) =>
      done(messages.bannerRemoved, await deleteBannerText(deps(request), request.body.id)),
  );

  app.get(
    '/admin/content/testimonials',
    {
      schema: {
        tags: ['admin'],
        summary: "Every testimonial in the home page's order, with its updatedAt",
        response: { 200: ZAdminTestimonialsResponseSchema, ...readErrors },
      },
    },
    async () => ({
      success: true as const,
      msg: 'Testimonials',
      testimonials: await listTestimonialsForAdmin(app.db),
    }),
  );

  app.post(
    '/admin/saveTestimonial',
    {
      schema: {
        tags: ['admin'],
        summary: "Adds a testimonial, last in the home page's order",
        body: ZSaveTestimonialRequestSchema,
        response: { 200: ZContentWriteResponseSchema, ...errors },
      },
    },
    async (request) =>
      done(messages.testimonialSaved, await saveTestimonial(deps(request), request.body)),
  );

  app.post(
    '/admin/updateTestimonial',
    {
      schema: {
        tags: ['admin'],
        summary: 'Changes a testimonial',
        description: 'Refused with 409 CONFLICT when it changed since `updatedAt`; 404 when gone.',
        body: ZUpdateTestimonialRequestSchema,
        response: { 200: ZContentWriteResponseSchema, ...errors },
      },
    },
    async (request) =>
      done(messages.testimonialUpdated, await updateTestimonial(deps(request), request.body)),
  );

  // The seed's path, with its trailing slash: this is its one answer (issue 23).
  app.post(
    '/admin/deleteTestimonial/',
    {
      schema: {
        tags: ['admin'],
        summary: 'Deletes a testimonial (the path ends with a slash, as the seed wrote it)',
        body: ZDeleteTestimonialRequestSchema,
        response: { 200: ZContentWriteResponseSchema, ...errors },
      },
    },
    async (request) =>
      done(messages.testimonialDeleted, await deleteTestimonial(deps(request), request.body.id)),
  );

  app.post(
    '/admin/moveTestimonial',
    {
      schema: {
        tags: ['admin'],
        summary: "Moves a testimonial one place up or down in the home page's order",
        body: ZMoveTestimonialRequestSchema,
        response: { 200: ZContentWriteResponseSchema, ...errors },
      },
    },
    async (request) =>
      done(messages.testimonialMoved, await moveTestimonial(deps(request), request.body)),
  );

  app.get(
    '/admin/content/sessionInfo',
    {
      schema: {
        tags: ['admin'],
        summary: 'The session figures the home page shows, with their updatedAt; null when none',
        response: { 200: ZAdminSessionInfoResponseSchema, ...readErrors },
      },
    },
    async () => {
      const sessionInfo = await currentSessionInfo(app.db);
      return {
        success: true as const,
        msg: sessionInfo ? 'Session figures' : 'No session figures',
        sessionInfo,
      };
    },
  );

  app.post(
    '/admin/saveSessionInfo',
    {
      schema: {
        tags: ['admin'],
        summary: 'Saves the session figures (sessions, months, people: free text, all required)',
        description: 'Refused with 409 CONFLICT when figures exist: update them instead.',
        body: ZSaveSessionInfoRequestSchema,
        response: { 200: ZContentWriteResponseSchema, ...errors },
      },
    },
    async (request) =>
      done(messages.sessionSaved, await saveSessionInfo(deps(request), request.body)),
  );

  app.post(
    '/admin/updateSessionInfo',
    {
      schema: {
        tags: ['admin'],
        summary: 'Updates the session figures',
        description:
          'Refused with 409 CONFLICT when they changed since `updatedAt`; 404 when gone.',
        body: ZUpdateSessionInfoRequestSchema,
        response: { 200: ZContentWriteResponseSchema, ...errors },
      },
    },
    async (request) =>
      done(messages.sessionUpdated, await updateSessionInfo(deps(request), request.body)),
  );
};

export default contentAdminRoutes;
