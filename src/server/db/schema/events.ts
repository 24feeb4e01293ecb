import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * The events of /events (seed 000 section 3): public content written by staff, so the table is one
 * of `publicContentTables` and its writes move the content version (ADR 029). The day and start
 * time are India's (IST, UTC+05:30, no daylight saving); registrations close when the day ends.
 */
export const events = pgTable(
  'event',
  {
    id: serial('id').primaryKey(),
    /** The words of its page's path, `/events/{slug}-{id}`: lower-case letters, digits, hyphens. */
    slug: text('slug').notNull(),
    city: text('city').notNull(),
    title: text('title').notNull(),
    /** The day, India time. */
    date: date('date', { mode: 'string' }).notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    description: text('description').notNull(),
    keyNoteSpeaker: text('key_note_speaker').notNull(),
    venue: text('venue').notNull(),
    /** India time, `HH:MM` (24-hour). */
    startTime: text('start_time').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('event_date_idx').on(table.date),
    check('event_slug_words', sql`${table.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
    check('event_start_time_hh_mm', sql`${table.startTime} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`),
    check('event_duration_positive', sql`${table.durationMinutes} between 1 and 1440`),
  ],
);

/**
 * A person's registration for an event: one per event and (lower-cased) address. Personal data:
 * the personal-data registry's `eventRegistrations` entry downloads and erases it.
 */
export const eventRegistrations = pgTable(
  'event_registration',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** Lower-cased by the shared schema; the check keeps it so. */
    email: text('email').notNull(),
    /** `+91XXXXXXXXXX` (decision 26). */
    phone: text('phone').notNull(),
    /** Staff's mark (admin Enquiries): 'new' until someone has answered it. */
    status: text('status', { enum: ['new', 'answered'] })
      .notNull()
      .default('new'),
    /** The privacy notice's version the person was shown, and when they registered. */
    consentNoticeVersion: text('consent_notice_version').notNull(),
    consentedAt: timestamp('consented_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('event_registration_event_email_idx').on(table.eventId, table.email),
    index('event_registration_email_idx').on(table.email),
    check('event_registration_email_lower', sql`${table.email} = lower(${table.email})`),
    check('event_registration_status_known', sql`${table.status} in ('new', 'answered')`),
  ],
);
