import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { auth_user } from './auth';

/**
 * Mail that was not sent because no SMTP server is configured (SMTP_URL unset): kept here for
 * admins (GET /api/admin/outbox) and, in development, written to the log.
 *
 * Rows belong to the account they were sent for, by id, never by address: an address can change
 * hands (an account deleted, a new one made with it), and the new owner must not see the earlier
 * owner's links. They go with the account.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The account the message was sent for; null for mail to no account. */
    userId: text('user_id').references(() => auth_user.id, { onDelete: 'cascade' }),
    /** The recipient's address, lower-cased. */
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    /** Extra headers the message was sent with (`List-Unsubscribe`, …); null when none. */
    headers: jsonb('headers').$type<Record<string, string>>(),
    /** Files the message carried (an event's .ics), as text; null when none. */
    attachments:
      jsonb('attachments').$type<{ filename: string; contentType: string; content: string }[]>(),
    /**
     * The address of the person a message to no account is about (a contact enquiry mailed to the
     * support address, a newsletter confirmation), lower-cased: erasure finds the copies by it.
     */
    aboutAddress: text('about_address'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('outbox_user_id_idx').on(table.userId),
    index('outbox_about_address_idx').on(table.aboutAddress),
  ],
);
