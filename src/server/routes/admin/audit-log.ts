import { count, desc } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AUDIT_PAGE_SIZE,
  ZListAuditRequestSchema,
  ZListAuditResponseSchema,
} from '../../../shared/schemas/admin-audit';
import { ZErrorResponseSchema } from '../../../shared/schemas/envelope';
import type { Db } from '../../db/client';
import { adminAudit } from '../../db/schema/admin';

/**
 * One page of the audit log, newest first. Numbered pages rather than `listAdminWrites`'s
 * time cursor: the writes of one transaction share their time, and a cursor on it would skip
 * the rest of them.
 */
async function findAuditPage(db: Db, page: number) {
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(adminAudit)
      .orderBy(desc(adminAudit.createdAt), desc(adminAudit.id))
      .limit(AUDIT_PAGE_SIZE)
      .offset((page - 1) * AUDIT_PAGE_SIZE),
    db.select({ n: count() }).from(adminAudit),
  ]);
  return {
    total: counted?.n ?? 0,
    entries: rows.map((row) => ({
      id: row.id,
      adminName: row.adminName,
      action: row.action,
      entity: row.entity,
      entityId: row.entityId,
      before: row.before,
      after: row.after,
      details: row.details,
      createdAt: row.createdAt.toISOString(),
    })),
  };
}

/** The audit log's screen: who wrote what, when. Registered under the admin guard. */
const auditLogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/audit',
    {
      schema: {
        tags: ['admin'],
        summary: 'Every admin write, newest first (25 a page)',
        description:
          'Who (the admin’s name as it was), what (action, entity and id), when; content writes carry the row before and after, people’s data only ids.',
        querystring: ZListAuditRequestSchema,
        response: {
          200: ZListAuditResponseSchema,
          400: ZErrorResponseSchema,
          401: ZErrorResponseSchema,
          403: ZErrorResponseSchema,
        },
      },
    },
    async (request) => ({
      success: true as const,
      msg: 'Audit log',
      ...(await findAuditPage(app.db, request.query.page)),
      page: request.query.page,
      pageSize: AUDIT_PAGE_SIZE,
    }),
  );
};

export default auditLogRoutes;
