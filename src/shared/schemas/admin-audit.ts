import { z } from 'zod';
import { ZAdminPageSchema } from './admin-enquiries';

/** Admin Audit log (issue 23): every admin write, newest first. */
export const AUDIT_PAGE_SIZE = 25;

/** GET /api/admin/audit */
export const ZListAuditRequestSchema = z.object({ page: ZAdminPageSchema });

const ZAuditEntrySchema = z.object({
  id: z.string(),
  adminName: z.string(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  details: z.unknown(),
  createdAt: z.string(),
});
export type TAuditEntry = z.infer<typeof ZAuditEntrySchema>;

export const ZListAuditResponseSchema = z.object({
  success: z.literal(true),
  msg: z.string(),
  entries: z.array(ZAuditEntrySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type TListAuditResponse = z.infer<typeof ZListAuditResponseSchema>;
