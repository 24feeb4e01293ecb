import type { FastifyInstance, onRequestHookHandler, preValidationHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  contactMailRequestSchema,
  contactMessages,
  smallContactRequestSchema,
  subscribeRequestSchema,
  unsubscribeRequestSchema,
} from '../../../shared/schemas/contact';
import { ZErrorResponseSchema } from '../../../shared/schemas/envelope';
import type { Config } from '../../config';
import { AppError, badRequest } from '../../errors';
import { saveContactEnquiry, saveShortEnquiry } from '../../services/contact/enquiries';
import { subscribe, unsubscribe, type ContactDeps } from '../../services/contact/newsletter';

/** Submissions one client may make to one form: 5 a minute and 20 an hour. */
export const FORM_LIMITS = [
  { max: 5, windowMs: 60_000 },
  { max: 20, windowMs: 3_600_000 },
] as const;

/**
 * Unsubscribes a client may make: many more, since mail programs post one-click unsubscribes from
 * their own servers, one address for all their users; each needs a token no one can guess.
 */
const UNSUBSCRIBE_LIMITS = [{ max: 120, windowMs: 60_000 }] as const;

const ZContactResponseSchema = z.object({ success: z.literal(true), msg: z.string() });
const responses = {
  200: ZContactResponseSchema,
  400: ZErrorResponseSchema,
  409: ZErrorResponseSchema,
  415: ZErrorResponseSchema,
  429: ZErrorResponseSchema,
};

/**
 * The form's limits per client (`request.ip`, which follows TRUST_PROXY) as one `onRequest` hook:
 * past either, a 429 in the envelope with `Retry-After`. Each form counts on its own. One hook
 * checks both windows: @fastify/rate-limit runs only the first of its own hooks on a request, so
 * two `app.rateLimit` hooks would never count the hour.
 */
function formLimits(
  app: FastifyInstance,
  form: string,
  limits: readonly { max: number; windowMs: number }[] = FORM_LIMITS,
): onRequestHookHandler {
  const checks = limits.map(({ max, windowMs }) =>
    app.createRateLimit({
      max,
      timeWindow: windowMs,
      keyGenerator: (request) => `contact:${form}:${windowMs}:${request.ip}`,
    }),
  );
  return async (request) => {
    for (const check of checks) {
      const state = await check(request);
      if (!state.isAllowed && state.isExceeded) {
        throw new AppError(
          429,
          contactMessages.tooManySubmissions,
          'RATE_LIMITED',
          Math.max(1, state.ttlInSeconds),
        );
      }
    }
  };
}

/**
 * The hidden `website` field filled: a robot. It is told what a person would be, and nothing is
 * stored or mailed. Runs before the schema, so a robot's other fields need not be valid.
 */
function honeypot(msg: string): preValidationHookHandler {
  return (request, reply, done) => {
    const website = (request.body as { website?: unknown } | null | undefined)?.website;
    if (typeof website === 'string' && website.trim() !== '') {
      request.log.info('contact form: the hidden field was filled; dropped');
      void reply.send({ success: true, msg });
      return;
    }
    done();
  };
}

/**
 * The text fields of a small multipart/form-data body (a mail program's one-click unsubscribe):
 * each part's name and value; an unreadable body gives no fields, so the call refuses it in words.
 */
function formDataFields(contentType: string | undefined, body: string): Record<string, string> {
  const boundary = /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType ?? '');
  const delimiter = boundary?.[1] ?? boundary?.[2];
  if (!delimiter) return {};
  const fields: Record<string, string> = {};
  for (const part of body.split(`--${delimiter}`)) {
    const split = part.indexOf('\r\n\r\n');
    if (split < 0) continue;
    const name = /content-disposition:[^\r\n]*\bname="([^"]*)"/i.exec(part.slice(0, split))?.[1];
    if (name) fields[name] = part.slice(split + 4).replace(/\r\n$/, '');
  }
  return fields;
}

