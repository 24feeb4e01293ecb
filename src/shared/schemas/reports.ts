import { z } from 'zod';

/**
 * The CSV reports staff can download (issue: admin area, "Reports"): the seeds' five, by the
 * names their files carry. A report that takes options (an event's registrations) adds its own
 * name and its options' schema here.
 */
const reportNames = [
  'subscribers',
  'moneymap',
  'retirement_planner',
  'financialHealth_result',
  'riskProfile_result',
  // Admin Events: one event's registrations (services/events/event-registrations-report.ts).
  'event_registrations',
  // Admin Enquiries: each kind's submissions (services/contact/enquiry-reports.ts).
  'contact_enquiries',
  'short_enquiries',
  'all_registrations',
] as const;
export type ReportName = (typeof reportNames)[number];

export const ZReportNameSchema = z.enum(reportNames);

/** The seeds' reports take no options: an empty object, and nothing else. */
export const ZNoReportParamsSchema = z.object({}).strict();

/**
 * The answer of a minting call: the link the browser follows once, within a minute, to save the
 * file (it carries a single-use token; no bearer header is needed or sent).
 */
export const ZReportLinkResponseSchema = z.object({
  success: z.literal(true),
  msg: z.string(),
  url: z.string(),
});
export type TReportLinkResponse = z.infer<typeof ZReportLinkResponseSchema>;

export const ZReportDownloadQuerySchema = z.object({
  token: z.string().min(1).max(200),
});
