import { z } from 'zod';

/**
 * Admin Enquiries (issue 23): the contact form's, the short contact form's and the event
 * registrations' submissions in one list, newest first, each marked new or answered by staff.
 */
const enquiryKinds = ['contact', 'short', 'registration'] as const;
export type TEnquiryKind = (typeof enquiryKinds)[number];

/** The list's filter: what the kind menu offers, 'all' first. */
export const enquiryKindLabels = {
  all: 'All kinds',
  contact: 'Contact form',
  short: 'Short contact form',
  registration: 'Event registration',
} as const satisfies Record<TEnquiryKind | 'all', string>;

const enquiryStatuses = ['new', 'answered'] as const;

export const ENQUIRIES_PAGE_SIZE = 25;

export const enquiryMessages = {
  listed: 'Enquiries',
  badRange: 'The start date must not be after the end date',
  markedAnswered: 'Marked as answered',
  markedNew: 'Marked as new',
  notFound: 'This enquiry no longer exists',
} as const;

const isoDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter a date as YYYY-MM-DD')
  .refine((day) => !Number.isNaN(Date.parse(`${day}T00:00:00Z`)), 'Enter a real date');

/** 1-based page numbers of a paged admin list (enquiries, outbox, audit log). */
export const ZAdminPageSchema = z.coerce.number().int().min(1).max(100_000).default(1);

/** GET /api/admin/enquiries: `from` and `to` are days in India time, both included. */
export const ZListEnquiriesRequestSchema = z
  .object({
    kind: z.enum(['all', ...enquiryKinds]).default('all'),
    from: isoDay.optional(),
    to: isoDay.optional(),
    page: ZAdminPageSchema,
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: enquiryMessages.badRange,
    path: ['to'],
  });
/** The query as the server holds it once checked (defaults filled in). */
export type TListEnquiriesQuery = z.output<typeof ZListEnquiriesRequestSchema>;

const ZEnquirySchema = z.object({
  kind: z.enum(enquiryKinds),
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  /** The company (contact form), the service page (short form) or the event's title. */
  about: z.string().nullable(),
  /** The contact form's message; null for the other kinds. */
  message: z.string().nullable(),
  status: z.enum(enquiryStatuses),
  createdAt: z.string(),
});
export type TEnquiry = z.infer<typeof ZEnquirySchema>;

export const ZListEnquiriesResponseSchema = z.object({
  success: z.literal(true),
  msg: z.string(),
  enquiries: z.array(ZEnquirySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type TListEnquiriesResponse = z.infer<typeof ZListEnquiriesResponseSchema>;

/** POST /api/admin/enquiries/status */
export const ZSetEnquiryStatusRequestSchema = z.object({
  kind: z.enum(enquiryKinds),
  id: z.uuid('Not an enquiry id'),
  status: z.enum(enquiryStatuses),
});
export type TSetEnquiryStatusRequest = z.infer<typeof ZSetEnquiryStatusRequestSchema>;

export const ZSetEnquiryStatusResponseSchema = z.object({
  success: z.literal(true),
  msg: z.string(),
  status: z.enum(enquiryStatuses),
});
export type TSetEnquiryStatusResponse = z.infer<typeof ZSetEnquiryStatusResponseSchema>;