/**
 * The public forms (seed 000 section 7): the newsletter, the large and the short contact form,
 * and the newsletter's unsubscribe. Open to anyone; rate-limited per client and form.
 */
const contactFormRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const deps = (): ContactDeps => ({ db: app.db, mailer: app.mailer, publicUrl: config.publicUrl });

  app.post(
    '/contactUs/subscribe',
    {
      onRequest: formLimits(app, 'subscribe'),
      preValidation: honeypot(contactMessages.subscribed),
      schema: {
        tags: ['contact'],
        summary: 'Subscribe to the newsletter (single opt-in; `consent` must be true)',
        description:
          'Sends the subscriber a confirmation with a one-click unsubscribe link. An address already subscribed answers 409 ALREADY_SUBSCRIBED; one that unsubscribed earlier is subscribed again.',
        body: subscribeRequestSchema,
        response: responses,
      },
    },
    async (request) => {
      await subscribe(deps(), request.body);
      return { success: true as const, msg: contactMessages.subscribed };
    },
  );

  app.post(
    '/contactUs/mail',
    {
      onRequest: formLimits(app, 'mail'),
      preValidation: honeypot(contactMessages.contacted),
      schema: {
        tags: ['contact'],
        summary: 'Send the Contact Us form: stored and mailed to the support address',
        body: contactMailRequestSchema,
        response: responses,
      },
    },
    async (request) => {
      await saveContactEnquiry(deps(), request.body);
      return { success: true as const, msg: contactMessages.contacted };
    },
  );

  app.post(
    '/contactUs/smallContact',
    {
      onRequest: formLimits(app, 'smallContact'),
      preValidation: honeypot(contactMessages.contacted),
      schema: {
        tags: ['contact'],
        summary: "Send a service page's short contact form, with the page's name",
        body: smallContactRequestSchema,
        response: responses,
      },
    },
    async (request) => {
      await saveShortEnquiry(deps(), request.body);
      return { success: true as const, msg: contactMessages.contacted };
    },
  );

  // Unsubscribe takes a JSON body, or a mail program's one-click form post (RFC 8058), so it has
  // a form parser of its own, in a scope of its own.
  await app.register(async (plain) => {
    const scope = plain.withTypeProvider<ZodTypeProvider>();
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 4096 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    // RFC 8058 prefers multipart/form-data: its few small text fields, read by hand.
    scope.addContentTypeParser(
      'multipart/form-data',
      { parseAs: 'string', bodyLimit: 4096 },
      (request, body, done) =>
        done(null, formDataFields(request.headers['content-type'], String(body))),
    );
    scope.post(
      '/contactUs/unsubscribe',
      {
        onRequest: formLimits(app, 'unsubscribe', UNSUBSCRIBE_LIMITS),
        schema: {
          tags: ['contact'],
          summary: "Unsubscribe from the newsletter with the token of the mail's link",
          description:
            'JSON `{ token }` from the web page, or `List-Unsubscribe=One-Click` as a form post with `?token=` (RFC 8058). No sign-in.',
          querystring: z.object({ token: z.string().max(200).optional() }),
          response: responses,
        },
      },
      async (request) => {
        const body = (request.body ?? {}) as Record<string, unknown>;
        const oneClick = /^(application\/x-www-form-urlencoded|multipart\/form-data)/i.test(
          request.headers['content-type'] ?? '',
        );
        if (oneClick && body['List-Unsubscribe'] !== 'One-Click') {
          throw badRequest(contactMessages.unsubscribeLinkInvalid);
        }
        const parsed = unsubscribeRequestSchema.safeParse({
          token: oneClick ? request.query.token : (body.token ?? request.query.token),
        });
        if (!parsed.success) {
          throw badRequest(
            parsed.error.issues[0]?.message ?? contactMessages.unsubscribeLinkInvalid,
          );
        }
        await unsubscribe(deps(), parsed.data.token);
        return { success: true as const, msg: contactMessages.unsubscribed };
      },
    );
  });
};

export default contactFormRoutes;
