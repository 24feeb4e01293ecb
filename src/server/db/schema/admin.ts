import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Every admin write (issue: admin area): who, what, when. Content (events, testimonials, the
 * announcement...) keeps its state before and after; people's data keeps only ids, so that an
 * erasure erases (an e-mail address never lands here). `details` holds what a write needs to say
 * beyond that: for a people's-data request, how the requester's identity was checked and why.
 * The admin's name is copied, so that the row still says who after the account is removed.
 */
export const adminAudit = pgTable(
  'admin_audit',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The auth_user id of the admin (not a foreign key: removing an admin keeps their rows). */
    adminId: text('admin_id').notNull(),
    adminName: text('admin_name').notNull(),
    /** What was done, e.g. 'event.update', 'subscriber.erase'. */
    action: text('action').notNull(),
    /** The kind of thing and its id, e.g. 'event' and '12'. */
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    details: jsonb('details'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('admin_audit_created_idx').on(table.createdAt),
    index('admin_audit_entity_idx').on(table.entity, table.entityId),
  ],
);

/**
 * A report download's ticket: the admin's bearer call mints it, the browser then follows a plain
 * link with it (a link can carry no header), once, within a minute. Only its hash is stored.
 */
export const downloadTokens = pgTable(
  'download_token',
  {
    tokenHash: text('token_hash').primaryKey(),
    adminId: text('admin_id').notNull(),
    /** Which report, e.g. 'subscribers', 'moneymap', 'registrations'. */
    report: text('report').notNull(),
    /** The report's options (an event's id, a filter), as the minting call validated them. */
    params: jsonb('params')
      .notNull()
      .default(sql`'{}'::jsonb`),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [check('download_token_report_named', sql`length(${table.report}) > 0`)],
);
