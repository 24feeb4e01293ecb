import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AUDIT_PAGE_SIZE,
  ZListAuditRequestSchema,
  ZListAuditResponseSchema,
} from '../../../shared/schemas/admin-audit';
import { ZErrorResponseSchema } from '../../../shared/schemas/envelope';
import type { Db } from '../../db/client';
import { listAdminWrites } from '../../services/admin/audit';

/** One page of the audit log as the screen reads it. */
async function findAuditPage(db: Db, page: number) {
  const { rows, total } = await listAdminWrites(db, {
    limit: AUDIT_PAGE_SIZE,
    offset: (page - 1) * AUDIT_PAGE_SIZE,
  });
  return {
    total,
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
