import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZMessageResponseSchema } from '../../../shared/schemas/account';
import {
  ZSubscriberIdSchema,
  ZSubscribersQuerySchema,
  ZSubscribersResponseSchema,
} from '../../../shared/schemas/admin-people';
import { ZErrorResponseSchema } from '../../../shared/schemas/envelope';
import { adminActor } from '../../plugins/admin-guard';
import {
  eraseSubscriber,
  listSubscribers,
  unsubscribeSubscriber,
} from '../../services/admin/people-data';

const errors = {
  400: ZErrorResponseSchema,
  401: ZErrorResponseSchema,
  403: ZErrorResponseSchema,
  404: ZErrorResponseSchema,
} as const;

/** The newsletter's subscribers for staff: the list, unsubscribe one, erase one (admin-routes.ts). */
const subscriberRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/subscribers',
    {
      schema: {
        tags: ['admin'],
        summary: 'Newsletter subscribers, newest first, 50 a page, searched by address',
        querystring: ZSubscribersQuerySchema,
        response: { 200: ZSubscribersResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      msg: 'Subscribers',
      ...(await listSubscribers(app.db, request.query)),
    }),
  );

  app.post(
    '/admin/subscribers/unsubscribe',
    {
      schema: {
        tags: ['admin'],
        summary: 'Stops the newsletter to one subscriber (the row stays, marked)',
        body: ZSubscriberIdSchema,
        response: { 200: ZMessageResponseSchema, ...errors },
      },
    },
    async (request) => {
      await unsubscribeSubscriber(app.db, adminActor(request), request.body.id);
      return { success: true as const, msg: 'Unsubscribed' };
    },
  );

  app.post(
    '/admin/subscribers/erase',
    {
      schema: {
        tags: ['admin'],
        summary: 'Erases one subscriber and the newsletter mails about them',
        body: ZSubscriberIdSchema,
        response: { 200: ZMessageResponseSchema, ...errors },
      },
    },
    async (request) => {
      await eraseSubscriber(app.db, adminActor(request), request.body.id);
      return { success: true as const, msg: 'Subscriber erased' };
    },
  );
};

export default subscriberRoutes;
