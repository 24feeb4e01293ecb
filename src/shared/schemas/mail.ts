import { z } from 'zod';

/** GET /api/admin/outbox: mail kept because no SMTP server is configured, newest first. */
const ZOutboxMessageSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string().nullable(),
  createdAt: z.string(),
});
export const ZOutboxResponseSchema = z.object({
  success: z.literal(true),
  msg: z.string(),
  messages: z.array(ZOutboxMessageSchema),
});

/**
 * GET /api/admin/outbox/messages: the outbox screen's page of messages, newest first, with the
 * tokens of their links removed as a person's own data download removes them.
 */
export const ZOutboxPageRequestSchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export const OUTBOX_PAGE_SIZE = 20;
export const ZOutboxPageResponseSchema = z.object({
  success: z.literal(true),
  msg: z.string(),
  messages: z.array(ZOutboxMessageSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type TOutboxPageResponse = z.infer<typeof ZOutboxPageResponseSchema>;
