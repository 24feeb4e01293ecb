import type { FastifyRequest, onRequestHookHandler, preValidationHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZErrorResponseSchema } from '../../../shared/schemas/envelope';
import { eventMessages, eventRegisterRequestSchema } from '../../../shared/schemas/events';
import { AppError, notFound } from '../../errors';
import { publicJsonRoute } from '../../plugins/public-reads';
import { watchEventDayEnds } from '../../services/events/event-day-end';
import { registerForEvent } from '../../services/events/register';

const ZEventSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  eventCity: z.string(),
  eventTitle: z.string(),
  eventDate: z.string(),
  duration: z.string(),
  durationMinutes: z.number().int(),
  eventDescription: z.string(),
  keyNoteSpeaker: z.string(),
  venue: z.string(),
  startTime: z.string(),
  registrationOpen: z.boolean(),
});
const ZGetEventsResponseSchema = z.object({
  success: z.literal(true),
  events: z.array(ZEventSchema),
});
const ZGetEventResponseSchema = z.object({ success: z.literal(true), event: ZEventSchema });
const ZEventQuerySchema = z.object({
  event: z.coerce.number().int().positive().max(2_147_483_647),
});
const ZRegisterResponseSchema = z.object({ success: z.literal(true), msg: z.string() });

/** Registrations a client may send: 5 a minute and 20 an hour (issue 22), per `request.ip`. */
const EVENT_REGISTER_LIMITS = [
  { name: 'minute', max: 5, windowMs: 60_000 },
  { name: 'hour', max: 20, windowMs: 3_600_000 },
] as const;

/**
 * Events (seed 000 sections 2, 3 and 7): the public list (kept like the other public reads, though
 * under the admin prefix, decision 4), one event for its page, and the registration form's call.
 * While the app runs, the content version moves when a day with events ends (event-day-end.ts).
 */
const eventRoutes: FastifyPluginAsyncZod<{ publicUrl: string }> = async (app, opts) => {
  let stopWatching: (() => void) | undefined;
  app.addHook('onReady', () => {
    stopWatching = watchEventDayEnds({
      db: app.db,
      moved: () => app.contentVersion.refresh(),
      log: app.log,
    });
  });
  app.addHook('onClose', () => stopWatching?.());

  app.get(
    '/admin/getEvents',
    {
      ...publicJsonRoute,
      schema: {
        tags: ['content'],
        summary: 'Every event: upcoming soonest first, then past ones; each says if it is open',
        response: { 200: ZGetEventsResponseSchema },
      },
    },
    (_request, reply) =>
      app.sendPublicJson(reply, async () => ({
        success: true as const,
        events: await app.publicReads.events(),
      })),
  );

  app.get(
    '/admin/getEvent',
    {
      ...publicJsonRoute,
      schema: {
        tags: ['content'],
        summary: 'One event, for its page (/events/{slug}-{id})',
        querystring: ZEventQuerySchema,
        response: {
          200: ZGetEventResponseSchema,
          400: ZErrorResponseSchema,
          404: ZErrorResponseSchema,
        },
      },
    },
    (request, reply) =>
      app.sendPublicJson(reply, async () => {
        const event = await app.publicReads.event(request.query.event);
        if (!event) throw notFound('No such event.');
        return { success: true as const, event };
      }),
  );

  // One hook checks both windows: @fastify/rate-limit runs only the first of its own hooks on a
  // request, so two `app.rateLimit` hooks would never count the hour.
  const checks = EVENT_REGISTER_LIMITS.map(({ name, max, windowMs }) =>
    app.createRateLimit({
      max,
      timeWindow: windowMs,
      keyGenerator: (request: FastifyRequest) => `eventRegister:${name}:${request.ip}`,
    }),
  );
  const limits: onRequestHookHandler = async (request) => {
    for (const check of checks) {
      const state = await check(request);
      if (!state.isAllowed && state.isExceeded) {
        throw new AppError(
          429,
          eventMessages.tooManySubmissions,
          'RATE_LIMITED',
          Math.max(1, state.ttlInSeconds),
        );
      }
    }
  };

  /** A filled hidden field: a robot, told what a person would be; nothing is checked or kept. */
  const honeypot: preValidationHookHandler = (request, reply, done) => {
    const website = (request.body as { website?: unknown } | null | undefined)?.website;
    if (typeof website === 'string' && website.trim() !== '') {
      request.log.info('event registration: the hidden field was filled; dropped');
      void reply.send({ success: true, msg: eventMessages.registered });
      return;
    }
    done();
  };

  app.post(
    '/contactUs/eventRegister',
    {
      onRequest: limits,
      preValidation: honeypot,
      schema: {
        tags: ['contact'],
        summary: 'Register for an event: stored, confirmed by e-mail with an .ics file',
        description:
          'Refused with EVENT_CLOSED when the event does not exist or its day has ended (India time), with ALREADY_REGISTERED when the address is already registered for it. A filled `website` (the hidden field) is accepted and dropped.',
        body: eventRegisterRequestSchema,
        response: {
          200: ZRegisterResponseSchema,
          400: ZErrorResponseSchema,
          409: ZErrorResponseSchema,
          429: ZErrorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const input = request.body;
      const outcome = await registerForEvent(
        { db: app.db, mailer: app.mailer, publicUrl: opts.publicUrl, log: request.log },
        input,
      );
      if (outcome === 'closed') throw new AppError(409, eventMessages.closed, 'EVENT_CLOSED');
      if (outcome === 'alreadyRegistered') {
        throw new AppError(409, eventMessages.alreadyRegistered, 'ALREADY_REGISTERED');
      }
      reply.header('cache-control', 'no-store');
      return { success: true as const, msg: eventMessages.registered };
    },
  );
};

export default eventRoutes;
