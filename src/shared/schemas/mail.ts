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
