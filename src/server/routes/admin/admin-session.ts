import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZAdminAuthenticateRequestSchema,
  ZAdminAuthenticateResponseSchema,
  ZAdminMeResponseSchema,
  ZMessageResponseSchema,
} from '../../../shared/schemas/account';
import { ZErrorResponseSchema } from '../../../shared/schemas/envelope';
import { signedInUser } from '../../plugins/auth';
import { authenticateAdmin, signOutAdmin } from '../../services/accounts/admin-session';

/**
 * The admin area's session (seed 001: /admin login, the token in session storage under `jwt`,
 * Logout). authenticate is open; the others go through the admin guard.
 */
const adminSessionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/admin/authenticate',
    {
      schema: {
        tags: ['admin'],
        summary: 'Admin sign-in: a bearer token for every admin call',
        body: ZAdminAuthenticateRequestSchema,
        response: {
          200: ZAdminAuthenticateResponseSchema,
          400: ZErrorResponseSchema,
          401: ZErrorResponseSchema,
          429: ZErrorResponseSchema,
        },
      },
    },
    async (request) => {
      const token = await authenticateAdmin(app, request, request.body);
      return { success: true as const, msg: 'Signed in', token };
    },
  );

  app.post(
    '/admin/logout',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Ends the admin session: the token stops working',
        response: {
          200: ZMessageResponseSchema,
          401: ZErrorResponseSchema,
          403: ZErrorResponseSchema,
        },
      },
    },
    async (request) => {
      await signOutAdmin(app, request);
      return { success: true as const, msg: 'Signed out' };
    },
  );

  app.get(
    '/admin/me',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'The admin the token belongs to',
        response: {
          200: ZAdminMeResponseSchema,
          401: ZErrorResponseSchema,
          403: ZErrorResponseSchema,
        },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      return { success: true as const, msg: 'ok', username: user.username ?? user.name };
    },
  );
};

export default adminSessionRoutes;
