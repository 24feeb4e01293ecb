import { sql } from 'drizzle-orm';
import { ZNoReportParamsSchema } from '../../../shared/schemas/reports';
import { defineReport, type ReportColumn } from '../reports/report-definition';

/**
 * Admin Enquiries' CSVs, one per kind: every submission, with how to reach the person, its status
 * and when it came (India time). docs/admin.md lists the columns; change both together.
 */

const text = (header: string, expression: string): ReportColumn => ({
  header,
  sql: expression,
  kind: 'text',
});
const time = (header: string, expression: string): ReportColumn => ({
  header,
  sql: expression,
  kind: 'time',
});

export const contactEnquiriesReport = defineReport({
  name: 'contact_enquiries',
  filePrefix: 'contact_enquiries',
  params: ZNoReportParamsSchema,
  columns: [
    text('Name', 'c.name'),
    text('E-mail', 'c.email'),
    text('Phone', 'c.phone'),
    text('Company', 'c.company_name'),
    text('Message', 'c.message'),
    text('Status', 'c.status'),
    time('Received at (India time)', 'c.created_at'),
    text('Privacy notice version', 'c.consent_notice_version'),
  ],
  from: 'contact_enquiry c',
  where: () => sql.raw(`c.form = 'contact'`),
  order: { time: 'c.created_at', id: 'c.id' },
});

export const shortEnquiriesReport = defineReport({
  name: 'short_enquiries',
  filePrefix: 'short_enquiries',
  params: ZNoReportParamsSchema,
  columns: [
    text('First name', 'c.first_name'),
    text('Last name', 'c.last_name'),
    text('E-mail', 'c.email'),
    text('Phone', 'c.phone'),
    text('Page', 'c.page'),
    text('Status', 'c.status'),
    time('Received at (India time)', 'c.created_at'),
    text('Privacy notice version', 'c.consent_notice_version'),
  ],
  from: 'contact_enquiry c',
  where: () => sql.raw(`c.form = 'short'`),
  order: { time: 'c.created_at', id: 'c.id' },
});

/** Every event's registrations in one file (the Events screen has each event's own). */
export const allRegistrationsReport = defineReport({
  name: 'all_registrations',
  filePrefix: 'all_event_registrations',
  params: ZNoReportParamsSchema,
  columns: [
    text('Event', 'e.title'),
    text('Event date', "to_char(e.date, 'DD-MM-YYYY')"),
    text('City', 'e.city'),
    text('Name', 'r.name'),
    text('E-mail', 'r.email'),
    text('Phone', 'r.phone'),
    text('Status', 'r.status'),
    time('Registered at (India time)', 'r.created_at'),
    text('Privacy notice version', 'r.consent_notice_version'),
  ],
  from: 'event_registration r join event e on e.id = r.event_id',
  order: { time: 'r.created_at', id: 'r.id' },
});
