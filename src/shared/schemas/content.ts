import { z } from 'zod';

/** GET /api/admin/fetchBannerTexts: the announcements; the page shows the first. */
const ZBannerTextSchema = z.object({ id: z.string(), text: z.string() });
export const ZFetchBannerTextsResponseSchema = z.object({
  success: z.literal(true),
  texts: z.array(ZBannerTextSchema),
});
export type TFetchBannerTextsResponse = z.infer<typeof ZFetchBannerTextsResponseSchema>;

/**
 * GET /api/admin/fetchSessionInfo: the achievements banner's figures, free text shown as written
 * ('1,480+', '36'; decision 35). Pages use only the first record, so the answer holds the first
 * one or none.
 */
const figure = z.string().max(20);
const ZSessionInfoSchema = z.object({
  id: z.string(),
  sessions: figure,
  months: figure,
  people: figure,
});
export const ZFetchSessionInfoResponseSchema = z.object({
  success: z.literal(true),
  msg: z.string(),
  sessions: z.array(ZSessionInfoSchema).max(1),
});
export type TFetchSessionInfoResponse = z.infer<typeof ZFetchSessionInfoResponseSchema>;

/** GET /api/admin/fetchTestimonials: what learners say about the teaching and the service. */
const ZTestimonialSchema = z.object({
  id: z.string(),
  testimonial: z.string(),
  name: z.string(),
  /** Who the person is: a city, a role. */
  by: z.string(),
});
export const ZFetchTestimonialsResponseSchema = z.object({
  success: z.literal(true),
  testimonials: z.array(ZTestimonialSchema),
});
export type TFetchTestimonialsResponse = z.infer<typeof ZFetchTestimonialsResponseSchema>;
