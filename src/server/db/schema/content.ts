import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** The announcement shown in the top banner of every page; the oldest one is shown. */
export const bannerTexts = pgTable('banner_texts', {
  id: uuid('id').primaryKey().defaultRandom(),
  text: text('text').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
