import { count, desc } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZErrorResponseSchema } from '../../../shared/schemas/envelope';
import {
  OUTBOX_PAGE_SIZE,
  ZOutboxPageRequestSchema,
  ZOutboxPageResponseSchema,
  ZOutboxResponseSchema,
} from '../../../shared/schemas/mail';
import type { Db } from '../../db/client';
import { outbox } from '../../db/schema/mail';
import { redactTokens } from '../../services/personal-data/entries/outbox';

type OutboxRow = typeof outbox.$inferSelect;

/**
 * A kept message as the admin calls answer it: each link's token taken out, exactly as a person's
 * own data download shows it, so that reading it cannot reset someone's password or confirm their
 * address; whole only where the site is set to (the browser tests, OUTBOX_LINKS=whole).
 */
function shownMessage(row: OutboxRow, wholeLinks = false) {
  const shown = (text: string) => (wholeLinks ? text : redactTokens(text));
  return {
    id: row.id,
    to: row.toAddress,
    subject: shown(row.subject),
    text: shown(row.text),
    html: row.html === null ? null : shown(row.html),
    createdAt: row.createdAt.toISOString(),
  };
}

/** The latest kept messages; the outbox is a development and staging aid, so 100 is plenty. */
async function findOutboxMessages(db: Db, wholeLinks: boolean, limit = 100) {
  const rows = await db
    .select()
    .from(outbox)
    .orderBy(desc(outbox.createdAt), desc(outbox.id))
    .limit(limit);
  return rows.map((row) => shownMessage(row, wholeLinks));
}

/** The outbox screen's page, its links always without their tokens (shownMessage). */
async function findOutboxPage(db: Db, page: number) {
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(outbox)
      .orderBy(desc(outbox.createdAt), desc(outbox.id))
      .limit(OUTBOX_PAGE_SIZE)
      .offset((page - 1) * OUTBOX_PAGE_SIZE),
    db.select({ n: count() }).from(outbox),
  ]);
  return {
    total: counted?.n ?? 0,
    messages: rows.map((row) => shownMessage(row)),
  };
}

/**
 * Staff can read what the site would have e-mailed while no SMTP server is configured. Registered
 * under the admin guard (admin-routes.ts).
 */
const outboxRoutes: FastifyPluginAsyncZod<{ wholeLinks: boolean }> = async (
  app,
  { wholeLinks },
) => {
  app.get(
    '/admin/outbox',
    {
      schema: {
        tags: ['admin'],
        summary: 'Mail kept in the outbox (no SMTP server configured), newest first',
        response: {
          200: ZOutboxResponseSchema,
          401: ZErrorResponseSchema,
          403: ZErrorResponseSchema,
        },
      },
    },
    async () => ({
      success: true as const,
      msg: 'Outbox',
      messages: await findOutboxMessages(app.db, wholeLinks),
    }),
  );

  app.get(
    '/admin/outbox/messages',
    {
      schema: {
        tags: ['admin'],
        summary: 'The outbox screen: kept mail, newest first, links without their tokens',
        description: `${OUTBOX_PAGE_SIZE} a page; \`token=\` values and reset-password path tokens read \`[removed]\`, as in a person’s own data download.`,
        querystring: ZOutboxPageRequestSchema,
        response: {
          200: ZOutboxPageResponseSchema,
          400: ZErrorResponseSchema,
          401: ZErrorResponseSchema,
          403: ZErrorResponseSchema,
        },
      },
    },
    async (request) => ({
      success: true as const,
      msg: 'Outbox',
      ...(await findOutboxPage(app.db, request.query.page)),
      page: request.query.page,
      pageSize: OUTBOX_PAGE_SIZE,
    }),
  );
};

export default outboxRoutes;
