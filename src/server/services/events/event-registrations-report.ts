import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { defineReport } from '../reports/report-definition';

/** The one option of the registrations report: whose event. */
const ZEventRegistrationsParamsSchema = z
  .object({ eventId: z.number().int().positive().max(2_147_483_647) })
  .strict();

/**
 * One event's registrations as a CSV (admin Events, issue 23): who registered, when (India time),
 * and the event they registered for, in the order they did. docs/admin.md lists the columns.
 */
export const eventRegistrationsReport = defineReport({
  name: 'event_registrations',
  filePrefix: 'event_registrations',
  params: ZEventRegistrationsParamsSchema,
  columns: [
    { header: 'Name', sql: 'r.name', kind: 'text' },
    { header: 'E-mail', sql: 'r.email', kind: 'text' },
    { header: 'Phone', sql: 'r.phone', kind: 'text' },
    { header: 'Registered at (India time)', sql: 'r.created_at', kind: 'time' },
    { header: 'Status', sql: 'r.status', kind: 'text' },
    { header: 'Event', sql: 'e.title', kind: 'text' },
    { header: 'City', sql: 'e.city', kind: 'text' },
    { header: 'Event date', sql: "to_char(e.date, 'DD-MM-YYYY')", kind: 'text' },
  ],
  from: 'event_registration r join event e on e.id = r.event_id',
  where: ({ eventId }) => sql`r.event_id = ${eventId}`,
  order: { time: 'r.created_at', id: 'r.id' },
});
