import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** The announcement shown in the top banner of every page; the oldest one is shown. */
export const bannerTexts = pgTable('banner_texts', {
  id: uuid('id').primaryKey().defaultRandom(),
  text: text('text').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The achievements banner's figures (teaching sessions held, months of teaching, people reached):
 * not the sign-in sessions of accounts. Staff keep one record; the oldest one is shown.
 */
export const sessionInfo = pgTable(
  'session_info',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sessions: integer('sessions').notNull(),
    months: integer('months').notNull(),
    people: integer('people').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('session_info_sessions_non_negative', sql`${table.sessions} >= 0`),
    check('session_info_months_non_negative', sql`${table.months} >= 0`),
    check('session_info_people_non_negative', sql`${table.people} >= 0`),
  ],
);
