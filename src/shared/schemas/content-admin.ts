import { z } from 'zod';

/**
 * The admin calls for the site's small content (seed 001 sections 2-9): the top banner's
 * announcement, the testimonials and their order, and the achievements banner's figures. Checked
 * by the admin forms and by the server alike; the lengths are section 5's (issue 23).
 */

export const BANNER_TEXT_MAX_LENGTH = 300;
export const TESTIMONIAL_NAME_MAX_LENGTH = 40;
export const TESTIMONIAL_BY_MAX_LENGTH = 50;
export const TESTIMONIAL_TEXT_MAX_LENGTH = 200;
/** The figures are free text shown as written ('1,480+'), decision 35; the table allows 20. */
const SESSION_FIGURE_MAX_LENGTH = 20;

export const contentAdminMessages = {
  enterBannerText: 'Please enter the announcement',
  bannerTooLong: `The announcement can be at most ${BANNER_TEXT_MAX_LENGTH} characters`,
  bannerMarkup:
    'Write plain text. A link is written as <a href="https://…">words</a>, its address starting with https://, http://, mailto:, tel: or /',
  bannerSaved: 'Announcement saved',
  bannerUpdated: 'Announcement updated',
  bannerRemoved: 'Announcement removed: the banner no longer shows',
  bannerExists: 'An announcement is already shown. Reload to update it.',
  bannerMissing: 'This announcement no longer exists. Reload to see the current one.',
  enterTestimonial: 'Please enter the testimonial',
  testimonialTooLong: `The testimonial can be at most ${TESTIMONIAL_TEXT_MAX_LENGTH} characters`,
  enterName: 'Please enter the name',
  nameTooLong: `The name can be at most ${TESTIMONIAL_NAME_MAX_LENGTH} characters`,
  byTooLong: `The designation/company can be at most ${TESTIMONIAL_BY_MAX_LENGTH} characters`,
  testimonialSaved: 'Testimonial saved',
  testimonialUpdated: 'Testimonial updated',
  testimonialDeleted: 'Testimonial deleted',
  testimonialMoved: 'Order saved',
  testimonialMissing: 'This testimonial no longer exists',
  enterSessions: 'Please enter the sessions',
  enterMonths: 'Please enter the months',
  enterPeople: 'Please enter the people',
  figureTooLong: `Each figure can be at most ${SESSION_FIGURE_MAX_LENGTH} characters`,
  sessionSaved: 'Session figures saved',
  sessionUpdated: 'Session figures updated',
  sessionExists: 'Session figures already exist. Reload to update them.',
  sessionMissing: 'These session figures no longer exist. Reload to see the current ones.',
} as const;

/** Control characters other than tab and line breaks (a testimonial may have several lines). */
const CONTROL_CHARACTERS = /(?![\t\n\r])\p{Cc}/u;

/** Trimmed text, required, at most `max` characters, each with its own sentence. */
const requiredText = (empty: string, tooLong: string, max: number) =>
  z
    .string({ error: empty })
    .trim()
    .min(1, { error: empty, abort: true })
    .max(max, { error: tooLong, abort: true })
    .refine((text) => !CONTROL_CHARACTERS.test(text), { error: empty });

/** A row's id as the lists give it; anything else cannot be one. */
const rowId = (missing: string) => z.uuid({ error: missing });

/** The `updatedAt` the admin opened the row with (optimistic concurrency, same-version.ts). */
const openedAt = z.iso.datetime({ offset: true, error: 'Reload the page and try again' });

/** Tags in an announcement: only a link's opening and closing tags are allowed. */
const TAG = /<\/?[a-z!?][^>]*>?/gi;
const LINK_OPEN = /^<a\s+href\s*=\s*"([^"<>]*)"\s*>$/i;
const LINK_CLOSE = /^<\/a\s*>$/i;
const SAFE_HREF = /^(https?:\/\/[^\s]+|mailto:[^\s]+|tel:[+\d][\d\s-]*|\/[^\s]*)$/i;

/**
 * Plain text with links (the public banner draws it with InlineHtml, which keeps links): any tag
 * but `<a href="…">` with a safe address and `</a>` is refused, so what is saved is what shows.
 * Each link is closed before the next opens: the server's parser nests a link opened inside
 * another, the browser's makes them siblings, and the two drawings would not hydrate.
 */
function isPlainTextWithLinks(text: string): boolean {
  let linkOpen = false;
  for (const tag of text.match(TAG) ?? []) {
    if (LINK_CLOSE.test(tag)) {
      if (!linkOpen) return false;
      linkOpen = false;
      continue;
    }
    const href = LINK_OPEN.exec(tag)?.[1];
    if (linkOpen || href === undefined || !SAFE_HREF.test(href.trim())) return false;
    linkOpen = true;
  }
  return !linkOpen;
}

const bannerText = requiredText(
  contentAdminMessages.enterBannerText,
  contentAdminMessages.bannerTooLong,
  BANNER_TEXT_MAX_LENGTH,
).refine(isPlainTextWithLinks, { error: contentAdminMessages.bannerMarkup });

/** POST /api/admin/saveBannerText */
export const ZSaveBannerTextRequestSchema = z.object({ text: bannerText });

