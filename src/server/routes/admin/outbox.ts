import { desc } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZErrorResponseSchema } from '../../../shared/schemas/envelope';
import { ZOutboxResponseSchema } from '../../../shared/schemas/mail';
import type { Db } from '../../db/client';
import { outbox } from '../../db/schema/mail';

/** The latest kept messages; the outbox is a development and staging aid, so 100 is plenty. */
async function findOutboxMessages(db: Db, limit = 100) {
  const rows = await db
    .select()
    .from(outbox)
    .orderBy(desc(outbox.createdAt), desc(outbox.id))
    .limit(limit);
  return rows.map((row) => ({
    id: row.id,
    to: row.toAddress,
    subject: row.subject,
    text: row.text,
    html: row.html,
    createdAt: row.createdAt.toISOString(),
  }));
}

/**
 * Staff can read what the site would have e-mailed while no SMTP server is configured. Registered
 * under the admin guard (admin-routes.ts).
 */
const outboxRoutes: FastifyPluginAsyncZod = async (app) => {
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
      messages: await findOutboxMessages(app.db),
    }),
  );
};

export default outboxRoutes;
