import { z } from 'zod';

/** GET /api/admin/fetchBannerTexts: the announcements; the page shows the first. */
const ZBannerTextSchema = z.object({ id: z.string(), text: z.string() });
export const ZFetchBannerTextsResponseSchema = z.object({
  success: z.literal(true),
  texts: z.array(ZBannerTextSchema),
});
export type TFetchBannerTextsResponse = z.infer<typeof ZFetchBannerTextsResponseSchema>;
