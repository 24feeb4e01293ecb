import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZPersonErasedResponseSchema,
  ZPersonExportResponseSchema,
  ZPersonFoundResponseSchema,
  ZPersonLookupSchema,
  ZPersonRequestSchema,
} from '../../../shared/schemas/admin-people';
import { ZErrorResponseSchema } from '../../../shared/schemas/envelope';
import { adminActor } from '../../plugins/admin-guard';
import { erasePerson, exportPerson, findPerson } from '../../services/admin/people-data';

const errors = {
  400: ZErrorResponseSchema,
  401: ZErrorResponseSchema,
  403: ZErrorResponseSchema,
  409: ZErrorResponseSchema,
} as const;

/**
 * People's data for DPDP requests (admin-routes.ts): what is held about an address, its download
 * and its erasure. POSTs, so that the address never sits in a URL or an access log.
 */
const peopleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/admin/people/find',
    {
      schema: {
        tags: ['admin'],
        summary: 'What the site holds about an e-mail address, counted by kind',
        body: ZPersonLookupSchema,
        response: { 200: ZPersonFoundResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      msg: 'Found',
      person: await findPerson(app.db, request.body.email),
    }),
  );

  app.post(
    '/admin/people/export',
    {
      schema: {
        tags: ['admin'],
        summary: "Everything held about an address, as the person's own download has it",
        body: ZPersonRequestSchema,
        response: { 200: ZPersonExportResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      msg: 'Data exported',
      data: await exportPerson(app.db, adminActor(request), request.body),
    }),
  );

  app.post(
    '/admin/people/erase',
    {
      schema: {
        tags: ['admin'],
        summary: 'Erases everything held about an address (not an admin account)',
        body: ZPersonRequestSchema,
        response: { 200: ZPersonErasedResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      msg: 'Everything held about this address is erased',
      reference: await erasePerson(app.db, adminActor(request), request.body),
    }),
  );
};

export default peopleRoutes;
