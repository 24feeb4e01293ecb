import { sql } from 'drizzle-orm';
import { check, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** The announcement shown in the top banner of every page; the oldest one is shown. */
export const bannerTexts = pgTable('banner_texts', {
  id: uuid('id').primaryKey().defaultRandom(),
  text: text('text').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The achievements banner's figures (teaching sessions held, months of teaching, people reached):
 * not the sign-in sessions of accounts. Staff keep one record; the oldest one is shown. Free text
 * of at most 20 characters, shown as written ('1,480+', '36'): decision 35.
 */
export const sessionInfo = pgTable(
  'session_info',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sessions: text('sessions').notNull(),
    months: text('months').notNull(),
    people: text('people').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('session_info_sessions_length', sql`char_length(${table.sessions}) <= 20`),
    check('session_info_months_length', sql`char_length(${table.months}) <= 20`),
    check('session_info_people_length', sql`char_length(${table.people}) <= 20`),
  ],
);
