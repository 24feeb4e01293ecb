import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ENQUIRIES_PAGE_SIZE,
  enquiryMessages,
  ZListEnquiriesRequestSchema,
  ZListEnquiriesResponseSchema,
  ZSetEnquiryStatusRequestSchema,
  ZSetEnquiryStatusResponseSchema,
} from '../../../shared/schemas/admin-enquiries';
import { ZErrorResponseSchema } from '../../../shared/schemas/envelope';
import { adminActor } from '../../plugins/admin-guard';
import { listEnquiries, setEnquiryStatus } from '../../services/contact/enquiry-admin';

const errors = {
  400: ZErrorResponseSchema,
  401: ZErrorResponseSchema,
  403: ZErrorResponseSchema,
};

/**
 * Admin Enquiries: the contact forms' and the event registrations' submissions, and their
 * new / answered mark. Registered under the admin guard (admin-routes.ts).
 */
const enquiryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/enquiries',
    {
      schema: {
        tags: ['admin'],
        summary: 'Contact, short-contact and event-registration submissions, newest first',
        description:
          '`kind` filters by form (`all` by default); `from` and `to` are India days, both included; 25 a page.',
        querystring: ZListEnquiriesRequestSchema,
        response: { 200: ZListEnquiriesResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      msg: enquiryMessages.listed,
      ...(await listEnquiries(app.db, request.query)),
      page: request.query.page,
      pageSize: ENQUIRIES_PAGE_SIZE,
    }),
  );

  app.post(
    '/admin/enquiries/status',
    {
      schema: {
        tags: ['admin'],
        summary: 'Mark a submission new or answered',
        description: 'The audit log keeps the submission’s id and the two statuses only.',
        body: ZSetEnquiryStatusRequestSchema,
        response: { 200: ZSetEnquiryStatusResponseSchema, ...errors, 404: ZErrorResponseSchema },
      },
    },
    async (request) => {
      await setEnquiryStatus(app.db, adminActor(request), request.body);
      const { status } = request.body;
      return {
        success: true as const,
        msg: status === 'answered' ? enquiryMessages.markedAnswered : enquiryMessages.markedNew,
        status,
      };
    },
  );
};

export default enquiryRoutes;
