import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZMessageResponseSchema } from '../../../shared/schemas/account';
import {
  ZAddAdminSchema,
  ZAdminAccountsResponseSchema,
  ZAdminOwnPasswordSchema,
  ZRemoveAdminSchema,
} from '../../../shared/schemas/admin-people';
import { ZErrorResponseSchema } from '../../../shared/schemas/envelope';
import { callerOf } from '../../plugins/auth';
import {
  addAdmin,
  changeOwnPassword,
  listAdmins,
  removeAdmin,
} from '../../services/admin/admin-accounts-admin';
import { adminActor } from '../../plugins/admin-guard';

const errors = {
  400: ZErrorResponseSchema,
  401: ZErrorResponseSchema,
  403: ZErrorResponseSchema,
  404: ZErrorResponseSchema,
  409: ZErrorResponseSchema,
  429: ZErrorResponseSchema,
} as const;

/** The admin accounts (admin-routes.ts): list, add, one's own password, remove another. */
const adminAccountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/admins',
    {
      schema: {
        tags: ['admin'],
        summary: 'The admin accounts, oldest first',
        response: { 200: ZAdminAccountsResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      msg: 'Admin accounts',
      admins: await listAdmins(app.db, adminActor(request)),
    }),
  );

  app.post(
    '/admin/admins',
    {
      schema: {
        tags: ['admin'],
        summary: 'Adds an admin account (username and a strong password)',
        body: ZAddAdminSchema,
        response: { 200: ZMessageResponseSchema, ...errors },
      },
    },
    async (request) => {
      const added = await addAdmin(app, adminActor(request), request.body);
      return { success: true as const, msg: `Admin ${added.username} added` };
    },
  );

  app.post(
    '/admin/admins/remove',
    {
      schema: {
        tags: ['admin'],
        summary: "Removes another admin's account (never one's own, never the last)",
        body: ZRemoveAdminSchema,
        response: { 200: ZMessageResponseSchema, ...errors },
      },
    },
    async (request) => {
      await removeAdmin(app.db, adminActor(request), request.body.id);
      return { success: true as const, msg: 'Admin removed' };
    },
  );

  app.post(
    '/admin/admins/password',
    {
      schema: {
        tags: ['admin'],
        summary: "The signed-in admin's own password; their other sessions end",
        body: ZAdminOwnPasswordSchema,
        response: { 200: ZMessageResponseSchema, ...errors },
      },
    },
    async (request) => {
      await changeOwnPassword(
        app,
        {
          actor: adminActor(request),
          sessionToken: request.currentSession!.token,
          ip: callerOf(request).ip,
        },
        request.body,
      );
      return { success: true as const, msg: 'Password changed' };
    },
  );
};

export default adminAccountRoutes;