/** POST /api/admin/updateBannerText */
export const ZUpdateBannerTextRequestSchema = z.object({
  id: rowId(contentAdminMessages.bannerMissing),
  text: bannerText,
  updatedAt: openedAt,
});
export type TUpdateBannerTextRequest = z.infer<typeof ZUpdateBannerTextRequestSchema>;

/** POST /api/admin/deleteBannerText */
export const ZDeleteBannerTextRequestSchema = z.object({
  id: rowId(contentAdminMessages.bannerMissing),
});

/** GET /api/admin/content/bannerText: the announcement the banner shows, with its version. */
export const ZAdminBannerTextResponseSchema = z.object({
  success: z.literal(true),
  msg: z.string(),
  bannerText: z.object({ id: z.string(), text: z.string(), updatedAt: z.string() }).nullable(),
});
export type TAdminBannerTextResponse = z.infer<typeof ZAdminBannerTextResponseSchema>;

const testimonialFields = {
  testimonial: requiredText(
    contentAdminMessages.enterTestimonial,
    contentAdminMessages.testimonialTooLong,
    TESTIMONIAL_TEXT_MAX_LENGTH,
  ),
  name: requiredText(
    contentAdminMessages.enterName,
    contentAdminMessages.nameTooLong,
    TESTIMONIAL_NAME_MAX_LENGTH,
  ),
  /** Designation/company: may be left empty. */
  by: z
    .string()
    .trim()
    .max(TESTIMONIAL_BY_MAX_LENGTH, { error: contentAdminMessages.byTooLong })
    .refine((text) => !CONTROL_CHARACTERS.test(text), { error: contentAdminMessages.byTooLong })
    .default(''),
};

/** POST /api/admin/saveTestimonial: testimonial, name, by (seed section 7). */
export const ZSaveTestimonialRequestSchema = z.object(testimonialFields);
export type TSaveTestimonialRequest = z.infer<typeof ZSaveTestimonialRequestSchema>;

/** POST /api/admin/updateTestimonial: id, testimonial, name, by, and the version opened. */
export const ZUpdateTestimonialRequestSchema = z.object({
  id: rowId(contentAdminMessages.testimonialMissing),
  ...testimonialFields,
  updatedAt: openedAt,
});
export type TUpdateTestimonialRequest = z.infer<typeof ZUpdateTestimonialRequestSchema>;

/** POST /api/admin/deleteTestimonial/ (with the seed's trailing slash) */
export const ZDeleteTestimonialRequestSchema = z.object({
  id: rowId(contentAdminMessages.testimonialMissing),
});

/** POST /api/admin/moveTestimonial: one place up or down in the home page's order. */
export const ZMoveTestimonialRequestSchema = z.object({
  id: rowId(contentAdminMessages.testimonialMissing),
  direction: z.enum(['up', 'down'], { error: 'Choose up or down' }),
});
export type TMoveTestimonialRequest = z.infer<typeof ZMoveTestimonialRequestSchema>;

const ZAdminTestimonialSchema = z.object({
  id: z.string(),
  testimonial: z.string(),
  name: z.string(),
  by: z.string(),
  updatedAt: z.string(),
});
export type TAdminTestimonial = z.infer<typeof ZAdminTestimonialSchema>;

/** GET /api/admin/content/testimonials: every testimonial in the home page's order. */
export const ZAdminTestimonialsResponseSchema = z.object({
  success: z.literal(true),
  msg: z.string(),
  testimonials: z.array(ZAdminTestimonialSchema),
});
export type TAdminTestimonialsResponse = z.infer<typeof ZAdminTestimonialsResponseSchema>;

const figure = (empty: string) =>
  requiredText(empty, contentAdminMessages.figureTooLong, SESSION_FIGURE_MAX_LENGTH);
const sessionFields = {
  sessions: figure(contentAdminMessages.enterSessions),
  months: figure(contentAdminMessages.enterMonths),
  people: figure(contentAdminMessages.enterPeople),
};

/** POST /api/admin/saveSessionInfo: sessions, months, people, all required (section 5). */
export const ZSaveSessionInfoRequestSchema = z.object(sessionFields);
export type TSaveSessionInfoRequest = z.infer<typeof ZSaveSessionInfoRequestSchema>;

/** POST /api/admin/updateSessionInfo: id, the three figures, and the version opened. */
export const ZUpdateSessionInfoRequestSchema = z.object({
  id: rowId(contentAdminMessages.sessionMissing),
  ...sessionFields,
  updatedAt: openedAt,
});
export type TUpdateSessionInfoRequest = z.infer<typeof ZUpdateSessionInfoRequestSchema>;

/** GET /api/admin/content/sessionInfo: the figures the home page shows, with their version. */
export const ZAdminSessionInfoResponseSchema = z.object({
  success: z.literal(true),
  msg: z.string(),
  sessionInfo: z
    .object({
      id: z.string(),
      sessions: z.string(),
      months: z.string(),
      people: z.string(),
      updatedAt: z.string(),
    })
    .nullable(),
});
export type TAdminSessionInfoResponse = z.infer<typeof ZAdminSessionInfoResponseSchema>;

/** What every write answers. */
export const ZContentWriteResponseSchema = z.object({
  success: z.literal(true),
  msg: z.string(),
  id: z.string(),
});
export type TContentWriteResponse = z.infer<typeof ZContentWriteResponseSchema>;
