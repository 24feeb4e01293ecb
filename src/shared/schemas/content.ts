import { z } from 'zod';

/** GET /api/admin/fetchBannerTexts: the announcements; the page shows the first. */
const ZBannerTextSchema = z.object({ id: z.string(), text: z.string() });
export const ZFetchBannerTextsResponseSchema = z.object({
  success: z.literal(true),
  texts: z.array(ZBannerTextSchema),
});
export type TFetchBannerTextsResponse = z.infer<typeof ZFetchBannerTextsResponseSchema>;

/**
 * GET /api/admin/fetchSessionInfo: the achievements banner's figures, as whole counts. Pages use
 * only the first record, so the answer holds the first one or none.
 */
const count = z.number().int().nonnegative();
const ZSessionInfoSchema = z.object({ sessions: count, months: count, people: count });
export const ZFetchSessionInfoResponseSchema = z.object({
  success: z.literal(true),
  msg: z.string(),
  sessions: z.array(ZSessionInfoSchema).max(1),
});
export type TFetchSessionInfoResponse = z.infer<typeof ZFetchSessionInfoResponseSchema>;
