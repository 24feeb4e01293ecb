import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Mail that was not sent because no SMTP server is configured (SMTP_URL unset): kept here and
 * logged, so that a developer can follow a reset link and staff can see what would have gone out.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The recipient's address, lower-cased. */
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('outbox_to_address_idx').on(table.toAddress)],
);
