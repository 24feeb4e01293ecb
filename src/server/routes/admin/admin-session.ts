import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZAdminAuthenticateRequestSchema,
  ZAdminAuthenticateResponseSchema,
  ZAdminMeResponseSchema,
  ZMessageResponseSchema,
} from '../../../shared/schemas/account';
import { ZErrorResponseSchema } from '../../../shared/schemas/envelope';
import { callerOf, signedInUser } from '../../plugins/auth';
import { authenticateAdmin, signOutAdmin } from '../../services/accounts/admin-session';

/**
 * Admin sign-in (seed 001: /admin login, the token kept in session storage under `jwt`): the one
 * admin call that is open to anyone.
 */
export const adminSignInRoutes: FastifyPluginAsyncZod = async (app) => {
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
      const token = await authenticateAdmin({ auth: app.auth }, callerOf(request), request.body);
      return { success: true as const, msg: 'Signed in', token };
    },
  );
};

/** The admin's session: Logout and who am I. Registered under the admin guard (admin-routes.ts). */
const adminSessionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/admin/logout',
    {
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
      await signOutAdmin({ auth: app.auth }, request.currentSession);
      return { success: true as const, msg: 'Signed out' };
    },
  );

  app.get(
    '/admin/me',
    {
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
