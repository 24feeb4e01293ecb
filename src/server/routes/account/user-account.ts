import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  accountMessages,
  ZChangePasswordRequestSchema,
  ZDeleteAccountRequestSchema,
  ZMessageResponseSchema,
  ZUpdateProfileRequestSchema,
  ZUpdateProfileResponseSchema,
} from '../../../shared/schemas/account';
import { ZErrorResponseSchema } from '../../../shared/schemas/envelope';
import { site } from '../../../shared/config/site';
import { callerOf, signedInUser } from '../../plugins/auth';
import { changePassword } from '../../services/accounts/change-password';
import { deleteAccount } from '../../services/accounts/delete-account';
import { updateProfile } from '../../services/accounts/update-profile';
import { exportPersonalData } from '../../services/personal-data/registry';

const errors = {
  400: ZErrorResponseSchema,
  401: ZErrorResponseSchema,
  403: ZErrorResponseSchema,
  429: ZErrorResponseSchema,
};

/**
 * The signed-in user's own account: /profile's panels and the privacy rights. Registered inside
 * routes/user-routes.ts, which signs the caller in and refuses other users' ids.
 */
const userAccountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/user/updateProfile',
    {
      schema: {
        tags: ['account'],
        summary: "Save the profile's name, e-mail and contact number",
        description:
          'Name and contact change at once. A new e-mail address gets a confirmation link and takes effect when it is opened.',
        body: ZUpdateProfileRequestSchema,
        response: { 200: ZUpdateProfileResponseSchema, ...errors },
      },
    },
    async (request) => {
      const result = await updateProfile(
        { db: app.db, auth: app.auth, log: request.log },
        { user: signedInUser(request), caller: callerOf(request) },
        request.body,
      );
      return { success: true as const, msg: accountMessages.profileUpdated, ...result };
    },
  );

  app.post(
    '/user/changePassword',
    {
      schema: {
        tags: ['account'],
        summary: 'Change the password; every other session of the user ends',
        body: ZChangePasswordRequestSchema,
        response: { 200: ZMessageResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { setCookies } = await changePassword(
        { auth: app.auth, log: request.log },
        callerOf(request),
        request.body,
      );
      if (setCookies.length > 0) reply.header('set-cookie', setCookies);
      return { success: true as const, msg: accountMessages.passwordChanged };
    },
  );

  app.get(
    '/user/exportData',
    {
      schema: {
        tags: ['account'],
        summary: 'Download everything the site keeps about me (a JSON file)',
        response: {
          200: z.looseObject({
            site: z.string(),
            exportedAt: z.string(),
            about: z.string(),
            contents: z.record(z.string(), z.string()),
          }),
          401: ZErrorResponseSchema,
          403: ZErrorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      const data = await exportPersonalData(app.db, { userId: user.id, email: user.email });
      const day = data.exportedAt.slice(0, 10);
      reply
        .header('cache-control', 'no-store')
        .header(
          'content-disposition',
          `attachment; filename="${site.name.toLowerCase()}-my-data-${day}.json"`,
        );
      return data;
    },
  );

  app.post(
    '/user/deleteAccount',
    {
      schema: {
        tags: ['account'],
        summary: 'Delete my account and everything the site keeps about me',
        description:
          'Confirm with `password`, or, for an account that signs in only with Google or Facebook, with `confirm: "DELETE"`.',
        body: ZDeleteAccountRequestSchema,
        response: { 200: ZMessageResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { clearCookie } = await deleteAccount(
        { db: app.db, auth: app.auth },
        { user: signedInUser(request), caller: { ip: request.ip } },
        request.body,
      );
      reply.header('set-cookie', clearCookie);
      return { success: true as const, msg: accountMessages.accountDeleted };
    },
  );
};

export default userAccountRoutes;
