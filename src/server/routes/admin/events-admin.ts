import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZErrorResponseSchema } from '../../../shared/schemas/envelope';
import {
  adminEventResponseSchema,
  adminEventsResponseSchema,
  eventAdminMessages,
  eventFormSchema,
  eventIdParamsSchema,
  eventRegistrationsResponseSchema,
  eventUpdateSchema,
  eventWriteResponseSchema,
} from '../../../shared/schemas/event-admin';
import { adminActor } from '../../plugins/admin-guard';
import {
  deleteEvent,
  findAdminEvent,
  listAdminEvents,
  listEventRegistrations,
  saveEvent,
  updateEvent,
} from '../../services/events/event-writes';

const guardedErrors = { 401: ZErrorResponseSchema, 403: ZErrorResponseSchema };
const ZDeleteResponseSchema = z.object({ success: z.literal(true), msg: z.string() });

/**
 * Staff's events (seed 001 sections 2 and 7): the seed's save, update and delete calls, and the
 * reads the admin screens need (every event with its stored values and `updatedAt`, one event,
 * its registrations). The public `GET admin/getEvents` stays with the public routes (decision 4).
 * Registered under the admin guard (admin-routes.ts); no answer here is kept by a cache.
 */
const eventsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { db: app.db, contentVersion: app.contentVersion };

  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/admin/manageEvents',
    {
      schema: {
        tags: ['admin'],
        summary: "Every event for the admin's table, latest date first, with its registrations",
        response: { 200: adminEventsResponseSchema, ...guardedErrors },
      },
    },
    async () => ({ success: true as const, msg: 'Events', events: await listAdminEvents(app.db) }),
  );

  app.get(
    '/admin/eventDetails',
    {
      schema: {
        tags: ['admin'],
        summary: 'One event as stored, with the updatedAt an update must send back',
        querystring: eventIdParamsSchema,
        response: {
          200: adminEventResponseSchema,
          400: ZErrorResponseSchema,
          ...guardedErrors,
          404: ZErrorResponseSchema,
        },
      },
    },
    async (request) => ({
      success: true as const,
      msg: 'Event',
      event: await findAdminEvent(app.db, request.query.id),
    }),
  );

  app.get(
    '/admin/eventRegistrations',
    {
      schema: {
        tags: ['admin'],
        summary: "An event's registrations (name, e-mail, phone, when), in the order they came",
        querystring: eventIdParamsSchema,
        response: {
          200: eventRegistrationsResponseSchema,
          400: ZErrorResponseSchema,
          ...guardedErrors,
          404: ZErrorResponseSchema,
        },
      },
    },
    async (request) => {
      const event = await findAdminEvent(app.db, request.query.id);
      return {
        success: true as const,
        msg: 'Registrations',
        event,
        registrations: await listEventRegistrations(app.db, event.id),
      };
    },
  );

  app.post(
    '/admin/saveEvent',
    {
      schema: {
        tags: ['admin'],
        summary: 'Add an event (title and city required; the seed 001 section 5 maximum lengths)',
        description:
          'eventDate is mm/dd/yyyy or yyyy-mm-dd; startTime HH:MM (or h:mm AM/PM); duration such as 90 min, 2 hours or 1h 30m.',
        body: eventFormSchema,
        response: { 200: eventWriteResponseSchema, 400: ZErrorResponseSchema, ...guardedErrors },
      },
    },
    async (request) => {
      const id = await saveEvent(deps, adminActor(request), request.body);
      return { success: true as const, msg: eventAdminMessages.saved, id };
    },
  );

  app.post(
    '/admin/updateEvent',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Update an event: the same checks as adding one (decision 34), plus id and updatedAt',
        description:
          'Refused with 409 CONFLICT when the event changed since the admin opened it (updatedAt differs), 404 when it is gone.',
        body: eventUpdateSchema,
        response: {
          200: eventWriteResponseSchema,
          400: ZErrorResponseSchema,
          ...guardedErrors,
          404: ZErrorResponseSchema,
          409: ZErrorResponseSchema,
        },
      },
    },
    async (request) => {
      await updateEvent(deps, adminActor(request), request.body);
      return { success: true as const, msg: eventAdminMessages.updated, id: request.body.id };
    },
  );

  app.get(
    '/admin/deleteEvent/:id',
    {
      schema: {
        tags: ['admin'],
        summary: "Delete an event and its registrations (the seeds' GET, decision 4)",
        params: eventIdParamsSchema,
        response: {
          200: ZDeleteResponseSchema,
          400: ZErrorResponseSchema,
          ...guardedErrors,
          404: ZErrorResponseSchema,
        },
      },
    },
    async (request) => {
      await deleteEvent(deps, adminActor(request), request.params.id);
      return { success: true as const, msg: eventAdminMessages.deleted };
    },
  );
};

export default eventsAdminRoutes;
