import {
  boolean,
  doublePrecision,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { PlannerRates } from '../../../shared/planners/assumptions';
import type { TRetirementInputs } from '../../../shared/schemas/retirement';
import type { TRetirementOptions } from '../../../shared/schemas/retirement-options';
import { auth_user } from './auth';

/**
 * Every save of the retirement planner (decision 14: a row per save; the page refills from the
 * latest). The inputs and rates are as the user gave them, checked by the shared schema; the
 * figures are the server's own, recomputed from them (decision 5), never the browser's. The rows
 * go with the account.
 */
export const retirementPlans = pgTable(
  'retirement_plans',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => auth_user.id, { onDelete: 'cascade' }),
    /** The nine inputs (Try New's instalment once calculated). */
    inputs: jsonb('inputs').$type<TRetirementInputs>().notNull(),
    /** The Assumptions panel's rates; null when the user kept the defaults. */
    rates: jsonb('rates').$type<PlannerRates>(),
    /** The options beyond the seeds the user changed (issue 25); null when none. */
    options: jsonb('options').$type<TRetirementOptions>(),
    corpusNeeded: doublePrecision('corpus_needed').notNull(),
    shortage: doublePrecision('shortage').notNull(),
    covered: boolean('covered').notNull(),
    monthlyConservative: doublePrecision('monthly_conservative').notNull(),
    monthlyModerate: doublePrecision('monthly_moderate').notNull(),
    monthlyAggressive: doublePrecision('monthly_aggressive').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('retirement_plans_user_created_idx').on(table.userId, table.createdAt)],
);
