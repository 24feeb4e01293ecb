import { desc } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { auth_user } from './auth';

/**
 * Financial Check-ups, one row per save (decision 14: the history is kept, pages show the latest).
 * The score, sub-scores and band are the server's own, computed from `answers` when the row is
 * written (decision 5); they are stored so that the history and reports need not recompute them.
 * Rows go with the account.
 */
export const financial_health_checkups = pgTable(
  'financial_health_checkups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => auth_user.id, { onDelete: 'cascade' }),
    /** The answers under the seeds' keys, with the step the form was on (`activeStep`). */
    answers: jsonb('answers').$type<Record<string, string | number>>().notNull(),
    finalScore: integer('final_score').notNull(),
    saveScore: integer('save_score').notNull(),
    borrowScore: integer('borrow_score').notNull(),
    protectScore: integer('protect_score').notNull(),
    planScore: integer('plan_score').notNull(),
    /** conservative, moderate or aggressive (shared/planners/financial-health.ts). */
    band: text('band').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('financial_health_checkups_user_created_idx').on(table.userId, desc(table.createdAt)),
  ],
);
